import { lexiconClassesOf } from '../candidates/lexicon.ts';
import { isAddOnOrFee } from '../candidates/pattern-candidates.ts';
import { comparableDate } from '../model/field-match.ts';
import type { TextLine } from '../text/document-lines.ts';
import type { ScoredCandidate } from './scored-candidate.ts';

/** The tickets of one event in an order without seats: its counts and the lines that state it. */
export interface AdmissionEvent {
  counts: ScoredCandidate[];
  /** From after the previous event's last count up to this event's last count; or its date's line alone. */
  block: { from: number; to: number };
  /** The row that dates the event, when its count is written on its date's own line. */
  dayBlock?: { from: number; to: number };
}

// A date the model gives at least this share of the event date is one of the mail's events: the model
// ranks the dates of a mail against each other, so a second night's date gets little of the share (from
// 0.003 down to 0.0001 of it beside a first night at 0.8-0.99, as retraining moves it), an order date or
// a date in an upsell mostly far less.
export const eventDateFloor = 0.00008;

// An event's count is written a few lines under its date ('Friday 2 April 2027 · Start 20:00' / venue /
// '1 × Regular').
const countReach = 6;

// 'Order date: 11/03/2027 20:58': when the order was placed, never an event of it.
const isPurchaseDate = (date: ScoredCandidate) => lexiconClassesOf(date.labelWords).includes('purchase');

/**
 * Whether a date is one of the mail's events: the model gives it at least the floor's share, or it is a
 * date in the body that machine-readable data also gives an event, however little of the share the
 * model leaves it beside that data ('Sunday Day Ticket, Sun 25 Jul 2027 12:00' and a JSON-LD reservation
 * for then; a tennis night session's 'Thu • Sep 2, 2027 • 7:00 PM'). Not the attachments' copies.
 */
export function eventDateTest(
  dates: readonly ScoredCandidate[],
  lines: readonly TextLine[],
): (date: ScoredCandidate) => boolean {
  const structuredDates = new Set(
    dates
      .filter((date) => date.line < 0 && date.probability >= eventDateFloor)
      .map((date) => comparableDate(date.value)),
  );
  // A day written without its time ('Viernes 26 de marzo de 2027' in a table's date column) is the
  // markup's event on that day.
  const structuredDays = new Set([...structuredDates].map((date) => date.slice(0, 10)));
  const inMarkup = (date: ScoredCandidate) => {
    const comparable = comparableDate(date.value);
    return (
      structuredDates.has(comparable) ||
      (comparable.endsWith('T--:--') && structuredDays.has(comparable.slice(0, 10)))
    );
  };
  return (date) =>
    date.probability >= eventDateFloor || (lines[date.line]?.source === 'body' && inMarkup(date));
}

type DateOf = (count: ScoredCandidate, events: readonly ScoredCandidate[]) => ScoredCandidate | undefined;

// The layout most mails use: the date, then the venue, then '1 × Regular'.
const dateAbove: DateOf = (count, events) => {
  let date: ScoredCandidate | undefined;
  for (const candidate of events) {
    if (candidate.line > count.line) break;
    if (
      count.line - candidate.line <= countReach &&
      (!date || candidate.line > date.line || candidate.probability > date.probability)
    )
      date = candidate;
  }
  return date;
};

// 'Saturday Day Ticket (Tier 2) x 2' over 'Saturday 31st July 2027, 12:00pm': the ticket, then its day.
const dateBelow =
  (counts: readonly ScoredCandidate[]): DateOf =>
  (count, events) => {
    const next = counts.find((other) => other.line > count.line)?.line ?? Infinity;
    let date: ScoredCandidate | undefined;
    for (const candidate of events) {
      if (candidate.line <= count.line || candidate.line >= next) continue;
      if (candidate.line - count.line > countReach) break;
      if (!date || (candidate.line === date.line && candidate.probability > date.probability))
        date = candidate;
    }
    return date;
  };

function eventsBy(
  quantities: readonly ScoredCandidate[],
  events: readonly ScoredCandidate[],
  dateOf: DateOf,
  lines: readonly TextLine[],
) {
  const byDateLine = new Map<number, { date: ScoredCandidate; counts: ScoredCandidate[] }>();
  for (const count of quantities) {
    const date = dateOf(count, events);
    if (!date) continue;
    const event = byDateLine.get(date.line);
    if (event) {
      event.counts.push(count);
      if (date.probability > event.date.probability) event.date = date;
    } else byDateLine.set(date.line, { date, counts: [count] });
  }
  const found = [...byDateLine.values()];
  const fromBody = (date: ScoredCandidate) => lines[date.line]?.source !== 'attachment';
  // Two sets of one night ('1er set · 19 h 30', '2e set · 21 h 30') are two events; an attachment's time
  // on a day the body gives its own ('19:00' in an .ics, the doors, under 'Show 20:00') is not.
  const sameEvent = (a: ScoredCandidate, b: ScoredCandidate) => {
    const [x, y] = [comparableDate(a.value), comparableDate(b.value)];
    return x === y || (x.slice(0, 10) === y.slice(0, 10) && !(fromBody(a) && fromBody(b)));
  };
  const distinct = found.every((event, i) =>
    found.slice(i + 1).every((other) => !sameEvent(event.date, other.date)),
  );
  return found.length >= 2 && distinct ? found : [];
}

