import { describe, expect, it } from 'vitest';
import { generateCandidates } from '../../../lambdas/extraction/candidates/generate-candidates.ts';
import { nameTraits, titlePieces } from '../../../lambdas/extraction/candidates/name-candidates.ts';
import { emailDocument } from './support/documents.ts';

const namesOf = (lines: string[], ...fields: string[]) =>
  generateCandidates(emailDocument({ lines }))
    .candidates.filter((candidate) => fields.includes(candidate.field))
    .map((candidate) => candidate.value);

describe('name candidates', () => {
  // Decision 388.
  it("offers no name from a picture's placeholder ('[image: ]', '[image: See Tickets]')", () => {
    const names = namesOf(['[image: See Tickets]', '[image: ]', 'Junebug Riot'], 'eventName', 'venue');

    expect(names).toContain('Junebug Riot');
    expect(names).not.toContain('image');
  });

  // Decision 381.
  it("offers no name from the label of who bought the tickets ('Intestatario: Ferri & Associati Studio Legale')", () => {
    const names = namesOf(
      ['Intestatario: Ferri & Associati Studio Legale', 'Referente | Roberta Colombo', 'Aida'],
      'eventName',
      'venue',
    );

    expect(names).toContain('Aida');
    expect(names.filter((name) => /Ferri|Roberta/.test(name))).toEqual([]);
  });

  // Decision 380.
  it.each([
    'Erkel Ferenc operája három felvonásban, magyar nyelven, magyar és angol felirattal',
    'Peter Iľjič Čajkovskij · balet v dvoch dejstvách',
    'Lyrische Komödie in drei Aufzügen von Richard Strauss',
    'Opera in three acts by Giacomo Puccini',
  ])("offers no name from a line that tells the work's acts ('%s')", (line) => {
    const names = namesOf(['Bánk bán', line, 'So, 03.10.2027, 19:00 Uhr'], 'eventName', 'venue');

    expect(names).toContain('Bánk bán');
    expect(names.filter((name) => line.includes(name))).toEqual([]);
  });

  it("reads '1) Tosca' in a list of performances as 'Tosca', and keeps the number of '1. FC Köln'", () => {
    const names = namesOf(['1) Tosca', 'Giacomo Puccini', '1. FC Köln - FC Bayern München'], 'eventName');

    expect(names).toContain('Tosca');
    expect(names).not.toContain('1) Tosca');
    expect(names).toContain('1. FC Köln - FC Bayern München');
  });

  it("keeps the stop of initials ('Fontaines D.C.') and drops the one that ends a phrase", () => {
    const names = namesOf(['FONTAINES D.C.', 'Harbour Hall, Dublin.', 'Fri 12 Mar 2027 19:00'], 'eventName');

    expect(names).toContain('FONTAINES D.C.');
    expect(names).not.toContain('FONTAINES D.C');
    expect(names).toContain('Harbour Hall, Dublin');
  });

  it("keeps the stop of 'Jr.' and drops a low opening quote ('„Weihnachtsoratorium I-III') (decision 392)", () => {
    const names = namesOf(
      ['Into the Woods Jr.', '„Weihnachtsoratorium I-III“', 'Sat 12 Jun 2027 19:00'],
      'eventName',
    );

    expect(names).toContain('Into the Woods Jr.');
    expect(names).toContain('Weihnachtsoratorium I-III');
  });

  it("keeps a match's two sides together in a long labelled title ('Tammerkoski HT - Kaleva Kiekko · Liiga, …')", () => {
    const names = namesOf(
      ['Tapahtuma | Tammerkoski HT - Kaleva Kiekko · Liiga, runkosarja 2026-2027', 'la 20.2.2027 klo 17.00'],
      'eventName',
    );

    expect(names).toContain('Tammerkoski HT - Kaleva Kiekko');
    expect(names).not.toContain('Kaleva Kiekko · Liiga');
  });

  it("marks the night's promotion after a game in a plan ('… vs. Boston Harborcats · Teddy Bear Toss')", () => {
    const title = 'Toronto Ironclads vs. Boston Harborcats · Teddy Bear Toss';
    const game = titlePieces(title, false).find(
      (piece) => piece.text === 'Toronto Ironclads vs. Boston Harborcats',
    );

    expect(game?.traits).toContain('piece-next:promotion');
    expect(nameTraits(title)).toContain('promotion-word');
    expect(nameTraits('Toronto Ironclads vs. Boston Harborcats')).not.toContain('promotion-word');
  });

  it("offers no known label with its value as a name ('Zahlungsart: TWINT', 'Číslo objednávky: 240117553')", () => {
    const names = namesOf(
      ['Zahlungsart: TWINT', 'Číslo objednávky: 240117553', 'Halcyon Drive: Paper Skies Tour'],
      'eventName',
    );

    expect(names).toContain('Halcyon Drive: Paper Skies Tour');
    expect(names).not.toContain('Zahlungsart: TWINT');
    expect(names).not.toContain('Číslo objednávky: 240117553');
  });

  it("marks a composer's name alone ('Richard Wagner', 'WOLFGANG AMADEUS MOZART'), not a title with one", () => {
    expect(nameTraits('Richard Wagner')).toContain('composer');
    expect(nameTraits('WOLFGANG AMADEUS MOZART')).toContain('composer');
    expect(nameTraits('Mozart Requiem')).not.toContain('composer');
    expect(nameTraits('Tristan und Isolde')).not.toContain('composer');
  });

  it('keeps the closing quote of a quoted title, and marks a sentence that ends with 。', () => {
    expect(namesOf(['公演名: NEON PARADE ZEPP TOUR 2027 "SIGNAL"'], 'eventName')).toContain(
      'NEON PARADE ZEPP TOUR 2027 "SIGNAL"',
    );
    expect(nameTraits('多謝閣下使用 Cityline 購票。以下為閣下之購票紀錄。')).toContain('ends-stop');
    expect(namesOf(['Сині Верби. Тур «Повернення додому» · Палац спорту'], 'eventName')).toContain(
      'Сині Верби. Тур «Повернення додому»',
    );
  });

  it("keeps 'Center for (the) Performing Arts' in one venue name", () => {
    const names = namesOf(
      ['Where | Lied Center for Performing Arts, 301 N. 12th Street, Lincoln, NE 68588'],
      'venue',
    );

    expect(names).toContain('Lied Center for Performing Arts');
    expect(names).not.toContain('Lied Center');
  });

  it("offers no bare label as a name: 'Ort' of 'Ort: Waldbühne Berlin' is neither venue nor event", () => {
    const names = namesOf(
      ['Veranstaltung: Die Ärzte - Live 2027', 'Ort: Waldbühne Berlin'],
      'venue',
      'eventName',
    );

    expect(names).toContain('Waldbühne Berlin');
    expect(names.filter((name) => ['Ort', 'Veranstaltung'].includes(name))).toEqual([]);
  });

  it("offers no price as a name ('General 3 x 24,00 €', '2 x Adult @ £110.00', 'HK$880')", () => {
    const names = namesOf(
      ['La casa de los relojes parados', 'General 3 x 24,00 €', '2 x Adult @ £110.00', 'Red B | HK$880'],
      'venue',
      'eventName',
    );

    expect(names).toContain('La casa de los relojes parados');
    expect(names.filter((name) => /\d/.test(name))).toEqual([]);
  });

  it("reads a bilingual label by its Latin words and its glossed CJK ones ('座位 Seat No.' over '21')", () => {
    const seats = generateCandidates(
      emailDocument({ lines: ['區域 Area | 行 Row | 座位 Seat No.', 'Red B | 15 | 7'] }),
    )
      .candidates.filter((candidate) => candidate.field === 'seats' && candidate.source === 'column')
      .map((candidate) => [candidate.value, candidate.labelWords.join(' ')]);

    expect(seats).toContainEqual(['7', 'seat seat no']);
  });

  it("offers no piece of a date as a name ('Fri', 'Fri, Aug 20', 'Samstag')", () => {
    const names = namesOf(
      ['Hozier', 'Hollywood Bowl', 'Fri, Aug 20, 2027 8:00 PM', 'Samstag, 22. Mai'],
      'venue',
    );

    expect(names).toContain('Hollywood Bowl');
    expect(
      names.filter((name) => ['Fri', 'Fri, Aug 20', 'Samstag', '22. Mai', 'Samstag, 22. Mai'].includes(name)),
    ).toEqual([]);
  });

  it('keeps the closing bracket of a place it opened, and offers the place without its city ("Cascade Arena (Seattle)")', () => {
    const venues = namesOf(
      ['Breakers vs. Anchors', 'Sun 3/22/26 7:00pm PT · Cascade Arena (Seattle)'],
      'venue',
    );

    expect(venues).toContain('Cascade Arena');
    expect(venues.filter((venue) => venue.endsWith('(Seattle'))).toEqual([]);
  });

  it("takes no street written apart from its word for a venue ('Köpenicker Str. 70')", () => {
    const venues = namesOf(
      ['Ostwind: Glasshouse', 'Sat 20 Feb 2027, 23:00', 'Tresor', 'Köpenicker Str. 70, 10179 Berlin'],
      'venue',
    );
    expect(venues).toContain('Tresor');
    expect(venues.filter((venue) => venue.includes('Str.'))).toEqual([]);
  });

  it.each(['C’est confirmé', 'Fever Labs Inc'])('hears boilerplate in %s, as in Order confirmed', (value) => {
    expect(nameTraits(value).some((trait) => trait.startsWith('boiler:'))).toBe(true);
  });

  it('names a first word only from the vocabulary of labels and hints, never a performer or a city', () => {
    expect(nameTraits('The Eras Tour')).toContain('first:the');
    expect(nameTraits('Order 12345')).toContain('first:order');
    expect(nameTraits('Chicago Bulls at Milwaukee Bucks')).toContain('first:open');
    expect(nameTraits('Chicago Bulls at Milwaukee Bucks')).not.toContain('first:chicago');
  });
});
