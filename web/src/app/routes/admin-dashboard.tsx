import { AdminDashboard } from '@/features/admin/dashboard/components/admin-dashboard';

export default function AdminDashboardRoute() {
  return (
    <>
      <title>Admin Dashboard · Ticket Relay</title>
      <h1 className="mb-6 text-2xl font-bold tracking-tight sm:text-3xl">Dashboard</h1>
      <AdminDashboard />
    </>
  );
}
