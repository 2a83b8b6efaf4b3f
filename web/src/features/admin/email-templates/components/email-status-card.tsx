import { CircleCheck, CircleX } from 'lucide-react';

import { Badge } from '@/components/ui/badge';
import { Card, CardContent } from '@/components/ui/card';

import { useEmailStatus } from '../api/get-email-status';

const when = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/**
 * The e-mail service status (spec 001 §2.14): Ready or Not Configured, with the provider or None. A failed
 * status check is only logged (spec 001 §8), so the card then says the status is unknown.
 */
export function EmailStatusCard() {
  const status = useEmailStatus();
  const data = status.data;
  return (
    <Card>
      <CardContent className="flex flex-wrap items-center justify-between gap-4 p-4 sm:p-6">
        <div className="grid gap-1">
          <h2 className="font-semibold">Email Service</h2>
          <p className="text-sm text-muted-foreground">
            Provider: {data?.provider || 'None'}
            {data?.sender ? ` · Sender: ${data.sender}` : ''}
          </p>
          {data && (
            <p className="text-sm text-muted-foreground">
              {data.sent ?? 0} sent, {data.failed ?? 0} failed
              {!data.ready && data.lastFailedAt
                ? ` · the latest send failed on ${when.format(new Date(data.lastFailedAt))}`
                : ''}
            </p>
          )}
        </div>
        {status.isPending ? (
          <Badge variant="outline">Checking…</Badge>
        ) : data?.ready ? (
          <Badge variant="live">
            <CircleCheck className="size-3.5" aria-hidden />
            Ready
          </Badge>
        ) : (
          <Badge variant="review">
            <CircleX className="size-3.5" aria-hidden />
            Not Configured
          </Badge>
        )}
      </CardContent>
    </Card>
  );
}
