import { describe, expect, it } from 'vitest';
import { generateCandidates } from '../../../lambdas/extraction/candidates/generate-candidates.ts';
import type { CandidateField } from '../../../lambdas/extraction/candidates/candidate.ts';
import { lexiconClassesOf } from '../../../lambdas/extraction/candidates/lexicon.ts';
import { words } from '../../../lambdas/extraction/text/normalise.ts';
import { emailDocument } from './support/documents.ts';

const valuesOf = (lines: string[], field: CandidateField, sentAt?: string) =>
  generateCandidates(emailDocument({ lines, ...(sentAt ? { sentAt } : {}) }))
    .candidates.filter((candidate) => candidate.field === field)
    .map((candidate) => candidate.value);

describe('theatre seats written with their row letter', () => {
  it.each([
    [['Front Stalls K 14-15 | 2 x £48.00 | £96.00'], 'Front Stalls', 'K', '14,15'],
    [['Dress Circle B 12, 13'], 'Dress Circle', 'B', '12,13'],
    [['Seats | ORCH H101, H102', 'Tickets | 2 @ $179.00'], 'ORCH', 'H', '101,102'],
    [['Seats: Grand Tier C14 & C15'], 'Grand Tier', 'C', '14,15'],
    [['QUANTITY | SEAT INFO', '3 | BALCONY - C14, C15, C16'], 'BALCONY', 'C', '14,15,16'],
    [
      ['Tickets | 2 x Reserved Seating, Circle – Row K – Seats 112-113, £48.50 each'],
      'Circle',
      'K',
      '112,113',
    ],
    [['Pay what you can (suggested £12) - Nave - Row C - Seat 11 ..... £15.00'], 'Nave', 'C', '11'],
    [['Großer Saal, Parkett · Reihe 12, Platz 7–8'], 'Parkett', '12', '7,8'],
    [['Tarif plein - Orchestre - Rang F - Place 14'], 'Orchestre', 'F', '14'],
  ])('reads %j as the area, the row and its seats', (lines, section, row, seats) => {
    if (section) expect(valuesOf(lines, 'section')).toContain(section);
    expect(valuesOf(lines, 'row')).toContain(row);
    expect(valuesOf(lines, 'seats')).toContain(seats);
  });

  it("reads a seat with its price right after it ('Seat 21 £55.00'), the price's sign its own", () => {
    expect(valuesOf(['Section 104 · Row K · Seat 21 £55.00 + £6.05 fee'], 'seats')).toContain('21');
    expect(valuesOf(['Asientos 3 y 4 · 65,00 € c/u'], 'seats')).toContain('3,4');
  });

  it("reads a box without rows before its seats ('Seats | Box B – Seats 3 & 4'), not a header or a street", () => {
    expect(valuesOf(['Seats | Box B – Seats 3 & 4'], 'section')).toContain('Box B');
    expect(valuesOf(['Stalls, Seats 12-13'], 'section')).toContain('Stalls');
    expect(valuesOf(['Adult – Seats 3 & 4'], 'section')).not.toContain('Adult');
    expect(valuesOf(['DATUM | KONZERT | SAAL / PLATZ'], 'section')).not.toContain('SAAL');
    expect(valuesOf(['LOCATION', 'Union Depot Hall, St. Paul, MN'], 'section')).not.toContain(
      'Union Depot Hall',
    );
  });

  it("reads a stand named over its gate, row and seat ('Tribuna Principal Baja' / 'Puerta 3 | Fila 12 | …')", () => {
    const lines = ['Tribuna Principal Baja', 'Puerta 3 | Fila 12 | Asiento 15'];
    expect(valuesOf(lines, 'section')).toContain('Tribuna Principal Baja');
  });

  it("reads the place after a price band ('Kategorie II – Parterre links, Reihe 5, Platz 21 – 24')", () => {
    const line = 'Kategorie II – Parterre links, Reihe 5, Platz 21 – 24 | 4 x € 64,90';
    expect(valuesOf([line], 'section')).toContain('Parterre links');
    expect(valuesOf([line], 'seats')).toContain('21,22,23,24');
  });

  it("reads the Danish 'Plads' as seats, and a ticket type before the row as no section", () => {
    const line = 'STAND / TRIBUNE · C-tribunen (nedre) | SECTION C3 | ROW / RÆKKE 14 | SEATS / PLADS 7–9';
    expect(valuesOf([line], 'seats')).toContain('7,8,9');
    expect(valuesOf(['Standard · Række 7, Plads 12'], 'seats')).toContain('12');
    expect(valuesOf(['Standard · Række 7, Plads 12'], 'section')).not.toContain('Standard');
  });

  it("reads seat codes in the cell after their row ('Stalls | Row H | H14, H15') as that row's seats", () => {
    expect(valuesOf(['Stalls | Row H | H14, H15 | 2 x £89.50 | £179.00'], 'seats')).toContain('14,15');
    expect(valuesOf(['Stalls | Row H | J14, J15'], 'seats')).not.toContain('14,15');
  });

  it("reads the area after a count whose seats are given out later ('2 tickets · Mezzanine')", () => {
    expect(valuesOf(['2 tickets · Mezzanine'], 'section')).toContain('Mezzanine');
    expect(valuesOf(['2 tickets · Cash only'], 'section')).toEqual([]);
  });

  it("reads no row in codes that no area names ('Seats | H101, H102': the letter may be the seat's)", () => {
    expect(valuesOf(['Seats | H101, H102'], 'row')).not.toContain('H');
  });
});

