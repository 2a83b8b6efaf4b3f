import { comparableDate, comparableText } from '../model/field-match.ts';
import type { TextLine } from '../text/document-lines.ts';
import { eventDateFloor } from './admission-events.ts';
import type { ScoredCandidate } from './scored-candidate.ts';

// How far above its seats an order's block writes the event date.
const reach = 5;

const seatingKey = (candidate: ScoredCandidate) => `${candidate.field}:${comparableText(candidate.value)}`;

/**
 * Dates of other events that the model scores as nothing, found where the mail repeats its layout: the
 * same seats mentioned twice ('Section 22 Row 31 Seats 14-15' under each of two games), the likely event
 * date written k lines above one mention, and a date of another day written as many lines above the
 * other, in the same part of the mail and the same way. The model learns that one date of a mail is its
 * event; the second game's ('Sat, Oct 2, 2027 Kickoff TBA', without a time) then scores next to nothing,
 * yet it is the date its seats stand under.
 */
export function repeatedLayoutDates(
  dates: readonly ScoredCandidate[],
  seating: readonly ScoredCandidate[],
  lines: readonly TextLine[],
): Set<ScoredCandidate> {
  const twins = new Set<ScoredCandidate>();
  const events = dates.filter((date) => date.probability >= eventDateFloor && date.line >= 0);
  if (events.length === 0) return twins;
  const mentions = new Map<string, number[]>();
  for (const candidate of seating) {
    if (candidate.line < 0) continue;
    const key = seatingKey(candidate);
    mentions.set(key, [...(mentions.get(key) ?? []), candidate.line]);
  }
  const datesAt = new Map<number, ScoredCandidate[]>();
  for (const date of dates) {
    if (date.line >= 0 && date.probability < eventDateFloor)
      datesAt.set(date.line, [...(datesAt.get(date.line) ?? []), date]);
  }
  for (const event of events) {
    const day = comparableDate(event.value).slice(0, 10);
    for (const seen of mentions.values()) {
      for (const line of seen) {
        const offset = line - event.line;
        if (offset < 1 || offset > reach) continue;
        for (const other of seen) {
          if (other === line) continue;
          for (const date of datesAt.get(other - offset) ?? []) {
            if (
              date.source === event.source &&
              lines[date.line]?.source === lines[event.line]?.source &&
              comparableDate(date.value).slice(0, 10) !== day
            )
              twins.add(date);
          }
        }
      }
    }
  }
  return twins;
}
