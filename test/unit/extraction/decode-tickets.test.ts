import { describe, expect, it } from 'vitest';
import type { CandidateField } from '../../../lambdas/extraction/candidates/candidate.ts';
import type { ScoredDocument } from '../../../lambdas/extraction/model/score-candidates.ts';
import { decodeTickets, type Thresholds } from '../../../lambdas/extraction/result/decode-tickets.ts';
import type { ScoredCandidate } from '../../../lambdas/extraction/result/scored-candidate.ts';
import type { LineSource, TextLine } from '../../../lambdas/extraction/text/document-lines.ts';

const thresholds = Object.fromEntries(
  ['eventName', 'eventDate', 'venue', 'section', 'row', 'seats', 'quantity', 'generalAdmission'].map((f) => [
    f,
    0.5,
  ]),
) as Thresholds;

const scored = (
  field: CandidateField,
  value: string,
  line: number,
  probability: number,
): ScoredCandidate => ({
  field,
  value,
  line,
  order: 0,
  source: 'heading',
  labelWords: [],
  labelLine: line,
  traits: [],
  probability,
});

const documentOf = (candidates: ScoredCandidate[]): ScoredDocument => ({
  candidates,
  none: { eventName: 0.01, eventDate: 0.01, venue: 0.01 } as ScoredDocument['none'],
});

const column = (candidate: ScoredCandidate): ScoredCandidate => ({ ...candidate, source: 'column' });
const planSeats = [
  scored('section', '112', 3, 0.9),
  scored('row', '9', 3, 0.9),
  { ...scored('seats', '3,4', 3, 0.9), seats: ['3', '4'] },
];
const games = [
  column(scored('eventName', 'Otters vs. Lynx', 6, 0.5)),
  column(scored('eventName', 'Otters vs. Kings', 7, 0.2)),
];

const tableLine = (index: number, cells: string[]): TextLine => ({
  index,
  text: cells.join(' | '),
  cells,
  source: 'body' as LineSource,
  position: 0.5,
});

