import type { TextLine } from '../text/document-lines.ts';
import type { LabelledValue } from '../text/label-pairs.ts';
import { foldText, words } from '../text/normalise.ts';
import {
  hasSeatingKeyword,
  lexiconClassesOf,
  namingSectionWords,
  phraseClasses,
  seatingKeywordClass,
} from './lexicon.ts';
import { streetInText } from '../text/street-address.ts';
import { namesArea, sideWords } from './theatre-seating.ts';

interface Token {
  text: string;
  keyword?: string;
  separator: boolean;
}

const separatorToken = /^[,;|·•/\-–]+$/;
// 'Posti dal 21 al 27': the word that opens a range ('from') stands between a keyword and its value.
const filler = /^(?:no\.?|nr\.?|n°|nº|#|:|num\.?|number|dal|from|von|desde)$/i;

// 'Seat 7 – Seat 8' is the range 'Seat 7-8'.
const keywordRange =
  /\b(seats?|sitz(?:platz)?|pl[aä]tze?|asientos?|places?|stoel(?:en)?)\s*(\w+)\s*[-–]\s*\1\s*(\w+)/giu;

// Unicode-property patterns are module constants: esbuild (tsx, the bundles) turns a literal with
// \p{…} into `new RegExp(…)`, which would build it again on every call.
const lettersOnly = /^\p{L}+$/u;

// 'Asientos 3 y 4 · 65,00 € c/u': a price after the seats is a word, so the seat list ends before it. A
// sign before a number is that number's ('Seat 21 £55.00' is seat 21 at £55.00, not '21 £' and 55).
const moneyAmount =
  /(?:[$£€]|\b(?:EUR|USD|GBP|CHF)\b)\s?\d{1,6}(?:[.,]\d{3})*(?:[.,]\d{2})?|\b\d{1,6}(?:[.,]\d{3})*(?:[.,]\d{2})?\s?(?:€|EUR\b|£|\$|CHF\b)(?!\s?\d)/g;

// '5. sor, 11. szék': Hungarian writes the number first, as an ordinal; read as 'sor 5, szék 11'.
const ordinalFirst = /(?<![\d.])(\d{1,4})\.\s*(sor|sz[eé]k)(?![\p{L}\d])/giu;

function tokenise(cell: string): Token[] {
  const spaced = cell
    .replace(ordinalFirst, '$2 $1')
    .replace(moneyAmount, ' price ')
    // 'Seats 14–15*': a footnote's mark.
    .replace(/(\d)\*+(?=\s|$)/g, '$1')
    .replace(keywordRange, '$1 $2-$3')
    .replace(/([,;|·•/])/g, ' $1 ')
    .replace(/\s-\s/g, ' - ');
  return spaced
    .split(/\s+/)
    .filter((text) => text.length > 0)
    .map((text, i, all) => {
      const bare = foldText(text)
        .replace(/[.:]+$/, '')
        .replace(/\(s\)$/, '');
      // 'Patio de Butacas' (the stalls): a seating word after 'de' or 'of' is part of a name.
      const named = i > 0 && nameJoiner.test(all[i - 1]!);
      // 'Fila 5 - Lugar 1': before a number, the Portuguese 'lugar' is the seat (before a name, the venue).
      const keyword =
        lettersOnly.test(bare) && !named
          ? (seatingKeywordClass(bare) ??
            (bare === 'lugar' && /^\d/.test(all[i + 1] ?? '') ? 'seat' : undefined))
          : undefined;
      return { text, separator: separatorToken.test(text), ...(keyword ? { keyword } : {}) };
    });
}

const nameJoiner = /^(?:de|del|of)$/i;

// Words of an area that its name keeps ('Fangio Grandstand', 'Balkon I', 'Tribune Ossebroeken').
const areaNouns = new Set(['grandstand', 'stand', 'tribune', 'tribuna', 'balkon', 'balcony', 'balcon']);

const isAreaNoun = (token: Token | undefined) =>
  token !== undefined && sectionWord.test(token.text) && areaNouns.has(foldText(token.text));

/**
 * A capitalised name alone in its cell, perhaps ending in the word of an area it keeps ('Stalls',
 * 'Fangio Grandstand'), or that word and its number ('Balkon I', 'Tribune 2').
 */
const areaName = (tokens: readonly Token[]) =>
  (tokens.length === 2 && isAreaNoun(tokens[0]) && sectionCode.test(tokens[1]!.text)) ||
  tokens.every(
    (token, k) =>
      !token.separator &&
      sectionWord.test(token.text) &&
      (!token.keyword || (k === tokens.length - 1 && k > 0 && isAreaNoun(token) && !isAreaNoun(tokens[0]))),
  );

// 'Stalls', 'ORCH', 'MEZZ': a section's name in title case or capitals; 'K', '5' after it.
const sectionWord = /^\p{Lu}(?:\p{Ll}+|\p{Lu}+)$/u;
// …and its side after it, written small ('Parkett links').
const areaWord = (tokens: readonly Token[], k: number) =>
  sectionWord.test(tokens[k]!.text) ||
  (k > 0 && k === tokens.length - 1 && sideWords.has(foldText(tokens[k]!.text)));
const sectionCode = /^(?:\p{Lu}|\d{1,3})$/u;

// 'Seat 14 - 15 · 2 Tickets', 'SEATS 5-8 4 x Adult': a number before a word for tickets, or before
// 'x', counts them; it is no seat.
const countOfTickets = (tokens: readonly Token[], i: number) =>
  /^\d{1,2}[x×]$/i.test(tokens[i]!.text) ||
  (/^\d{1,2}$/.test(tokens[i]!.text) &&
    tokens[i + 1] !== undefined &&
    (/^[x×]$/i.test(tokens[i + 1]!.text) ||
      phraseClasses([foldText(tokens[i + 1]!.text)]).includes('quantity')));

// 'Seats 101 thru 104, for a total of …': a seat list ends where the sentence goes on in words.
const proseAfter = (tokens: readonly Token[], i: number) =>
  tokens[i]!.separator &&
  tokens[i + 1] !== undefined &&
  /^\p{L}{3,}$/u.test(tokens[i + 1]!.text) &&
  !/^(?:and|und|et|en|y)$/i.test(tokens[i + 1]!.text);

const valueLike = (token: Token | undefined) =>
  token !== undefined &&
  !token.separator &&
  !token.keyword &&
  (/\d/.test(token.text) || token.text.length <= 3);

/**
 * 'Placement : Balcon - Rang C - …', 'Seats: Orchestra, Row J, Seats 8 and 9': a label of the whole line
 * comes before the seating it names ('Section: 101 Row: A' keeps its first value).
 */
function withoutLineLabel(all: Token[]): Token[] {
  const labelEnd = all.findIndex((token, i) => i <= 1 && token.text.endsWith(':'));
  const labelled =
    labelEnd >= 0 && !valueLike(all[labelEnd + 1]) && all.slice(labelEnd + 1).some((token) => token.keyword);
  return labelled ? all.slice(labelEnd + 1) : all;
}

/** The part of a cell before its first keyword when it names the section, if it does. */
const listNumber = /^\d{1,2}[.)]$/;
// A word of four or more characters, or one with a digit, that ends a sentence ('WIM27-7702418.'), not 'St.'.
const sentenceEnd = /^(?:\S*\d\S*|\p{L}{4,})\.$/u;

