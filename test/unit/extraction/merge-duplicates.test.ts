import { describe, expect, it } from 'vitest';
import { mergeDuplicateTickets } from '../../../lambdas/extraction/result/merge-duplicates.ts';
import type { ExtractedTicket } from '../../../lambdas/extraction/types.ts';

const ticket = (changes: Partial<ExtractedTicket>): { ticket: ExtractedTicket } => ({
  ticket: {
    eventName: 'Kovács Zsófia - Tavaszi gála',
    eventDate: '2027-05-14T19:00:00+02:00',
    venue: 'Müpa Budapest',
    section: 'Földszint bal',
    row: '12',
    seats: ['5', '6'],
    quantity: 2,
    fieldConfidence: {
      eventName: 90,
      eventDate: 90,
      venue: 90,
      section: 90,
      row: 90,
      seats: 90,
      quantity: 90,
    },
    additionalInfo: {},
    ...changes,
  },
});

describe('duplicate tickets of one e-mail', () => {
  it("merges a PDF's ASCII spelling of the body's ticket ('Kovács' and 'Kovacs'), keeping the body's", () => {
    const merged = mergeDuplicateTickets([
      ticket({}),
      ticket({ eventName: 'Kovacs Zsofia - Tavaszi gala', venue: 'Mupa Budapest', section: 'Foldszint bal' }),
    ]);
    expect(merged.map((item) => [item.ticket.eventName, item.ticket.section, item.ticket.seats])).toEqual([
      ['Kovács Zsófia - Tavaszi gála', 'Földszint bal', ['5', '6']],
    ]);
  });

  it('keeps groups of other rows apart', () => {
    expect(mergeDuplicateTickets([ticket({}), ticket({ row: '13' })])).toHaveLength(2);
  });
});