/**
 * An order of unseated tickets for several events (two concerts in one basket, a tour's two nights):
 * each accepted count under its own event date makes one event, when at least two different dates have
 * one; where no two do, each count over its own date (a festival's day tickets). Empty otherwise: the
 * mail is one event, however many counts it writes.
 */
export function admissionEvents(
  quantities: readonly ScoredCandidate[],
  dates: readonly ScoredCandidate[],
  lines: readonly TextLine[] = [],
  likelyCounts: readonly ScoredCandidate[] = [],
): AdmissionEvent[] {
  const isEvent = eventDateTest(dates, lines);
  const believed = dates.filter((date) => date.line >= 0 && !isPurchaseDate(date) && isEvent(date));
  // A day ticket's row under another's, its date in the same column ('Sa., 28.08.2027' over 'So.,
  // 29.08.2027' under 'Gültig am'), counts however little the model makes of its date: it learns one
  // event date a mail.
  const columnMate = (date: ScoredCandidate) =>
    date.source === 'column' &&
    believed.some(
      (other) =>
        other.source === 'column' &&
        other.labelLine === date.labelLine &&
        other.labelWords.join(' ') === date.labelWords.join(' ') &&
        Math.abs(other.line - date.line) === 1,
    );
  const candidates = dates.filter(
    (date) => date.line >= 0 && !isPurchaseDate(date) && (isEvent(date) || columnMate(date)),
  );
  // An attachment's copy of a day the body gives ('2027-06-12T19:30:00-06:00' in an .ics under 'Sat, Jun
  // 12, 2027 · 7:30 PM') is no event of its own.
  const day = (date: ScoredCandidate) => comparableDate(date.value).slice(0, 10);
  const attached = (date: ScoredCandidate) => lines[date.line]?.source === 'attachment';
  const bodyDays = new Set(candidates.filter((date) => !attached(date)).map(day));
  const events = candidates
    .filter((date) => !attached(date) || !bodyDays.has(day(date)))
    .sort((a, b) => a.line - b.line);
  // A count the model half believes, on the very line of an event's date and alone there, is that
  // event's ('Sunday Day Ticket, Sun 25 Jul 2027 12:00 | 1 | £84.50' under the Saturday's row).
  const dateLines = new Set(events.map((date) => date.line));
  const countLines = new Set(quantities.map((count) => count.line));
  const onDateLines = likelyCounts.filter(
    (count) =>
      dateLines.has(count.line) &&
      !countLines.has(count.line) &&
      likelyCounts.filter((other) => other.line === count.line).length === 1,
  );
  // '3 | Parkticket P21 · PKW | Sa., 28.08.2027 | 1': a row that names an add-on (its first cell with
  // words) on a ticket day is no event of its own.
  const addOnRow = (count: ScoredCandidate) =>
    isAddOnOrFee(lines[count.line]?.cells.find((cell) => /\p{L}/u.test(cell)) ?? '');
  const counts = [...quantities, ...onDateLines]
    .filter((count) => !addOnRow(count))
    .sort((a, b) => a.line - b.line);
  const above = eventsBy(counts, events, dateAbove, lines);
  // Under its ticket, a date line is the event's own: the name and venue above the tickets are common.
  if (above.length === 0)
    return eventsBy(counts, events, dateBelow(counts), lines).map((event) => ({
      counts: event.counts,
      block: { from: event.date.line - 1, to: event.date.line },
    }));
  let from = -1;
  return above.map((event) => {
    const to = Math.max(...event.counts.map((count) => count.line));
    const block = { from, to };
    from = to;
    // A row with its own day ('Tagesticket Samstag | Sa., 28.08.2027 | 2') is dated by that day, not by a
    // span above it ('25. – 29. August 2027').
    const onRow = event.counts.some((count) => count.line === event.date.line);
    const dayBlock = { from: event.date.line - 1, to: event.date.line };
    return { counts: event.counts, block, ...(onRow ? { dayBlock } : {}) };
  });
}
