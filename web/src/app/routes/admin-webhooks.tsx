import { WebhookManagement } from '@/features/admin/webhooks/components/webhook-management';

export default function AdminWebhooksRoute() {
  return (
    <>
      <title>Webhooks · Ticket Relay</title>
      <div className="grid gap-6">
        <div>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Webhooks</h1>
          <p className="mt-1 text-muted-foreground">
            Send ticket and e-mail events to other applications as signed HTTP requests.
          </p>
        </div>
        <WebhookManagement />
      </div>
    </>
  );
}
