import { FilePenLine } from 'lucide-react';
import { useState } from 'react';

import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { RawTextRegion } from '@/features/admin/components/raw-text-region';

import { useNeedsReview } from '../api/get-needs-review';
import type { AdminTicketDetails } from '../api/ticket-schema';
import { formatEventDateTime } from '../lib/event-date';
import { CardHeading } from './card-heading';
import { CardError, CardLoading } from './card-states';
import { CorrectionForm } from './correction-form';

const receivedFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

function formatReceivedAt(value: string | null | undefined): string {
  if (!value) return '—';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : receivedFormat.format(date);
}

/**
 * spec 001 §2.3 item 4: one ticket needing review, its e-mail, what was extracted and a form to correct
 * it. Cancel skips the ticket for this visit and shows the next one (issue 7).
 */
export function ExtractionEditor() {
  const [skipped, setSkipped] = useState<string[]>([]);
  const review = useNeedsReview(skipped);
  const ticket = review.data;
  return (
    <Card>
      <CardHeader>
        <CardHeading>
          <FilePenLine className="size-5 text-primary" aria-hidden />
          Extraction Editor
        </CardHeading>
        <CardDescription>Review and correct a ticket the extraction was unsure about.</CardDescription>
      </CardHeader>
      <CardContent>
        {review.isPending ? (
          <CardLoading label="Loading the next ticket to review" />
        ) : review.isError ? (
          <CardError title="The ticket to review could not be loaded" error={review.error} />
        ) : !ticket ? (
          <div className="grid justify-items-center gap-3 py-6 text-center">
            <p className="text-sm text-muted-foreground">No tickets that need review at this time.</p>
            {skipped.length > 0 && (
              <Button variant="outline" size="sm" onClick={() => setSkipped([])}>
                Show skipped tickets again
              </Button>
            )}
          </div>
        ) : (
          <div className="grid gap-6 lg:grid-cols-3">
            <EmailPanel ticket={ticket} />
            <CurrentExtraction ticket={ticket} />
            <section aria-labelledby="corrected-heading" className="grid content-start gap-3">
              <h3 id="corrected-heading" className="font-semibold">
                Corrected Information
              </h3>
              <CorrectionForm
                key={ticket.id}
                ticket={ticket}
                onCancel={() => setSkipped((ids) => [...ids, ticket.id])}
              />
            </section>
          </div>
        )}
      </CardContent>
    </Card>
  );
}

function EmailPanel({ ticket }: { ticket: AdminTicketDetails }) {
  const content = ticket.rawContent || ticket.snippet || '';
  return (
    <section aria-labelledby="review-email-heading" className="grid min-w-0 content-start gap-3">
      <h3 id="review-email-heading" className="font-semibold">
        Email
      </h3>
      <dl className="grid gap-1 text-sm">
        <Row label="Sender" value={ticket.sender || '—'} />
        <Row label="Event" value={ticket.eventName || 'Not detected'} />
        <Row label="Sender email" value={ticket.senderEmail || '—'} />
        <Row label="Received" value={formatReceivedAt(ticket.receivedAt)} />
        <Row label="Subject" value={ticket.subject || '—'} />
      </dl>
      <RawTextRegion label="Raw email content" text={content} className="max-h-72" />
    </section>
  );
}

function CurrentExtraction({ ticket }: { ticket: AdminTicketDetails }) {
  const missing = '[Not detected]';
  return (
    <section aria-labelledby="current-extraction-heading" className="grid content-start gap-3">
      <h3 id="current-extraction-heading" className="font-semibold">
        Current Extraction
      </h3>
      <dl className="grid gap-1 text-sm">
        <Row label="Event Name" value={ticket.eventName || 'Not detected'} />
        <Row label="Date" value={formatEventDateTime(ticket.eventDate) ?? missing} />
        <Row label="Venue" value={ticket.venue || missing} />
        <Row label="Section" value={ticket.section || missing} />
        <Row label="Row" value={ticket.row || missing} />
        <Row label="Seats" value={ticket.seats || missing} />
        <Row label="Quantity" value={ticket.quantity ? String(ticket.quantity) : 'Unknown'} />
        {ticket.extractionConfidence !== undefined && ticket.extractionConfidence !== null && (
          <Row label="Confidence" value={`${Math.round(ticket.extractionConfidence)}%`} />
        )}
      </dl>
    </section>
  );
}

function Row({ label, value }: { label: string; value: string }) {
  return (
    <div className="grid grid-cols-[7rem_1fr] gap-2">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="min-w-0 break-words">{value}</dd>
    </div>
  );
}
