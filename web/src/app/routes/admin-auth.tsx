import { AdminAuthTabs } from '@/features/auth/components/admin-auth-tabs';

export default function AdminAuthRoute() {
  return (
    <>
      <title>Admin Sign In · Ticket Relay</title>
      <AdminAuthTabs />
    </>
  );
}
