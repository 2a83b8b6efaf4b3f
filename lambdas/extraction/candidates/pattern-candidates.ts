import type { TextLine } from '../text/document-lines.ts';
import { words } from '../text/normalise.ts';
import type { Candidate } from './candidate.ts';
import { admissionPhraseAt, seatingKeywordClass } from './lexicon.ts';
import { isStreet } from '../text/street-address.ts';

const ticketWords =
  'tickets?|karten|tickets?|eintrittskarten|entradas?|boletos?|billets?|places?|kaarten|plaatsen|seats?|sitzpl[aä]tze|stehpl[aä]tze|passes|admissions?';

const pluralTicketWords =
  'tickets|karten|eintrittskarten|entradas|boletos|billets|places|kaarten|plaatsen|seats|sitzpl[aä]tze|stehpl[aä]tze|passes|admissions';

const singularBeforeNumber =
  /^\s+(?:seat|place|platz|sitzplatz|asiento|butaca|stoel|plaats)\s*(?:no\.?|nr\.?|#|:)?\s*\d/iu;

const quantityPatterns: [string, RegExp][] = [
  ['n-x', /(?:^|\s)(\d{1,2})\s*[x×]\s+(?:\p{L}|\d{1,2}(?:st|nd|rd|th)\b|\d{1,2}-\p{L})/u],
  // 'Standing x 2', 'Fosse (debout) x 2', 'General Admission | x 2 | £118.00'.
  ['x-n', /(?:\p{L}\s+|\)\s*|\|\s*)[x×]\s*(\d{1,2})\b/u],
  // 'Seats 12 to 15 (4 tickets)': the count may open a bracket.
  ['n-tickets', new RegExp(`(?:^|[\\s(])(\\d{1,2})\\s+(?:[\\p{L}-]+\\s+)?(?:${ticketWords})\\b`, 'iu')],
  ['tickets-(n)', new RegExp(`(?:${ticketWords})\\s*\\((\\d{1,2})\\)`, 'iu')],
  // 'Tickets 2 | Section Balcony 9 | Row F': a cell that starts with the word and its count. In the
  // singular the number counts the tickets one by one ('Billet 1 | 112 | 14 | 22').
  ['tickets-n', new RegExp(`(?:^|\\|\\s*)(?:${pluralTicketWords})\\s+(\\d{1,2})(?=\\s*(?:\\||$))`, 'iu')],
  ['qty-n', /\b(?:qty|quantity|anzahl|cantidad|quantit[eé]|aantal|menge)\.?\s*:?\s*(\d{1,2})\b/iu],
  // 'Staanplaats Floor | 2 x € 58,00', 'Innenraum | Stehplatz | 2 x 69,90 €': a count at a price, on a
  // row that is no fee's (below).
  [
    'n-x-price',
    /(?:^|\s|\|)(\d{1,2})\s*[x×]\s*(?:(?:[$€£]|EUR\b|GBP\b|USD\b|CHF\b)\s*\d|\d{1,5}[.,]\d{2}\s*(?:[€£]|EUR\b|GBP\b|CHF\b|kr\b|zł|Kč|Ft\b))/u,
  ],
];

function lineCandidate(
  line: TextLine,
  field: Candidate['field'],
  value: string,
  traits: string[],
): Candidate {
  return {
    field,
    value,
    line: line.index,
    order: 50,
    source: 'pattern',
    labelWords: [],
    labelLine: line.index,
    traits,
  };
}

const ageWords = new Set([
  'under',
  'over',
  'aged',
  'ages',
  'age',
  'unter',
  'ab',
  'menores',
  'mayores',
  'moins',
]);

// '1 x Parking Pass', '1 x Locker': a count of what comes with the tickets, not of tickets.
const addOn =
  /\b(?:parking|car park|park (?:&|and) ride|park-and-ride|pkw|kfz|parkplatz|parkticket|parkschein|aparcamiento|estacionamiento|stationnement|parkeren|parkeerkaart|parkeertickets?|parcheggio|estacionamento|parkering|shuttle|locker|lockers|add-on|zusatzleistung|programmes?|programmheft|scorecard|racecard|souvenir|vouchers?|merch|merchandise|t-shirts?|posters?|donation|spende|insurance|breakfast|hotel|double room|twin room|superior double|catering|food (?:&|and) beverages?|f&b|cloakroom|garderobe|vestiaire|guardarropa|upgrades?)\b/i;

// 'Convenience Fee | 4', 'Order Fee | 1': a row of what the tickets cost on top.
const feeRow =
  /\b(?:fees?|charges?|surcharge|service|handling|shipping|tax|vat|gebühr|gebuhr|gebühren|gebuhren|versand|gastos|costo|coste|cargos?|servicio|comisi[oó]n|commissione|frais|kosten|toeslag|btw|\p{L}*(?:gebühr|gebühren|kosten))\b/iu;

// 'Lawn Chair Rental · Pick up at …': a rental named first; not 'LAWN – General Admission · … rental chairs
// available on site'.
const rentalFirst = /^(?:\S+\s+){0,3}(?:rentals?|cushions?)\b/i;

/** Whether a table row's first cell names an add-on or a fee, whose count is no count of tickets. */
export const isAddOnOrFee = (cell: string) => addOn.test(cell) || feeRow.test(cell) || rentalFirst.test(cell);

const installment =
  /^\d{1,2}\s*[x×]\s*(?:(?:sem|sin|com|con|senza)\s+(?:juros|inter[eé]s(?:es)?|interessi)|de\s+(?:R\$|\$|€))/iu;

