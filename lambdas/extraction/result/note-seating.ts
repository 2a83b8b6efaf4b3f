import { inlineSeatingPairs } from '../candidates/inline-seating.ts';
import { seatingKeywordClass } from '../candidates/lexicon.ts';
import { parseSeatList } from '../candidates/seat-list.ts';
import type { ExtractedTicket } from '../types.ts';

/** Seating the seller wrote out in their note: 'Sec 118, Row 22, Seats 3-4'. */
export interface NoteSeating {
  section: string | null;
  row: string | null;
  seats: string[];
}

/**
 * The one line of the seller's note that writes out a section or row with its seats. A vendor that keeps
 * the seats for its app ('2 Tickets · Mobile Entry') leaves the seller to copy them above the forward.
 * Undefined when no line, or more than one, does.
 */
export function noteSeating(note: string | undefined): NoteSeating | undefined {
  if (!note) return undefined;
  const found: NoteSeating[] = [];
  note.split(/\n+/).forEach((text, index) => {
    const byClass = new Map<string, string>();
    for (const pair of inlineSeatingPairs({ index, text, cells: [text], source: 'body', position: 0 })) {
      const cls = pair.labelWords.map(seatingKeywordClass).find(Boolean);
      if (cls && !byClass.has(cls)) byClass.set(cls, pair.value);
    }
    const seats = parseSeatList(byClass.get('seat') ?? '');
    if (!seats?.length || !(byClass.has('section') || byClass.has('row'))) return;
    found.push({ section: byClass.get('section') ?? null, row: byClass.get('row') ?? null, seats });
  });
  return found.length === 1 ? found[0] : undefined;
}

/**
 * Gives the note's seating to the order's one ticket when the mail states none and the count agrees.
 * Resolves to whether it did; the seats are the seller's word, so their confidence is the ticket's
 * lowest field's, not higher.
 */
export function applyNoteSeating(tickets: ExtractedTicket[], seating: NoteSeating): boolean {
  if (tickets.length !== 1) return false;
  const ticket = tickets[0]!;
  const bare = ticket.section === null && ticket.row === null && ticket.seats.length === 0;
  if (!bare || (ticket.quantity !== null && ticket.quantity !== seating.seats.length)) return false;
  const lowest = Math.min(...Object.values(ticket.fieldConfidence));
  Object.assign(ticket, { section: seating.section, row: seating.row, seats: seating.seats });
  ticket.quantity = seating.seats.length;
  for (const field of ['section', 'row', 'seats', 'quantity'] as const)
    ticket.fieldConfidence[field] = lowest;
  return true;
}
