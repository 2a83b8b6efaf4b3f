import { ticketFields, type TicketField } from '../types.ts';
import { comparableText, sameValue } from './field-match.ts';
import type { LabelledTicket } from './training-example.ts';

/** Extracted and labelled tickets paired up; either side may be missing (an extra or a missed ticket). */
export interface TicketPair<T extends LabelledTicket> {
  extracted?: T;
  labelled?: LabelledTicket;
}

function affinity(a: LabelledTicket, b: LabelledTicket): number {
  let score = ticketFields.filter((field) => sameValue(field, a, b)).length;
  const seats = new Set(b.seats.map(comparableText));
  if (a.seats.some((seat) => seats.has(comparableText(seat)))) score += 0.5;
  return score;
}

/** Pairs extracted tickets with labelled ones, best matches first (greedy on the number of equal fields). */
export function alignTickets<T extends LabelledTicket>(
  extracted: readonly T[],
  labelled: readonly LabelledTicket[],
): TicketPair<T>[] {
  const scores: { i: number; j: number; score: number }[] = [];
  extracted.forEach((a, i) => labelled.forEach((b, j) => scores.push({ i, j, score: affinity(a, b) })));
  scores.sort((x, y) => y.score - x.score || x.i - y.i || x.j - y.j);
  const usedI = new Set<number>();
  const usedJ = new Set<number>();
  const pairs: TicketPair<T>[] = [];
  for (const { i, j } of scores) {
    if (usedI.has(i) || usedJ.has(j)) continue;
    usedI.add(i);
    usedJ.add(j);
    pairs.push({ extracted: extracted[i]!, labelled: labelled[j]! });
  }
  extracted.forEach((ticket, i) => !usedI.has(i) && pairs.push({ extracted: ticket }));
  labelled.forEach((ticket, j) => !usedJ.has(j) && pairs.push({ labelled: ticket }));
  return pairs;
}

/** Whether each field of a pair is right: a missing side makes every field wrong. */
export function pairFieldResults(pair: TicketPair<LabelledTicket>): Record<TicketField, boolean> {
  return Object.fromEntries(
    ticketFields.map((field) => [
      field,
      pair.extracted !== undefined &&
        pair.labelled !== undefined &&
        sameValue(field, pair.extracted, pair.labelled),
    ]),
  ) as Record<TicketField, boolean>;
}
