import { CustomerDashboard } from '@/features/dashboard/components/customer-dashboard';
import { useUser } from '@/lib/auth/get-user';

// The route's guard has loaded the signed-in user; it is briefly absent only while signing out.
export default function CustomerDashboardRoute() {
  const { data: user } = useUser();
  if (!user) return null;
  return (
    <>
      <title>Dashboard · Ticket Relay</title>
      <CustomerDashboard user={user} />
    </>
  );
}