function leadOf(tokens: Token[]): Token[] | undefined {
  const keywordCount = tokens.filter((token) => token.keyword).length;
  const first = tokens.findIndex((token) => token.keyword);
  // 'Kategorie II – Parterre links, Reihe 5, Platz 21 – 24': after the price band, the place.
  if (first === 0 && priceCategory.test(foldText(tokens[0]!.text)) && valueLike(tokens[1])) {
    const dash = tokens[2]?.text;
    const next = tokens.findIndex((token, i) => i > 2 && token.keyword);
    let end = next;
    while (end > 3 && tokens[end - 1]!.separator) end -= 1;
    const place = tokens.slice(3, end);
    if (
      (dash === '-' || dash === '–') &&
      tokens[next]?.keyword === 'row' &&
      place.length >= 1 &&
      place.length <= 3 &&
      place.every((token) => !token.separator && !token.keyword) &&
      /^\p{Lu}/u.test(place[0]!.text)
    )
      return place;
  }
  // 'Grand Tier · Row B, Seats 12–13', 'Upper Tier · Row F': a name that ends in its section word.
  if (
    first >= 1 &&
    first <= 2 &&
    tokens[first]!.keyword === 'section' &&
    tokens[first + 1]?.separator &&
    tokens[first + 2]?.keyword === 'row' &&
    tokens.slice(0, first).every((token) => !token.keyword && sectionWord.test(token.text))
  )
    return tokens.slice(0, first + 1);
  // 'Stalls Row F 12, 13', 'Dress Circle Row B', 'ORCH Row H': a capitalised name right before the row,
  // perhaps with a letter or number of its own ('Stalls K Row 7').
  if (
    first >= 1 &&
    first <= 3 &&
    tokens[first]!.keyword === 'row' &&
    tokens
      .slice(0, first)
      .every(
        (token, k, lead) =>
          !token.keyword && (areaWord(lead, k) || (k > 0 && k === first - 1 && sectionCode.test(token.text))),
      )
  )
    return tokens.slice(0, first);
  // 'Ticket 1 of 4, Mezzanine Row A Seat 1': the same name after what counts the tickets and a comma.
  const counter = ticketCounter.exec(tokens.map((token) => token.text).join(' '));
  if (counter && first >= 2 && tokens[first]!.keyword === 'row') {
    const comma = tokens.findIndex((token) => token.separator);
    const area = tokens.slice(comma + 1, first);
    if (
      comma > 0 &&
      area.length >= 1 &&
      area.length <= 3 &&
      area.every((token, k) => !token.keyword && areaWord(area, k))
    )
      return area;
  }
  // 'Grand Circle, Row D, D17, D18': a theatre's area and a comma before the row, where one keyword alone
  // makes no lead below.
  if (
    first >= 2 &&
    first <= 4 &&
    tokens[first]!.keyword === 'row' &&
    tokens[first - 1]!.separator &&
    tokens.slice(0, first - 1).every((token, k, lead) => !token.keyword && areaWord(lead, k)) &&
    namesArea(
      tokens
        .slice(0, first - 1)
        .map((token) => token.text)
        .join(' '),
    )
  )
    return tokens.slice(0, first - 1);
  // 'Reserved Seating, Circle – Row K – Seats 112-113', 'Pay what you can - Nave - Row C - Seat 11': a
  // theatre's area alone between separators before the row, after the kind of ticket.
  if (first >= 3 && tokens[first]!.keyword === 'row' && tokens[first - 1]!.separator) {
    let k = first - 1;
    while (k > 1 && first - 1 - k < 3 && !tokens[k - 1]!.separator && sectionWord.test(tokens[k - 1]!.text))
      k -= 1;
    const areaTokens = tokens.slice(k, first - 1);
    if (
      areaTokens.length > 0 &&
      tokens[k - 1]!.separator &&
      areaTokens.every((token) => !token.keyword) &&
      namesArea(areaTokens.map((token) => token.text).join(' '))
    )
      return areaTokens;
  }
  // 'Orchestra Right, Row B, Seats 115 & 116': the part before the first keyword and its separator, unless
  // it names the gate ('Puerta 14 · Sector 207 · Fila 15').
  // A count of tickets before it is no part of it ('3 tickets · Balkon, rij 3, stoel 12 t/m 14').
  // Nor the number of a list of tickets ('3. VIP Balcony · Row B · Seat 4 · Jess Albright').
  const listed = listNumber.test(tokens[0]?.text ?? '') ? 1 : 0;
  const start = countOfTickets(tokens, 0) && tokens[2]?.separator ? 3 : listed;
  if (keywordCount >= 2 && first - start >= 2 && first - start <= 5 && tokens[first - 1]!.separator) {
    // 'Order WIM27-7702418. Gangway 12, Row G': a sentence before the place is no part of it.
    const stop = tokens.slice(start, first - 2).findLastIndex((token) => sentenceEnd.test(token.text));
    const lead = tokens.slice(stop >= 0 ? start + stop + 1 : start, first - 1);
    if (
      lead.every((token) => !token.separator) &&
      !phraseClasses([foldText(lead[0]!.text)]).includes('gate') &&
      !(lead.length === 1 && ticketType.test(foldText(lead[0]!.text)))
    )
      return lead;
  }
  // 'Box B – Seats 3 & 4', 'Stalls, Seats 12-13': a theatre's area without rows, a capitalised name
  // (perhaps with its letter) and a separator before the seat numbers (not 'SAAL / PLATZ', a header,
  // nor 'Union Depot Hall, St. Paul').
  if (
    keywordCount === 1 &&
    tokens[first]?.keyword === 'seat' &&
    first >= 2 &&
    first <= 4 &&
    tokens[first - 1]!.separator &&
    /\d/.test(tokens[first + 1]?.text ?? '') &&
    sectionWord.test(tokens[0]!.text) &&
    tokens
      .slice(1, first - 1)
      .every((token) => sectionWord.test(token.text) || sectionCode.test(token.text)) &&
    !(first === 2 && ticketType.test(foldText(tokens[0]!.text))) &&
    !phraseClasses([foldText(tokens[0]!.text)]).includes('gate')
  )
    return tokens.slice(0, first - 1);
  // '… seated in Mezzanine, Row D, Seats 101 thru 104': in a sentence, the capitalised words before it.
  if (keywordCount >= 2 && first > 5 && tokens[first - 1]!.separator) {
    let k = first - 1;
    while (k > 0 && first - 1 - k < 3 && sectionWord.test(tokens[k - 1]!.text) && !tokens[k - 1]!.keyword)
      k -= 1;
    if (k < first - 1 && k > 0 && lowerWord.test(tokens[k - 1]!.text)) return tokens.slice(k, first - 1);
  }
  return undefined;
}

