import { AdminSettings } from '@/features/admin/settings/components/admin-settings';

export default function AdminSettingsRoute() {
  return (
    <>
      <title>Settings · Ticket Relay</title>
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Settings</h1>
      <AdminSettings />
    </>
  );
}