describe('date candidates', () => {
  it.each(['Lots open 3:30 PM', 'OPEN 15:30 / START 19:30'])(
    "marks an opening time as doors, not the show's ('%s')",
    (line) => {
      const found = generateCandidates(emailDocument({ lines: ['Valid for Sat Jun 12, 2027 only.', line] }));
      const opening = found.candidates.find(
        (candidate) => candidate.field === 'eventDate' && candidate.value === '2027-06-12T15:30:00',
      );
      expect(opening?.traits).toContain('tpre:doors');
    },
  );

  it("reads a UTC timestamp in the text (an .ics start, '…T19:00:00Z') as the event's clock in its zone", () => {
    const lines = [
      'Your tickets are in the app.',
      'Hollow Pines',
      'Electric Brixton, London',
      '3 x General Admission · £84.00',
      'Hollow Pines',
      '2027-04-24T19:00:00Z',
      'Electric Brixton',
    ];
    const dates = valuesOf(lines, 'eventDate');
    expect(dates).toContain('2027-04-24T20:00:00+01:00');
    expect(dates).not.toContain('2027-04-24T19:00:00+01:00');
    // The 'Z' names no zone of the event's: the pound still gives London's, not UTC's.
    expect(valuesOf(['Sat 24 Apr 2027, 20:00', ...lines], 'eventDate')).toContain(
      '2027-04-24T20:00:00+01:00',
    );
  });

  it("reads no time in a seat range beside a date ('Sat, 11/20/2027 · TBA | … | 1 - 4')", () => {
    const dates = valuesOf(
      [
        'Event | Date/Time | Facility | Sec | Row | Seat(s)',
        'Tide vs. Huskies | Sat, 11/20/2027 · TBA | Kessler Field | 8 | 40 | 1 - 4',
      ],
      'eventDate',
    );
    expect(dates).toContain('2027-11-20');
    expect(dates.filter((date) => date.includes('T'))).toEqual([]);
  });

  it.each([
    ['English', 'Saturday, March 14, 2026 at 8:00 PM'],
    ['German', 'Samstag, 14. März 2026, 20:00 Uhr'],
    ['Spanish', 'sábado, 14 de marzo de 2026 20:00'],
    ['French', 'samedi 14 mars 2026 à 20h00'],
    ['Dutch', 'zaterdag 14 maart 2026 om 20:00'],
    ['Portuguese', 'sábado, 14 de março de 2026 às 20h00'],
  ])('reads a %s date with its time', (_language, line) => {
    expect(valuesOf(['Your tickets', line], 'eventDate')).toContain('2026-03-14T20:00:00');
  });

  it.each([
    ['luglio', 'venerdì 9 luglio 2027 – ore 21:15', '2027-07-09T21:15:00'],
    ['giugno', 'Domenica 13 giugno 2027, ore 20:30', '2027-06-13T20:30:00'],
    ['julho', 'sexta-feira, 9 de julho de 2027 - 21h15', '2027-07-09T21:15:00'],
    ['Jänner', 'Donnerstag, 21. Jänner 2027, 19:00 Uhr', '2027-01-21T19:00:00'],
    ['Feber', 'Sonntag, 7. Feber 2027, 19:30 Uhr', '2027-02-07T19:30:00'],
  ])("reads the month '%s' (Italian, Portuguese, Austrian)", (_month, line, date) => {
    expect(valuesOf(['Ihre Karten', line], 'eventDate')).toContain(date);
  });

  it.each([
    ['Polish', 'sobota, 12 czerwca 2027 r., godz. 20:00', '2027-06-12T20:00:00'],
    ['Czech', 'Datum a čas: | so 20. 3. 2027, 20:00', '2027-03-20T20:00:00'],
    ['Finnish', 'la 27.2.2027 klo 18.30', '2027-02-27T18:30:00'],
    ['Finnish', 'lauantaina 13. maaliskuuta 2027 klo 19.00', '2027-03-13T19:00:00'],
    ['Danish', 'fredag den 14. maj 2027 kl. 19.30', '2027-05-14T19:30:00'],
    ['Norwegian', 'fredag 14. desember 2027 kl. 19.30', '2027-12-14T19:30:00'],
    ['Turkish', 'Tarih: 12 Mayıs 2027 Çarşamba 21:00', '2027-05-12T21:00:00'],
    ['Romanian', 'sâmbătă, 17 aprilie 2027, ora 20:00', '2027-04-17T20:00:00'],
    ['Greek', 'Κυριακή 7 Φεβρουαρίου 2027, 19:30', '2027-02-07T19:30:00'],
    ['Hungarian', 'Időpont: 2027. május 14. (péntek) 19:00', '2027-05-14T19:00:00'],
    ['Croatian', 'subota, 18. rujna 2027. u 20:00 h', '2027-09-18T20:00:00'],
    ['Ukrainian', 'субота, 15 травня 2027 р., 19:00', '2027-05-15T19:00:00'],
  ])('reads a %s date and its time (%s)', (_language, line, date) => {
    expect(valuesOf(['Bilety', line], 'eventDate')).toContain(date);
  });

  it.each([
    ['lira', '1.850,00 TL', '+03:00'],
    ['lei', '480,00 lei', '+02:00'],
    ['shekels', '₪ 458', '+02:00'],
    ['rand', 'ZAR 1,250.00', '+02:00'],
    ['dirhams', 'AED 990.00', '+04:00'],
    ['rupees', '₹ 2,360.00', '+05:30'],
    ['euros, in Greek', 'Σύνολο: 90,00 €', '+02:00'],
  ])("gives an order in %s its country's zone", (_currency, total, offset) => {
    expect(valuesOf(['Velvet Kestrel', 'Sunday 17 January 2027, 15:30', total], 'eventDate')).toContain(
      `2027-01-17T15:30:00${offset}`,
    );
  });

  it("marks a date in a parking pass's block ('PARKING: …' over the time the lot opens)", () => {
    const lines = [
      'Frost Giants vs. Motormen',
      'Sun • Oct 24, 2027 • 12:00 PM',
      'PARKING: Gold Lot (NOT A GAME TICKET)',
    ];
    const dates = generateCandidates(emailDocument({ lines: [...lines, 'Sun • Oct 24, 2027 • 8:00 AM'] }))
      .candidates.filter((candidate) => candidate.field === 'eventDate')
      .map((candidate) => [candidate.value, candidate.traits.includes('date:under-parking')]);
    expect(dates).toEqual(
      expect.arrayContaining([
        ['2027-10-24T12:00:00', false],
        ['2027-10-24T08:00:00', true],
      ]),
    );
  });

  it("joins a date with a labelled start four lines under it ('Início do espetáculo' / '21h00')", () => {
    const lines = ['Data', 'sábado, 21 de novembro de 2026', 'Abertura de portas', '19h30'];
    const dates = valuesOf([...lines, 'Início do espetáculo', '21h00', 'Local', 'MEO Arena'], 'eventDate');
    expect(dates).toEqual(expect.arrayContaining(['2026-11-21T19:30:00', '2026-11-21T21:00:00']));
    // An unlabelled time that far away is no part of the date.
    expect(valuesOf(['sábado, 21 de novembro de 2026', 'a', 'b', 'c', '21h00'], 'eventDate')).not.toContain(
      '2026-11-21T21:00:00',
    );
  });

  it('gives a time below to the nearest date above it, not to an order date higher up', () => {
    const lines = [
      "Nous vous confirmons l'enregistrement de votre commande n° 1247 4512 du 11/01/2027.",
      'LOUVE ÉCARLATE - NUIT BLANCHE TOUR',
      'Date | vendredi 12 mars 2027',
      'Lieu | Accor Arena',
      'Horaires | Ouverture des portes : 18h30 - Début du spectacle : 20h00',
    ];
    const dates = valuesOf(lines, 'eventDate', '2027-01-11T21:12:00+01:00');
    expect(dates.some((date) => date.startsWith('2027-03-12T20:00'))).toBe(true);
    expect(dates.filter((date) => date.startsWith('2027-01-11T'))).toEqual([]);
  });

  it('joins a date with the show time on the next line, not only the doors time', () => {
    const dates = valuesOf(['Sunday, January 4, 2026', 'Doors 2:30 PM | Show 4:00 PM'], 'eventDate');
    expect(dates).toEqual(expect.arrayContaining(['2026-01-04T14:30:00', '2026-01-04T16:00:00']));
  });

  it("reads the British '7.30pm' on the line a wrapped sentence goes on to, and '10.00pm' as 22:00", () => {
    const dates = valuesOf(
      ['Your performance takes place on Thursday 18 June 2026 at', '7.30pm and ends at approx. 10.00pm'],
      'eventDate',
    );
    expect(dates).toEqual(expect.arrayContaining(['2026-06-18T19:30:00', '2026-06-18T22:00:00']));
    expect(dates).not.toContain('2026-06-18T12:00:00');
  });

  it("reads a date set as a card, one short line each ('Wednesday' / '3rd' / 'June 2026' / '19:45')", () => {
    const dates = valuesOf(['The Lamplighter Waltz', 'Wednesday', '3rd', 'June 2026', '19:45'], 'eventDate');
    expect(dates).toContain('2026-06-03T19:45:00');
  });

  it("reads the French typographer's spaced hours ('19 h 30') on the date's line and below it", () => {
    expect(valuesOf(['Concert : jeudi 21 mai 2026, 19 h 30'], 'eventDate')).toContain('2026-05-21T19:30:00');
    expect(valuesOf(['Date : jeudi 21 mai 2026', 'Heure : 19 h 30'], 'eventDate')).toContain(
      '2026-05-21T19:30:00',
    );
  });

  it("takes no hour from the number of a list item ('1  Donnerstag, 14. Januar 2027, 20:00 Uhr')", () => {
    const dates = valuesOf(
      ['Ihre Konzerte', '1  Donnerstag, 14. Januar 2027, 20:00 Uhr', '3  Samstag, 17. April 2027, 19:00 Uhr'],
      'eventDate',
    );
    expect(dates).toEqual(expect.arrayContaining(['2027-01-14T20:00:00', '2027-04-17T19:00:00']));
    expect(dates).not.toContain('2027-01-14T01:00:00');
    expect(dates).not.toContain('2027-04-17T03:00:00');
  });

  it("reads the Flemish '20u00' on the line of its date", () => {
    expect(valuesOf(['do 19/03/2026 - 20u00'], 'eventDate')).toContain('2026-03-19T20:00:00');
  });

  it("tells the start ('Play begins 13:00') from the opening of the grounds by their words", () => {
    const doc = emailDocument({
      lines: ['Day | Monday 6 July 2026', 'Times | Grounds open 10:30 · Play on No.1 Court begins 13:00'],
    });
    const traitsAt = (value: string) =>
      generateCandidates(doc).candidates.find((c) => c.field === 'eventDate' && c.value.startsWith(value))
        ?.traits ?? [];
    expect(traitsAt('2026-07-06T10:30')).toContain('tpre:doors');
    expect(traitsAt('2026-07-06T13:00')).toContain('tpre:time');
  });

  it("tells the end of a span and of the evening ('… 12:00 PM EDT –' / 'Sun, Aug 15 …', 'Music ends 11:00 PM')", () => {
    const doc = emailDocument({
      lines: [
        'Fri, Aug 13, 2027, 12:00 PM EDT -',
        'Sun, Aug 15, 2027, 11:00 PM EDT',
        'Friday, May 14, 2027 | Gates 11:00 AM - Music ends 11:00 PM',
      ],
    });
    const traitsAt = (value: string) =>
      generateCandidates(doc).candidates.find((c) => c.field === 'eventDate' && c.value.startsWith(value))
        ?.traits ?? [];
    expect(traitsAt('2027-08-15T23:00')).toContain('date:span-end');
    expect(traitsAt('2027-08-13T12:00')).not.toContain('date:span-end');
    expect(traitsAt('2027-05-14T23:00')).toContain('tpre:end');
    expect(traitsAt('2027-05-14T11:00')).toContain('tpre:doors');
  });

  it("gives each of two slashed labels its own time ('Einlass / Beginn | 17:30 Uhr / 19:30 Uhr')", () => {
    const doc = emailDocument({
      lines: ['Datum | Samstag, 17. Juli 2027', 'Einlass / Beginn | 17:30 Uhr / 19:30 Uhr'],
    });
    const traitsAt = (value: string) =>
      generateCandidates(doc).candidates.find((c) => c.field === 'eventDate' && c.value.startsWith(value))
        ?.traits ?? [];
    expect(traitsAt('2027-07-17T17:30')).toContain('tlab:doors');
    expect(traitsAt('2027-07-17T17:30')).not.toContain('tpre:time');
    expect(traitsAt('2027-07-17T19:30')).toContain('tlab:time');
    expect(traitsAt('2027-07-17T19:30')).not.toContain('tlab:doors');
  });

  it('reads a date without a year as the next one after the e-mail was sent', () => {
    expect(valuesOf(['Sat, Jan 9 · 7:00 PM'], 'eventDate', '2026-11-20T10:00:00-05:00')).toContain(
      '2027-01-09T19:00:00',
    );
  });
});