const lowerWord = /^\p{Ll}+$/u;
// 'Ticket 1 of 4,', 'Tickets 2/4 -': which of the tickets a line is, before its place.
const ticketCounter =
  /^(?:tickets?|billets?|entradas?|karten?)\s+\d{1,2}\s*(?:of|\/|von|de|sur)\s*\d{1,2}\s*[,·|-]/iu;

// 'Seating Table 14 · Seats 3, 4': a word that labels the place, before a place named with its word, is no
// part of it.
const placeLabels = new Set([
  'seating',
  'seat',
  'location',
  'placement',
  'platz',
  'plaats',
  'ubicacion',
  'posto',
]);
function withoutPlaceLabel(lead: Token[] | undefined): Token[] | undefined {
  if (!lead || lead.length < 3) return lead;
  const named = namingSectionWords.has(foldText(lead[1]!.text)) && /\d/.test(lead[2]!.text);
  return named && placeLabels.has(foldText(lead[0]!.text).replace(/:$/, '')) ? lead.slice(1) : lead;
}

// 'Standard · Række 7, Plads 12', 'Adult · Row F': the kind of ticket, not where it is.
const ticketType =
  /^(?:standard|adult|adults|regular|normal|child|senior|student|concession|voksen|barn|erwachsene|erwachsener|normalpreis|vollzahler|ermassigt|tickets?|billets?|entradas?|karten?|bilety?|biljett|billett|lippu|item|type|description)$/;

