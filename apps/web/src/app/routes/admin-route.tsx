import { Outlet } from 'react-router';
import { AdminLayout } from '../../features/admin/components/admin-layout';

/** The management area's frame: its side navigation around the page chosen. */
export function AdminRoute() {
  return (
    <AdminLayout>
      <Outlet />
    </AdminLayout>
  );
}