describe('seating candidates', () => {
  it("reads no seats under a column that names something else ('Price Level', 'GAME'), but does under 'Lugar'", () => {
    const seats = valuesOf(
      [
        'Section | Row | Seat | Price Level | Price',
        'Orchestra Center | F | 107 | 1 | $58.00',
        'GAME | MATCHUP | DATE',
        '2 | Cedar Valley Otters vs. Duluth Ironmen | Sat Oct 10, 2026',
        'Setor | Fila | Lugar | Preço',
        'Plateia | H | 15 | 32,00 €',
      ],
      'seats',
    );

    expect(seats).toContain('107');
    expect(seats).toContain('15');
    expect(seats).not.toContain('1');
    expect(seats).not.toContain('2');
  });

  it("reads no seats in a ground's turnstiles ('TURNSTILES | 11-14')", () => {
    const seats = valuesOf(['Your match tickets', 'BLOCK | N4', 'TURNSTILES | 11-14', 'SEAT | 147'], 'seats');
    expect(seats).toContain('147');
    expect(seats).not.toContain('11,12,13,14');
  });

  it.each([
    ['SECC. 108 | FILA M | ASIENTO 5', '108'],
    ['Placement | Corbeille', 'Corbeille'],
    ['Localidad: Balcón Central', 'Balcón Central'],
  ])("reads a Spanish or French section label: '%s'", (line, section) => {
    const found = generateCandidates(emailDocument({ lines: ['Tus boletos', line] })).candidates.filter(
      (candidate) => candidate.field === 'section' && candidate.value === section,
    );
    expect(found.some((candidate) => lexiconClassesOf(candidate.labelWords).includes('section'))).toBe(true);
  });

  it.each([
    ['SEC 112 ROW K SEAT 7-8', '112', 'K', '7,8'],
    ['Section 112, Row K, Seats 7, 8', '112', 'K', '7,8'],
    ['Block 112, Reihe K, Platz 7-8', '112', 'K', '7,8'],
    ['Sección 4 · Fila 12 · Asientos 7 y 8', '4', '12', '7,8'],
    ['Bloc G / Rang 24 / Place 23, 24', 'G', '24', '23,24'],
    ['Vak 3, Rij 12, Stoel 7-8', '3', '12', '7,8'],
    ['Orchestra Right, Row B, Seats 115 & 116', 'Orchestra Right', 'B', '115,116'],
    ['Sec. 112 · Row K · Seat 7 – Seat 8', '112', 'K', '7,8'],
    ['Bay 213, Row H, Seats 5-7', '213', 'H', '5,6,7'],
    ['3. VIP Balcony · Row B · Seat 4 · Jess Albright', 'VIP Balcony', 'B', '4'],
  ])('finds section, row and seats in "%s"', (line, section, row, seats) => {
    expect(valuesOf([line], 'section')).toContain(section);
    expect(valuesOf([line], 'row')).toContain(row);
    expect(valuesOf([line], 'seats')).toContain(seats);
  });

  it("reads a seating word after 'de' as part of a name ('PATIO DE BUTACAS 7 12'), not as seats", () => {
    const seats = valuesOf(['Tus entradas', 'ZONA FILA BUTACA', 'PATIO DE BUTACAS 7 12'], 'seats');
    expect(seats).toContain('12');
    expect(seats).not.toContain('7,12');
  });

  it("reads a gate and its number as one value of a plain-text table's row ('22 31 9 GATE 4')", () => {
    const lines = ['Print at home ticket', 'SECTION ROW SEAT ENTER', '22 31 9 GATE 4'];
    expect(valuesOf(lines, 'section')).toContain('22');
    expect(valuesOf(lines, 'section')).not.toContain('22 31');
    expect(valuesOf(lines, 'row')).toContain('31');
    expect(valuesOf(lines, 'seats')).toContain('9');
  });

  it("reads a plain-text line's asterisk bullets as separators ('Section 322 * Row 8 * Seats 11-12')", () => {
    const line = 'Section 322 * Row 8 * Seats 11-12';
    expect(valuesOf([line], 'section')).toContain('322');
    expect(valuesOf([line], 'section')).not.toContain('322 *');
    expect(valuesOf([line], 'seats')).toContain('11,12');
  });

  it("reads a plain-text part's bold asterisks as no part of the words ('*Dziki Brzeg – Stadionowa Noc 2027*')", () => {
    const names = valuesOf(['*Dziękujemy za zakup!*', '*Dziki Brzeg – Stadionowa Noc 2027*'], 'eventName');
    expect(names).toContain('Dziki Brzeg - Stadionowa Noc 2027');
    expect(names.filter((name) => name.includes('*'))).toEqual([]);
    expect(valuesOf(['2 * Adult', 'Seats 12-13*'], 'seats')).toContain('12,13');
  });

  it("takes no table's count cell ('| x 2 |') and no block heading ('Good to know') for a name", () => {
    const lines = [
      'Garden City Sounds 2027',
      'Saturday Day Pass - General Admission, Saturday 16 January 2027 | x 2 | $149.00',
      'Good to know',
      'Doors 10pm · Music until 4am',
    ];
    expect(valuesOf(lines, 'eventName')).not.toContain('x 2');
    expect(valuesOf(lines, 'venue')).not.toContain('Good to know');
    expect(valuesOf(lines, 'eventName')).not.toContain('Good to know');
  });

  it("reads the Italian 'Ingresso' column as a gate's, not a count's", () => {
    const found = generateCandidates(
      emailDocument({
        lines: [
          'BIGLIETTI (3)',
          'Settore | Ingresso | Fila | Posto | Intestatario | Prezzo',
          'Prato Gold (in piedi) | 8 | - | non numerato | SANTINI LUCA | € 95,00',
        ],
      }),
    ).candidates.filter((candidate) => candidate.value === '8');
    expect(found.some((candidate) => lexiconClassesOf(candidate.labelWords).includes('gate'))).toBe(true);
  });

  it("knows the Italian 'Gradinata non numerata' as general admission", () => {
    expect(
      valuesOf(['GRADINATA NON NUMERATA | - | non assegnato | Intero | € 33,00'], 'generalAdmission'),
    ).toContain('GA');
  });

  it.each([
    ['Grand Circle, Row D, D17, D18', 'Grand Circle', 'D', '17,18'],
    ['Stalls Row H H5–H7', 'Stalls', 'H', '5,6,7'],
  ])("reads seat codes after their row inside one cell ('%s')", (cell, section, row, seats) => {
    const lines = [
      'Performance | Seats | Tickets',
      `Sat 6 Feb 2027 2:30pm (matinée) | ${cell} | 2 x Standard`,
    ];
    expect(valuesOf(lines, 'section')).toContain(section);
    expect(valuesOf(lines, 'row')).toContain(row);
    expect(valuesOf(lines, 'seats')).toContain(seats);
  });

  it('takes no seating cell, seat code or performance time for a name', () => {
    const lines = [
      'THE LAMPLIGHTER’S DAUGHTER',
      'Sat 6 Feb 2027 2:30pm (matinée) | Grand Circle, Row D, D17, D18 | 2 x Standard',
      'Wed 17 Feb 2027 7:30pm | Stalls Row H H5–H7 | 3 x Standard',
      'Day 2 | Compton Lower · Row 8 · Seats 22-23',
    ];
    const names = valuesOf(lines, 'eventName');
    expect(names).toContain('THE LAMPLIGHTER’S DAUGHTER');
    for (const notName of ['D17', 'D18', 'Stalls Row H H5-H7', 'Compton Lower · Row 8 · Seats 22-23'])
      expect(names).not.toContain(notName);
    expect(names.filter((name) => name.includes('matinée'))).toEqual([]);
  });

  it.each(['AOI TSUBAKI ARENA TOUR 2027 -Hanabi-', '2027 HANBIT FANMEETING [Blue Hour]'])(
    "keeps the closing mark of a title's subtitle: %s",
    (title) => {
      expect(valuesOf(['Your tickets', title, 'Sat 13 Mar 2027 18:00'], 'eventName')).toContain(title);
    },
  );

  it("takes no sender's signed message, support billing or town and state for a name", () => {
    const lines = [
      'Jordan P. sent you 2 tickets.',
      '“Happy birthday!! enjoy the game, go Driftwood 🐙” — Jordan',
      'Kestrel Bay',
      'with Ola Ferris',
      'Ryman Auditorium',
      'Nashville, TN',
    ];
    const names = [...valuesOf(lines, 'eventName'), ...valuesOf(lines, 'venue')];
    expect(names).toContain('Kestrel Bay');
    expect(names.filter((name) => /birthday|with Ola|Nashville/.test(name))).toEqual([]);
  });

  it("reads a ticket's number printed in groups as no row of the table above it", () => {
    const lines = [
      'SECTION ROW SEAT GATE',
      'DELTA SKY360 CLUB 2 7 6',
      'Price: $312.00',
      '7731 0916 2027 0207 44',
    ];
    expect(valuesOf(lines, 'section')).toContain('DELTA SKY360 CLUB');
    expect(valuesOf(lines, 'section').filter((value) => value.includes('7731'))).toEqual([]);
  });

  it("reads a range of days from its first day ('Friday 18th - Sunday 20th June 2027'), not a numbered day", () => {
    const festival = valuesOf(['Wildmoor Festival 2027', 'Friday 18th - Sunday 20th June 2027'], 'eventDate');
    expect(festival).toContain('2027-06-18');
    expect(festival).not.toContain('2027-06-20');
    const test = valuesOf(['England v New Zealand', 'Day 1 – Thursday 3 June 2027'], 'eventDate');
    expect(test).toContain('2027-06-03');
    expect(test).not.toContain('2027-06-01');
  });

  it("takes no game night's promotion after a dot and no date with its zone for a venue", () => {
    const lines = [
      'All matches at Cheney Stadium',
      '1 | Sat, Apr 3, 2027 7:05 PM | Tacoma Tidewater FC vs. Boise Sawtooth SC · Home Opener | Sec 104',
      'Edmonton Icefields vs. Calgary Chinooks, Rogers Place, Edmonton, AB',
      'Game 2 | Tue 04/14/2026 6:45 PM CT | Busch Stadium',
    ];
    const venues = valuesOf(lines, 'venue');
    expect(venues).not.toContain('Home Opener');
    expect(venues).toContain('Rogers Place');
    expect(venues.filter((venue) => venue.includes('6:45'))).toEqual([]);
  });

  it("reads 'Bestellnr.' as an order number's label, not a section's", () => {
    const found = generateCandidates(
      emailDocument({ lines: ['Deine Tickets', 'Bestellnr.: 4471829305'] }),
    ).candidates.filter((candidate) => candidate.value === '4471829305');
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((candidate) => lexiconClassesOf(candidate.labelWords).includes('order'))).toBe(true);
  });

  it.each([
    ['Parterre in piedi | Posto unico non numerato · Quantità: 2 | Intero € 55,00', '2'],
    ['Płyta | Miejsca stojące · Ilość: 3', '3'],
    ['Ståplats | Golv · Antal: 4', '4'],
  ])("reads a standing area and its count in another language: '%s'", (line, quantity) => {
    const found = generateCandidates(emailDocument({ lines: ['I tuoi biglietti', line] })).candidates;
    expect(found.some((candidate) => candidate.field === 'generalAdmission')).toBe(true);
    expect(
      found.some(
        (candidate) =>
          candidate.field === 'quantity' && candidate.value === quantity && candidate.source === 'colon',
      ),
    ).toBe(true);
  });

  it.each(['Auftragsnummer: 1187 3342 09 Ticket 1/4', 'Order 4471 03 tickets issued'])(
    "takes no group of an order number for a count: '%s'",
    (line) => {
      expect(valuesOf(['Ihre Tickets', line], 'quantity')).toEqual([]);
    },
  );

  it('reads a table with a header row, one seat per row', () => {
    const lines = ['Section | Row | Seat | Price', '105 | F | 19 | $58.50', '105 | F | 20 | $58.50'];
    expect(valuesOf(lines, 'section')).toContain('105');
    expect(valuesOf(lines, 'seats')).toEqual(expect.arrayContaining(['19', '20']));
  });

  it('gives the seat column of a plain-text table every seat of "19 & 21"', () => {
    const lines = ['QTY SECTION ROW SEAT(S) PRICE', '2 ORCHESTRA LEFT L 19 & 21 $84.00'];
    expect(valuesOf(lines, 'section')).toContain('ORCHESTRA LEFT');
    expect(valuesOf(lines, 'row')).toContain('L');
    expect(valuesOf(lines, 'seats')).toContain('19,21');
  });

  it('reads a plain-text table whose columns are only separated by spaces', () => {
    const lines = ['QTY SECTION ROW SEAT(S) PRICE', '4 REAR MEZZANINE N 11-14 $92.00'];
    expect(valuesOf(lines, 'section')).toContain('REAR MEZZANINE');
    expect(valuesOf(lines, 'row')).toContain('N');
    expect(valuesOf(lines, 'seats')).toContain('11,12,13,14');
    expect(valuesOf(lines, 'quantity')).toContain('4');
  });

  it.each([
    ['a ticket number', 'N° 7731 0204 5518 12', '5518'],
    ['a labelled ticket number', 'Ticket-Nr. 9402 1187 3310', '1187'],
    ['a labelled value', 'Ticket type: Standard £18.00', 'Standard'],
    ['a sentence', 'Booking 30019476 Ticket 1 of 2', 'of'],
    ['an order number', 'Order 610824466 Ticket 7731 0108 0603 1840', '0603'],
    ['a ticket number in groups', '4471 0391 2288 1104', '2288'],
  ])("reads no row of a ticket's seat columns in %s under it", (_kind, line, misread) => {
    const lines = ['PARTERRE RANG PLACE', 'Parterre F 12', line];
    expect(valuesOf(lines, 'row')).toContain('F');
    expect(valuesOf(lines, 'row')).not.toContain(misread);
  });

  it('reads a plain-text table whose first column (ITEM) holds the event and whose times say PM', () => {
    const lines = [
      'ITEM DATE TIME SEC ROW SEAT PRICE',
      "Ramblers Women's Basketball vs. Lakemont College 02/28/2026 2:00 PM 114 12 5 $22.00",
    ];
    expect(valuesOf(lines, 'section')).toContain('114');
    expect(valuesOf(lines, 'row')).toContain('12');
    expect(valuesOf(lines, 'seats')).toContain('5');
  });

  it.each([
    '2 x General Admission',
    'Stehplatz Innenraum, Anzahl 2',
    'Pista General × 2',
    'Fosse (debout) x 2',
    'Staanplaats | 2',
    'PIT - General Admission Standing (2)',
    'General Admission Standing · Mobile ticket | x 2 | £118.00',
    'Cancha General x 2 $ 95.000 c/u | $ 190.000',
  ])('knows "%s" as general admission with a quantity', (line) => {
    expect(valuesOf([line], 'generalAdmission')).toEqual(['GA']);
    expect(valuesOf([line], 'quantity')).toContain('2');
  });

  it("reads no seat in a square's house number before the postcode ('Olympischer Platz 3, 14053 Berlin')", () => {
    expect(valuesOf(['Olympiastadion Berlin, Olympischer Platz 3, 14053 Berlin'], 'seats')).toEqual([]);
  });

  it("reads a section named with its section word before the row ('Grand Tier · Row B, Seats 12–13*')", () => {
    expect(valuesOf(['Grand Tier · Row B, Seats 12–13'], 'section')).toContain('Grand Tier');
    expect(valuesOf(['Grand Tier · Row C, Seats 14–15*'], 'seats')).toContain('14,15');
  });

  it("takes no row or seats for a name ('Row B', 'Seats 12-13'), and keeps 'Skid Row'", () => {
    const lines = ['Marisol | Saturday, January 16, 2027 1:00 pm | Grand Tier · Row B, Seats 12-13'];
    for (const field of ['eventName', 'venue'] as const) {
      expect(valuesOf(lines, field)).not.toContain('Row B');
      expect(valuesOf(lines, field)).not.toContain('Seats 12-13');
    }
    expect(valuesOf(['Skid Row | Saturday, January 16, 2027'], 'eventName')).toContain('Skid Row');
  });

  it("ends a seat list at the price after it ('Asientos 3 y 4 · 65,00 € c/u')", () => {
    const seats = valuesOf(['Sector 108 · Fila 7 · Asientos 3 y 4 · 65,00 € c/u'], 'seats');
    expect(seats).toContain('3,4');
    expect(seats.filter((value) => value.includes('65'))).toEqual([]);
  });

  it('counts places bought at a price, but no fee and no count alone under an add-on', () => {
    expect(valuesOf(['Staanplaats Floor | 2 x € 58,00'], 'quantity')).toContain('2');
    expect(
      valuesOf(['Innenraum | Stehplatz · freie Platzwahl | 2 x 69,90 € | 139,80 €'], 'quantity'),
    ).toContain('2');
    expect(valuesOf(['Servicekosten | 4 x € 7,00'], 'quantity')).toEqual([]);
    expect(valuesOf(['Servicegebühr (5 x 2,00 €) | 10,00 €'], 'quantity')).toEqual([]);
    expect(valuesOf(['Booking fee | 2 x £3.95'], 'quantity')).toEqual([]);
    expect(valuesOf(['Booking fee x 4 @ £3.50 | £14.00'], 'quantity')).toEqual([]);
    expect(valuesOf(['Child (under 16) x 2 (C14, C15) @ £32.50 | £65.00'], 'quantity')).toContain('2');
    expect(valuesOf(['Grandstand Parking Pass (Lot B)', '1 × $10.00'], 'quantity')).toEqual([]);
    expect(valuesOf(['Camping Upgrade (za–zo) x 2 @ €39,00'], 'quantity')).toEqual([]);
  });

  it.each([
    ['Czech', 'Sektor | Řada | Místo | Typ | Cena', '107 | 12 | 5 | Plná cena | 1 190 Kč'],
    ['Finnish', 'Katsomo | Rivi | Paikka | Lipputyyppi | Hinta', '113 | 8 | 101 | Aikuinen | 34,00 €'],
    ['Norwegian', 'Felt | Rad | Sete | Billettype | Pris', 'B3 | 12 | 101 | 2 x Ordinær | 1 390,00 kr'],
    ['Ukrainian', 'Сектор | Ряд | Місце | Ціна', 'A | 12 | 7 | 1 450 грн'],
    ['Lithuanian', 'Sektorius | Eilė | Vieta | Kaina', '105 | 9 | 4 | 45,00 €'],
  ])('reads a %s seating table', (_language, header, row) => {
    const lines = ['Liput', header, row];
    expect(valuesOf(lines, 'section')).toContain(row.split(' | ')[0]);
    expect(valuesOf(lines, 'section')).not.toContain(header.split(' | ')[0]);
    expect(valuesOf(lines, 'row')).toContain(row.split(' | ')[1]);
    expect(valuesOf(lines, 'seats')).toContain(row.split(' | ')[2]);
  });

  it.each(['Gültig am', 'Valid on', 'Visit date', 'Data visita', 'Fecha de visita'])(
    "knows '%s' as the label of a day ticket's or a timed entry's date",
    (label) => {
      expect(lexiconClassesOf(words(label))).toContain('date');
    },
  );

  it("knows Argentina's 'Campo General' as general admission", () => {
    expect(valuesOf(['Sector | Campo General', 'Cantidad | 4'], 'generalAdmission')).not.toEqual([]);
  });

  it.each(['Adult (18+)', 'Volwassene (16+)', 'Kind (4-15 jaar)', 'Ermäßigt', 'Child (4-12)'])(
    "takes no ticket's kind for a venue or an event: '%s'",
    (kind) => {
      const lines = ['teamLab Planets TOKYO', `Tickettype: ${kind}`, 'Koto City, Tokyo'];
      expect([...valuesOf(lines, 'venue'), ...valuesOf(lines, 'eventName')]).not.toContain(
        kind.split(' (')[0],
      );
    },
  );

  it("reads Spain's 'Bloque 114' over its row as section 114", () => {
    expect(valuesOf(['Bloque 114', 'Fila 8', 'Asiento 3'], 'section')).toContain('114');
  });

  it("takes no table header's ticket column for a section ('TICKET | ROW | SEAT | PRICE')", () => {
    const lines = ['TICKET | ROW | SEAT | PRICE', 'Reserved – Orchestra | F | 101 | $35.00'];
    expect(valuesOf(lines, 'section')).not.toContain('TICKET');
    expect(valuesOf(['Stalls | Row P | Seats 21 & 22'], 'section')).toContain('Stalls');
  });

  it.each([
    ['Arrangement: Oslo Elvene HK - Kolstad Bryn', 'Oslo Elvene HK - Kolstad Bryn'],
    ['Akce: | LESNÍ VÍTR – Turné 2027', 'LESNÍ VÍTR - Turné 2027'],
    ['Tapahtuma: Kalevan Karhut – HC Saimaa', 'Kalevan Karhut - HC Saimaa'],
  ])("reads a Nordic, Czech or Finnish event label: '%s'", (line, name) => {
    const found = generateCandidates(emailDocument({ lines: ['Billetter', line] })).candidates.filter(
      (candidate) => candidate.field === 'eventName' && candidate.value === name,
    );
    expect(found.some((candidate) => lexiconClassesOf(candidate.labelWords).includes('event'))).toBe(true);
  });

  it("takes the Nordic venue's label ('Paikka Nokia Arena, Tampere' on a PDF ticket, 'Spillested: Vega')", () => {
    const venues = (lines: string[]) =>
      generateCandidates(emailDocument({ lines: ['Liput', ...lines] }))
        .candidates.filter(
          (candidate) =>
            candidate.field === 'venue' && lexiconClassesOf(candidate.labelWords).includes('venue'),
        )
        .map((candidate) => candidate.value);
    expect(venues(['Lohko A12', 'Paikka Nokia Arena, Tampere'])).toContain('Nokia Arena, Tampere');
    expect(venues(['Spillested: Vega, København'])).toContain('Vega, København');
  });

  it("reads a Czech ticket: 'Představení' names the event, 'Místo O2 arena' the venue and no seat", () => {
    const lines = [
      'Číslo objednávky: 240117553',
      'Představení: | HC Vltava Praha - Rytíři Ostravice, Tipsport extraliga, 44. kolo',
      'Místo O2 arena, Praha',
      'Místo 11',
    ];
    const found = generateCandidates(emailDocument({ lines })).candidates;
    const named = (field: CandidateField, cls: string) =>
      found
        .filter(
          (candidate) =>
            candidate.field === field && lexiconClassesOf(candidate.labelWords).includes(cls as never),
        )
        .map((candidate) => candidate.value);
    expect(named('eventName', 'event')).toContain('HC Vltava Praha - Rytíři Ostravice');
    expect(named('venue', 'venue')).toContain('O2 arena, Praha');
    expect(new Set(valuesOf(lines, 'seats'))).toEqual(new Set(['11']));
    expect(valuesOf(lines, 'eventName')).not.toContain('Číslo objednávky: 240117553');
  });

  it("reads the Norwegian doors and start labels ('Dører åpner: 18:30 · Konsertstart: 20:00')", () => {
    const dates = generateCandidates(
      emailDocument({
        lines: ['Billetter', 'fredag 9. april 2027', 'Dører åpner: 18:30 · Konsertstart: 20:00'],
      }),
    ).candidates.filter((candidate) => candidate.field === 'eventDate');
    const labelled = (time: string, cls: string) =>
      dates.some((date) => date.value.includes(time) && date.traits.includes(`tlab:${cls}`));
    expect(labelled('T18:30', 'doors')).toBe(true);
    expect(labelled('T20:00', 'time')).toBe(true);
  });

  it("counts a ticket tier named by its release ('1 x 2nd release | CA$30.00')", () => {
    expect(valuesOf(['1 x 2nd release | CA$30.00'], 'quantity')).toContain('1');
  });

  it("takes no range's end for a time of its own, and gives its meridiem to its start ('Entry 9:00-9:30 PM')", () => {
    const dates = valuesOf(['Sunday, 14 February 2027', '3:00 PM – 5:30 PM (AEDT)'], 'eventDate');
    expect(dates).toContain('2027-02-14T15:00:00+11:00');
    expect(dates).not.toContain('2027-02-14T17:30:00+11:00');
    expect(valuesOf(['Friday, 14 May 2027', 'Entry 9:00-9:30 PM'], 'eventDate')).toContain(
      '2027-05-14T21:00:00',
    );
    expect(valuesOf(['Friday, 14 May 2027', 'Brunch 11:00 - 1:00 PM'], 'eventDate')).toContain(
      '2027-05-14T11:00:00',
    );
  });

  it("counts no hotel room ('1 x Superior Double, breakfast included') and counts '2 × 3-Day … Ticket'", () => {
    expect(valuesOf(['1 x Superior Double, breakfast included'], 'quantity')).toEqual([]);
    expect(valuesOf(['2 × 3-Day General Admission Ticket | €390.00'], 'quantity')).toContain('2');
  });

  it("counts no payment in instalments ('3x sem juros', '10x de R$ 68,20')", () => {
    expect(valuesOf(['Pagamento: Cartão de crédito – 3x sem juros'], 'quantity')).toEqual([]);
    expect(valuesOf(['Parcelado: 10x de R$ 68,20'], 'quantity')).toEqual([]);
    expect(valuesOf(['Pago: 6 x sin intereses'], 'quantity')).toEqual([]);
    expect(valuesOf(['2x Pista Premium (meia-entrada)'], 'quantity')).toContain('2');
  });

  it('reads no seats in a count of what follows ("2 x £3.95")', () => {
    const lines = ['Seats | Grand Circle, Row C, Seats 12-13', 'Booking fee | 2 x £3.95'];
    expect(valuesOf(lines, 'seats')).toContain('12,13');
    expect(valuesOf(lines, 'seats').filter((value) => value.startsWith('2,'))).toEqual([]);
  });

  it('ends a seat list before the count of tickets that follows it', () => {
    const seats = valuesOf(['Sec 130, Row H, Seat 14 - 15 · 2 Tickets'], 'seats');
    expect(seats).toContain('14,15');
    expect(seats.filter((value) => value.startsWith('14,15,'))).toEqual([]);
  });

  it('reads the count of a cell that starts with the word for tickets ("Tickets 2 | Section …")', () => {
    expect(valuesOf(['Tickets 2 | Section Balcony 9 | Row F'], 'quantity')).toContain('2');
    expect(valuesOf(['Tickets 12-14 | Section 101'], 'quantity')).not.toContain('12');
  });

  it('reads no seats in a brand that ends in "Seats" ("Vivid Seats is a resale marketplace; …")', () => {
    const lines = ['Vivid Seats is a resale marketplace; ticket prices may exceed face value.'];
    expect(valuesOf(lines, 'seats')).toEqual([]);
  });

  it.each([
    ['Nombre de places | 4 (plein tarif)', '4'],
    ['Tickets | 3 tickets', '3'],
  ])('reads the count of a cell with its unit or a note on the price (%s)', (line, count) => {
    expect(valuesOf(['Les Contes d’Hoffmann', line], 'quantity')).toContain(count);
  });

  it('reads no row in a sentence about rows ("Row and seat numbers will be shown …")', () => {
    const lines = [
      'Section 214',
      'Row and seat numbers will be shown on your tickets once the seller delivers.',
    ];
    expect(valuesOf(lines, 'row')).not.toContain('and');
  });

  it.each([
    ['1 place du Châtelet, 75001 Paris', []],
    ['Lieu | Opéra de Lyon – Grande salle, 1 place de la Comédie, 69001 Lyon', []],
    ['2 places assises', ['2']],
    ['1 place debout', ['1']],
  ])('reads a count of seats, not a house number before a square: %s', (line, counts) => {
    expect(valuesOf([line], 'quantity')).toEqual(counts);
  });

  it("ends a seat list before a count ('SEATS 5-8 4 x Adult $22.00')", () => {
    expect(valuesOf(['SEC 104 ROW K SEATS 5-8 4 x Adult $22.00 $88.00'], 'seats')).toContain('5,6,7,8');
    expect(valuesOf(['SEC 104 ROW K SEATS 5-8 4 x Adult $22.00 $88.00'], 'seats')).not.toContain(
      '5,6,7,8,4,X',
    );
  });

  it("reads no row in a dash ('Row | –')", () => {
    const rows = valuesOf(['Section | Table 14', 'Row | –', 'Seats | 1, 2'], 'row');
    expect(rows.filter((row) => !/[\p{L}\p{N}]/u.test(row))).toEqual([]);
  });

  it("reads the seats of a table whose rows name the tickets under a blank corner ('Billet 1 | 112 | 14 | 22')", () => {
    const lines = [
      'BLOC | RANG | PLACE | TARIF',
      'Billet 1 | 112 | 14 | 22 | Cat. 1 - Plein tarif',
      'Billet 2 | 112 | 14 | 23 | Cat. 1 - Plein tarif',
    ];
    expect(valuesOf(lines, 'section')).toContain('112');
    expect(valuesOf(lines, 'row')).toContain('14');
    expect(valuesOf(lines, 'seats')).toEqual(expect.arrayContaining(['22', '23']));
    // 'Billet 1' numbers a ticket; it counts none.
    expect(valuesOf(lines, 'quantity')).not.toContain('1');
  });

  it("reads a card's dotted grid ('BLOCK · REIHE · PLATZ' over '207 · 11 · 4')", () => {
    const lines = ['BLOCK · REIHE · PLATZ', '207 · 11 · 4', 'Sitzplatz · Fan-to-Fan-Ticket'];
    expect(valuesOf(lines, 'section')).toContain('207');
    expect(valuesOf(lines, 'row')).toContain('11');
    expect(valuesOf(lines, 'seats')).toContain('4');
  });

  it("reads a table flattened to one cell a line ('Section' / 'Row' / 'Seat' / 'Price', then the rows)", () => {
    const lines = [
      'Section',
      'Row',
      'Seat',
      'Price',
      'Orchestra',
      'M',
      '14',
      '$129.00',
      'Orchestra',
      'M',
      '15',
      '$129.00',
    ];
    lines.push('Subtotal', '$258.00', 'Facility Fee (2 x $3.00)', '$6.00');
    expect(valuesOf(lines, 'section')).toContain('Orchestra');
    expect(valuesOf(lines, 'section')).not.toContain('Row');
    expect(valuesOf(lines, 'row')).toContain('M');
    expect(valuesOf(lines, 'row')).not.toContain('Seat');
    expect(valuesOf(lines, 'seats')).toEqual(expect.arrayContaining(['14', '15']));
    // The fees under the rows change the columns' shapes: they are no row of the table.
    expect(valuesOf(lines, 'section')).not.toContain('Subtotal');
  });

  it("reads a flattened table whose labels name a kind ('Price Type') or are unknown between known ones ('Tarif')", () => {
    const axs = ['Section', 'Row', 'Seat', 'Price Type', 'Price', 'Pool B', 'C', '5', 'Standard', '$129.00'];
    axs.push('Terrace 2', 'M', '21', 'Standard', '$79.50');
    expect(valuesOf(axs, 'section')).toEqual(expect.arrayContaining(['Pool B', 'Terrace 2']));
    expect(valuesOf(axs, 'section')).not.toContain('Price Type');
    const french = ['Catégorie', 'Bloc', 'Rang', 'Place', 'Tarif', 'Prix'];
    french.push('Catégorie 1', 'K', '23', '45', 'Plein tarif', '69,00 €');
    expect(valuesOf(french, 'row')).toContain('23');
    expect(valuesOf(french, 'seats')).toContain('45');
    // A value between labels is no label ('ROW' / 'D' / 'SEAT' / '31').
    const pdf = ['SECTION', 'Balcony C', 'ROW', 'D', 'SEAT', '31', 'PRICE', '$64.00'];
    expect(valuesOf(pdf, 'row')).toContain('D');
    expect(valuesOf(pdf, 'seats')).toContain('31');
  });

  it("reads a name alone in the cell before the row as the section ('Stalls | Row P | Seats 21 & 22')", () => {
    expect(valuesOf(['Stalls | Row P | Seats 21 & 22'], 'section')).toContain('Stalls');
  });

  it("reads seats with a note after them ('Seats | 1, 3 (side by side – odd-numbered side, house right)')", () => {
    const lines = ['Row | E', 'Seats | 1, 3 (side by side – odd-numbered side, house right)'];
    expect(valuesOf(lines, 'seats')).toContain('1,3');
  });

  it("reads a count with its ticket types in brackets ('Tickets | 3 (2 Adult, 1 Child)')", () => {
    expect(
      valuesOf(['Seats | Main Floor · Row M · Seats 5, 6, 7', 'Tickets | 3 (2 Adult, 1 Child)'], 'quantity'),
    ).toContain('3');
  });

  it("reads the value of a column cell that repeats its label ('Rang F' under 'Rang')", () => {
    const lines = ['Catégorie | Rang | Place | Prix', 'Orchestre | Rang F | 31 | 45,00 €'];
    expect(valuesOf(lines, 'row')).toContain('F');
    expect(valuesOf(lines, 'row')).not.toContain('Rang F');
  });

  it("reads a bilingual label ('Rangée Row | F') as a label, not as a row named 'Row'", () => {
    expect(valuesOf(['Section Section | 108', 'Rangée Row | F'], 'row')).toContain('F');
  });

  it.each([
    ['Tribuna Este, Fila 12, Asiento 8', 'Tribuna Este'],
    ['Zona B · Fila 3 · Asiento 14', 'Zona B'],
    ['Tribune P, Row 3, Seats 14-15', 'Tribune P'],
    ['SECTION Upper West Stand | ROW S | SEAT 3', 'Upper West Stand'],
    ['Zona: B · Fila: 3 · Asiento: 14', 'B'],
  ])("keeps a stand's or zone's word in its name: %s", (line, section) => {
    expect(valuesOf([line], 'section')).toContain(section);
  });

  it.each([
    [['Mezzanine', 'Row AA, Seats A1-A3'], 'Mezzanine'],
    [['Platea Baja', 'Fila K · Asiento 14'], 'Platea Baja'],
  ])('reads the section on the line above its row: %j', (lines, section) => {
    expect(valuesOf(lines, 'section')).toContain(section);
  });

  it("takes a label beside a name that holds a label word for no table header ('Escenario | Movistar Arena')", () => {
    const lines = [
      'Escenario | Movistar Arena - Bogotá',
      'Fecha | Sábado, 18 de julio de 2026',
      'Fila | M',
      'Sillas | 31, 32',
    ];
    expect(valuesOf(lines, 'section')).not.toContain('Fecha');
    expect(valuesOf(lines, 'row')).toContain('M');
    expect(valuesOf(lines, 'seats')).toContain('31,32');
  });

  it("counts no tickets another event offers ('Meer in Paradiso' / '4 tickets te koop')", () => {
    const lines = [
      'Mira Sol',
      '1 × Staanplaats',
      'Meer in Paradiso',
      'Hollow Pines · za 25 apr 2026 · 4 tickets te koop',
    ];
    expect(valuesOf(lines, 'quantity')).toEqual(['1']);
  });

  it('reads no count of tickets in a column that numbers the rows', () => {
    const lines = [
      'Entrada | Sector | Fila | Asiento | Precio',
      '1 | 104 | 12 | 1 | 46,00 €',
      '2 | 104 | 12 | 2 | 46,00 €',
      '3 | 104 | 13 | 1 | 46,00 €',
      'Entradas (3) | 138,00 €',
    ];
    const fromNumbers = generateCandidates(emailDocument({ lines })).candidates.filter(
      (candidate) => candidate.field === 'quantity' && candidate.labelWords.join(' ') === 'entrada',
    );
    expect(fromNumbers).toEqual([]);
    expect(valuesOf(lines, 'quantity')).toContain('3');
  });

  it('reads no count of tickets in a table row of an add-on or a fee', () => {
    const lines = [
      'Description | Qty | Price | Total',
      'Box Seat - Section 108, Row F, Seats 1, 2, 3, 4 | 4 | $18.00 | $72.00',
      'Parking - DBAP Lot 5 | 1 | $10.00 | $10.00',
      'Convenience Fee | 3 | $3.25 | $9.75',
    ];
    expect(valuesOf(lines, 'quantity')).toEqual(['4']);
  });

  it('reads no count of tickets in an add-on ("1 x Parking Pass", "programme x1")', () => {
    expect(valuesOf(['1 x Parking Pass · valid event day only'], 'quantity')).toEqual([]);
    expect(valuesOf(['Scorecard & souvenir programme x1 £3.00'], 'quantity')).toEqual([]);
    expect(valuesOf(['2 x Food voucher £10.00'], 'quantity')).toEqual([]);
    expect(valuesOf(['2 x Standard Admission · $68.00 ea'], 'quantity')).toContain('2');
  });

  it('reads no count in brackets on a line that names no general admission', () => {
    expect(valuesOf(['Inbox (2)'], 'quantity')).toEqual([]);
  });

  it('does not take a Georgia address for general admission', () => {
    expect(valuesOf(['Peachtree Hall, Atlanta, GA 30306'], 'generalAdmission')).toEqual([]);
  });
});