// 'St' is a seat's abbreviation, and a street's.
const namesRowOrSeat = (word: string) =>
  word !== 'st' && (seatingKeywordClass(word) === 'row' || seatingKeywordClass(word) === 'seat');

const floorWord = /^(?:level|tier|stage|etage|planta)$/;

const squareWithPostcode = /\b(?:platz|place|plaza|plein|piazza|plac)\s+\d{1,4}[a-z]?,\s+\d{4,5}\s+\p{Lu}/iu;

// A price band that names no place of its own when a section stands beside it.
const priceCategory = /^(?:categorie|category|kategorie|categoria)$/;

/**
 * Seating written as running text: 'SEC 112 ROW K SEAT 7-8', 'Block 112, Reihe K, Platz 7-8',
 * 'Sección 4 · Fila 12 · Asientos 7 y 8'. Each keyword's value runs to the next keyword.
 */
export function inlineSeatingPairs(line: TextLine): LabelledValue[] {
  const pairs: LabelledValue[] = [];
  if (!hasSeatingKeyword(words(line.text))) return pairs;
  // 'Level 4, 50 Goulburn Street, Sydney': a floor of an address, not a section.
  if (streetInText.test(line.text) && !words(line.text).some(namesRowOrSeat)) return pairs;
  // 'Olympischer Platz 3, 14053 Berlin': a square's house number before the postcode, no seat.
  if (squareWithPostcode.test(line.text)) return pairs;
  // Each cell's tokens after a label of the whole line ('Placement : Balcon - Rang C - …').
  const cellTokens = line.cells.map((cell) => withoutLineLabel(tokenise(cell)));
  const leads = cellTokens.map((tokens) => withoutPlaceLabel(leadOf(tokens)));
  // 'Stalls | Row P | Seats 21 & 22': a name alone in the cell before the row names the section.
  cellTokens.forEach((tokens, cellIndex) => {
    const following = cellTokens[cellIndex + 1];
    if (leads[cellIndex] || following?.[0]?.keyword !== 'row' || tokens.length === 0 || tokens.length > 3)
      return;
    // Not a table's header ('TICKET | ROW | SEAT | PRICE'): a ticket type is no place.
    if (areaName(tokens) && !(tokens.length === 1 && ticketType.test(foldText(tokens[0]!.text))))
      leads[cellIndex] = tokens;
  });
  const lineHasSection = cellTokens.some(
    (tokens, cellIndex) =>
      leads[cellIndex] !== undefined ||
      tokens.some((token) => token.keyword === 'section' && !priceCategory.test(foldText(token.text))),
  );
  const lineHasRowOrSeat = cellTokens.some((tokens) =>
    tokens.some(
      (token, i) =>
        (token.keyword === 'row' || token.keyword === 'seat') &&
        namesRowOrSeat(foldText(token.text)) &&
        valueLike(tokens[i + 1]),
    ),
  );
  cellTokens.forEach((tokens, cellIndex) => {
    const keywordCount = tokens.filter((token) => token.keyword).length;
    const lead = leads[cellIndex];
    if (lead) {
      pairs.push({
        rawLabel: '',
        labelWords: ['_lead'],
        value: lead.map((token) => token.text).join(' '),
        line: line.index,
        labelLine: line.index,
        kind: 'inline',
        order: cellIndex * 100,
      });
    }
    tokens.forEach((token, i) => {
      if (!token.keyword) return;
      const category = token.keyword === 'section' && priceCategory.test(foldText(token.text));
      // 'Kategorie 1 / Sektor C1', 'Parterre, Rang K, Place 14 | Catégorie 2': beside a section the
      // category is the price band.
      if (category && lineHasSection) return;
      // 'Rewards: Level 1', 'Stage 2': a floor or a tier alone is no seating; beside a row or seat it is.
      if (token.keyword === 'section' && floorWord.test(foldText(token.text)) && !lineHasRowOrSeat) return;
      let start = i + 1;
      while (start < tokens.length && filler.test(tokens[start]!.text)) start += 1;
      const first = tokens[start];
      // A section named by a word and a number ('Section Reserved 3', 'Block Nord 12') is a value too.
      const namedSection =
        token.keyword === 'section' &&
        first !== undefined &&
        lettersOnly.test(first.text) &&
        !first.keyword &&
        valueLike(tokens[start + 1]) &&
        /\d/.test(tokens[start + 1]!.text);
      // 'Area Stalls | Row M | Seats 21-22': a section named by a word, on a line that goes on with seats.
      const namedBesideSeats =
        token.keyword === 'section' &&
        lineHasRowOrSeat &&
        first !== undefined &&
        sectionWord.test(first.text);
      if (
        !valueLike(first) &&
        !namedSection &&
        !namedBesideSeats &&
        !(keywordCount >= 2 && first && !first.keyword && !first.separator)
      )
        return;
      // 'Vivid Seats is a resale marketplace', 'Row and seat numbers will be shown': a seat or a row is a
      // number or a capital, never a word in lower case.
      if ((token.keyword === 'seat' || token.keyword === 'row') && /^\p{Ll}+$/u.test(first?.text ?? ''))
        return;
      // Two-letter keywords ('St', 'Rg') need a number after them: '100 King St W' is a street.
      if (foldText(token.text).replace(/[^a-z]/g, '').length <= 2 && !/\d/.test(first?.text ?? '')) return;
      // A section or row ends at the first separator; a seat list runs on ('Seats 107 · 108 · 109').
      const stops = token.keyword === 'seat' ? /^$/ : /^[,;|·•/\-–]+$/;
      let end = start;
      while (
        end < tokens.length &&
        !tokens[end]!.keyword &&
        !(
          end > start &&
          (stops.test(tokens[end]!.text) || countOfTickets(tokens, end) || proseAfter(tokens, end))
        )
      )
        end += 1;
      // 'SECTION Upper West Stand | ROW S': a name that ends in 'Stand' keeps it.
      const next = tokens[end + 1];
      if (
        end > start &&
        tokens[end]?.keyword === 'section' &&
        foldText(tokens[end]!.text) === 'stand' &&
        (next === undefined || next.separator || next.keyword)
      )
        end += 1;
      let valueTokens = tokens.slice(start, end);
      // Trailing separators belong to the layout, not to the value.
      while (valueTokens.length > 0 && valueTokens[valueTokens.length - 1]!.separator) valueTokens.pop();
      // 'Row F 12, 13', 'ORCH Row K 101-102' with no seat keyword in the cell: the row is the letter, the
      // numbers are its seats.
      const seatsAfterRow =
        token.keyword === 'row' &&
        !tokens.some((other) => other.keyword === 'seat') &&
        valueTokens.length >= 2 &&
        /^\p{L}{1,2}$/u.test(valueTokens[0]!.text) &&
        /^\d+(?:[-–]\d+)?$/.test(valueTokens[1]!.text);
      if (seatsAfterRow) {
        const seatTokens = tokens.slice(start + 1).filter((other) => !other.keyword);
        pairs.push({
          rawLabel: '',
          labelWords: ['seats'],
          value: seatTokens
            .map((t) => t.text)
            .join(' ')
            .replace(/\s+([,;])/g, '$1'),
          line: line.index,
          labelLine: line.index,
          kind: 'inline',
          order: cellIndex * 100 + i + 1,
        });
        valueTokens = valueTokens.slice(0, 1);
      }
      // 'Upper Level 312', 'Lower Tier 3': words before the line's first keyword qualify a section, so
      // keyword and number are part of its name, not its label.
      const qualifier =
        token.keyword === 'section' &&
        i >= 1 &&
        i <= 2 &&
        tokens
          .slice(0, i)
          .every(
            (other) =>
              sectionWord.test(other.text) &&
              !other.keyword &&
              phraseClasses([foldText(other.text)]).length === 0,
          );
      const namingWord =
        token.keyword === 'section' &&
        namingSectionWords.has(foldText(token.text)) &&
        valueTokens.length > 0 &&
        !valueTokens[0]!.keyword;
      // Alone, the category is where to sit, named with its word ('Catégorie 1 - Rang F - Places 21 et 22').
      const withWord = qualifier || category || namingWord;
      const value = [...(withWord ? tokens.slice(qualifier ? 0 : i, i + 1) : []), ...valueTokens]
        .map((t) => t.text)
        .join(' ')
        .replace(/\s+([,;])/g, '$1');
      if (value.length === 0) return;
      const rawLabel = token.text.replace(/[.:]+$/, '');
      pairs.push({
        rawLabel,
        labelWords: words(rawLabel.replace(/\(s\)$/i, '')),
        value,
        line: line.index,
        labelLine: line.index,
        kind: 'inline',
        order: cellIndex * 100 + i,
      });
    });
  });
  return pairs;
}

