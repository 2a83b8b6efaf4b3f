/** Invented events and orders: dates (with a share near the DST changes), seats and prices. */
import { addDays, addMinutes, type LocalDateTime } from './calendar.ts';
import type { EventInfo, EventKind, Lang, Order, Person, TicketGroup, Venue } from './model.ts';
import type { Random } from './random.ts';
import { comedians, eventKindsOf, opponents, performers, shows, teams, tours, venueNamed } from './world.ts';

const startHours: Record<EventKind, [number, number][]> = {
  concert: [
    [19, 0],
    [19, 30],
    [20, 0],
    [20, 0],
    [20, 30],
    [21, 0],
  ],
  sports: [
    [13, 5],
    [18, 10],
    [19, 0],
    [19, 10],
    [19, 30],
    [16, 0],
  ],
  theatre: [
    [14, 0],
    [19, 30],
    [19, 30],
    [20, 0],
  ],
  comedy: [
    [19, 0],
    [21, 30],
  ],
  festival: [
    [12, 0],
    [14, 0],
  ],
};

/**
 * A date in 2026; a quarter fall in the weeks when the US and Europe are out of step on daylight
 * saving (the US moves on 8 March and 1 November, Europe on 29 March and 25 October).
 */
export const eventDay = (rng: Random): Pick<LocalDateTime, 'year' | 'month' | 'day'> => {
  if (rng.chance(0.25)) {
    return rng.chance(0.5)
      ? { year: 2026, month: 3, day: rng.int(8, 28) }
      : { year: 2026, month: 10, day: rng.int(25, 31) };
  }
  return { year: rng.chance(0.08) ? 2027 : 2026, month: rng.int(1, 12), day: rng.int(1, 28) };
};

export const eventName = (rng: Random, kind: EventKind, lang: Lang): { name: string; headliner: string } => {
  if (kind === 'theatre') {
    const show = rng.pick(shows[lang]);
    return { name: show, headliner: show };
  }
  if (kind === 'comedy') {
    const name = rng.pick(comedians);
    return { name, headliner: name.split(':')[0]! };
  }
  if (kind === 'festival') return { name: 'Sundial Festival 2026', headliner: 'Sundial Festival' };
  const artist = rng.pick(performers[lang]);
  const tour = rng.pick(tours[lang]);
  const name = rng.weighted([
    [artist, 3],
    [`${artist}: ${tour}`, 3],
    [`${artist} – ${tour}`, 2],
    [`${artist} – Live`, 1],
  ] as const);
  return { name, headliner: artist };
};

export interface EventOptions {
  lang: Lang;
  venues: readonly Venue[];
  kinds?: readonly EventKind[];
}

export const makeEvent = (rng: Random, options: EventOptions): EventInfo => {
  const venue = rng.pick(options.venues);
  const allowed = eventKindsOf(venue.plan).filter((kind) => !options.kinds || options.kinds.includes(kind));
  const kind = rng.pick(allowed.length > 0 ? allowed : eventKindsOf(venue.plan));
  const [hour, minute] = rng.pick(startHours[kind]);
  const start: LocalDateTime = { ...eventDay(rng), hour, minute };
  const { name, headliner } = eventName(rng, kind, options.lang);
  return { name, kind, headliner, start, doors: addMinutes(start, -rng.pick([60, 60, 90, 30])), venue };
};

/** A home game of a team; the venue is the team's. */
export const makeGame = (
  rng: Random,
  teamName: string,
  day?: Pick<LocalDateTime, 'year' | 'month' | 'day'>,
): EventInfo => {
  const team = teams.find((t) => t.name === teamName);
  if (!team) throw new Error(`no team ${teamName}`);
  const [hour, minute] = rng.pick(startHours.sports);
  const start: LocalDateTime = { ...(day ?? eventDay(rng)), hour, minute };
  return {
    name: `${team.name} vs. ${rng.pick(opponents[team.sport])}`,
    kind: 'sports',
    headliner: team.name,
    start,
    doors: addMinutes(start, -90),
    venue: venueNamed(team.home),
  };
};