describe('event and venue candidates', () => {
  it.each(['Kabarett & Comedy', 'Commedia musicale', 'Klassik'])(
    "takes no genre for a name: '%s'",
    (genre) => {
      const names = valuesOf(
        ['Vielen Dank für Ihre Bestellung!', 'Die Spätzle-Sisters: Alles Maultasche', genre],
        'eventName',
      );
      expect(names).toContain('Die Spätzle-Sisters: Alles Maultasche');
      expect(names).not.toContain(genre);
    },
  );

  it.each([
    'Stockport Road, Ardwick, Manchester M12 6AP',
    '146 Broadway, Brooklyn, NY 11211',
    'Town Hall Parade, London SW2 1RJ',
    'Brunton Avenue, Richmond VIC 3002',
  ])("takes no part of an address that starts with its street for a venue: '%s'", (address) => {
    const venues = valuesOf(['Your tickets', 'Electric Brixton', address], 'venue');
    expect(venues).toContain('Electric Brixton');
    expect(venues.filter((venue) => address.startsWith(venue))).toEqual([]);
  });

  it("takes no postcode and its town for a venue ('20457 Hamburg'), but a venue named by a number ('2300 Arena')", () => {
    const venues = valuesOf(
      ['Ihre Tickets', 'Stage Theater im Hafen Hamburg', '20457 Hamburg', '2300 Arena'],
      'venue',
    );
    expect(venues).toContain('Stage Theater im Hafen Hamburg');
    expect(venues).toContain('2300 Arena');
    expect(venues).not.toContain('20457 Hamburg');
  });

  it.each(['Portland Pines vs. Austin Armadillos', 'England v Pakistan', 'Köln gegen Bremen'])(
    "reads a game ('%s') as an event's name, never as a venue",
    (game) => {
      const lines = [`${game}, THU 04/01/2027 3:10 PM`, 'Pines Park at Willamette Yards'];
      expect(valuesOf(lines, 'eventName')).toContain(game);
      expect(valuesOf(lines, 'venue')).not.toContain(game);
      expect(valuesOf(lines, 'venue')).toContain('Pines Park at Willamette Yards');
    },
  );

  it.each([
    ['Event', 'Location'],
    ['Veranstaltung', 'Ort'],
    ['Evento', 'Lugar'],
    ['Événement', 'Lieu'],
    ['Evenement', 'Locatie'],
  ])('reads the labels %s and %s', (eventLabel, venueLabel) => {
    const lines = [`${eventLabel}: Cobalt Lanterns`, `${venueLabel}: Harborview Pavilion`];
    expect(valuesOf(lines, 'eventName')).toContain('Cobalt Lanterns');
    expect(valuesOf(lines, 'venue')).toContain('Harborview Pavilion');
  });

  it.each([
    [['Ball Arena', '1000 Chopper Cir, Denver, CO 80204'], '1000 Chopper Cir'],
    [['Shubert Theatre', '225 West 44th Street, New York, NY 10036'], '225 West 44th Street'],
    [['Teatro Español - Sala Principal', 'Calle del Príncipe, 25 · Madrid'], 'Calle del Príncipe'],
    [['Paradiso', 'Weteringschans 6-8, Amsterdam', 'Kerkstraat 12, Amsterdam'], 'Kerkstraat 12'],
    [['Palacio de los Deportes', 'Av. Río Churubusco y Añil s/n, Iztacalco'], 'Av. Río Churubusco'],
  ])('offers the venue over its address, never the street: %j', (lines, street) => {
    const venues = valuesOf(lines, 'venue');

    expect(venues).toContain(lines[0]!.split(' - ')[0]);
    expect(venues.filter((venue) => venue.startsWith(street))).toEqual([]);
  });

  it.each([
    [
      ['Venue details', 'Midtown Hall'],
      ['venue', 'details'],
    ],
    [['Ball Arena', 'Midtown Hall'], []],
  ])('takes a heading over a line for its label only when it starts with a known one: %j', (lines, label) => {
    const below = generateCandidates(emailDocument({ lines })).candidates.find(
      (candidate) => candidate.field === 'venue' && candidate.source === 'below',
    );

    expect(below?.labelWords ?? []).toEqual(label);
  });

  it.each(['Texto y dirección: Irene Ocaña', 'Buch und Regie: Jonas Feld', 'Music & Lyrics: Tom Avery'])(
    'takes no credit under a title for a name: %s',
    (credit) => {
      expect(valuesOf(['La casa de los relojes', credit], 'eventName')).not.toContain(credit);
    },
  );

  it.each(['Zahlungsart: | PayPal', 'Código de compra | TK-4471902'])(
    'takes a label and its value for no name: %s',
    (line) => {
      expect(valuesOf([line], 'eventName')).not.toContain(line);
    },
  );

  it.each([
    ['Add to calendar', 'Add'],
    ['View tickets | Add to Apple Wallet', 'Add to Apple Wallet'],
    ['Doors 7:00 PM · Set 8:00 PM CT', 'Doors 7:00 PM'],
  ])('takes no button, time or number label for a name: %s', (line, value) => {
    const lines = ['Date and time', 'Sat, Aug 14, 2027 8:30 PM', line, 'Location', 'Coyote Drive-In'];
    expect(valuesOf(lines, 'venue')).not.toContain(value);
    expect(valuesOf(lines, 'venue')).toContain('Coyote Drive-In');
  });

  it.each([
    'Durée : environ 3h10 avec un entracte',
    'Bestellnummer E-26-0471193',
    'met support: Velvet Dunes',
  ])('takes no duration, order code or support act for a name: %s', (line) => {
    const lines = ['Mira Sol', line, 'Paradiso, Amsterdam'];
    const names = [...valuesOf(lines, 'eventName'), ...valuesOf(lines, 'venue')];
    expect(names).not.toEqual(expect.arrayContaining([expect.stringMatching(/Durée|E-26-0471193|Velvet/)]));
  });

  it("takes the label of a number for no name ('Code : 4410 9981 2276 5501')", () => {
    const lines = [
      'Les Nuits Salines 2026',
      'Saline royale, Grande Rue, Arc-et-Senans',
      'Code : 4410 9981 2276 5501',
    ];
    expect(valuesOf(lines, 'venue')).not.toContain('Code');
    expect(valuesOf(lines, 'venue')).toContain('Saline royale');
  });

  it.each([
    'Special Guest: Malu Fenn',
    'met support: Velvet Dunes',
    'Sinfonia Limmattal · Aurelio Bastiani, Leitung',
    'Compagnie Dijlewater & NTGent · tekst Mathias Verhulst',
    'A new musical by Orla Keaveney & Dan Moriarty',
    'Clara Solsona, voz · Quartet Mediterrània · Pau Ferrer, piano',
    'with special guests Lumen Hart and The Parallels',
    'goście specjalni: Sowa Śnieżna, Marta Lis',
    'Ospiti speciali: I Cani Sciolti',
    'Oppvarming: Nordlys',
  ])('takes no support act or credit for the event: %s', (credit) => {
    expect(valuesOf(['Mahlers Fünfte', credit], 'eventName')).not.toContain(credit);
  });

  it.each([
    'Sehr geehrte Frau Lindqvist,',
    'Dear Tony Marchand,',
    'Madame, Monsieur,',
    'Beste Sanne,',
    'Hej Elin,',
    'Olá Miguel Sarmento,',
    'Kære Mette,',
    'Dzień dobry Pani Anno,',
    'Hyvä asiakas,',
    'Estimado/a Sr./Sra. Ibáñez Corral:',
  ])('takes no greeting for a name: %s', (greeting) => {
    const names = valuesOf([greeting, 'Nordische Klänge: Sibelius & Grieg'], 'eventName');
    expect(names).not.toContain(greeting.replace(/[,:]$/, ''));
    expect(names).toContain('Nordische Klänge: Sibelius & Grieg');
  });

  it.each([
    'Sexta-feira, 19 de fevereiro de 2027, 21h30',
    'Venerdì, 14 maggio 2027 - ore 21:00',
    'Lørdag, 5. juni 2027 kl. 20.00',
    'Piątek, 6 marca 2027, 20:00',
  ])('takes no weekday for a venue: %s', (dateLine) => {
    const venues = valuesOf(['RITA CARVALHAL - FADO AO CENTRO', dateLine, 'Coliseu dos Recreios'], 'venue');
    expect(venues).not.toContain(dateLine.split(',')[0]);
    expect(venues).toContain('Coliseu dos Recreios');
  });

  it.each(['The Box Office Team', 'Ihr Ticketing Team', "L'équipe billetterie"])(
    'takes no sign-off for a name: %s',
    (signOff) => {
      expect(valuesOf(['Mireille Dauphin Quartet', signOff], 'eventName')).not.toContain(signOff);
    },
  );

  it("takes no presenter for the event ('Meadows Chamber Players presents')", () => {
    const names = valuesOf(
      ['Meadows Chamber Players presents', 'A Winter Serenade', 'Saturday 12 December 2026, 7:30pm'],
      'eventName',
    );
    expect(names).not.toContain('Meadows Chamber Players presents');
    expect(names).toContain('A Winter Serenade');
  });

  it("takes no singer of an opera's cast for a name or venue ('Tristan: Henrik Aldmann · Isolde: …')", () => {
    const lines = [
      'TRISTAN UND ISOLDE',
      'Tristan: Henrik Aldmann · Isolde: Maren Ekström · König Marke: Ludvig Sandqvist',
      'Sonntag, 14. März 2027, 17:00 Uhr',
    ];
    expect([...valuesOf(lines, 'eventName'), ...valuesOf(lines, 'venue')]).not.toContain('Henrik Aldmann');
    // A line of labels the lexicon knows is no cast: its venue stays.
    expect(valuesOf(['Datum: 14.03.2027 · Ort: Wiener Staatsoper'], 'venue')).toContain('Wiener Staatsoper');
  });

  it("takes no seat numbers joined by a word for a name ('15 y 17', '3 und 4')", () => {
    const names = valuesOf(
      ['Don Giovanni', 'Patio de butacas | 9 | 15 y 17', 'Parkett | 3 und 4'],
      'eventName',
    );
    expect(names).not.toContain('15 y 17');
    expect(names).not.toContain('3 und 4');
  });

  it("still takes a title that opens like a greeting without its comma ('Hello, Dolly!')", () => {
    expect(valuesOf(['Your tickets', 'Hello, Dolly!'], 'eventName')).toContain('Hello, Dolly');
  });

  it.each(['Red Car Park', 'Stadium East Parking Garage', 'Parkhaus Nord'])(
    'takes no car park for a venue: %s',
    (parking) => {
      expect(
        valuesOf(['Parking', `${parking}, Sat 27 Jun`, 'Wembley Stadium, London'], 'venue'),
      ).not.toContain(parking);
    },
  );

  it('still takes a work for the piano as the event ("Mozart, Piano Concerto No. 21")', () => {
    expect(valuesOf(['Your tickets', 'Mozart, Piano Concerto No. 21'], 'eventName')).toContain(
      'Mozart, Piano Concerto No. 21',
    );
  });

  it("offers 'Place Bell' as a venue, not as a seat", () => {
    const venue = generateCandidates(
      emailDocument({ lines: ['Coralie Fontaine', 'Place Bell, 1950 rue Claude-Gagné, Laval (QC) H7N 0E4'] }),
    ).candidates.find((candidate) => candidate.field === 'venue' && candidate.value === 'Place Bell');
    expect(venue?.traits).not.toContain('starts:seat');
  });

  it('takes no label of a table header for a name', () => {
    const lines = ['Voorstelling | Prijstype | Prijs', 'Het huis aan de Leie | Volledig tarief | € 32,00'];
    expect(valuesOf(lines, 'eventName')).not.toContain('Prijstype');
    expect(valuesOf(lines, 'eventName')).toContain('Het huis aan de Leie');
  });

  it('offers the parts of a title and of the subject', () => {
    const doc = emailDocument({ subject: 'Your tickets for Coldplay at Wembley Stadium', lines: ['Hi'] });
    const names = generateCandidates(doc)
      .candidates.filter((c) => c.field === 'eventName')
      .map((c) => c.value);
    expect(names).toEqual(expect.arrayContaining(['Coldplay', 'Wembley Stadium']));
  });
});

