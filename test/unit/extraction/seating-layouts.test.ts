import { describe, expect, it } from 'vitest';
import { generateCandidates } from '../../../lambdas/extraction/candidates/generate-candidates.ts';
import { emailDocument } from './support/documents.ts';

const candidatesOf = (lines: string[]) => generateCandidates(emailDocument({ lines })).candidates;

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

  it.each([
    [
      'Section: Orchestra  Row: F  Seats: 101-102',
      ['section', 'Orchestra'],
      ['row', 'F'],
      ['seats', '101-102'],
    ],
    ['Block: K2  Reihe: 7  Platz: 14-15', ['block', 'K2'], ['reihe', '7'], ['platz', '14-15']],
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
    const sections = candidatesOf([line])
      .filter((candidate) => candidate.field === 'section' && candidate.source === 'inline')
      .map((candidate) => candidate.value);

    expect(sections).toContain(section);
  });

  it.each([
    ['Placement : Balcon - Rang C - Places 14, 15, 16', 'Balcon'],
    ['Seats: Orchestra, Row J, Seats 8 and 9', 'Orchestra'],
    ['ORCH  Row H  Seats 101, 102', 'ORCH'],
  ])('reads the section before the row after a label of the whole line: %s', (line, section) => {
    const sections = candidatesOf([line])
      .filter((candidate) => candidate.field === 'section')
      .map((candidate) => candidate.value);

    expect(sections).toContain(section);
    expect(sections.filter((value) => value.includes(':'))).toEqual([]);
  });

  it('keeps the first value of a line of labelled values', () => {
    const sections = candidatesOf(['Section: 101 Row: A Seat: 1, 2'])
      .filter((candidate) => candidate.field === 'section')
      .map((candidate) => candidate.value);

    expect(sections).toContain('101');
  });
});
