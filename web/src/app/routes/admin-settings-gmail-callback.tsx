import { GmailCallback } from '@/features/admin/settings/components/gmail-callback';

// The Gmail redirect URI's page (`/admin/gmail/callback`, lambdas/core/gmail/gmail-client-settings.ts).
export default function AdminGmailCallbackRoute() {
  return (
    <>
      <title>Connect Gmail · Ticket Relay</title>
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Connect Gmail</h1>
      <GmailCallback />
    </>
  );
}
