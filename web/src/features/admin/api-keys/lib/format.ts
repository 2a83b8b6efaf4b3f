const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });
const dateTimeFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** "Nov 21, 2026", or the text as given when it is not a date. */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateFormat.format(date);
}

/** "Nov 21, 2026, 11:40 PM" in the admin's zone. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateTimeFormat.format(date);
}

/** DESIGN §6.8: a key is shown by its prefix only ("trk_live_AbCd…"). */
export const maskedKey = (prefix: string) => `${prefix}…`;

/** "1 request" / "1,234 requests". */
export const formatUsage = (count: number) =>
  `${count.toLocaleString('en-US')} ${count === 1 ? 'request' : 'requests'}`;