describe('the lexicon', () => {
  it.each([
    ["Lieu : Théâtre de l'Odéon, place de l'Odéon, Paris 6e", false],
    ['1 place du Châtelet, 75001 Paris', false],
    ['Placement : Parterre, rang 8, places 15 et 16', true],
    ['Place 14', true],
    ['Zaal: Rang 1, Rij C, Zetel 21', true],
  ])('hears a seat in "%s": %s', (line, seat) => {
    expect(lexiconClassesOf(words(line)).includes('seat')).toBe(seat);
  });

  it.each(['Varco', 'Portão', 'Brama', 'Wejście', 'Indgang', 'Inngang', 'Portti'])(
    "knows '%s' for a gate, whose number is no section",
    (label) => {
      expect(lexiconClassesOf(words(label))).toEqual(['gate']);
    },
  );
});

describe('rows of an order that are no tickets, and tickets that add up', () => {
  it("reads no seats or count in a table row that names an add-on ('Park & Ride – Zoo Lot | 2 riders')", () => {
    const lines = [
      'Location | Seats | Price',
      'Section J2, Row 14 | 101-102 | 2 @ $89.00',
      'Park & Ride – Zoo Lot | 2 riders, departs 5:30–7:00 PM | 2 @ $12.00',
      'Preferred Parking – Lot D | 1 vehicle | 1 @ $60.00',
    ];

    const seats = valuesOf(lines, 'seats');
    expect(seats).toContain('101,102');
    expect(seats).not.toContain('2');
    expect(seats).not.toContain('1');
  });

  it("adds up kinds of ticket at their prices in one cell ('2 x Adult @ £36.00, 1 x Junior @ £15.00')", () => {
    expect(valuesOf(['Tickets | 2 x Adult @ £36.00, 1 x Junior (U18) @ £15.00'], 'quantity')).toContain('3');
    expect(valuesOf(['Tickets | 2 x Adult @ £36.00'], 'quantity')).toEqual(['2']);
  });
});

