import type { TextLine } from '../text/document-lines.ts';
import type { LabelledValue } from '../text/label-pairs.ts';
import { documentCache, foldText, words } from '../text/normalise.ts';
import { isWeekday, monthNumber } from '../document/month-names.ts';
import type { Candidate, CandidateSource } from './candidate.ts';
import { actionLabels, lexicon, lexiconClassesOf, phraseClasses, valueHints } from './lexicon.ts';
import { isPostcodeTown, isStreet, isStreetAddress } from '../text/street-address.ts';
import { stackedTitles } from './stacked-titles.ts';
import {
  creditLabels,
  creditLine,
  isCastList,
  isComposer,
  describesWorkInActs,
  holderLabels,
  isTicketKind,
  durationLabels,
  durationLine,
  isClockLine,
  isCode,
  isAgeLimit,
  isOrderLine,
  isPrice,
  isCredit,
  isGenre,
  isBillingRest,
  isQuotedMessage,
  isRowOrSeats,
  isGreeting,
  isParkingPlace,
  isSignOff,
  numberLabel,
  itemOfList,
  supportLabel,
} from './not-a-name.ts';

const orderWords = new Set<string>(lexicon.order);

// German, Dutch and Nordic venues are compounds that end in the noun ('Waldbühne', 'Sporthalle',
// 'Olympiastadion', 'Konserthuset', 'Stadsschouwburg'): such a word is a venue noun too (folded).
const compoundVenue =
  /^\p{L}{3,}(?:buhne|halle|hallen|stadion|arena|theater|haus|huset|saal|zaal|schouwburg|kirche|kerk)$/u;

const hintSets = Object.fromEntries(
  Object.entries(valueHints).map(([name, list]) => [name, new Set<string>(list)]),
) as Record<keyof typeof valueHints, Set<string>>;

// The first words a name trait may name: the vocabulary of labels and hints, never the words of the
// corpus's own events, cities and people (a trait 'first:chicago' learned from venue lines pushed
// 'Chicago Bulls at Milwaukee Bucks' off the event name).
const closedFirstWords = new Set<string>([
  ...Object.values(valueHints).flat(),
  ...Object.values(lexicon)
    .flat()
    .flatMap((phrase) => phrase.split(' ')),
]);

