import type { BadgeProps } from '@/components/ui/badge';

import type { Payout, PayoutStatus } from '../api/get-payouts';

export const payoutStatusBadges: Record<PayoutStatus, { label: string; variant: BadgeProps['variant'] }> = {
  pending: { label: 'Pending', variant: 'pending' },
  sent: { label: 'Sent', variant: 'sold' },
  paid: { label: 'Paid', variant: 'live' },
  failed: { label: 'Failed', variant: 'outline' },
};

/** The date a payout's row shows: when it was paid, else sent, else created. */
export const payoutDateOf = (payout: Payout): string => payout.paidAt ?? payout.sentAt ?? payout.createdAt;

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

export function formatDay(value: string | null | undefined): string {
  if (!value) return '—';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '—' : dateFormat.format(date);
}

/** Sales History's payout column (spec 000 §2): 'Paid' only once the listing's payout is paid. */
export const payoutColumnOf = (payout: Payout | undefined): 'Paid' | 'Processing' =>
  payout?.status === 'paid' ? 'Paid' : 'Processing';