describe("a theatre's area with its side", () => {
  it.each([
    [['Parkett links, Reihe 14,', 'Plätze 11, 12, 13, 14'], 'Parkett links'],
    [['Parkett links Reihe 14 Platz 11'], 'Parkett links'],
    [['Orchestra Center Row M Seats 101-102'], 'Orchestra Center'],
  ])('reads %j with its side as the section', (lines, section) => {
    expect(valuesOf(lines, 'section')).toContain(section);
  });
});

describe('name traits', () => {
  const traitsOf = (lines: string[], value: string) =>
    generateCandidates(emailDocument({ lines })).candidates.find(
      (candidate) => candidate.field === 'eventName' && candidate.value === value,
    )?.traits ?? [];

  it("marks a name followed by its street or postcode ('Jan Petersen, Ostertorstraße 12, 31785 Hameln')", () => {
    const value = 'Jan Petersen, Ostertorstraße 12, 31785 Hameln';
    expect(traitsOf(['Bestellnummer: 0312-1719', value], value)).toContain('with-street');
    // Decision 381: after the customer's label, no name at all.
    expect(traitsOf(['Bestellnummer: 0312-1719', `Kunde: ${value}`], `Kunde: ${value}`)).toEqual([]);
    expect(
      traitsOf(['HSG Weserbergland - TuS Lahnau 09'], 'HSG Weserbergland - TuS Lahnau 09'),
    ).not.toContain('with-street');
  });

  it("weighs a label word before words alone apart from one before a number ('Stage Theater an der Elbe', 'Section 112')", () => {
    expect(traitsOf(['Stage Theater an der Elbe'], 'Stage Theater an der Elbe')).toContain(
      'starts-words:section',
    );
    expect(traitsOf(['Stage Theater an der Elbe'], 'Stage Theater an der Elbe')).not.toContain(
      'starts:section',
    );
  });
});