// Where a title breaks into parts: 'Coldplay: Music of the Spheres - Wembley Stadium', 'Tickets for X'.
// A bracket opens a piece too: 'Salt Flats Arena (Salt Lake City)' is the arena in its city.
// '東京国際フォーラム ホールA(東京都)': a Japanese bracket opens without a space.
const separators =
  /\s+[-–|@·•]\s+|:\s+|\s+\/\s+|!\s*|,\s+|\s+(?=\()|(?<=\S)(?=\([\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}])|\s+(?:at|for|to|in|live at|für|zu|im|para|en|pour|à|au|voor|op|bij|in der|im)\s+/giu;
const edgeJunk = /^[\s"'“”‘’„‚«»([-]+|[\s"'“”‘’«»)\].,!:-]+$/g;

// Initials keep their last full stop ('Fontaines D.C.', 'R.E.M.'), and so do 'Jr.' and 'Sr.' ('Into the
// Woods Jr.').
const endsWithInitial = /(?:^|[\s.])(?:\p{Lu}|Jr|Sr)$/u;

/**
 * The text without quotes, brackets and stops at its edges, but a bracket it opened stays closed and
 * initials keep their stop.
 */
function trimEdges(text: string): string {
  let trimmed = text.replace(edgeJunk, '');
  if (endsWithInitial.test(trimmed) && text.trimEnd().endsWith(`${trimmed}.`)) trimmed += '.';
  // A bracket the title opens is closed with it ('… (Live)', '[Blue Hour]'), and so is a subtitle set
  // between dashes ('ARENA TOUR 2027 -Hanabi-').
  for (const [opener, closer] of brackets) {
    const open = trimmed.lastIndexOf(opener);
    if (open > 0 && !trimmed.includes(closer, open + 1) && text.includes(closer, open + 1))
      return `${trimmed}${closer}`;
  }
  if (dashSubtitle.test(trimmed) && text.includes(`${trimmed}-`)) return `${trimmed}-`;
  return trimmed;
}
const brackets = [
  ['(', ')'],
  ['[', ']'],
  // A quoted title's closing quote ('ZEPP TOUR 2027 "SIGNAL"', 'LIVE TOUR 2027「潮騒」').
  ['"', '"'],
  ['「', '」'],
  ['《', '》'],
  // Guillemets and low-high quotes ('Тур «Повернення додому»', 'Лили Гергинова – „Среднощни писма“').
  ['«', '»'],
  ['„', '“'],
  ['“', '”'],
] as const;
const dashSubtitle = /\s-\p{L}[^-]*$/u;
const maxPieces = 6;
// 'Prenotazione / Booking: S27-004512': a label of a number or a code of capitals and digits.
const labelOfNumber = /^[^\d:]+:\s*(?=[^:]*\d)[\p{Lu}\d\s./:#-]+$/u;
const notNames = new Set([
  'order',
  'purchase',
  'price',
  'quantity',
  'seat',
  'row',
  'section',
  'date',
  'time',
  'doors',
  // 'Venue: The Old Course, St Andrews' names the venue, not the event (the pair offers its value).
  'venue',
  'gate',
  'party',
]);
// 'Intestatario', 'Customer name': a short label of who bought the tickets.
const namesHolder = (label: string) => {
  const labelWords = words(label);
  return labelWords.length <= 2 && labelWords.some((word) => holderLabels.has(word));
};
const labelsNoName = (cell: string) => {
  const colon = cell.indexOf(': ');
  if (colon < 1) return false;
  if (namesHolder(cell.slice(0, colon))) return true;
  const classes = phraseClasses(words(cell.slice(0, colon)));
  return classes.length > 0 && classes.every((cls) => notNames.has(cls));
};

function countBucket(n: number): string {
  return n <= 3 ? String(n) : n <= 5 ? '4-5' : n <= 8 ? '6-8' : '9+';
}

function casing(value: string): string {
  // One pass over the letters: how many upper, how many lower, how many words start upper.
  let upper = 0;
  let lower = 0;
  let wordsSeen = 0;
  let titled = 0;
  let atWordStart = true;
  for (let i = 0; i < value.length; i += 1) {
    const code = value.charCodeAt(i);
    let isUpper: boolean;
    let isLower: boolean;
    if (code < 128) {
      // ASCII (most of the text): no case-mapping strings.
      isUpper = code >= 65 && code <= 90;
      isLower = code >= 97 && code <= 122;
    } else {
      const char = String.fromCodePoint(value.codePointAt(i)!);
      if (char.length === 2) i += 1;
      isUpper = char !== char.toLowerCase();
      isLower = char !== char.toUpperCase();
    }
    if (isUpper || isLower) {
      if (atWordStart) {
        wordsSeen += 1;
        if (isUpper) titled += 1;
      }
      if (isUpper) upper += 1;
      else lower += 1;
      atWordStart = false;
    } else if (code === 32) atWordStart = true;
  }
  if (upper + lower === 0) return 'none';
  if (lower === 0) return 'upper';
  if (upper === 0) return 'lower';
  return titled >= wordsSeen * 0.6 ? 'title' : 'mixed';
}

// Traits from small closed sets (word-count buckets, casings, lexicon classes, title-piece positions,
// the separators of `separators`, run lengths, kinds of rest) are built once each, so that the models'
// lookups hash each trait string once instead of a new string per candidate.
const constantTraits = new Map<string, Map<string, string>>();

function constantTrait(prefix: string, value: string): string {
  let byValue = constantTraits.get(prefix);
  if (!byValue) constantTraits.set(prefix, (byValue = new Map()));
  let trait = byValue.get(value);
  if (trait === undefined) byValue.set(value, (trait = prefix + value));
  return trait;
}

const traitCache = documentCache<string[]>();

/** What the words of a text say about it as a name (shared arrays: do not change them). */
export function nameTraits(value: string): string[] {
  let traits = traitCache.get(value);
  if (!traits) {
    traits = readNameTraits(value);
    traitCache.set(value, traits);
  }
  return traits;
}

function readNameTraits(value: string): string[] {
  const valueWords = words(value);
  const traits = [
    constantTrait('nw:', countBucket(valueWords.length)),
    constantTrait('case:', casing(value)),
  ];
  if (/\d/.test(value)) traits.push(/\b(19|20)\d\d\b/.test(value) ? 'has-year' : 'has-digit');
  if (/[.?。？]$/.test(value)) traits.push('ends-stop');
  if (/[$€£]|\b(usd|eur|gbp)\b/i.test(value)) traits.push('money');
  if (/@|https?:|www\./i.test(value)) traits.push('address-like');
  // 'Kunde: Jan Petersen, Ostertorstraße 12, 31785 Hameln': a name followed by its street or postcode.
  if (
    value.includes(',') &&
    value
      .split(',')
      .slice(1)
      .some((piece) => isStreet(piece.trim()) || isPostcodeTown(piece.trim()))
  )
    traits.push('with-street');
  let boiler = 0;
  for (const word of valueWords) {
    if (hintSets.venueNoun.has(word)) traits.push(`vn:${word}`, 'venue-noun');
    else if (compoundVenue.test(word)) traits.push('venue-noun');
    if (hintSets.eventNoun.has(word)) traits.push('event-noun');
    if (hintSets.boilerplate.has(word)) boiler += 1;
    if (hintSets.promotion.has(word)) traits.push('promotion-word');
  }
  if (boiler > 0) traits.push(boiler === valueWords.length ? 'boiler:all' : 'boiler:some');
  if (isComposer(value, valueWords)) traits.push('composer');
  const first = valueWords[0];
  if (first !== undefined) traits.push(closedFirstWords.has(first) ? `first:${first}` : 'first:open');
  // 'Section Loge 5', 'Order 12345': a value that starts with a label is that field's value. 'Place'
  // before a name is a square or a venue ('Place Bell', 'Place des Arts'), before a number a seat. A
  // label word before words alone ('Stage Theater an der Elbe', 'Block Party') is weighed apart.
  const wordsAlone = valueWords.length > 1 && !/\d/.test(value);
  if (!(first === 'place' && wordsAlone))
    for (const cls of lexiconClassesOf(valueWords.slice(0, 1)))
      traits.push(constantTrait(wordsAlone ? 'starts-words:' : 'starts:', cls));
  return traits;
}

/** What follows a piece: a region code ('WI', 'ON'), a street or postcode, a place name, or nothing. */
function restKind(rest: string): string {
  if (rest.length === 0) return 'none';
  const restWords = words(rest);
  if (restWords.some((word) => hintSets.promotion.has(word))) return 'promotion';
  // 'Roland-Garros 2027 - Confirmation de votre commande n° RG27-4481937': the order, not an address.
  if (restWords.some((word) => orderWords.has(word))) return 'order';
  if (/^[A-Z]{2}(?:\s+[A-Z0-9]{3,5}(?:\s?[A-Z0-9]{3})?)?$/.test(rest)) return 'region';
  if (/\d/.test(rest)) return 'street';
  return rest.split(/\s+/).length <= 3 ? 'place' : 'text';
}

interface Piece {
  text: string;
  traits: string[];
}

// A text is often split twice (a labelled value that is also a cell, a wallet pass repeating its
// lines): split each once per document. Pieces depend on the text and `withRuns` alone, and callers
// copy a piece's traits before adding to them.
const piecesOf = [documentCache<Piece[]>(), documentCache<Piece[]>()];

/** The parts of a title and the runs of neighbouring parts, each a possible name (shared: do not change). */
export function titlePieces(text: string, withRuns: boolean): Piece[] {
  const cache = piecesOf[withRuns ? 1 : 0]!;
  let pieces = cache.get(text);
  if (!pieces) cache.set(text, (pieces = splitTitle(text, withRuns)));
  return pieces;
}

const centerFor = /^\s+for\s+$/i;
const centerBefore = /\b(?:center|centre)$/i;

function splitTitle(text: string, withRuns: boolean): Piece[] {
  const bounds: { start: number; end: number; sep: string }[] = [];
  let start = 0;
  for (const match of text.matchAll(separators)) {
    // 'Lied Center for Performing Arts', 'Kennedy Center for the Performing Arts': one venue's name.
    if (centerFor.test(match[0]) && centerBefore.test(text.slice(0, match.index))) continue;
    bounds.push({ start, end: match.index, sep: foldText(match[0].trim()) || 'space' });
    start = match.index + match[0].length;
    if (bounds.length >= maxPieces) break;
  }
  if (bounds.length === 0) return [];
  bounds.push({ start, end: text.length, sep: 'end' });
  const pieces: Piece[] = [];
  const last = bounds.length - 1;
  // A long title's runs are only its pieces joined by dashes: a match's two sides ('Tammerkoski HT -
  // Kaleva Kiekko · Liiga, runkosarja 2026-2027').
  const dashed = (j: number) => /^[-–]$/.test(bounds[j]!.sep);
  for (let i = 0; i <= last; i += 1) {
    for (let j = i; j <= last && (j === i || withRuns || dashed(j - 1)); j += 1) {
      if (i === 0 && j === last) continue;
      const piece = trimEdges(text.slice(bounds[i]!.start, bounds[j]!.end));
      if (piece.length < 2) continue;
      const where = i === 0 ? 'first' : j === last ? 'last' : 'mid';
      const before = i === 0 ? 'start' : bounds[i - 1]!.sep;
      const rest = j < last ? text.slice(bounds[j + 1]!.start, bounds[j + 1]!.end).trim() : '';
      // 'Code : 4410 9981 2276': the label of a number.
      if (bounds[j]!.sep === ':' && /^[\d\s./-]+$/.test(rest)) continue;
      pieces.push({
        text: piece,
        traits: [
          constantTrait('piece:', where),
          constantTrait('piece-after:', before),
          constantTrait('piece-before:', bounds[j]!.sep),
          constantTrait('piece-run:', String(Math.min(j - i + 1, 3))),
          constantTrait('piece-next:', restKind(rest)),
        ],
      });
    }
  }
  return pieces;
}

// Unicode-property patterns are module constants: esbuild (tsx, the bundles) turns a literal with
// \p{…} into `new RegExp(…)`, which would build it again on every call.
const letter = /\p{L}/u;
const plausible = (text: string) => text.length >= 2 && text.length <= 120 && letter.test(text);

const nameValues = documentCache<string | null>();

// The time of day a performance is ('Sat 6 Feb 2027 2:30pm (matinée)').
const timesOfDay = [
  ...['matinee', 'evening', 'afternoon', 'morning', 'soiree', 'nachmittag', 'abend'],
  ...['tarde', 'noche', 'middag', 'avond'],
];

// Clock words and the small words dates are written with ('samedi 14 mars à 19h00', '14 de marzo').
const dateFillers = new Set([
  'am',
  'pm',
  'uhr',
  'h',
  'a',
  'at',
  'um',
  'om',
  'de',
  'del',
  'du',
  'le',
  'el',
  'den',
  'der',
  // Zones written after the time ('Tue 04/14/2026 6:45 PM CT').
  ...['et', 'ct', 'mt', 'pt', 'est', 'edt', 'cst', 'cdt', 'mst', 'mdt', 'pst', 'pdt', 'akst', 'hst'],
  ...['gmt', 'utc', 'bst', 'ist', 'wet', 'west', 'cet', 'cest', 'eet', 'eest', 'mez', 'mesz'],
  ...['aest', 'aedt', 'acst', 'acdt', 'awst', 'nzst', 'nzdt', 'sgt', 'hkt', 'jst', 'kst'],
  ...['ict', 'wib', 'wita', 'wit', 'pht', 'gst', 'wat', 'cat', 'sast', 'eat'],
  ...['local', 'time'],
  ...timesOfDay,
]);
// 'Sat 6 Feb 2027 2:30pm (matinée)': the bracketed time of day alone is no name either.
const isTimeOfDay = (valueWords: readonly string[]) =>
  valueWords.length > 0 && valueWords.every((word) => timesOfDay.includes(word));
// Weekdays, month names, numbers and clock words make a piece of a date ('Fri', 'Fri, Aug 20'), which
// names no event or venue.
const isDateWord = (word: string) =>
  isWeekday(word) || /^\d+(?:h\d*|am|pm|st|nd|rd|th|e|er)?$/.test(word) || monthNumber(word) !== undefined;
const isDateText = (valueWords: readonly string[]) =>
  valueWords.some(isDateWord) && valueWords.every((word) => isDateWord(word) || dateFillers.has(word));
// 'samedi 15 mai 2027 – 20h00 (ouverture des portes 19h00)': a line led by a weekday, its day and month.
const ledByDate = (valueWords: readonly string[]) =>
  isWeekday(valueWords[0] ?? '') &&
  valueWords.slice(1, 4).filter((word) => isDateWord(word) || dateFillers.has(word)).length >= 2 &&
  valueWords.slice(1, 4).some((word) => monthNumber(word) !== undefined);

// The words a heading puts before the event ("You're going to Brooklyn Comedy Night!"), in the five
// languages: the name is what follows them.
const introPhrase =
  /^(?:you(?:['’]re| are) (?:going to|in for)|your (?:e-?|mobile )?tickets (?:for|to)|tickets for|get ready for|(?:ihre|deine|eure) tickets für|(?:tus|sus) entradas para|vos billets pour|(?:je|uw) tickets voor)\s*[:\-–—]?\s+(?=\S)/iu;

// '2 tickets to <event> on <day>', 'your tickets for <event>, <date>', 'tickets for <event> at <venue>',
// '2 entradas para <event>.', '2 billets pour <event>', 'Tickets für <event> am <day>', 'tickets voor
// <event> op <day>'; the stop after 'vs', 'St' or 'feat' ends no sentence.
const ticketsToEvent =
  /\b(?:tickets?|entradas?|billets?|karten|eintrittskarten)\s+(?:to|for|para|pour|für|voor)\s+(.{2,80}?)(?:\s+(?:on|at|el|le|am|op)\s+|,\s*|\s*[.!]?\s*$|(?<!\b(?:vs|v|st|mt|dr|mr|mrs|ms|jr|sr|ft|feat))\s*[.!]\s+)(?=\S|$)/giu;

// '[image: ]', '[image: See Tickets]': what a plain-text part writes for a picture; the word alone names
// nothing (the picture's text after it may).
const imagePlaceholders = new Set(['image', 'img', 'logo', 'banner', 'spacer', 'icon', 'bild', 'imagen']);

// '1) Tosca', '2) Der Rosenkavalier': the number of an item in a list of performances ('1. FC Köln' keeps
// its number).
const listedNumber = /^\d{1,2}\)\s+(?=\p{L})/u;

/**
 * The text as a name (edges and a leading "You're going to" trimmed), if it can be one; once per text
 * and document. A bare label ('Ort' of 'Ort: Waldbühne Berlin', 'Venue') or a street names no event or
 * venue.
 */
function nameValue(text: string): string | undefined {
  let value = nameValues.get(text);
  if (value === undefined) {
    const trimmed = trimEdges(trimEdges(text).replace(introPhrase, '').replace(listedNumber, ''));
    const valueWords = words(trimmed);
    const isName =
      plausible(trimmed) &&
      !numberLabel.test(trimmed) &&
      !itemOfList.test(trimmed) &&
      !isCredit(trimmed) &&
      !isGreeting(text) &&
      !isQuotedMessage(text) &&
      !isBillingRest(text) &&
      !isParkingPlace(valueWords) &&
      !isSignOff(valueWords) &&
      !isGenre(valueWords) &&
      !isTicketKind(valueWords) &&
      !isRowOrSeats(valueWords) &&
      // '1000 Chopper Cir' below 'Ball Arena', 'Calle del Príncipe': the venue's street, not a name.
      !isStreet(trimmed) &&
      !isPostcodeTown(trimmed) &&
      phraseClasses(valueWords).length === 0 &&
      !actionLabels.has(valueWords.join(' ')) &&
      !isClockLine(valueWords, trimmed) &&
      !durationLabels.has(valueWords.join(' ')) &&
      !isCode(trimmed) &&
      !isAgeLimit(trimmed) &&
      !isPrice(trimmed) &&
      !isDateText(valueWords) &&
      !ledByDate(valueWords) &&
      !isTimeOfDay(valueWords) &&
      !imagePlaceholders.has(valueWords.join(' '));
    nameValues.set(text, (value = isName ? trimmed : null));
  }
  return value ?? undefined;
}

// 'Portland Pines vs. Austin Armadillos', 'England v Pakistan': a game, never a venue.
const matchup = /\S\s+(?:vs?\.?|versus|contre|gegen|contra|tegen)\s+\S/i;

/** Event-name and venue candidates: labelled values, headings, table cells, the subject and their parts. */
export function nameCandidates(lines: readonly TextLine[], pairs: readonly LabelledValue[]): Candidate[] {
  const out: Candidate[] = [];
  const add = (
    text: string,
    line: number,
    order: number,
    source: CandidateSource,
    labelWords: string[],
    labelLine: number,
    traits: string[],
    venueToo = true,
  ) => {
    const value = nameValue(text);
    if (value === undefined) return;
    const allTraits = [...traits, ...nameTraits(value)];
    // The stop that ends a sentence is trimmed from the value: prose ('The tickets are no longer
    // available.') is told from a name by it.
    if (/[.!?]\s*$/.test(text) && !/[.!?]$/.test(value)) allTraits.push('sentence-stop');
    out.push({ field: 'eventName', value, line, order, source, labelWords, labelLine, traits: allTraits });
    if (venueToo && !matchup.test(value))
      out.push({ field: 'venue', value, line, order, source, labelWords, labelLine, traits: allTraits });
  };
  // 'Tacoma Tidewater FC vs. Reno Silver Kings · Youth Soccer Night': what a game's title adds after a
  // dot is the night's promotion, no venue ('… vs. Calgary Chinooks, Rogers Place, Edmonton' says where).
  const venuePiece = (whole: string, piece: { traits: string[] }) =>
    !matchup.test(whole) || !piece.traits.some((trait) => /^piece-after:[·•|]$/.test(trait));
  const valueLines = new Set<number>();
  for (const pair of pairs) {
    // A line under a title is already a heading candidate of its own.
    if (pair.kind === 'inline' || (pair.kind === 'below' && pair.labelWords.length === 0)) continue;
    if (pair.labelWords.some((word) => creditLabels.has(word) || holderLabels.has(word))) continue;
    if (isCastList(lines[pair.line]?.text ?? '')) continue;
    if (supportLabel.test(pair.labelWords.join(' ')) || durationLabels.has(pair.labelWords.join(' ')))
      continue;
    // 'View tickets | Add to Apple Wallet': two buttons, not a label and its value.
    if (actionLabels.has(pair.labelWords.join(' '))) continue;
    valueLines.add(pair.line);
    add(pair.value, pair.line, pair.order, pair.kind, pair.labelWords, pair.labelLine, ['part:whole']);
    if (isRowOrSeats(words(pair.value))) continue;
    for (const piece of titlePieces(pair.value, false)) {
      add(
        piece.text,
        pair.line,
        pair.order,
        pair.kind,
        pair.labelWords,
        pair.labelLine,
        piece.traits,
        venuePiece(pair.value, piece),
      );
    }
  }
  const headerLines = new Set(pairs.filter((pair) => pair.kind === 'column').map((pair) => pair.labelLine));
  for (const line of lines) {
    const isSubject = line.source === 'subject';
    const cells = line.cells.length > 1 ? line.cells : [line.text];
    // A table's header row holds labels ('Voorstelling | Prijstype | Prijs'), no names.
    if (headerLines.has(line.index)) continue;
    // A title with a literal pipe ('Taylor Swift | The Eras Tour') reads as two cells: the whole line is
    // a candidate too, unless it is a label and its value ('Zahlungsart: | PayPal', 'Código de compra |
    // TK-4471902').
    if (
      line.cells.length === 2 &&
      !isSubject &&
      line.cells.every((cell) => cell.split(/\s+/).length <= 8) &&
      !line.cells[0]!.trimEnd().endsWith(':') &&
      lexiconClassesOf(words(line.cells[0]!)).length === 0 &&
      !namesHolder(line.cells[0]!) &&
      !/\d{3}/.test(line.cells[1]!)
    ) {
      add(line.text, line.index, 0, 'heading', [], line.index, ['joined-cells', 'own-line', 'part:whole']);
    }
    cells.forEach((cell, cellIndex) => {
      // A button ('Add to calendar') splits into 'Add' and 'calendar', neither a name; nor do the parts
      // of a credit ('met support: Velvet Dunes') or of a duration ('Durée : environ 3h10').
      // Nor an address that starts with its street ('Stockport Road, Ardwick, Manchester M12 6AP').
      if (
        actionLabels.has(words(cell).join(' ')) ||
        creditLine.test(foldText(cell)) ||
        durationLine.test(foldText(cell)) ||
        isStreetAddress(cell) ||
        isCastList(cell) ||
        describesWorkInActs(words(cell)) ||
        (cellIndex > 0 && namesHolder(line.cells[cellIndex - 1]!))
      )
        return;
      const cellWords = cell.split(/\s+/).length;
      const source: CandidateSource = isSubject ? 'subject' : 'heading';
      // A sentence names the event of a transfer ('Olivia sent you tickets to Rosalind Ashe', '… 2
      // tickets to Lizzo - The Special Tour on Sun, Aug 8'): what stands between the tickets and the
      // date is a candidate of its own.
      for (const match of cell.matchAll(ticketsToEvent)) {
        const traits = ['own-line', 'part:piece', 'tickets-to', ...(cellWords > 14 ? ['in-sentence'] : [])];
        add(match[1]!, line.index, cellIndex * 100, source, [], line.index, traits);
      }
      if (cellWords > 14) return;
      // 'Grand Circle, Row D, D17, D18', a sender's signed message, 'Nashville, TN': such a cell and its
      // pieces name nothing.
      // Nor an order's line, whose pieces are its kinds of ticket ('2 x Adult - A Reserve @ $119.90').
      if (isRowOrSeats(words(cell)) || isQuotedMessage(cell) || isPostcodeTown(cell) || isOrderLine(cell))
        return;
      // 'Číslo objednávky: 240117553', 'Zahlungsart: TWINT': a label of a number, or a known label of
      // what is no name with its value, names nothing (its value is read as the label's).
      if (labelOfNumber.test(cell) || labelsNoName(cell)) return;
      const traits = [line.cells.length > 1 ? 'in-cells' : 'own-line', 'part:whole'];
      // 'Halcyon Drive: Paper Skies Tour' reads as a label and a value too; the whole is a title as well.
      if (valueLines.has(line.index) && /:\s/.test(cell)) traits.push('has-colon');
      add(cell, line.index, cellIndex * 100, source, [], line.index, traits);
      for (const piece of titlePieces(cell, isSubject || cellWords <= 6)) {
        add(
          piece.text,
          line.index,
          cellIndex * 100,
          source,
          [],
          line.index,
          [...piece.traits, 'part:piece'],
          venuePiece(cell, piece),
        );
      }
    });
  }
  // The whole written elsewhere too (the subject, a preheader, a ticket) confirms it.
  const written = new Set(out.map((candidate) => words(candidate.value).join(' ')));
  for (const stacked of stackedTitles(lines, (text) => nameValue(text) === text.trim())) {
    const traits = ['own-line', ...stacked.traits];
    if (written.has(words(stacked.text).join(' '))) traits.push('stacked:written');
    add(stacked.text, stacked.line, 50, 'heading', [], stacked.line, traits, false);
  }
  return out;
}
