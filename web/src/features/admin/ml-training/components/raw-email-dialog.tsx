import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { EmailContent } from '@/features/admin/extracted-tickets/components/email-content';
import { serverMessage } from '@/lib/api-client';

import { useEmail } from '../api/get-email';
import { formatDateTime } from '../lib/ml-display';

const who = (name: string | null | undefined, address: string | null | undefined) =>
  [name, address && address !== name ? `<${address}>` : ''].filter(Boolean).join(' ') || 'unknown';

/** View Raw Email: the training item's e-mail (GET /api/emails/{id}), sanitised as on All Tickets. */
export function RawEmailDialog({ emailId, onClose }: { emailId: string | null; onClose: () => void }) {
  const email = useEmail(emailId);
  const data = email.data;
  return (
    <Dialog open={emailId !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-3xl">
        <DialogHeader>
          <DialogTitle>Raw Email</DialogTitle>
          <DialogDescription>
            {data?.subject?.trim() ? data.subject : 'The e-mail this ticket came from.'}
          </DialogDescription>
        </DialogHeader>
        {email.isPending && <p className="text-sm text-muted-foreground">Loading e-mail…</p>}
        {email.isError && (
          <p role="alert" className="text-sm text-destructive">
            {serverMessage(email.error) ?? 'The e-mail could not be loaded.'}
          </p>
        )}
        {data && (
          <div className="grid min-w-0 gap-3">
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
              <dt className="text-muted-foreground">From</dt>
              <dd className="break-words">{who(data.sender, data.senderEmail)}</dd>
              <dt className="text-muted-foreground">To</dt>
              <dd className="break-words">{who(data.recipient, data.recipientEmail)}</dd>
              <dt className="text-muted-foreground">Received</dt>
              <dd>{formatDateTime(data.receivedAt, 'Unknown')}</dd>
            </dl>
            <EmailContent email={data} title={`E-mail: ${data.subject ?? ''}`.trim()} />
          </div>
        )}
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Close</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