/**
 * 'Mezzanine' over 'Row AA, Seats A1-A3', 'Platea Baja' over 'Fila K · Asiento 14': a short name on the
 * line above a line that starts with its row is the section, as a lead before the row would be.
 */
export function sectionsAbove(lines: readonly TextLine[]): LabelledValue[] {
  const pairs: LabelledValue[] = [];
  for (let i = 1; i < lines.length; i += 1) {
    const line = lines[i]!;
    const above = lines[i - 1]!;
    if (above.source !== line.source || above.index !== line.index - 1 || above.cells.length !== 1) continue;
    // 'Puerta 3 | Fila 12 | Asiento 15': the gate comes first, then the row.
    const gateFirst = phraseClasses([foldText(words(line.cells[0]!)[0] ?? '')]).includes('gate');
    const tokens = tokenise(line.cells[gateFirst ? 1 : 0] ?? '');
    if (tokens[0]?.keyword !== 'row' || !valueLike(tokens[1])) continue;
    if (tokens.some((token) => token.keyword === 'section')) continue;
    // 'Tribuneplaats zondag - Tribune Ossebroeken': the kind of ticket, then the named area.
    const pieces = above.text.trim().split(/\s+[-–]\s+/);
    const lastWords = words(pieces[pieces.length - 1]!);
    const name =
      pieces.length === 2 && lastWords.length >= 2 && namingSectionWords.has(lastWords[0]!)
        ? pieces[1]!
        : above.text.trim();
    const nameWords = words(name);
    if (nameWords.length === 0 || nameWords.length > 4 || !/^\p{Lu}/u.test(name) || /[:!?.]$/.test(name))
      continue;
    // A section word that is part of the name ('Tribuna Principal Baja') may stand in it.
    const namedArea = namingSectionWords.has(nameWords[0]!) && nameWords.length >= 2;
    if (
      !namedArea &&
      (tokenise(name).some((token) => token.keyword) || lexiconClassesOf(nameWords).length > 0)
    )
      continue;
    pairs.push({
      rawLabel: '',
      labelWords: ['_lead'],
      value: name,
      line: line.index,
      labelLine: above.index,
      kind: 'inline',
      order: 0,
    });
  }
  return pairs;
}
