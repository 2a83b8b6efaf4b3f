// The filters of the payouts page, shared by the list query and the CSV link.

export const payoutStatusOptions = [
  { value: '', label: 'All' },
  { value: 'pending', label: 'Pending' },
  { value: 'sent', label: 'Sent' },
  { value: 'paid', label: 'Paid' },
  { value: 'failed', label: 'Failed' },
] as const;

export type PayoutStatusFilter = (typeof payoutStatusOptions)[number]['value'];

export const isPayoutStatusFilter = (value: string): value is PayoutStatusFilter =>
  payoutStatusOptions.some((option) => option.value === value);

/** Status and a date range (YYYY-MM-DD, on the payout's creation day); empty means no filter. */
export interface PayoutFilter {
  status: PayoutStatusFilter;
  from: string;
  to: string;
}

export const emptyPayoutFilter: PayoutFilter = { status: '', from: '', to: '' };

/** The filter as query parameters, leaving out the empty ones. */
export function payoutFilterParams(filter: PayoutFilter): Record<string, string> {
  return Object.fromEntries(Object.entries(filter).filter(([, value]) => value !== ''));
}

/** GET /api/admin/payouts/export with the current filters (a plain link: the session cookie goes with it). */
export function payoutExportHref(filter: PayoutFilter): string {
  const query = new URLSearchParams(payoutFilterParams(filter)).toString();
  return query ? `/api/admin/payouts/export?${query}` : '/api/admin/payouts/export';
}

/** A date range whose start is after its end: the list is not asked for. */
export const isBackwardsRange = (filter: PayoutFilter): boolean =>
  filter.from !== '' && filter.to !== '' && filter.from > filter.to;