describe('decoding tickets', () => {
  it("adds up one event's admission sold at two prices, a row each ('× 2', '× 1')", () => {
    const lines = [
      tableLine(9, ['2nd release', '× 2', '€65.00']),
      tableLine(10, ['3rd release', '× 1', '€37.50']),
      tableLine(12, ['Tickets', '2']),
    ];
    const counts = [scored('quantity', '2', 9, 0.75), scored('quantity', '1', 10, 0.75)];
    const [ticket] = decodeTickets(documentOf(counts), thresholds, lines);
    expect(ticket?.fields.quantity.value).toBe('3');

    // A summary's count on a line shaped otherwise is the same tickets again, not more.
    const [summed] = decodeTickets(
      documentOf([scored('quantity', '2', 11, 0.75), scored('quantity', '2', 12, 0.75)]),
      thresholds,
      [tableLine(11, ['2nd release', '× 2', '€65.00']), ...lines.slice(2)],
    );
    expect(summed?.fields.quantity.value).toBe('2');
  });

  it("gives each Wallet pass's count to the group of its own seats (4 × Zaal, 1 × Balkon)", () => {
    const pass = (order: number, field: CandidateField, value: string): ScoredCandidate => ({
      ...scored(field, value, -1, 0.95),
      order,
      source: 'structured',
      ...(field === 'seats' ? { seats: value.split(',') } : {}),
    });
    const tickets = decodeTickets(
      documentOf([
        pass(0, 'section', 'Zaal'),
        pass(0, 'row', '12'),
        pass(0, 'seats', '7,8,9,10'),
        { ...pass(0, 'quantity', '4'), probability: 0.94 },
        pass(1, 'section', 'Balkon links'),
        pass(1, 'row', '1'),
        pass(1, 'seats', '18'),
        { ...pass(1, 'quantity', '1'), probability: 0.99 },
      ]),
      thresholds,
    );

    expect(tickets.map((ticket) => [ticket.fields.section.value, ticket.fields.quantity.value])).toEqual([
      ['Zaal', '4'],
      ['Balkon links', '1'],
    ]);
  });

  it("takes a count the model half believes on a day ticket's own row ('Sunday Day Ticket, Sun 25 Jul 2027 12:00 | 1')", () => {
    const lines = [
      tableLine(0, ['Ticket', 'Qty', 'Price']),
      tableLine(1, ['Saturday Day Ticket, Sat 24 Jul 2027 12:00', '2', '£89.50']),
      tableLine(2, ['Sunday Day Ticket, Sun 25 Jul 2027 12:00', '1', '£84.50']),
    ];
    const tickets = decodeTickets(
      documentOf([
        column(scored('eventDate', '2027-07-24T12:00:00+01:00', 1, 0.7)),
        column(scored('eventDate', '2027-07-25T12:00:00+01:00', 2, 0.03)),
        column(scored('quantity', '2', 1, 0.98)),
        column(scored('quantity', '1', 2, 0.45)),
        column(scored('quantity', '1', 0, 0.3)),
      ]),
      thresholds,
      lines,
    );

    expect(tickets.map((ticket) => [ticket.fields.eventDate.value, ticket.fields.quantity.value])).toEqual([
      ['2027-07-24T12:00:00+01:00', '2'],
      ['2027-07-25T12:00:00+01:00', '1'],
    ]);
  });

  it("reads each row of a table of day tickets as a day, however little the model makes of the second's date, and no parking row", () => {
    const lines = [
      {
        ...tableLine(0, ['25. – 29. August 2027 · Koelnmesse']),
        cells: ['25. – 29. August 2027 · Koelnmesse'],
      },
      tableLine(1, ['Pos.', 'Ticket', 'Gültig am', 'Anzahl', 'Preis']),
      tableLine(2, ['1', 'Tagesticket Samstag', 'Sa., 28.08.2027', '2', '69,00 €']),
      tableLine(3, ['2', 'Tagesticket Sonntag', 'So., 29.08.2027', '1', '24,00 €']),
      tableLine(4, ['3', 'Parkticket P21 · PKW', 'Sa., 28.08.2027', '1', '15,00 €']),
    ];
    const day = (value: string, line: number, probability: number) => ({
      ...column(scored('eventDate', value, line, probability)),
      labelLine: 1,
      labelWords: ['gultig', 'am'],
    });
    const tickets = decodeTickets(
      documentOf([
        // The fair's span, likelier than any row's day: the rows date their tickets.
        scored('eventDate', '2027-08-25', 0, 0.6),
        day('2027-08-28', 2, 0.05),
        day('2027-08-29', 3, 0.00003),
        day('2027-08-28', 4, 0.02),
        column(scored('quantity', '2', 2, 0.99)),
        column(scored('quantity', '1', 3, 0.99)),
        column(scored('quantity', '1', 4, 0.96)),
      ]),
      thresholds,
      lines,
    );

    expect(tickets.map((ticket) => [ticket.fields.eventDate.value, ticket.fields.quantity.value])).toEqual([
      ['2027-08-28', '2'],
      ['2027-08-29', '1'],
    ]);
  });

  it("reads a table's days the markup gives as events, each with the markup's time of that day", () => {
    const lines = [
      tableLine(0, ['Ticket', 'Fecha', 'Cant.', 'Valor']),
      tableLine(1, ['Entrada General Día 1', 'Viernes 26 de marzo de 2027', '2', '$130.000']),
      tableLine(2, ['Entrada General Día 2', 'Sábado 27 de marzo de 2027', '1', '$65.000']),
    ];
    const markup = (value: string) => ({
      ...scored('eventDate', value, -1, 0.5),
      source: 'structured' as const,
    });
    const tickets = decodeTickets(
      documentOf([
        markup('2027-03-26T13:30:00-03:00'),
        markup('2027-03-27T13:30:00-03:00'),
        column(scored('eventDate', '2027-03-26', 1, 0.00001)),
        column(scored('eventDate', '2027-03-27', 2, 0.00001)),
        column(scored('quantity', '2', 1, 0.99)),
        column(scored('quantity', '1', 2, 0.98)),
      ]),
      thresholds,
      lines,
    );

    expect(tickets.map((ticket) => [ticket.fields.eventDate.value, ticket.fields.quantity.value])).toEqual([
      ['2027-03-26T13:30:00-03:00', '2'],
      ['2027-03-27T13:30:00-03:00', '1'],
    ]);
  });

  it("writes a value with its accents where a PDF's copy lost them ('Papp László Budapest Sportaréna')", () => {
    const [ticket] = decodeTickets(
      documentOf([
        scored('venue', 'Papp Laszlo Budapest Sportarena', 30, 0.5),
        scored('venue', 'Papp László Budapest Sportaréna', 4, 0.3),
        scored('venue', 'Budapest', 5, 0.2),
      ]),
      thresholds,
    );
    expect(ticket?.fields.venue.value).toBe('Papp László Budapest Sportaréna');
  });

  it("adds no catering package's count to the tickets' ('Catering … (per guest) | 12 | $2,160.00')", () => {
    const lines = [
      tableLine(0, ['Item', 'Qty', 'Amount']),
      tableLine(1, ['Private Suite Rental - Lakefront Suite (includes 12 suite tickets)', '1', '$14,400.00']),
      tableLine(2, ['Catering: "Gold Coast" All-Inclusive Package (per guest)', '12', '$2,160.00']),
    ];
    const tickets = decodeTickets(
      documentOf([
        scored('quantity', '12', 1, 0.95),
        column(scored('quantity', '12', 2, 0.53)),
        column(scored('quantity', '1', 1, 0.23)),
      ]),
      thresholds,
      lines,
    );

    expect(tickets.map((ticket) => ticket.fields.quantity.value)).toEqual(['12']);
  });

  it("takes a table row's own section cell under the model's threshold ('Circle 1 | B | 5' under 'Stalls | K')", () => {
    const levelCell = (value: string, line: number, probability: number): ScoredCandidate => ({
      ...column(scored('section', value, line, probability)),
      labelWords: ['level'],
    });
    const tickets = decodeTickets(
      documentOf([
        levelCell('Stalls', 1, 0.53),
        column(scored('row', 'K', 1, 0.99)),
        { ...column(scored('seats', '21', 1, 0.99)), seats: ['21'] },
        levelCell('Stalls', 2, 0.53),
        column(scored('row', 'K', 2, 0.99)),
        { ...column(scored('seats', '22', 2, 0.99)), seats: ['22'] },
        levelCell('Circle 1', 3, 0.44),
        column(scored('row', 'B', 3, 0.99)),
        { ...column(scored('seats', '5', 3, 0.99)), seats: ['5'] },
      ]),
      thresholds,
    );

    expect(
      tickets.map((ticket) => [
        ticket.fields.section.value,
        ticket.fields.row.value,
        ticket.fields.seats.value,
      ]),
    ).toEqual([
      ['Stalls', 'K', '21,22'],
      ['Circle 1', 'B', '5'],
    ]);
  });

  it("adds a tier of the same kind the model doubts ('Weekend Camping Teen | 1'), not a coat check", () => {
    const lines = [
      tableLine(0, ['ITEM', 'QTY', 'PRICE']),
      tableLine(1, ['Weekend Camping Adult', '3', '£249.00']),
      tableLine(2, ['Weekend Camping Teen (13-17)', '1', '£139.00']),
      tableLine(3, ['Coat Check', '1', '£5.00']),
    ];
    const count = (value: string, line: number, probability: number) => ({
      ...column(scored('quantity', value, line, probability)),
      order: 100,
    });
    const tickets = decodeTickets(
      documentOf([count('3', 1, 0.92), count('1', 2, 0.17), count('1', 3, 0.15)]),
      thresholds,
      lines,
    );

    expect(tickets.map((ticket) => ticket.fields.quantity.value)).toEqual(['4']);
  });

  it("adds a price's line led by a count the model doubts to the believed one ('2 × Entrée Adulte', '1 × Tarif réduit')", () => {
    const lines = [
      tableLine(0, ['2 × Entrée Adulte', '39,80 €']),
      tableLine(1, ['1 × Tarif réduit (-26 ans)', '15,90 €']),
      tableLine(2, ['Frais de service', '2,97 €']),
    ];
    const count = (value: string, line: number, probability: number) => ({
      ...scored('quantity', value, line, probability),
      source: 'pattern' as const,
    });
    const tickets = decodeTickets(documentOf([count('2', 0, 0.4), count('1', 1, 0.81)]), thresholds, lines);

    expect(tickets.map((ticket) => ticket.fields.quantity.value)).toEqual(['3']);
  });

  it("keeps a night session the vendor's markup gives, however little the model makes of its date in the body", () => {
    const seatsAt = (line: number): ScoredCandidate[] => [
      scored('section', '330', line, 0.9),
      scored('row', 'K', line, 0.9),
      { ...scored('seats', '7,8', line, 0.9), seats: ['7', '8'] },
    ];
    const session = (value: string, line: number, probability: number) =>
      scored('eventDate', value, line, probability);
    const lines = [
      tableLine(0, ['Arthur Ashe Stadium · Session 13 (Day)']),
      tableLine(1, ['Thu • Sep 2, 2027 • 11:00 AM']),
      tableLine(2, ['SEC 330 ROW K SEATS 7, 8 · 2 Tickets']),
      tableLine(3, ['Arthur Ashe Stadium · Session 14 (Night)']),
      tableLine(4, ['Thu • Sep 2, 2027 • 7:00 PM']),
      tableLine(5, ['SEC 330 ROW K SEATS 7, 8 · 2 Tickets']),
    ];
    const tickets = decodeTickets(
      documentOf([
        session('2027-09-02T11:00:00-04:00', -1, 0.25),
        session('2027-09-02T19:00:00-04:00', -1, 0.25),
        session('2027-09-02T11:00:00', 1, 0.3),
        session('2027-09-02T19:00:00', 4, 0.00005),
        ...seatsAt(2),
        ...seatsAt(5),
      ]),
      thresholds,
      lines,
    );

    expect(tickets.map((ticket) => ticket.fields.eventDate.value)).toEqual([
      '2027-09-02T11:00:00',
      '2027-09-02T19:00:00',
    ]);
  });

  it("counts a festival's day passes listed one per row, each day an event of its own", () => {
    const rows = [
      ['87342215-01 | PASS 1 JOUR - SAMEDI', 'Samedi 10/07/2027', '54,00 €'],
      ['87342215-02 | PASS 1 JOUR - SAMEDI', 'Samedi 10/07/2027', '54,00 €'],
      ['87342215-03 | PASS 1 JOUR - DIMANCHE', 'Dimanche 11/07/2027', '54,00 €'],
    ];
    const lines = [
      tableLine(0, ['FESTIVAL VAGUES HAUTES 2027']),
      ...rows.map((cells, i) => tableLine(i + 1, cells)),
    ];
    const day = (value: string, line: number) => column(scored('eventDate', value, line, 0.01));
    const decode = (texts: TextLine[]) =>
      decodeTickets(
        documentOf([
          scored('eventName', 'FESTIVAL VAGUES HAUTES 2027', 0, 0.9),
          day('2027-07-10', 1),
          day('2027-07-10', 2),
          day('2027-07-11', 3),
        ]),
        thresholds,
        texts,
      ).map((ticket) => [
        ticket.fields.eventName.value,
        ticket.fields.eventDate.value,
        ticket.fields.quantity.value,
      ]);

    expect(decode(lines)).toEqual([
      ['FESTIVAL VAGUES HAUTES 2027', '2027-07-10', '2'],
      ['FESTIVAL VAGUES HAUTES 2027', '2027-07-11', '1'],
    ]);
    // A schedule of the days, with no price on its rows, lists no tickets.
    const schedule = lines.map((line) =>
      tableLine(
        line.index,
        line.cells.filter((cell) => !cell.includes('€')),
      ),
    );
    expect(decode(schedule)).toHaveLength(1);
  });

  it('gives each game of a plan that states its seats once the same seats', () => {
    const tickets = decodeTickets(
      documentOf([
        ...planSeats,
        ...games,
        column(scored('eventDate', '2026-10-30T19:30:00', 6, 0.9)),
        column(scored('eventDate', '2026-11-21T18:00:00', 7, 0.01)),
      ]),
      thresholds,
    );

    expect(
      tickets.map((ticket) => [
        ticket.fields.eventName.value,
        ticket.fields.eventDate.value,
        ticket.fields.seats.value,
      ]),
    ).toEqual([
      ['Otters vs. Lynx', '2026-10-30T19:30:00', '3,4'],
      ['Otters vs. Kings', '2026-11-21T18:00:00', '3,4'],
    ]);
  });

  it("counts every row of the first game's table, however little the model makes of their dates", () => {
    const plain = (index: number): TextLine => ({ ...tableLine(index, ['Welcome']), cells: ['Welcome'] });
    const lines = Array.from({ length: 12 }, (_, index) => plain(index));
    lines[6] = tableLine(6, ['1', 'Otters vs. Lynx', 'Fri Oct 30, 2026', '7:30 PM']);
    lines[7] = tableLine(7, ['2', 'Otters vs. Kings', 'Sat Nov 21, 2026', '6:00 PM']);
    lines[8] = tableLine(8, ['3', 'Otters vs. Frost', 'Sun Jan 17, 2027', '3:00 PM']);
    lines[11] = tableLine(11, ['Presale', 'Sat, Jan 2, 2027']);
    const tickets = decodeTickets(
      documentOf([
        ...planSeats,
        ...games,
        column(scored('eventName', 'Otters vs. Frost', 8, 0.1)),
        column(scored('eventDate', '2026-10-30T19:30:00', 6, 0.98)),
        column(scored('eventDate', '2026-11-21T18:00:00', 7, 0.00004)),
        column(scored('eventDate', '2027-01-17T15:00:00', 8, 0.00001)),
        column(scored('eventDate', '2027-01-02', 11, 0.00001)),
      ]),
      thresholds,
      lines,
    );

    expect(tickets.map((ticket) => [ticket.fields.eventDate.value, ticket.fields.seats.value])).toEqual([
      ['2026-10-30T19:30:00', '3,4'],
      ['2026-11-21T18:00:00', '3,4'],
      ['2027-01-17T15:00:00', '3,4'],
    ]);
  });

  it('gives each concert of a subscription its fixed seat: rows led by a full date, no header, prose below', () => {
    const text = (candidate: ScoredCandidate, year: boolean): ScoredCandidate => ({
      ...candidate,
      source: 'text',
      traits: [year ? 'date:year' : 'date:no-year'],
    });
    const lines = Array.from({ length: 12 }, (_, index) => tableLine(index, ['Mit freundlichen Grüßen']));
    lines[3] = tableLine(3, ['Ihr Zyklusplatz:', 'Loge 14 Platz 3']);
    lines[5] = tableLine(5, ['Sa., 16. Jänner 2027, 19.30 Uhr', 'Wiener Symphoniker']);
    lines[6] = tableLine(6, ['Mi., 24. Februar 2027, 19.30 Uhr', 'Tonkünstler-Orchester']);
    lines[7] = tableLine(7, ['Do., 18. März 2027, 19.30 Uhr', 'Orchestre de la Suisse Romande']);
    const decode = (year: boolean) =>
      decodeTickets(
        documentOf([
          scored('section', 'Loge 14', 3, 0.9),
          { ...scored('seats', '3', 3, 0.9), seats: ['3'] },
          // 'Platz 3 befindet sich in der zweiten Reihe der Loge': prose under the concerts.
          scored('row', '2', 9, 0.6),
          text(scored('eventDate', '2027-01-16T19:30:00', 5, 0.97), year),
          text(scored('eventDate', '2027-02-24T19:30:00', 6, 0.02), year),
          text(scored('eventDate', '2027-03-18T19:30:00', 7, 0.001), year),
        ]),
        thresholds,
        lines,
      ).map((ticket) => [ticket.fields.eventDate.value, ticket.fields.seats.value]);

    expect(decode(true)).toEqual([
      ['2027-01-16T19:30:00', '3'],
      ['2027-02-24T19:30:00', '3'],
      ['2027-03-18T19:30:00', '3'],
    ]);
    // A race weekend's schedule ('Fri 2 Oct | Gates open 4.00pm | Practice 1 5.30pm') is one ticket.
    expect(decode(false)).toHaveLength(1);
  });

  it("keeps one ticket when the mail's own date stands outside a table of the next games", () => {
    const tickets = decodeTickets(
      documentOf([
        ...planSeats,
        ...games,
        scored('eventDate', '2026-10-17T19:00:00', 1, 0.9),
        column(scored('eventDate', '2026-10-30T19:30:00', 6, 0.05)),
        column(scored('eventDate', '2026-11-21T18:00:00', 7, 0.01)),
      ]),
      thresholds,
    );

    expect(tickets).toHaveLength(1);
  });

  it("takes a game's venue from the markup when its block names no venue the markup knows ('Friday Flashback Night')", () => {
    const structured = (candidate: ScoredCandidate): ScoredCandidate => ({
      ...candidate,
      source: 'structured',
    });
    const seatsOn = (line: number, section: string, seats: string[]) => [
      scored('section', section, line, 0.99),
      scored('row', 'F', line, 0.99),
      { ...scored('seats', seats.join(','), line, 0.99), seats },
    ];
    const twoGames = (venues: ScoredCandidate[]) =>
      decodeTickets(
        documentOf([
          scored('eventDate', '2027-06-04T19:05:00', 2, 0.9),
          ...seatsOn(4, '108', ['1', '2']),
          scored('eventDate', '2027-06-05T18:05:00', 6, 0.9),
          ...seatsOn(8, '112', ['15', '16']),
          ...venues,
        ]),
        thresholds,
      ).map((ticket) => ticket.fields.venue.value);

    expect(
      twoGames([
        structured(scored('venue', 'Dell Diamond', -1, 0.3)),
        scored('venue', 'Friday Flashback Night', 3, 0.06),
        scored('venue', 'Postgame Fireworks', 7, 0.07),
      ]),
    ).toEqual(['Dell Diamond', 'Dell Diamond']);
    // Two concerts in two halls the markup names: each block keeps its own.
    expect(
      twoGames([
        structured(scored('venue', 'Paradiso', -1, 0.9)),
        structured(scored('venue', 'TivoliVredenburg', -1, 0.05)),
        scored('venue', 'Paradiso', 3, 0.5),
        scored('venue', 'TivoliVredenburg', 7, 0.01),
      ]),
    ).toEqual(['Paradiso', 'TivoliVredenburg']);
  });

  it("keeps the mail's venue for a session whose block offers only what is less likely than none ('Tiered Seating')", () => {
    const seatsOn = (line: number, section: string, seats: string[]) => [
      scored('section', section, line, 0.99),
      scored('row', '4', line, 0.99),
      { ...scored('seats', seats.join(','), line, 0.99), seats },
    ];
    const venues = decodeTickets(
      documentOf([
        scored('venue', 'Alexandra Palace', 0, 0.99),
        scored('eventDate', '2027-12-18T12:30:00', 2, 0.9),
        ...seatsOn(3, 'F', ['31', '32']),
        scored('eventDate', '2027-12-18T19:00:00', 5, 0.05),
        scored('venue', 'Tiered Seating', 6, 0.00001),
        ...seatsOn(6, 'D', ['18', '19', '20']),
      ]),
      thresholds,
    ).map((ticket) => ticket.fields.venue.value);

    expect(venues).toEqual(['Alexandra Palace', 'Alexandra Palace']);
  });

  it("drops an event name that is the venue's line, not one that goes on with a word ('Kansas City Stampede')", () => {
    const tickets = decodeTickets(
      documentOf([
        scored('venue', 'Kansas City', 5, 0.6),
        scored('eventName', 'Kansas City Stampede vs. Denver Peaks', 3, 0.6),
        scored('eventName', 'Kansas City, MO', 5, 0.3),
        scored('eventName', 'WEEK 14 · HOME GAME', 2, 0.1),
      ]),
      thresholds,
    );

    expect(tickets[0]?.fields.eventName.value).toBe('Kansas City Stampede vs. Denver Peaks');
  });

  it('gives each row of a table of concerts that repeats the seats stated once above its own ticket', () => {
    const seatsOn = (line: number) => [
      scored('section', 'Orchestra Center', line, 0.99),
      scored('row', 'M', line, 0.99),
      { ...scored('seats', '104,105', line, 0.99), seats: ['104', '105'] },
    ];
    const tickets = decodeTickets(
      documentOf([
        ...seatsOn(2),
        ...[5, 6, 7].flatMap(seatsOn),
        column(scored('eventName', "Beethoven's Fifth", 5, 0.4)),
        column(scored('eventName', 'Second Piano Concerto', 6, 0.5)),
        column(scored('eventName', "Mahler's Titan", 7, 0.1)),
        column(scored('eventDate', '2026-09-26T20:00:00', 5, 0.6)),
        column(scored('eventDate', '2026-11-07T20:00:00', 6, 0.3)),
        column(scored('eventDate', '2027-01-23T20:00:00', 7, 0.04)),
      ]),
      thresholds,
    );

    expect(tickets.map((ticket) => [ticket.fields.eventName.value, ticket.fields.eventDate.value])).toEqual([
      ["Beethoven's Fifth", '2026-09-26T20:00:00'],
      ['Second Piano Concerto', '2026-11-07T20:00:00'],
      ["Mahler's Titan", '2027-01-23T20:00:00'],
    ]);
  });

  describe('the same seats under two start times of one day', () => {
    const linesOf = (sources: LineSource[]): TextLine[] =>
      sources.map((source, index) => ({ index, text: '', cells: [''], source, position: 0 }));
    const sessionSeats = (line: number) => [
      scored('section', 'T4', line, 0.9),
      scored('row', 'H', line, 0.9),
      { ...scored('seats', '21,22', line, 0.9), seats: ['21', '22'] },
    ];
    const twoSessions = [
      scored('eventDate', '2026-12-20T12:30:00', 1, 0.9),
      ...sessionSeats(2),
      scored('eventDate', '2026-12-20T19:00:00', 4, 0.05),
      ...sessionSeats(5),
    ];

    it('are two sessions in the body (a day and an evening session)', () => {
      const tickets = decodeTickets(documentOf(twoSessions), thresholds, linesOf(Array(6).fill('body')));

      expect(tickets.map((ticket) => [ticket.fields.eventDate.value, ticket.fields.seats.value])).toEqual([
        ['2026-12-20T12:30:00', '21,22'],
        ['2026-12-20T19:00:00', '21,22'],
      ]);
    });

    it("are one ticket when the second is a wallet pass's or PDF's own layout", () => {
      const lines = linesOf(['body', 'body', 'body', 'attachment', 'attachment', 'attachment']);

      expect(decodeTickets(documentOf(twoSessions), thresholds, lines)).toHaveLength(1);
    });

    it('are one ticket when one of the dates says no time', () => {
      const dateOnly = twoSessions.map((candidate) =>
        candidate.line === 1 ? { ...candidate, value: '2026-12-20' } : candidate,
      );

      expect(decodeTickets(documentOf(dateOnly), thresholds, linesOf(Array(6).fill('body')))).toHaveLength(1);
    });
  });

  it("keeps the likeliest count of a lone ticket under the threshold ('Tickets (2)' at 0.49), and no count under 0.25", () => {
    const countOf = (probability: number) =>
      decodeTickets(documentOf([scored('quantity', '2', 4, probability)]), thresholds)[0]?.fields.quantity
        .value;

    expect(countOf(0.49)).toBe('2');
    expect(countOf(0.1)).toBeNull();
  });
});
