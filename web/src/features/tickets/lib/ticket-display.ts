import { formatCents } from '@/lib/money';

import type { CustomerTicket } from '../api/get-tickets';

const compareSeats = (a: string, b: string): number => {
  const [x, y] = [Number(a), Number(b)];
  if (Number.isFinite(x) && Number.isFinite(y)) return x - y;
  return a.localeCompare(b, undefined, { numeric: true });
};

/**
 * spec 000 §2: seats are stored comma-separated and shown as "lowest-highest", or a single seat.
 * DESIGN §6.12: no seats reads 'General admission' when there is no section or row either, else '—'.
 */
export function seatRange(ticket: Pick<CustomerTicket, 'seats' | 'section' | 'row'>): string {
  const seats = (ticket.seats ?? '')
    .split(',')
    .map((seat) => seat.trim())
    .filter(Boolean)
    .sort(compareSeats);
  const [lowest] = seats;
  const highest = seats.at(-1);
  if (!lowest || !highest) return ticket.section || ticket.row ? '—' : 'General admission';
  return lowest === highest ? lowest : `${lowest}-${highest}`;
}

export interface PriceLine {
  label: string;
  value: string;
}

/** spec 000 §2: live tickets show the listed price as the market price, sold ones the sold price. */
export function priceLine(ticket: CustomerTicket): PriceLine {
  const amount = (cents: number | null) => (cents === null ? 'Price TBD' : formatCents(cents));
  if (ticket.status === 'sold') return { label: 'Sold price', value: amount(ticket.soldPrice) };
  if (ticket.status === 'listed') return { label: 'Market price', value: amount(ticket.listedPrice) };
  return { label: 'Listing price', value: amount(ticket.listedPrice) };
}

// Both read a UTC date: the event's wall-clock time is shifted into UTC first (see formatEventDate).
const wallClockFormat = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'UTC',
});
const dayFormat = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

const isoWithOffset = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2})?)(?:\.\d+)?(?:Z|[+-]\d{2}:\d{2})?$/;

/**
 * The event's date as the venue sees it (DESIGN §6.16): an ISO value is shown in its own wall-clock
 * time whatever the viewer's zone, a date without a time as that day; anything else as written.
 */
export function formatEventDate(value: string | null): string {
  if (!value) return 'Date TBD';
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return dayFormat.format(new Date(`${value}T00:00:00Z`));
  const wallClock = isoWithOffset.exec(value)?.[1];
  const date = wallClock ? new Date(`${wallClock}Z`) : undefined;
  return date && !Number.isNaN(date.getTime()) ? wallClockFormat.format(date) : value;
}

/** Does the ticket match what was typed in the portfolio search (event, venue, section, row, seats)? */
export function matchesSearch(ticket: CustomerTicket, search: string): boolean {
  const words = search.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = [
    ticket.eventName,
    ticket.venue,
    ticket.section,
    ticket.row,
    ticket.seats,
    ticket.eventDate,
  ]
    .filter(Boolean)
    .join(' ')
    .toLowerCase();
  return words.every((word) => haystack.includes(word));
}
