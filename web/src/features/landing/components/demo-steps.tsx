import { BadgeCheck, Check, Send } from 'lucide-react';
import type { CSSProperties, ReactNode } from 'react';

import {
  COMMISSION_PERCENT,
  PAYOUT_TIMING_TEXT,
  SELLER_SHARE_PERCENT,
  commissionCents,
  formatPercent,
  sellerPayoutCents,
} from '@/lib/business';
import { formatCents } from '@/lib/money';
import { cn } from '@/lib/utils';

// Sample figures for the walkthrough; the payout maths comes from the business constants.
const SAMPLE_SALE_CENTS = 20_000;
const SAMPLE_FLOOR_CENTS = 8_000;

/** Fades a piece of a step in, `order` steps of 150 ms after the step appears. */
function Reveal({ order, className, children }: { order: number; className?: string; children: ReactNode }) {
  const style: CSSProperties = { animationDelay: `${order * 150}ms` };
  return (
    <div className={cn('animate-step-in', className)} style={style}>
      {children}
    </div>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex items-baseline justify-between gap-4 border-b py-2 last:border-b-0">
      <span className="text-muted-foreground">{label}</span>
      <span className="text-right font-medium">{children}</span>
    </div>
  );
}

function ForwardVisual() {
  return (
    <div className="rounded-lg border bg-card text-sm shadow-sm">
      <Reveal order={0} className="border-b px-4 py-2">
        <span className="text-muted-foreground">From:</span> you@example.com
      </Reveal>
      <Reveal order={1} className="border-b bg-primary/5 px-4 py-2">
        <span className="text-muted-foreground">To:</span>{' '}
        <span className="font-semibold text-primary">alex-4821@transfer.example</span>
      </Reveal>
      <Reveal order={2} className="border-b px-4 py-2">
        <span className="text-muted-foreground">Subject:</span> Fwd: Your order confirmation
      </Reveal>
      <Reveal order={3} className="flex justify-end px-4 py-3">
        <span className="inline-flex items-center gap-2 rounded-md bg-primary px-3 py-1.5 font-medium text-primary-foreground">
          <Send className="size-4" aria-hidden />
          Send
        </span>
      </Reveal>
    </div>
  );
}

const sampleFields = [
  ['Event', 'Spring Symphony Gala'],
  ['Date', 'Sat, May 16 · 7:30 PM'],
  ['Venue', 'Riverside Hall'],
  ['Section', 'Balcony B'],
  ['Row', 'F'],
  ['Seats', '12-13'],
] as const;

function ExtractVisual() {
  return (
    <div className="grid grid-cols-2 gap-2 text-sm">
      {sampleFields.map(([label, value], index) => (
        <Reveal
          key={label}
          order={index}
          className="flex items-start gap-2 rounded-lg border bg-card p-2.5 shadow-sm"
        >
          <Check className="mt-0.5 size-4 shrink-0 text-secondary" aria-hidden />
          <span className="min-w-0">
            <span className="block text-xs text-muted-foreground">{label}</span>
            <span className="block truncate font-medium">{value}</span>
          </span>
        </Reveal>
      ))}
    </div>
  );
}

function ApproveVisual() {
  return (
    <div className="rounded-lg border bg-card p-4 text-sm shadow-sm">
      <Reveal order={0}>
        <p className="font-semibold">Spring Symphony Gala</p>
        <p className="text-muted-foreground">Balcony B, Row F, Seats 12-13</p>
      </Reveal>
      <Reveal order={1} className="mt-3">
        <span className="text-xs text-muted-foreground">Floor price</span>
        <span className="mt-1 block rounded-md border border-input px-3 py-1.5 font-medium">
          {formatCents(SAMPLE_FLOOR_CENTS)}
        </span>
        <span className="mt-1 block text-xs text-muted-foreground">
          Your ticket will not be sold below this price without your approval.
        </span>
      </Reveal>
      <Reveal order={3} className="mt-3 flex items-center justify-between gap-2">
        <span className="inline-flex items-center gap-1.5 rounded-full bg-secondary/15 px-2.5 py-0.5 text-xs font-medium text-secondary">
          <BadgeCheck className="size-3.5" aria-hidden />
          Ticket Listed
        </span>
        <span className="rounded-md bg-primary px-3 py-1.5 font-medium text-primary-foreground">Approve</span>
      </Reveal>
    </div>
  );
}

function PayoutVisual() {
  return (
    <div className="rounded-lg border bg-card px-4 py-2 text-sm shadow-sm">
      <Reveal order={0}>
        <Row label="Status">Ticket Sold</Row>
      </Reveal>
      <Reveal order={1}>
        <Row label="Sale price">{formatCents(SAMPLE_SALE_CENTS)}</Row>
      </Reveal>
      <Reveal order={2}>
        <Row label={`Commission (${formatPercent(COMMISSION_PERCENT)})`}>
          −{formatCents(commissionCents(SAMPLE_SALE_CENTS))}
        </Row>
      </Reveal>
      <Reveal order={3}>
        <Row label={`You receive (${formatPercent(SELLER_SHARE_PERCENT)})`}>
          <span className="text-base text-secondary">
            {formatCents(sellerPayoutCents(SAMPLE_SALE_CENTS))}
          </span>
        </Row>
      </Reveal>
    </div>
  );
}

export const demoSteps = [
  {
    title: 'Forward the confirmation',
    description: 'Forward the e-mail from your ticket seller to your personal transfer address.',
    Visual: ForwardVisual,
  },
  {
    title: 'We read the details',
    description: 'Event, date, venue, section, row and seats are extracted for you.',
    Visual: ExtractVisual,
  },
  {
    title: 'Approve and set a floor price',
    description: 'Check the details, choose the lowest price you will accept, and approve the listing.',
    Visual: ApproveVisual,
  },
  {
    title: 'Get paid after the sale',
    description: `You keep ${formatPercent(SELLER_SHARE_PERCENT)} of the sale price, paid ${PAYOUT_TIMING_TEXT}.`,
    Visual: PayoutVisual,
  },
] as const;
