import { describe, expect, it } from 'vitest';
import { groupSeats, seatGroups } from '../../../lambdas/extraction/result/seat-groups.ts';
import type { ScoredCandidate } from '../../../lambdas/extraction/result/scored-candidate.ts';

const mention = (
  field: 'section' | 'row' | 'seats',
  value: string,
  line: number,
  order: number,
  probability = 0.9,
  labelWords: string[] = [],
): ScoredCandidate => ({
  field,
  value,
  ...(field === 'seats' ? { seats: value.split(',') } : {}),
  line,
  order,
  source: 'inline',
  labelWords,
  labelLine: line,
  traits: [],
  probability,
});

const described = (mentions: ScoredCandidate[]) =>
  seatGroups(mentions).map((group) => [group.section?.value, group.row?.value, groupSeats(group)]);

describe('seat groups', () => {
  it("gives seats a later note mentions again to the group that holds them, not to the one above ('las butacas 14 y 16')", () => {
    const groups = described([
      mention('section', 'Platea', 9, 100),
      mention('row', '8', 9, 200),
      mention('seats', '14', 9, 300),
      mention('section', 'Platea', 10, 100),
      mention('row', '8', 10, 200),
      mention('seats', '16', 10, 300),
      mention('section', 'Anfiteatro', 11, 100),
      mention('row', '2', 11, 200),
      mention('seats', '31', 11, 300),
      mention('seats', '14,16', 14, 100),
    ]);

    expect(groups).toEqual([
      ['Platea', '8', ['14', '16']],
      ['Anfiteatro', '2', ['31']],
    ]);
  });

  it("gives an attachment's seats with their row to the group that holds them, not to a section named alone above them", () => {
    const groups = described([
      mention('row', '8', 13, 200),
      mention('seats', '21', 13, 300),
      mention('row', '8', 14, 200),
      mention('seats', '22', 14, 300),
      mention('section', 'GRADINATA NON NUMERATA', 22, 100),
      mention('section', 'GRADINATA NON NUMERATA', 23, 100),
      mention('row', '8', 40, 200),
      mention('seats', '21,22', 40, 300),
    ]);

    // (The section alone, next to seats, is no group: decoding reads it as standing places.)
    expect(groups).toEqual([[undefined, '8', ['21', '22']]]);
  });

  it("reads two readings of one section on a line ('Parkett Loge' and 'Parkett') as one group", () => {
    // 'Platz: Sektor Parkett Loge / Reihe 7 / Sitzplatz 1-3'
    const groups = described([
      mention('section', 'Parkett Loge', 6, 100, 0.99),
      mention('section', 'Parkett', 6, 100, 0.54),
      mention('row', '7', 6, 200),
      mention('seats', '1,2,3', 6, 300),
    ]);

    expect(groups).toEqual([['Parkett Loge', '7', ['1', '2', '3']]]);
  });

  it('still reads two sections on one line as two groups', () => {
    // 'Sec 101 Row A Seats 1-2 · Sec 102 Row A Seats 1-2'
    const groups = described([
      mention('section', '101', 4, 100),
      mention('row', 'A', 4, 200),
      mention('seats', '1,2', 4, 300),
      mention('section', '102', 4, 400),
      mention('row', 'A', 4, 500),
      mention('seats', '1,2', 4, 600),
    ]);

    expect(groups).toEqual([
      ['101', 'A', ['1', '2']],
      ['102', 'A', ['1', '2']],
    ]);
  });

  it('reads one seat written in two languages as one group, on one line or on neighbouring lines', () => {
    // 'Parterre, Rangée 7, Place 12 · Parkett, Reihe 7, Platz 12', then a PDF's two lines per ticket.
    const groups = described([
      mention('section', 'Parterre', 8, 100),
      mention('row', '7', 8, 200, 0.9, ['rangee']),
      mention('seats', '12', 8, 300, 0.9, ['place']),
      mention('section', 'Parkett', 8, 400),
      mention('row', '7', 8, 500, 0.9, ['reihe']),
      mention('seats', '12', 8, 600, 0.9, ['platz']),
      mention('section', 'Parterre', 20, 100),
      mention('row', '7', 20, 200, 0.9, ['rangee']),
      mention('seats', '13', 20, 300, 0.9, ['place']),
      mention('section', 'Parkett', 21, 100),
      mention('row', '7', 21, 200, 0.9, ['reihe']),
      mention('seats', '13', 21, 300, 0.9, ['platz']),
    ]);

    expect(groups).toEqual([['Parterre', '7', ['12', '13']]]);
  });

  it('lists seats in seat order, whichever mention came first', () => {
    const groups = described([
      mention('section', 'Terrace Box 1248', 8, 100),
      mention('seats', '4', 8, 200),
      mention('seats', '3', 8, 300),
      mention('seats', 'A10,A9', 9, 100),
    ]);

    expect(groups).toEqual([['Terrace Box 1248', undefined, ['3', '4', 'A9', 'A10']]]);
  });

  it("reads a value under a seat's label as the seat, not also as a section ('Sitzplatz' / '19')", () => {
    // A PDF ticket after the order's line: 'Sektor' / 'Parkett', 'Reihe' / '19', 'Sitzplatz' / '19'.
    const groups = described([
      mention('section', 'Parkett', 5, 100, 0.96, ['sektor']),
      mention('row', '19', 5, 200, 0.99, ['reihe']),
      mention('seats', '17,19', 5, 300, 0.99, ['sitzplatz']),
      mention('section', 'Parkett', 36, 0, 0.88, ['sektor']),
      mention('row', '19', 38, 0, 0.99, ['reihe']),
      mention('section', '19', 40, 0, 0.87, ['sitzplatz']),
      mention('seats', '19', 40, 0, 0.84, ['sitzplatz']),
    ]);

    expect(groups).toEqual([['Parkett', '19', ['17', '19']]]);
  });
});
