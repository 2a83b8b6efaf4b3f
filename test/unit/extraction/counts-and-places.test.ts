import { describe, expect, it } from 'vitest';
import type { CandidateField } from '../../../lambdas/extraction/candidates/candidate.ts';
import { generateCandidates } from '../../../lambdas/extraction/candidates/generate-candidates.ts';
import { titlePieces } from '../../../lambdas/extraction/candidates/name-candidates.ts';
import { extractFromDocument } from '../../../lambdas/extraction/extract.ts';
import { baselineModel } from '../../../lambdas/extraction/model/baseline-model.ts';
import { emailDocument } from './support/documents.ts';

const candidatesOf = (lines: string[], field: CandidateField, subject?: string) =>
  generateCandidates(emailDocument({ lines, ...(subject ? { subject } : {}) })).candidates.filter(
    (candidate) => candidate.field === field,
  );
const valuesOf = (lines: string[], field: CandidateField) =>
  candidatesOf(lines, field).map((candidate) => candidate.value);

/** Counts, numbered places and what names no event (decisions 336-344). */
describe('counts of tickets', () => {
  it("reads a count that opens a bracket ('Seats 12 to 15 (4 tickets)')", () => {
    expect(valuesOf(['Stalls, Row AA, Seats 12 to 15 (4 tickets)'], 'quantity')).toContain('4');
  });

  it("reads no count in a number before a seat's own label ('Box 12 Seat 3')", () => {
    expect(
      valuesOf(['Reserved Grandstand | Box 12 Seat 3 | $45.00', 'BOX 12 SEAT 4'], 'quantity'),
    ).not.toContain('12');
    expect(valuesOf(['2 seats: 5, 6'], 'quantity')).toContain('2');
  });

  it("reads tickets numbered out of their count ('1/4' … '4/4') as no dates", () => {
    const lines = [
      'Samedi 4 décembre 2027 à 20h00',
      'E-billet | Bloc | Rang | Place',
      '1/4 | K | 12 | 31',
      '2/4 | K | 12 | 32',
      '3/4 | K | 13 | 31',
      '4/4 | K | 13 | 32',
    ];
    const dates = valuesOf(lines, 'eventDate');
    expect(dates).toContain('2027-12-04T20:00:00');
    expect(dates.filter((date) => !date.startsWith('2027-12-04'))).toEqual([]);
    // A date written the same way once is still a date.
    expect(valuesOf(['Show: 14/3 at 20:00'], 'eventDate').length).toBeGreaterThan(0);
  });

  it('takes the seats listed over the count of the Wallet passes attached, which may not be all', () => {
    const result = extractFromDocument(
      emailDocument({
        subject: 'Ihre Bestellung bei Ticketcorner',
        lines: [
          'Weltklasse Zürich 2027',
          'Stadion Letzigrund, Zürich',
          'Donnerstag, 26.08.2027, Beginn: 18:15 Uhr',
          'Sektor D | Reihe 14 | Platz 31 | CHF 140.00',
          'Sektor D | Reihe 14 | Platz 32 | CHF 140.00',
          'Sektor D | Reihe 14 | Platz 33 | CHF 140.00',
        ],
        structured: [
          {
            source: 'pkpass',
            fromForwardedPart: false,
            eventName: 'Weltklasse Zürich 2027',
            section: 'D',
            row: '14',
            seats: ['31'],
            quantity: 1,
            quantityCounted: true,
          },
        ],
      }),
      baselineModel,
    );
    expect(result.tickets.map((ticket) => [ticket.seats, ticket.quantity])).toEqual([
      [['31', '32', '33'], 3],
    ]);
  });
});

describe('numbered places', () => {
  it("keeps a table's or a loge's word with its number in a column of that name ('Table | Table 14')", () => {
    const lines = ['# | Table | Seat | Price Level', '1 | Table 14 | 1 | Adult', '2 | Table 14 | 2 | Adult'];
    expect(valuesOf(lines, 'row')).not.toContain('14');
    expect(valuesOf(lines, 'seats')).toContain('1');
  });

  it("reads a numbered place and its seats ('Table 14, Seats 1 thru 4') as no venue or event", () => {
    const lines = ['Derby Dinner Playhouse', 'Table 14, Seats 1 thru 4'];
    expect(valuesOf(lines, 'venue')).not.toContain('Table 14');
    expect(valuesOf(lines, 'eventName')).not.toContain('Table 14');
  });

  it("starts an area after the sentence before it ('Order WIM27-7702418. Gangway 12, Row G, Seats 41-42')", () => {
    const sections = valuesOf(['Order WIM27-7702418. Gangway 12, Row G, Seats 41-42.'], 'section');
    expect(sections).toContain('Gangway 12');
    expect(sections.filter((section) => section.includes('Order'))).toEqual([]);
  });

  it("reads the numbers after a row's letter as its seats, a range too ('ORCH Row K 101-102'; decision 371)", () => {
    expect(valuesOf(['Seat Location: | ORCH Row K 101-102'], 'seats')).toContain('101,102');
  });

  it("reads the area after which ticket of how many a line is ('Ticket 1 of 4, Mezzanine Row A Seat 1'; decision 372)", () => {
    expect(valuesOf(['Ticket 1 of 4, Mezzanine Row A Seat 1 | VIEW TICKET'], 'section')).toContain(
      'Mezzanine',
    );
  });

  it("leaves the word that labels a numbered place out of it ('Seating Table 14 · Seats 3, 4'; decision 368)", () => {
    const sections = valuesOf(['Seating Table 14 · Seats 3, 4 Shared table'], 'section');
    expect(sections).toContain('Table 14');
    expect(sections.filter((section) => section.startsWith('Seating'))).toEqual([]);
    expect(valuesOf(['VIP Table 14 · Seats 3, 4'], 'section')).toContain('VIP Table 14');
  });
});

