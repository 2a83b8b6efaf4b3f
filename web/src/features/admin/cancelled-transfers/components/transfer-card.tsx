import { Badge } from '@/components/ui/badge';
import { Card, CardContent } from '@/components/ui/card';

import type { EmailView } from '../../emails/api/email-schema';
import { dangerBadgeClass } from '../../emails/components/email-status-badge';
import { relativeTime } from '../lib/filter-transfers';

const exactFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

const warningBadgeClass = 'border-amber-300 bg-amber-50 text-amber-950';

/** One cancelled-transfer notice (spec 001 §2.5); one that hit a sold ticket says so (issue 9). */
export function TransferCard({ email }: { email: EmailView }) {
  const received = new Date(email.receivedAt);
  const soldCount = email.soldTicketIds?.length ?? 0;
  return (
    <li>
      <Card>
        <CardContent className="grid gap-2 p-4">
          <div className="flex flex-wrap items-start justify-between gap-2">
            <h2 className="min-w-0 font-semibold break-words">{email.subject || '(no subject)'}</h2>
            <div className="flex flex-wrap gap-2">
              {soldCount > 0 && (
                <Badge variant="outline" className={warningBadgeClass}>
                  Sold — needs attention
                </Badge>
              )}
              <Badge variant="outline" className={dangerBadgeClass}>
                Cancelled
              </Badge>
            </div>
          </div>
          {soldCount > 0 && (
            <p className="text-sm">
              {soldCount === 1 ? 'One ticket' : `${soldCount} tickets`} of this transfer had already sold: the
              sale and its payout stand. Find the seller under Customers; the ticket is marked on their
              Tickets tab until you mark it resolved.
            </p>
          )}
          <p className="text-sm">
            <span className="font-medium">{email.sender || email.senderEmail}</span>
            {email.sender && email.senderEmail && (
              <span className="text-muted-foreground"> &lt;{email.senderEmail}&gt;</span>
            )}
          </p>
          {email.snippet && <p className="text-sm text-muted-foreground">{email.snippet}</p>}
          <div className="flex flex-wrap justify-between gap-2 text-xs text-muted-foreground">
            <time
              dateTime={email.receivedAt}
              title={Number.isNaN(received.getTime()) ? undefined : exactFormat.format(received)}
            >
              {relativeTime(email.receivedAt)}
            </time>
            {(email.recipientEmail || email.recipient) && (
              <span>To: {email.recipientEmail || email.recipient}</span>
            )}
          </div>
        </CardContent>
      </Card>
    </li>
  );
}
