import { useEffect } from 'react';
import { toast } from 'sonner';

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
import { Progress } from '@/components/ui/progress';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';

import type { AdminTicket, AdminTicketDetails } from '../api/admin-ticket';
import { useTicketDetails } from '../api/get-ticket-details';
import {
  eventDateText,
  processingStatusText,
  quantityText,
  receivedText,
  recipientText,
  senderText,
} from '../lib/ticket-text';
import { ConfidenceBadge } from './confidence-badge';
import { EmailContent } from './email-content';

function Fields({ rows }: { rows: [string, string][] }) {
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-muted-foreground">{label}</dt>
          <dd className="font-medium break-words">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

const orDash = (value: string | null | undefined) => (value?.trim() ? value : '—');

function ExtractionInfo({ ticket }: { ticket: AdminTicketDetails }) {
  const emailAddress = (name: string, address: string | null | undefined) =>
    address && address !== name ? `${name} <${address}>` : name;
  return (
    <div className="grid gap-6">
      <section className="grid gap-2" aria-labelledby="extraction-confidence">
        <div className="flex items-center justify-between text-sm">
          <h3 id="extraction-confidence" className="font-medium">
            Extraction confidence
          </h3>
          <span className="font-semibold">{ticket.extractionConfidence}%</span>
        </div>
        <Progress value={ticket.extractionConfidence} aria-labelledby="extraction-confidence" />
        <p className="text-sm">
          <span className="text-muted-foreground">Processing status: </span>
          <span className="font-medium">{processingStatusText(ticket)}</span>
        </p>
      </section>
      <section className="grid gap-2">
        <h3 className="text-sm font-medium">Email source</h3>
        <Fields
          rows={[
            ['From', emailAddress(senderText(ticket), ticket.senderEmail)],
            ['To', emailAddress(recipientText(ticket), ticket.recipientEmail)],
            ['Subject', orDash(ticket.subject)],
            ['Received', receivedText(ticket.receivedAt)],
          ]}
        />
      </section>
    </div>
  );
}

/**
 * spec 001 §2.6 Ticket Details: tabs Ticket Details, Extraction Info and Email Content, read from
 * GET /api/tickets/{id}/details (the list item when that fails); Close and 'Mark as Verified'.
 */
export function TicketDetailsDialog({
  ticket,
  onOpenChange,
  onVerify,
  verifying,
}: {
  ticket: AdminTicket | null;
  onOpenChange: (open: boolean) => void;
  onVerify: (id: string) => void;
  verifying: boolean;
}) {
  const details = useTicketDetails(ticket?.id);
  useEffect(() => {
    if (details.isError) toast.error('Failed to fetch ticket details');
  }, [details.isError]);

  const shown: AdminTicketDetails | null = details.data ?? ticket;
  return (
    <Dialog open={ticket !== null} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-3xl">
        <DialogHeader>
          <DialogTitle>{shown?.eventName ?? 'Ticket details'}</DialogTitle>
          <DialogDescription>
            Extracted ticket details, how it was extracted and its e-mail.
          </DialogDescription>
        </DialogHeader>
        {shown && (
          <Tabs defaultValue="details" className="min-w-0">
            <TabsList aria-label="Ticket information" className="h-auto flex-wrap">
              <TabsTrigger value="details">Ticket Details</TabsTrigger>
              <TabsTrigger value="extraction">Extraction Info</TabsTrigger>
              <TabsTrigger value="email">Email Content</TabsTrigger>
            </TabsList>
            <TabsContent value="details" className="grid gap-4">
              <div>
                <ConfidenceBadge ticket={shown} />
              </div>
              <Fields
                rows={[
                  ['Event', shown.eventName],
                  ['Date', eventDateText(shown.eventDate)],
                  ['Venue', orDash(shown.venue)],
                  ['Section', orDash(shown.section)],
                  ['Row', orDash(shown.row)],
                  ['Seats', orDash(shown.seats)],
                  ['Quantity', quantityText(shown.quantity)],
                ]}
              />
            </TabsContent>
            <TabsContent value="extraction">
              <ExtractionInfo ticket={shown} />
            </TabsContent>
            <TabsContent value="email">
              {details.isPending ? (
                <p className="py-6 text-center text-sm text-muted-foreground">Loading e-mail…</p>
              ) : (
                <EmailContent email={shown} title={`E-mail: ${shown.subject ?? shown.eventName}`} />
              )}
            </TabsContent>
          </Tabs>
        )}
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Close</Button>
          </DialogClose>
          {shown && !shown.manuallyVerified && (
            <Button onClick={() => onVerify(shown.id)} disabled={verifying}>
              {verifying ? 'Verifying...' : 'Mark as Verified'}
            </Button>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
