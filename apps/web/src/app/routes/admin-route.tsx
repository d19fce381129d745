import { useRoutes } from 'react-router';
import { AdminLayout } from '../../features/admin/components/admin-layout';
import { ADMIN_ROUTES } from './admin-routes';

/** The management area's frame: its side navigation around the page chosen. */
export function AdminRoute() {
  return <AdminLayout>{useRoutes(ADMIN_ROUTES)}</AdminLayout>;
}