const priceCents = (rng: Random, event: EventInfo): number => {
  const base = { concert: 6500, sports: 4200, theatre: 8900, comedy: 3800, festival: 32900 }[event.kind];
  return Math.round((base * (0.6 + rng.next() * 1.6)) / 50) * 50;
};

/** Seats side by side; theatres sometimes sell every other number (odd or even sides). */
const seatRun = (rng: Random, venue: Venue, quantity: number): string[] => {
  const step = venue.plan === 'theatre' && rng.chance(0.3) ? 2 : 1;
  const [low, high] = venue.seatRange;
  const first = rng.int(low, Math.max(low, high - quantity * step));
  return Array.from({ length: quantity }, (_, i) => String(first + i * step));
};

export const reservedGroup = (rng: Random, event: EventInfo, quantity: number): TicketGroup => {
  const venue = event.venue;
  if (venue.sections.length === 0) throw new Error(`${venue.name} has no reserved seating`);
  return {
    event,
    section: rng.pick(venue.sections),
    row: rng.pick(venue.rows),
    seats: seatRun(rng, venue, quantity),
    quantity,
    area: null,
    unitPriceCents: priceCents(rng, event),
  };
};

export const standingGroup = (
  rng: Random,
  event: EventInfo,
  quantity: number,
  area: string,
): TicketGroup => ({
  event,
  section: null,
  row: null,
  seats: [],
  quantity,
  area,
  unitPriceCents: priceCents(rng, event),
});

/** Reserved seats where the venue has them, else standing. */
export const someGroup = (
  rng: Random,
  event: EventInfo,
  quantity: number,
  standingArea: string,
  gaShare = 0.2,
): TicketGroup =>
  event.venue.sections.length === 0 || (event.venue.standing && rng.chance(gaShare))
    ? standingGroup(rng, event, quantity, standingArea)
    : reservedGroup(rng, event, quantity);

/** A second group in the same event: another section, or the same row further along. */
export const secondGroup = (rng: Random, first: TicketGroup, quantity: number): TicketGroup => {
  const other = reservedGroup(rng, first.event, quantity);
  if (other.section === first.section)
    other.section = first.event.venue.sections.find((s) => s !== first.section) ?? other.section;
  return other;
};

export const quantityOf = (rng: Random): number =>
  rng.weighted([
    [1, 1],
    [2, 6],
    [3, 1],
    [4, 3],
    [6, 0.4],
  ] as const);

export interface OrderOptions {
  number: string;
  buyer: Person;
  vendorZone: string;
  groups: TicketGroup[];
  currency: Order['currency'];
}

/** The vendor's mail goes out between a week and four months before the first event. */
export const makeOrder = (rng: Random, options: OrderOptions): Order => {
  const first = options.groups.reduce(
    (earliest, group) =>
      group.event.start.year * 400 + group.event.start.month * 32 + group.event.start.day <
      earliest.year * 400 + earliest.month * 32 + earliest.day
        ? group.event.start
        : earliest,
    options.groups[0]!.event.start,
  );
  const day = addDays(first, -rng.int(7, 120));
  const placedAt: LocalDateTime = {
    ...day,
    hour: rng.int(7, 23),
    minute: rng.int(0, 59),
    second: rng.int(0, 59),
  };
  return { ...options, placedAt };
};

/** For ISO-8859-1 mails: the en dash is not in Latin-1, so the vendor's system writes a hyphen. */
export const latinNames = (order: Order): Order => {
  for (const group of order.groups) group.event.name = group.event.name.replace(/\u2013/g, '-');
  return order;
};

export const money = (cents: number, currency: Order['currency'], lang: Lang): string => {
  const whole = Math.floor(cents / 100);
  const fraction = String(cents % 100).padStart(2, '0');
  if (lang === 'en') {
    const grouped = String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
    const symbol = { USD: '$', CAD: 'CA$', GBP: '£', EUR: '€', MXN: 'MX$' }[currency];
    return `${symbol}${grouped}.${fraction}`;
  }
  const grouped = String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return currency === 'MXN'
    ? `$${String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${fraction} MXN`
    : `${grouped},${fraction} €`;
};

export const totalCents = (order: Order): number =>
  order.groups.reduce((sum, group) => sum + group.unitPriceCents * group.quantity, 0);