describe('what names no event', () => {
  it("reads which of a list an item is ('-- EVENT 2 of 2 ----', 'Ticket 3 / 4') as no name (decision 374)", () => {
    const names = valuesOf(
      ['-- EVENT 2 of 2 ---------', 'Disney On Ice presents Let’s Dance!', 'Ticket 3 / 4'],
      'eventName',
    );
    expect(names.filter((name) => /\d\s*(?:of|\/)\s*\d/.test(name))).toEqual([]);
    expect(names).toContain('Disney On Ice presents Let’s Dance');
  });

  it("reads a Nordic street written in one word ('Dalhallavägen', 'Mannerheimintie 13') as no venue (decision 369)", () => {
    expect(valuesOf(['Dalhalla, Dalhallavägen, 795 36 Rättvik'], 'venue')).not.toContain('Dalhallavägen');
    expect(valuesOf(['Helsingin jäähalli, Mannerheimintie 13, 00250 Helsinki'], 'venue')).not.toContain(
      'Mannerheimintie 13',
    );
    expect(valuesOf(['Dalhalla, Dalhallavägen, 795 36 Rättvik'], 'venue')).toContain('Dalhalla');
  });

  it("offers no event name in a venue's or a gate's labelled cell ('Venue: The Old Course, St Andrews')", () => {
    const names = valuesOf(
      ['The 155th Open', 'Venue: The Old Course, St Andrews', 'Gate: North'],
      'eventName',
    );
    expect(names).not.toContain('Venue: The Old Course, St Andrews');
    expect(names).not.toContain('Gate: North');
    expect(valuesOf(['Venue: The Old Course, St Andrews'], 'venue')).toContain('The Old Course, St Andrews');
  });

  it("tells a title piece before the order's number from one before an address", () => {
    const [title] = titlePieces('Roland-Garros 2027 - Confirmation de votre commande n° RG27-4481937', true);
    expect(title?.text).toBe('Roland-Garros 2027');
    expect(title?.traits).toContain('piece-next:order');
    const [venue] = titlePieces('Accor Arena - 8 Boulevard de Bercy', true);
    expect(venue?.traits).toContain('piece-next:street');
  });

  it("offers no piece of an order's line as a name ('2 x Adult - A Reserve @ $119.90') (decision 357)", () => {
    const names = valuesOf(['THE GLASSHOUSE GIRLS', '2 x Adult - A Reserve @ $119.90'], 'eventName');
    expect(names).toContain('THE GLASSHOUSE GIRLS');
    expect(names).not.toContain('A Reserve');
  });

  it("reads a compound that ends in a venue noun as one ('Waldbühne', 'Sporthalle') (decision 360)", () => {
    const traitsOf = (line: string) =>
      candidatesOf([line], 'venue').find((candidate) => candidate.value === line)?.traits ?? [];
    expect(traitsOf('Waldbühne Berlin')).toContain('venue-noun');
    expect(traitsOf('Sporthalle Hamburg')).toContain('venue-noun');
    expect(traitsOf('Feuer Frei Tribute')).not.toContain('venue-noun');
  });
});

/** Kinds of ticket one under another add up to the seats (decision 367). */
describe('counts of kinds of ticket', () => {
  const tickets = (seatLines: string[]) =>
    extractFromDocument(
      emailDocument({
        subject: 'Your AXS order confirmation - Monster Truck Rally',
        lines: [
          'Thanks for your order, Kevin!',
          'Monster Truck Rally',
          'Saturday, January 23, 2027',
          'Show 2:00 PM PST',
          'Crypto.com Arena',
          'TICKETS',
          ...seatLines,
          'ORDER SUMMARY',
          'Total | $358.90',
        ],
      }),
      baselineModel,
    ).tickets.map((ticket) => [ticket.seats.length, ticket.quantity]);

  it("adds up the kinds under the seats and leaves out an add-on's count after them", () => {
    expect(
      tickets([
        'Section 111 | Row 7 | Seats 3-6',
        'Adult | 2 x $65.00',
        'Child (2-12) | 2 x $35.00',
        'ADD-ONS',
        'Pit Party Pass (10:30 AM - 12:30 PM) | 3 x $20.00',
      ]),
    ).toEqual([[4, 4]]);
  });

  it("adds the last kind of one group to it, not to the next group's seats below", () => {
    expect(
      tickets([
        'Sec 112, Row H, Seat 5 - 7',
        'Adult - Standard Admission x 2 | $68.00 ea',
        'Child - Standard Admission x 1 | $58.00 ea',
        'Sec 112, Row J, Seat 6 - 7',
        'Child - Standard Admission x 2 | $58.00 ea',
      ]),
    ).toEqual([
      [3, 3],
      [2, 2],
    ]);
  });
});
