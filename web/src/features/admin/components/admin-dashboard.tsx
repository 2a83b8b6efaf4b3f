import type { User } from '@/lib/auth/user';

import { AdminLayout } from './admin-layout';

/** The admin dashboard (spec 001 §2.3). Its cards arrive with the console's own issues. */
export function AdminDashboard({ user }: { user: User }) {
  return (
    <AdminLayout user={user}>
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Dashboard</h1>
    </AdminLayout>
  );
}
