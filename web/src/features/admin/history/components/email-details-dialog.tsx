import { Loader2, RotateCcw } from 'lucide-react';
import type { ReactNode } from 'react';

import { Button } from '@/components/ui/button';
import { RawTextRegion } from '@/features/admin/components/raw-text-region';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';

import { formatEventDateTime } from '../../dashboard/lib/event-date';
import { EmailStatusBadge } from '../../emails/components/email-status-badge';
import { useEmailRawContent } from '../api/get-email';
import type { HistoryItem } from '../api/get-processing-history';
import { useReprocessEmail } from '../api/reprocess-email';

const dateTimeFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'medium' });

export function formatDateTime(value: string | null): string {
  if (!value) return '—';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : dateTimeFormat.format(date);
}

/** spec 001 §2.7 Email Details: what the run did, the e-mail, what it extracted, its text and any error. */
export function EmailDetailsDialog({ item, onClose }: { item: HistoryItem | null; onClose: () => void }) {
  return (
    <Dialog open={item !== null} onOpenChange={(open) => !open && onClose()}>
      {item && (
        <DialogContent className="sm:max-w-2xl" closeLabel="Close dialog">
          <DialogHeader>
            <DialogTitle>Email Details</DialogTitle>
            <DialogDescription>{item.subject || '(no subject)'}</DialogDescription>
          </DialogHeader>
          <DetailsBody item={item} />
        </DialogContent>
      )}
    </Dialog>
  );
}

function DetailsBody({ item }: { item: HistoryItem }) {
  const reprocess = useReprocessEmail();
  const canProcessAgain = item.extractionStatus === 'needs_review' || item.extractionStatus === 'failed';
  const ticket = item.ticketInfo;
  return (
    <>
      <Section title="Processing Information">
        <Fact label="Status" value={<EmailStatusBadge status={item.extractionStatus} />} />
        <Fact label="Processed at" value={formatDateTime(item.processedAt)} />
        <Fact label="Confidence" value={item.confidence === null ? '—' : `${Math.round(item.confidence)}%`} />
        <Fact
          label="Processing time"
          value={item.processingTime === null ? '—' : `${item.processingTime.toLocaleString('en-US')} ms`}
        />
      </Section>
      <Section title="Email Information">
        <Fact label="From" value={item.sender || '—'} />
        <Fact label="Sender email" value={item.senderEmail || '—'} />
        <Fact label="Subject" value={item.subject || '—'} />
        <Fact label="Received" value={formatDateTime(item.receivedAt)} />
      </Section>
      <Section
        title="Extracted Ticket Information"
        empty={ticket ? undefined : 'No ticket information was extracted.'}
      >
        {ticket && (
          <>
            <Fact label="Event" value={ticket.eventName || 'Not detected'} />
            <Fact label="Venue" value={ticket.venue || 'Not detected'} />
            <Fact label="Date" value={formatEventDateTime(ticket.eventDate) ?? 'Not detected'} />
            <Fact label="Section" value={ticket.section || 'Not detected'} />
            <Fact label="Row" value={ticket.row || 'Not detected'} />
            <Fact label="Seats" value={ticket.seats || 'Not detected'} />
            <Fact label="Quantity" value={ticket.quantity ? String(ticket.quantity) : 'Unknown'} />
          </>
        )}
      </Section>
      <RawContent item={item} />
      {item.extractionError && (
        <section aria-labelledby="details-error-heading" className="grid gap-2">
          <h3 id="details-error-heading" className="text-sm font-semibold text-destructive">
            Error Information
          </h3>
          <p className="rounded-md border border-destructive/30 bg-destructive/5 p-3 text-sm text-destructive">
            {item.extractionError}
          </p>
        </section>
      )}
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">Close</Button>
        </DialogClose>
        {canProcessAgain && (
          <Button onClick={() => reprocess.mutate(item.emailId)} disabled={reprocess.isPending}>
            {reprocess.isPending ? (
              <Loader2 className="animate-spin" aria-hidden />
            ) : (
              <RotateCcw aria-hidden />
            )}
            Process Again
          </Button>
        )}
      </DialogFooter>
    </>
  );
}

/** The e-mail's text from the server, or the snippet when it cannot be read. */
function RawContent({ item }: { item: HistoryItem }) {
  const raw = useEmailRawContent(item.emailId);
  const content = raw.data || item.snippet;
  return (
    <section aria-labelledby="details-raw-heading" className="grid gap-2">
      <h3 id="details-raw-heading" className="text-sm font-semibold">
        {raw.data ? 'Raw Content' : 'Content Preview'}
      </h3>
      {raw.isPending ? (
        <p role="status" className="text-sm text-muted-foreground">
          Loading email content…
        </p>
      ) : (
        <RawTextRegion label="Email content" text={content} className="max-h-60" />
      )}
    </section>
  );
}

/** A titled list of facts, or the `empty` sentence instead of the list. */
function Section({ title, empty, children }: { title: string; empty?: string; children: ReactNode }) {
  const id = `details-${title.toLowerCase().replace(/\s+/g, '-')}`;
  return (
    <section aria-labelledby={id} className="grid gap-2">
      <h3 id={id} className="text-sm font-semibold">
        {title}
      </h3>
      {empty ? (
        <p className="text-sm text-muted-foreground">{empty}</p>
      ) : (
        <dl className="grid gap-1 text-sm">{children}</dl>
      )}
    </section>
  );
}

function Fact({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className="grid grid-cols-[8rem_1fr] gap-2">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="min-w-0 break-words">{value}</dd>
    </div>
  );
}