describe('Italian mail', () => {
  it("reads no name in a label of a booking code ('Prenotazione / Booking: S27-004512')", () => {
    expect(
      valuesOf(['Prenotazione / Booking: S27-004512', 'IL RITORNO DI ERMIONE'], 'eventName'),
    ).not.toContain('Prenotazione / Booking: S27-004512');
  });

  it("knows 'Stadio' as a venue's word ('Milano, Stadio San Siro')", () => {
    const venue = generateCandidates(emailDocument({ lines: ['Milano, Stadio San Siro'] })).candidates.find(
      (candidate) => candidate.field === 'venue' && candidate.value === 'Stadio San Siro',
    );
    expect(venue?.traits).toContain('venue-noun');
  });

  it("reads 'Settore | Nominativo | Importo' as a table's header, not a section 'Nominativo'", () => {
    const lines = [
      'Settore | Nominativo | Importo',
      'Tribuna Monte Mario Numerata · Ingresso 12 · Fila F · Posto 112 | GALLO STEFANO | € 85,00',
    ];
    expect(valuesOf(lines, 'section')).not.toContain('Nominativo');
  });
});

describe('counts that are no counts of tickets', () => {
  it("counts no rental named first ('Lawn Chair Rental | 2'), but a ticket row that mentions one", () => {
    const lines = [
      'Item | Qty | Amount',
      'LAWN GA · General Admission Lawn · rental chairs available on site | 4 | $159.80',
      'Lawn Chair Rental · Pick up at the Lawn Chair tent, Gate B | 2 | $30.00',
    ];
    const counts = valuesOf(lines, 'quantity');
    expect(counts).toContain('4');
    expect(counts).not.toContain('2');
  });

  it.each([
    'Under 18 tickets must be used by a supporter under the age of 18.',
    'GATE (THYRA): 13 ROW (SEIRA): 22 SEAT (THESI): 101',
  ])('reads no count in an age or a glossed row: %s', (line) => {
    expect(valuesOf(['Your tickets', line], 'quantity')).toEqual([]);
  });

  it("adds up kinds without prices ('Tickets | 2x Adult, 1x Child (0-17)')", () => {
    expect(valuesOf(['Tickets | 2x Adult, 1x Child (0-17)'], 'quantity')).toContain('3');
  });
});

