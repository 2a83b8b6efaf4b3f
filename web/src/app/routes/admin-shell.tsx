import { AdminLayout } from '@/features/admin/layout/admin-layout';
import { useUser } from '@/lib/auth/get-user';

// The route's guard has checked the admin role on the server; the user is absent only while logging out.
export default function AdminShellRoute() {
  const { data: user } = useUser();
  if (!user) return null;
  return <AdminLayout user={user} />;
}
