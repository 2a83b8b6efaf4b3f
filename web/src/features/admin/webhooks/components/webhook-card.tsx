import { AlertTriangle, FlaskConical, History, Pencil, Trash2 } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { toast } from 'sonner';

import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { serverMessage } from '@/lib/api-client';
import { cn } from '@/lib/utils';

import type { Webhook } from '../api/schemas';
import { useTestWebhook, type WebhookTestResult } from '../api/test-webhook';
import { formatDuration, formatTime } from '../lib/format';
import { DeliveryLogDialog } from './delivery-log-dialog';
import { WebhookEnabledSwitch } from './webhook-enabled-switch';
import { WebhookSecret } from './webhook-secret';

function showTestResult(result: WebhookTestResult) {
  if (result.success) {
    const answer = result.statusCode ? `answered ${result.statusCode}` : 'accepted the event';
    toast.success('Test succeeded', {
      description: `The endpoint ${answer} in ${formatDuration(result.durationMs)}.`,
    });
  } else {
    toast.error(`Test failed: ${result.error || 'Unknown error'}`);
  }
}

/** One webhook (spec 001 §2.12): its address, events and health, with its switch and actions. */
export function WebhookCard({
  webhook,
  onEdit,
  onDelete,
}: {
  webhook: Webhook;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const [logOpen, setLogOpen] = useState(false);
  const test = useTestWebhook({
    onSuccess: showTestResult,
    onError: (error) => toast.error('Failed to test webhook', { description: serverMessage(error) }),
  });

  return (
    <article
      aria-label={webhook.name}
      className="grid min-w-0 gap-4 rounded-xl border bg-card p-4 text-sm sm:p-5"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid min-w-0 gap-1">
          <h2 className="text-base leading-tight font-semibold break-words">{webhook.name}</h2>
          <p className="font-mono text-xs break-all text-muted-foreground">{webhook.url}</p>
        </div>
        <WebhookEnabledSwitch webhook={webhook} />
      </div>

      {webhook.disabledReason && (
        <p className="flex items-start gap-2 rounded-md border border-destructive/40 bg-destructive/10 p-2 text-destructive">
          <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden />
          <span>Disabled by Ticket Relay: {webhook.disabledReason}</span>
        </p>
      )}

      <ul aria-label="Events" className="flex flex-wrap gap-1.5">
        {webhook.events.map((event) => (
          <li key={event}>
            <Badge variant="secondary" className="font-mono">
              {event}
            </Badge>
          </li>
        ))}
      </ul>

      {webhook.description && <p className="break-words">{webhook.description}</p>}

      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        <Detail term="Created">{formatTime(webhook.createdAt)}</Detail>
        <Detail term="Last triggered">{formatTime(webhook.lastTriggered)}</Detail>
        <Detail term="Failures">
          <span className={webhook.failureCount > 0 ? 'font-semibold text-destructive' : undefined}>
            {webhook.failureCount}
          </span>
        </Detail>
        <Detail term="Signing secret" className="col-span-2 sm:col-span-3">
          <WebhookSecret webhook={webhook} />
        </Detail>
      </dl>

      <div className="flex flex-wrap justify-end gap-2">
        <Button
          variant="outline"
          size="sm"
          aria-label={`Test ${webhook.name}`}
          disabled={test.isPending}
          onClick={() => test.mutate(webhook.id)}
        >
          <FlaskConical aria-hidden />
          {test.isPending ? 'Testing…' : 'Test'}
        </Button>
        <Button
          variant="outline"
          size="sm"
          aria-label={`Deliveries of ${webhook.name}`}
          onClick={() => setLogOpen(true)}
        >
          <History aria-hidden />
          Deliveries
        </Button>
        <Button variant="outline" size="sm" aria-label={`Edit ${webhook.name}`} onClick={onEdit}>
          <Pencil aria-hidden />
          Edit
        </Button>
        <Button
          variant="outline"
          size="sm"
          aria-label={`Delete ${webhook.name}`}
          className="text-destructive"
          onClick={onDelete}
        >
          <Trash2 aria-hidden />
          Delete
        </Button>
      </div>
      {logOpen && <DeliveryLogDialog webhook={webhook} onClose={() => setLogOpen(false)} />}
    </article>
  );
}

function Detail({ term, className, children }: { term: string; className?: string; children: ReactNode }) {
  return (
    <div className={cn('grid gap-0.5', className)}>
      <dt className="text-xs text-muted-foreground">{term}</dt>
      <dd className="break-words">{children}</dd>
    </div>
  );
}
