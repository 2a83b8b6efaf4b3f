import { comparableDate } from '../model/field-match.ts';
import type { ScoredCandidate } from './scored-candidate.ts';

/** The tickets of one event in an order without seats: its counts and the lines that state it. */
export interface AdmissionEvent {
  counts: ScoredCandidate[];
  /** From after the previous event's last count up to this event's last count. */
  block: { from: number; to: number };
}

// A date the model gives at least this share of the event date is one of the mail's events: the model
// ranks the dates of a mail against each other, so a second night's date gets little of the share (0.003
// of it beside a first night at 0.996), an order date or a date in an upsell far less.
export const eventDateFloor = 0.001;

// An event's count is written a few lines under its date ('Friday 2 April 2027 · Start 20:00' / venue /
// '1 × Regular').
const countReach = 6;

/**
 * An order of unseated tickets for several events (two concerts in one basket, a tour's two nights):
 * each accepted count under its own event date makes one event, when at least two different dates have
 * one. Empty otherwise: the mail is one event, however many counts it writes.
 */
export function admissionEvents(
  quantities: readonly ScoredCandidate[],
  dates: readonly ScoredCandidate[],
): AdmissionEvent[] {
  const events = dates
    .filter((date) => date.probability >= eventDateFloor && date.line >= 0)
    .sort((a, b) => a.line - b.line);
  const byDateLine = new Map<number, { date: ScoredCandidate; counts: ScoredCandidate[] }>();
  for (const count of [...quantities].sort((a, b) => a.line - b.line)) {
    let date: ScoredCandidate | undefined;
    for (const candidate of events) {
      if (candidate.line > count.line) break;
      if (
        count.line - candidate.line <= countReach &&
        (!date || candidate.line > date.line || candidate.probability > date.probability)
      )
        date = candidate;
    }
    if (!date) continue;
    const event = byDateLine.get(date.line);
    if (event) {
      event.counts.push(count);
      if (date.probability > event.date.probability) event.date = date;
    } else byDateLine.set(date.line, { date, counts: [count] });
  }
  const found = [...byDateLine.values()];
  const days = new Set(found.map((event) => comparableDate(event.date.value)));
  if (found.length < 2 || days.size < found.length) return [];
  let from = -1;
  return found.map((event) => {
    const to = Math.max(...event.counts.map((count) => count.line));
    const block = { from, to };
    from = to;
    return { counts: event.counts, block };
  });
}
