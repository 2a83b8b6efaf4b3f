import { IncomingEmails } from '@/features/admin/emails/components/incoming-emails';

export default function AdminEmailsRoute() {
  return (
    <>
      <title>Incoming Emails · Ticket Relay</title>
      <h1 className="mb-6 text-2xl font-bold tracking-tight sm:text-3xl">Incoming Emails</h1>
      <IncomingEmails />
    </>
  );
}
