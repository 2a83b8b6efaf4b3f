import { EmailTemplates } from '@/features/admin/email-templates/components/email-templates';

export default function AdminEmailTemplatesRoute() {
  return (
    <>
      <title>Email Templates · Ticket Relay</title>
      <div className="grid gap-6">
        <div>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Email Templates</h1>
          <p className="mt-1 text-muted-foreground">
            The e-mails Ticket Relay sends to sellers. Preview them or send yourself a test.
          </p>
        </div>
        <EmailTemplates />
      </div>
    </>
  );
}
