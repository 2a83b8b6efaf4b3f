import { describe, expect, it } from 'vitest';
import { generateCandidates } from '../../../lambdas/extraction/candidates/generate-candidates.ts';
import { emailDocument } from './support/documents.ts';

const candidatesOf = (lines: string[]) => generateCandidates(emailDocument({ lines })).candidates;

/** The values of one field's candidates, from one kind of source when given. */
const valuesOf = (lines: string[], field: string, source?: string) =>
  candidatesOf(lines)
    .filter((candidate) => candidate.field === field && (source === undefined || candidate.source === source))
    .map((candidate) => candidate.value);

describe('seating layouts', () => {
  it('reads a table whose header abbreviates a column ("Cant.") as a header over its rows', () => {
    const candidates = candidatesOf(['Los Faroles', 'Zona | Fila | Asiento | Cant.', 'Zona B | D | 3 | 1']);

    const fromColumns = candidates
      .filter((candidate) => candidate.source === 'column')
      .map((candidate) => [candidate.field, candidate.value, candidate.labelWords.join(' ')]);
    expect(fromColumns).toEqual(
      expect.arrayContaining([
        ['section', 'Zona B', 'zona'],
        ['row', 'D', 'fila'],
        ['seats', '3', 'asiento'],
        ['quantity', '1', 'cant'],
      ]),
    );
    // No header word is read as the seating value of another header word.
    const seatingFromHeader = candidates.filter(
      (candidate) => ['section', 'row', 'seats'].includes(candidate.field) && candidate.value === 'Fila',
    );
    expect(seatingFromHeader).toEqual([]);
  });

  it("reads a header of known labels that cuts one long word short ('Preiskat.') as the table's header", () => {
    const lines = [
      'Kategorie | Block | Reihe | Platz | Preiskat. | Preis',
      'Sitzplatz | 208 | 12 | 14 | 2 | 59,90 €',
      'Sitzplatz | 208 | 12 | 15 | 2 | 59,90 €',
    ];
    const fromColumns = candidatesOf(lines)
      .filter((candidate) => candidate.source === 'column')
      .map((candidate) => [candidate.field, candidate.value, candidate.labelWords.join(' ')]);

    expect(fromColumns).toEqual(
      expect.arrayContaining([
        ['section', '208', 'block'],
        ['row', '12', 'reihe'],
        ['seats', '14', 'platz'],
        ['seats', '15', 'platz'],
      ]),
    );
    // The kind of ticket in the first column labels no seat.
    expect(fromColumns.filter(([, , label]) => label === 'sitzplatz')).toEqual([]);
  });

  it("reads a prose line that ends in a long word and a stop as no header ('Vielen Dank für Ihren Einkauf.')", () => {
    const lines = ['Block | Reihe | Vielen Dank für Ihren Einkauf.', '208 | 12 | 14'];

    expect(candidatesOf(lines).filter((candidate) => candidate.source === 'column')).toEqual([]);
  });

  it("reads a label over its value ('Zona' / 'Zona B' / 'Fila' / 'D'), not a value over the next label", () => {
    // A PDF ticket as its text comes out: 'Zona B' is no label of 'Fila'.
    const sections = valuesOf(['Los Faroles', 'Zona', 'Zona B', 'Fila', 'D', 'Asiento', '3'], 'section');

    expect(sections).toContain('Zona B');
    expect(sections).not.toContain('Fila');
  });

  it.each([
    [
      'Section: Orchestra  Row: F  Seats: 101-102',
      ['section', 'Orchestra'],
      ['row', 'F'],
      ['seats', '101,102'],
    ],
    ['Block: K2  Reihe: 7  Platz: 14-15', ['block', 'K2'], ['reihe', '7'], ['platz', '14,15']],
  ])(
    'reads each label of a line with several (%s), not one label with the rest as its value',
    (line, ...pairs) => {
      const fromColons = candidatesOf(['Die Ärzte - Live 2027', line]).filter(
        (candidate) => candidate.source === 'colon',
      );
      const labelled = new Set(
        fromColons.map((candidate) => `${candidate.labelWords.join(' ')}=${candidate.value}`),
      );

      expect([...labelled]).toEqual(
        expect.arrayContaining(pairs.map(([label, value]) => `${label}=${value}`)),
      );
      expect(fromColons.filter((candidate) => candidate.value.includes(':'))).toEqual([]);
    },
  );

  it('still reads a sentence ending in a full stop as no label', () => {
    const candidates = candidatesOf(['Thank you for your order.', 'Section 104']);

    expect(
      candidates.some((candidate) => candidate.labelWords.join(' ') === 'thank you for your order'),
    ).toBe(false);
  });

  it.each([
    ['Tickets | Section Reserved 3 · 4 tickets (seated together)', 'Reserved 3'],
    ['Block Nord 12, Reihe 4', 'Nord 12'],
    ['Upper Level 312, Row G, Seats 5 through 8', 'Upper Level 312'],
  ])('reads a section named by a word and a number: %s', (line, section) => {
    const sections = valuesOf([line], 'section', 'inline');

    expect(sections).toContain(section);
  });

  it.each([
    ['Placement : Balcon - Rang C - Places 14, 15, 16', 'Balcon'],
    ['Seats: Orchestra, Row J, Seats 8 and 9', 'Orchestra'],
    ['ORCH  Row H  Seats 101, 102', 'ORCH'],
  ])('reads the section before the row after a label of the whole line: %s', (line, section) => {
    const sections = valuesOf([line], 'section');

    expect(sections).toContain(section);
    expect(sections.filter((value) => value.includes(':'))).toEqual([]);
  });

  it("reads a ticket's 'SECTION CIRCLE' over 'ROW C' as two labelled values, not 'ROW C' as the section", () => {
    const lines = ['The Harbour Men', 'SECTION CIRCLE', 'ROW C', 'SEAT 11'];
    expect(valuesOf(lines, 'section')).not.toContain('ROW C');
    expect(valuesOf(lines, 'row')).toContain('C');
  });

  it("reads 'Section | Second Tier' and 'Stand | Grandstand' as a label and its value, not as a row of labels", () => {
    const sections = valuesOf(['Section | Second Tier', 'Row | C', 'Seats | 11, 12'], 'section', 'cell');

    expect(sections).toContain('Second Tier');
    expect(valuesOf(['Stand | Grandstand', 'Row | H', 'Seats | 112, 113'], 'section', 'cell')).toContain(
      'Grandstand',
    );
    expect(valuesOf(['Block | Reihe', '12 | 5'], 'section', 'cell')).not.toContain('Reihe');
  });

  it.each([
    ['Kategorie 1 / Sektor C1 / Reihe 14 / Platz 101-103', 'C1', '1'],
    ['Parterre, Rang K, Place 14 | Catégorie 2 - Plein tarif | 65,00 €', 'Parterre', '2'],
    ['Catégorie 1 - Rang F - Places 21 et 22', 'Catégorie 1', 'Catégorie'],
  ])(
    'reads a price category as the section only when no section stands beside it: %s',
    (line, section, not) => {
      const sections = valuesOf([line], 'section', 'inline');

      expect(sections).toContain(section);
      expect(sections).not.toContain(not);
    },
  );

  it('reads no gate for the section before it ("Puerta 14 · Sector 207 · Fila 15 · Asiento 9")', () => {
    const sections = valuesOf(['Puerta 14 · Sector 207 · Fila 15 · Asiento 9 | Adulto | 45,00 €'], 'section');

    expect(sections).toContain('207');
    expect(sections).not.toContain('Puerta 14');
  });

  // Decision 376.
  it("reads Hungarian seats written number first ('Földszint bal, 5. sor, 11. szék')", () => {
    const lines = [
      'Földszint bal, 5. sor, 11. szék, teljes árú | 24 900 Ft',
      'I. emelet jobb | 2. sor | 6. szék',
    ];

    expect(valuesOf(lines, 'section', 'inline')).toContain('Földszint bal');
    expect(valuesOf(lines, 'row', 'inline')).toEqual(expect.arrayContaining(['5', '2']));
    expect(valuesOf(lines, 'seats', 'inline')).toEqual(expect.arrayContaining(['11', '6']));
  });

  // Decision 379.
  it.each([
    [['Fangio Grandstand | Row N | Seat 21'], 'Fangio Grandstand'],
    [['Balkon I | rząd 2 | miejsce 14 | bilet normalny | 120,00 zł'], 'Balkon I'],
    [['Tribuneplaats zondag - Tribune Ossebroeken', 'Rij 12, stoel 45 | € 119,00'], 'Tribune Ossebroeken'],
  ])('reads a named area that keeps its word as the section (%s)', (lines, section) => {
    expect(valuesOf(lines, 'section', 'inline')).toContain(section);
  });

  it("reads no area in a label and its value in one cell ('Grandstand Pit Grandstand | Row 14')", () => {
    expect(
      valuesOf(['Grandstand Pit Grandstand | Row 14 | Seats 22, 23'], 'section', 'inline'),
    ).not.toContain('Grandstand Pit Grandstand');
  });

  // Decision 378.
  it("reads the seats of a range opened by its word ('Fila 12 - Posti dal 21 al 27 (7 biglietti)')", () => {
    expect(valuesOf(['Fila 12 - Posti dal 21 al 27 (7 biglietti)'], 'seats', 'inline')).toContain(
      '21,22,23,24,25,26,27',
    );
  });

  it("reads the section after a count of tickets ('3 tickets · Balkon, rij 3, stoel 12 t/m 14')", () => {
    const lines = ['3 tickets · Balkon, rij 3, stoel 12 t/m 14'];

    expect(valuesOf(lines, 'section', 'inline')).toContain('Balkon');
    expect(valuesOf(lines, 'seats', 'inline')).toContain('12,13,14');
  });

  it("reads a column of joint values under 'SEC/ROW/SEAT' ('112/K/7')", () => {
    const lines = [
      'SEC/ROW/SEAT | TICKET TYPE | PRICE',
      '112/K/7 | Infield Reserved - Adult | $48.00',
      '112/K/8 | Infield Reserved - Adult | $48.00',
    ];

    expect(valuesOf(lines, 'section')).toContain('112');
    expect(valuesOf(lines, 'row')).toContain('K');
    expect(valuesOf(lines, 'seats')).toEqual(expect.arrayContaining(['7', '8']));
  });

  it("reads a plain-text header whose labels come in two languages ('VAK / SECTION RIJ / ROW')", () => {
    const lines = ['VAK / SECTION RIJ / ROW STOEL / SEAT INGANG / ENTRANCE', '415 6 21 C'];
    const labelOf = (value: string) =>
      candidatesOf(lines).find((candidate) => candidate.source === 'column' && candidate.value === value)
        ?.labelWords;

    expect(labelOf('415')).toEqual(['vak', 'section']);
    expect(labelOf('21')).toEqual(['stoel', 'seat']);
  });

  it.each([
    ['Area Stalls | Row M | Seats 21-22 | Tickets 2', 'Stalls'],
    ['Stalls K Row 7, Seats 102, 103, 104', 'Stalls K'],
  ])('reads a section named by a word beside its row and seats: %s', (line, section) => {
    expect(valuesOf([line], 'section', 'inline')).toContain(section);
  });

  it('reads seating inside a long sentence, up to where the sentence goes on', () => {
    const lines = [
      'You have purchased 4 tickets to The Gilded Hour at the Orpheum Theatre, for the performance on Sunday, May 10, 2026 at 1:00 PM, seated in Mezzanine, Row D, Seats 101 thru 104, for a total of $412.60.',
    ];

    expect(valuesOf(lines, 'section')).toContain('Mezzanine');
    expect(valuesOf(lines, 'seats')).toContain('101,102,103,104');
  });

  it('reads no section in the floor of an address ("Level 4, 50 Goulburn Street")', () => {
    const sections = valuesOf(
      ['Ticketmaster Australasia Pty Ltd, Level 4, 50 Goulburn Street, Sydney NSW 2000.'],
      'section',
    );

    expect(sections).toEqual([]);
  });

  it("reads a table whose first column numbers its rows ('# | Game | Section | Row | Seats')", () => {
    const fromColumns = candidatesOf([
      '# | Game | Section | Row | Seats | Qty',
      'Game 1 | Lanterns vs. Stags · 01/17/2026 7:05 PM | 108 | F | 1-4 | 4',
    ])
      .filter((candidate) => candidate.source === 'column')
      .map((candidate) => [candidate.field, candidate.value]);

    expect(fromColumns).toEqual(
      expect.arrayContaining([
        ['section', '108'],
        ['row', 'F'],
        ['seats', '1,2,3,4'],
        ['quantity', '4'],
      ]),
    );
  });

  it("reads 'Seat(s):' as the seats' label on a line of labelled values", () => {
    const lines = ['Section: E Row: 31 Seat(s): 7-10'];

    expect(valuesOf(lines, 'row')).toContain('31');
    expect(valuesOf(lines, 'seats')).toContain('7,8,9,10');
    expect(
      candidatesOf(lines).filter(
        (candidate) => candidate.source === 'colon' && candidate.value === '7,8,9,10',
      )[0]?.labelWords,
    ).toEqual(['seat']);
  });

  it("reads seats written with their row's letter ('Row | M' / 'Seats | M11 - M13') as seats of that row, and no section", () => {
    const lines = ['Area | Stalls', 'Row | M', 'Seats | M11 - M13', 'Tickets | 3 x Full Price £115.00'];

    expect(valuesOf(lines, 'seats')).toContain('11,12,13');
    expect(valuesOf(lines, 'seats')).not.toContain('M11,M12,M13');
    expect(valuesOf(lines, 'section')).not.toContain('M11 - M13');
    expect(valuesOf(['Seats | M11 - M13'], 'seats')).toEqual(['M11,M12,M13']);
  });

  it("reads Italian and Portuguese labels ('Settore | Posto', 'Setor:', 'Assento:')", () => {
    const italian = ['Settore | Posto | Prezzo', 'Palco 14 I Ordine Sinistra | Posto 1 | 210,00 €'];
    expect(valuesOf(italian, 'section', 'column')).toContain('Palco 14 I Ordine Sinistra');
    expect(valuesOf(italian, 'seats', 'column')).toContain('1');

    const portuguese = ['Setor: Cadeira Superior Norte', 'Fileira: K', 'Assento: 14'];
    expect(valuesOf(portuguese, 'section')).toContain('Cadeira Superior Norte');
    expect(valuesOf(portuguese, 'seats')).toContain('14');
  });

  it("reads a Wallet pass's 'VAK | Zaal' / 'RIJ | 12' / 'STOEL | 7' as labels with values, not as a table", () => {
    const lines = ['VAK | Zaal', 'RIJ | 12', 'STOEL | 7', 'Organisator | Het Nationale Ballet'];
    const found = candidatesOf(lines);

    expect(found.filter((candidate) => candidate.source === 'column')).toEqual([]);
    expect(valuesOf(lines, 'section')).not.toContain('RIJ');
    expect(valuesOf(lines, 'row')).toContain('12');
    expect(valuesOf(lines, 'seats')).toContain('7');
  });

  it("still reads a two-column table whose rows name the column's own thing ('Bereich | Anzahl')", () => {
    const lines = ['Bereich | Anzahl', 'Parkett | 2', 'Balkon | 1'];

    expect(valuesOf(lines, 'section', 'column')).toEqual(expect.arrayContaining(['Parkett', 'Balkon']));
  });

  it('keeps the first value of a line of labelled values', () => {
    const sections = valuesOf(['Section: 101 Row: A Seat: 1, 2'], 'section');

    expect(sections).toContain('101');
  });

  it("reads no row of a ticket's seat table from a line that holds an order number ('SIDELINE RESERVED ORDER 27-4421')", () => {
    const lines = ['SEC ROW SEAT PRICE', '27 44 21 $65.00', 'SIDELINE RESERVED ORDER 27-4421 ACCT 300712'];

    expect(valuesOf(lines, 'section', 'column')).toContain('27');
    expect(valuesOf(lines, 'section')).not.toContain('SIDELINE RESERVED ORDER');
    expect(valuesOf(lines, 'row')).not.toContain('27-4421');
  });

  it("reads no seat from a wallet pass's day and month ('DATUM | 20 feb')", () => {
    expect(valuesOf(['Nachtvlinders', 'DATUM | 20 feb', 'TICKET | Staanplaats'], 'seats')).toEqual([]);
  });

  it("reads no section, row or seat from a length of time ('GATES | 1 hr before first pitch')", () => {
    const lines = [
      'SEC | 108',
      'ROW | F',
      'SEAT | 1',
      'GATES | 1 hr before first pitch',
      'Einlass | 60 Minuten vorher',
    ];

    const fromDurations = candidatesOf(lines).filter(
      (candidate) =>
        ['section', 'row', 'seats'].includes(candidate.field) &&
        ['gates', 'einlass'].includes(candidate.labelWords[0] ?? ''),
    );

    expect(fromDurations).toEqual([]);
    expect(valuesOf(lines, 'seats')).toContain('1');
  });
});
