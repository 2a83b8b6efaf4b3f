import { AdminDashboard } from '@/features/admin/components/admin-dashboard';
import { useUser } from '@/lib/auth/get-user';

// The route's guard has checked the admin role on the server; the user is absent only while logging out.
export default function AdminDashboardRoute() {
  const { data: user } = useUser();
  if (!user) return null;
  return (
    <>
      <title>Admin Dashboard · Ticket Relay</title>
      <AdminDashboard user={user} />
    </>
  );
}
