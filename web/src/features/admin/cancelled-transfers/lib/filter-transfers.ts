import type { EmailView } from '../../emails/api/email-schema';

export const transferSorts = ['newest', 'oldest', 'sender'] as const;
export type TransferSort = (typeof transferSorts)[number];

export const sortLabels: Record<TransferSort, string> = {
  newest: 'Newest First',
  oldest: 'Oldest First',
  sender: 'Sender A-Z',
};

/** spec 001 §2.5: case-insensitive match on subject, sender or sender e-mail, in the chosen order. */
export function filterTransfers(emails: EmailView[], search: string, sort: TransferSort): EmailView[] {
  const needle = search.trim().toLowerCase();
  const matches = needle
    ? emails.filter((email) =>
        [email.subject, email.sender, email.senderEmail].some((field) =>
          field.toLowerCase().includes(needle),
        ),
      )
    : [...emails];
  const time = (email: EmailView) => Date.parse(email.receivedAt) || 0;
  return matches.sort((a, b) => {
    if (sort === 'newest') return time(b) - time(a);
    if (sort === 'oldest') return time(a) - time(b);
    return (a.sender || a.senderEmail).localeCompare(b.sender || b.senderEmail, 'en', {
      sensitivity: 'base',
    });
  });
}

const relative = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
const steps: [Intl.RelativeTimeFormatUnit, number][] = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', 7],
  ['week', 4.35],
  ['month', 12],
  ['year', Number.POSITIVE_INFINITY],
];

/** "3 hours ago", "yesterday", "2 months ago": the received time relative to now. */
export function relativeTime(value: string, now = Date.now()): string {
  const then = Date.parse(value);
  if (Number.isNaN(then)) return value;
  let amount = (then - now) / 1000;
  for (const [unit, size] of steps) {
    if (Math.abs(amount) < size) return relative.format(Math.round(amount), unit);
    amount /= size;
  }
  return relative.format(Math.round(amount), 'year');
}
