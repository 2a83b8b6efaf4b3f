import { Badge } from '@/components/ui/badge';
import { Card, CardContent } from '@/components/ui/card';

import type { EmailView } from '../../emails/api/email-schema';
import { dangerBadgeClass } from '../../emails/components/email-status-badge';
import { relativeTime } from '../lib/filter-transfers';

const exactFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** One cancelled-transfer notice (spec 001 §2.5). */
export function TransferCard({ email }: { email: EmailView }) {
  const received = new Date(email.receivedAt);
  return (
    <li>
      <Card>
        <CardContent className="grid gap-2 p-4">
          <div className="flex flex-wrap items-start justify-between gap-2">
            <h2 className="min-w-0 font-semibold break-words">{email.subject || '(no subject)'}</h2>
            <Badge variant="outline" className={dangerBadgeClass}>
              Cancelled
            </Badge>
          </div>
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