/** Quantities written in running text: '2 x General Admission', 'Tickets (2)', '3 Karten'. */
/** The quantity patterns that count tickets by name ('2 tickets', 'Tickets (2)', 'Qty: 2'), not '2 x £3.95'. */
export const ticketCountTraits: ReadonlySet<string> = new Set([
  'qtypat:n-tickets',
  'qtypat:tickets-(n)',
  'qtypat:tickets-n',
  'qtypat:qty-n',
]);

// '2 x Adult @ £36.00, 1 x Junior (U18) @ £15.00', '2x Adult, 1x Child (0-17)': kinds of ticket in one cell.
const countedKind = /(?:^|[,;+]\s*|\s(?:and|und|et|y|en)\s+)\s*(\d{1,2})\s*[x×]\s+(\p{L}[^,;+]*)/gu;

/** The sum of two or more kinds of ticket in one cell, none of them an add-on or a fee. */
function kindsInCell(cell: string): number | undefined {
  const kinds = [...cell.matchAll(countedKind)];
  if (kinds.length < 2 || kinds.some((kind) => isAddOnOrFee(kind[2]!))) return undefined;
  const total = kinds.reduce((sum, kind) => sum + Number(kind[1]), 0);
  return total <= 50 ? total : undefined;
}

export function quantityPatternCandidates(line: TextLine): Candidate[] {
  const out: Candidate[] = [];
  // '1 place du Châtelet, 75001 Paris': a house number before a word for seats.
  if (!/\d/.test(line.text) || addOn.test(line.text) || rentalFirst.test(line.text) || isStreet(line.text))
    return out;
  for (const [name, pattern] of quantityPatterns) {
    const match = pattern.exec(line.text);
    const count = Number(match?.[1]);
    if (!match || count < 1 || count > 50) continue;
    const numberAt = match.index + match[0].indexOf(match[1]!);
    // '…, 1 place de la Comédie, 69001 Lyon': an address inside the line.
    if (isStreet(line.text.slice(numberAt))) continue;
    // 'Auftragsnummer: 1187 3342 09 Ticket 1/4': the last group of a number, not a count.
    if (match[1]!.startsWith('0') || /\d\s$/.test(line.text.slice(0, numberAt))) continue;
    // 'Row 19 Seat 4' is no '19 seats'.
    const before = words(line.text.slice(Math.max(0, match.index - 12), numberAt));
    if (before.length > 0 && seatingKeywordClass(before[before.length - 1]!)) continue;
    // 'ROW (SEIRA): 22 SEAT (THESI): 101': a row glossed in brackets.
    if (
      /\)\s*:?\s*$/.test(line.text.slice(0, numberAt)) &&
      before.slice(-2).some((word) => seatingKeywordClass(word))
    )
      continue;
    // 'Box 12 Seat 3': a number before the label of the next one, not '12 seats'.
    if (name === 'n-tickets' && singularBeforeNumber.test(line.text.slice(numberAt + match[1]!.length)))
      continue;
    // 'Under 18 tickets must be used by …', 'Kinder unter 14': an age, not a count.
    if (before.length > 0 && ageWords.has(before[before.length - 1]!)) continue;
    // 'Servicekosten | 4 x € 7,00', 'Booking fee | 2 x £3.95': the count of a fee; '1 × $10.00' alone
    // under a parking pass: the count of what the line above names.
    if (
      name === 'n-x-price' &&
      (isAddOnOrFee(line.cells[0] ?? line.text) || !/\p{L}/u.test(line.text.slice(0, numberAt)))
    )
      continue;
    // 'Booking fee x 4 @ £3.50': the count of what its cell names before it, a fee.
    if (name === 'x-n' && isAddOnOrFee(line.text.slice(0, numberAt).split('|').at(-1)!)) continue;
    // 'Cartão de crédito - 3x sem juros', '12 cuotas sin interés': a payment in instalments.
    if (installment.test(line.text.slice(numberAt))) continue;
    const kinds = name === 'n-x' ? kindsInCell(line.text.slice(match.index).split('|')[0]!) : undefined;
    out.push(lineCandidate(line, 'quantity', String(kinds ?? count), [`qtypat:${name}`]));
  }
  // 'PIT - General Admission Standing (2)': a count in brackets after the admission it buys.
  const bracketed = /\p{L}\s*\((\d{1,2})\)\s*$/u.exec(line.text);
  if (bracketed && Number(bracketed[1]) >= 1 && admissionPhrase(line) !== undefined) {
    out.push(lineCandidate(line, 'quantity', String(Number(bracketed[1])), ['qtypat:admission-(n)']));
  }
  return out;
}

/** The general-admission phrase a line names, if any (', GA' after a city is Georgia). */
function admissionPhrase(line: TextLine): { phrase: string[]; lineWords: string[] } | undefined {
  const lineWords = words(line.text.includes('GA') ? line.text.replace(/,\s*GA\b/g, ',') : line.text);
  for (let i = 0; i < lineWords.length; i += 1) {
    const phrase = admissionPhraseAt(lineWords, i);
    if (phrase) return { phrase, lineWords };
  }
  return undefined;
}

/** Lines that say the tickets have no fixed seats ('General Admission', 'Stehplatz', 'Entrada general'). */
export function admissionCandidates(line: TextLine): Candidate[] {
  const found = admissionPhrase(line);
  if (!found) return [];
  return [
    lineCandidate(line, 'generalAdmission', 'GA', [
      `ga:${found.phrase.join('_')}`,
      `ga-words:${Math.min(found.lineWords.length, 8)}`,
    ]),
  ];
}
