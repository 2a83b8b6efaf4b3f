import { Loader2 } from 'lucide-react';

import { Button } from '@/components/ui/button';

import type { EmailView } from '../api/email-schema';
import { useProcessEmail } from '../api/process-email';
import { formatReceived } from '../lib/format-times';
import { EmailStatusBadge } from './email-status-badge';

/** One inbox row (spec 001 §2.4): initial, sender, subject, snippet, time; Process or the outcome. */
export function EmailRow({ email }: { email: EmailView }) {
  const process = useProcessEmail();
  const sender = email.sender || email.senderEmail || 'Unknown sender';
  return (
    <li className="flex gap-3 border-b p-4 last:border-0">
      <span
        aria-hidden
        className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary/10 font-semibold text-primary uppercase"
      >
        {sender.charAt(0)}
      </span>
      <div className="min-w-0 flex-1">
        <div className="flex items-baseline justify-between gap-2">
          <p className="truncate font-medium">{sender}</p>
          <time dateTime={email.receivedAt} className="shrink-0 text-xs text-muted-foreground">
            {formatReceived(email.receivedAt)}
          </time>
        </div>
        <p className="truncate text-sm">{email.subject || '(no subject)'}</p>
        <p className="line-clamp-2 text-sm text-muted-foreground">{email.snippet}</p>
      </div>
      <div className="flex shrink-0 items-center">
        {email.processed ? (
          <EmailStatusBadge status={email.extractionStatus} />
        ) : (
          <Button
            size="sm"
            onClick={() => process.mutate(email.id)}
            disabled={process.isPending}
            aria-label={`Process email ${email.subject || 'without subject'} from ${sender}`}
          >
            {process.isPending && <Loader2 className="animate-spin" aria-hidden />}
            Process
          </Button>
        )}
      </div>
    </li>
  );
}
