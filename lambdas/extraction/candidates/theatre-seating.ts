import type { TextLine } from '../text/document-lines.ts';
import type { LabelledValue } from '../text/label-pairs.ts';
import { foldText } from '../text/normalise.ts';

// The last word of a theatre's seating area ('Front Stalls', 'Dress Circle', 'ORCH', 'Grand Tier').
const areaWords = new Set([
  'stalls',
  'circle',
  'balcony',
  'gallery',
  'mezzanine',
  'mezz',
  'orchestra',
  'orch',
  'parterre',
  'tier',
  'amphitheatre',
  'loge',
  // A church's concert: the nave, the chancel.
  'nave',
  'chancel',
  // The same areas in German, Dutch, French, Spanish, Italian and Portuguese halls.
  'parkett',
  'balkon',
  'galerie',
  'empore',
  'orchestre',
  'corbeille',
  'balcon',
  'parquet',
  'platea',
  'palco',
  'anfiteatro',
  'galleria',
  'plateia',
  'mezzanino',
]);

const area = String.raw`(\p{Lu}[\p{L}'’]*(?:\s+\p{Lu}[\p{L}'’]*){0,2})`;
const join = String.raw`(?:\s*[,&/]\s*|\s*[-–]\s*|\s+(?:and|&)\s+)`;
// 'Front Stalls K 14-15', 'Dress Circle B 12, 13': an area, its row's letter, then the seats.
const areaRowSeats = new RegExp(String.raw`^${area}\s+(\p{Lu}{1,2})\s+(\d{1,3}(?:${join}\d{1,3})*)$`, 'u');
// 'ORCH H101, H102', 'K14-K17', 'BALCONY - C14, C15, C16': seat codes that start with their row's
// letter, all the same one.
const seatCodes = new RegExp(
  String.raw`^(?:${area}(?:\s*[-–:]\s*|\s+))?(\p{Lu}{1,2})(\d{1,3})((?:${join}\2?\d{1,3})+)$`,
  'u',
);

// '2 tickets · Mezzanine': the area after the count, its seats given out later.
const countThenArea = new RegExp(String.raw`^\d{1,2}\s+(?:tickets?|seats?)\s*[·,|–-]\s*${area}$`, 'iu');

// 'Row H | H14, H15': seat codes in the cell after their row, with its letter.
const rowCell = /^(?:row|rij|reihe|fila|rang|riga)\s+(\p{Lu}{1,2})$/iu;
const codesOfRow = (text: string, letter: string): string | undefined => {
  const codes = text.split(new RegExp(join, 'u'));
  if (!codes.every((code) => code.startsWith(letter) && /^\d{1,3}$/.test(code.slice(letter.length))))
    return undefined;
  return text.replaceAll(letter, '');
};

// 'Grand Circle, Row D, D17, D18', 'Stalls Row H H5–H7', 'Row B - B12, B13': the same codes after their
// row inside one cell.
const rowThenCodes = new RegExp(
  String.raw`(?:^|[\s,·])(?:[Rr]ow|ROW|[Rr]ij|RIJ|[Rr]eihe|REIHE|[Ff]ila|FILA|[Rr]ang|RANG)\s+(\p{Lu}{1,2})(?:\s*[,–-]\s*|\s+)(\p{Lu}{1,2}\d{1,3}(?:${join}\p{Lu}{0,2}\d{1,3})*)$`,
  'u',
);

// The side of an area after its name ('Parkett links', 'Orchestra Center', 'Platea izquierda').
export const sideWords = new Set(
  (
    'left right centre center middle links rechts mitte gauche droite centrale izquierda derecha centro ' +
    'sinistra destra midden esquerda direita'
  ).split(' '),
);

/**
 * Whether a name ends in a theatre's seating area ('Dress Circle', 'Front Stalls', 'ORCH'), perhaps with
 * its side after it ('Parkett links').
 */
export function namesArea(name: string): boolean {
  const words = name.split(/\s+/).map(foldText);
  if (words.length > 1 && sideWords.has(words.at(-1)!)) words.pop();
  return areaWords.has(words.at(-1)!);
}

interface Reading {
  area?: string | undefined;
  row?: string;
  seats?: string;
}

function readCell(text: string): Reading | undefined {
  const spaced = areaRowSeats.exec(text);
  if (spaced && namesArea(spaced[1]!)) return { area: spaced[1], row: spaced[2]!, seats: spaced[3]! };
  const counted = countThenArea.exec(text);
  if (counted && namesArea(counted[1]!)) return { area: counted[1] };
  const codes = seatCodes.exec(text);
  if (!codes?.[1] || !namesArea(codes[1])) return undefined;
  return { area: codes[1], row: codes[2]!, seats: `${codes[3]}${codes[4]!.replaceAll(codes[2]!, '')}` };
}

/**
 * Theatre seating written without its keywords: 'Front Stalls K 14-15', seat codes that carry their row
 * after their area ('Seats | ORCH H101, H102') or after their row ('Row H | H14, H15'), and an area after
 * a count ('2 tickets · Mezzanine'). Read as the area (a lead, as before a row keyword), the row's letter
 * and the seats. Other codes stay seats ('Seats | M11 - M13', decision 118): alone, the letter may be part
 * of the seat's name.
 */
export function theatreSeatingPairs(line: TextLine): LabelledValue[] {
  const pairs: LabelledValue[] = [];
  line.cells.forEach((cell, cellIndex) => {
    const inCell = rowThenCodes.exec(cell.trim());
    const row = inCell?.[1] ?? rowCell.exec(line.cells[cellIndex - 1]?.trim() ?? '')?.[1];
    const codes = inCell?.[2] ?? cell.trim();
    const seatsOfRow = row === undefined ? undefined : codesOfRow(codes, row);
    if (seatsOfRow !== undefined) {
      pairs.push({
        rawLabel: 'Seats',
        labelWords: ['seats'],
        value: seatsOfRow,
        line: line.index,
        labelLine: line.index,
        kind: 'inline',
        order: cellIndex * 100,
      });
      return;
    }
    const reading = readCell(cell.replace(/^[^:]{1,24}:\s+/, '').trim());
    if (!reading) return;
    const pair = (labelWords: string[], rawLabel: string, text: string, at: number): LabelledValue => ({
      rawLabel,
      labelWords,
      value: text,
      line: line.index,
      labelLine: line.index,
      kind: 'inline',
      order: cellIndex * 100 + at,
    });
    if (reading.area) pairs.push(pair(['_lead'], '', reading.area, 0));
    if (reading.row) pairs.push(pair(['row'], 'Row', reading.row, 1));
    if (reading.seats) pairs.push(pair(['seats'], 'Seats', reading.seats, 2));
  });
  return pairs;
}