describe('Japanese venues', () => {
  it("reads a venue without its prefecture in brackets ('東京国際フォーラム ホールA（東京都）')", () => {
    expect(valuesOf(['■会場 ：東京国際フォーラム ホールA（東京都）'], 'venue')).toContain(
      '東京国際フォーラム ホールA',
    );
  });
});

describe('transaction dates', () => {
  it("labels when a transfer was accepted as a date of the sale, not of the event ('Accepted: 22 Feb 2027, 21:48')", () => {
    expect(lexiconClassesOf(words('Accepted'))).toContain('purchase');
    expect(lexiconClassesOf(words('Accepted on'))).toContain('purchase');
  });
});

describe('support acts and gates', () => {
  it("reads no name or venue in DICE's support act under the headliner ('+ Halftone Saints')", () => {
    const lines = ['MIRA VOSS', '+ Halftone Saints', 'Sat 6 Feb, 8:00 pm', 'Village Underground'];
    expect(valuesOf(lines, 'venue')).not.toContain('+ Halftone Saints');
    expect(valuesOf(lines, 'eventName')).not.toContain('+ Halftone Saints');
  });

  it("reads a gate's letter with its gate under a spaced header ('ENTRANCE BLOCK ROW SEAT' / 'Gate H U22 41 112')", () => {
    const lines = ['ENTRANCE BLOCK ROW SEAT', 'Gate H U22 41 112'];
    expect(valuesOf(lines, 'section')).toContain('U22');
    expect(valuesOf(lines, 'section')).not.toContain('H U22');
  });
});
