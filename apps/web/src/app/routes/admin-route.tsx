import { useRoutes } from 'react-router';
import { AdminLayout } from '../../features/admin/components/admin-layout';
import { useAuth } from '../auth/auth-context';
import { ADMIN_ROUTES } from './admin-routes';

/** The management area's frame: its side navigation around the page chosen. */
export function AdminRoute() {
  const role = useAuth().user?.role;
  return <AdminLayout role={role}>{useRoutes(ADMIN_ROUTES)}</AdminLayout>;
}
