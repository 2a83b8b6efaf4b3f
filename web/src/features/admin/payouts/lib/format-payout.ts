const dayFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

/** A payout's date (created, sent, paid) as a day in the admin's own zone; none → '—'. */
export function formatPayoutDate(iso: string | null): string {
  if (!iso) return '—';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dayFormat.format(date);
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** 'Marked 2 payouts as sent' and the skipped ones with their reasons, for the toast. */
export function markSummary(
  status: 'sent' | 'paid',
  updated: number,
  skipped: readonly { eventName: string; reason: string }[],
): { title: string; description?: string } {
  const title =
    updated === 0
      ? `No payouts were marked as ${status}`
      : `Marked ${plural(updated, 'payout', 'payouts')} as ${status}`;
  if (skipped.length === 0) return { title };
  const reasons = skipped.map((item) => `${item.eventName}: ${item.reason}`).join(' ');
  return { title, description: `${plural(skipped.length, 'payout', 'payouts')} skipped. ${reasons}` };
}
