import type { ExtractedTicket } from '../types.ts';
import { seatingKeywordClass } from '../candidates/lexicon.ts';
import { weekdayNumber } from '../document/month-names.ts';
import { foldText, words } from '../text/normalise.ts';

/**
 * What the seller's note above a forward says of the seats that are theirs to sell: 'only seats 23 and
 * 24 are mine', 'Only the first two seats (11 and 12) are mine to sell', 'alleen stoel 23 en 24 zijn
 * van mij'. A shared order forwarded whole must not list a friend's seats.
 */
export type SellerClaim =
  | { kind: 'seats'; seats: string[] }
  | { kind: 'first'; count: number }
  /** 'Only the two orchestra seats (row F) are mine': the group of a named section or row. */
  | { kind: 'place'; words: string[] }
  /** 'Pon a la venta solo las del sábado': the groups of one weekday (0 Sunday - 6 Saturday). */
  | { kind: 'day'; day: number }
  /** The note limits the seats in words the engine cannot apply ('my sister keeps the aisle seat'). */
  | { kind: 'unclear' };

// 'only', in the languages of the corpus (and 'kun', 'bara', 'vain', 'tylko', 'jen', 'csak', 'doar', 'samo',
// 'тільки', 'μόνο'); 'seule' after its seat is single, not only ('la place seule du samedi').
const onlyWord =
  /(?<!\p{L})(?:only|just|alleen|enkel|slechts|nur|lediglich|solo|solamente|seulement|uniquement|soltanto|apenas|(?<!(?:places?|sieges?|billets?)\s)seule?s?|kun|bara|endast|vain|tylko|jen|pouze|csak|doar|samo|само|тільки|лише|только|μονο)(?!\p{L})/iu;
// A claim of a place runs on through its brackets ('the two orchestra seats (row F) are mine').
const placeClauseEnd = /[.;,!?]|\s[–—-]\s/;
// A clause ends at a stop, a comma, a dash between words or a bracket.
const clauseEnd = /[.;,!?(]|\s[–—-]\s/;
const seatWord =
  /(?<!\p{L})(?:seats?|stoel(?:en)?|platz|platze|sitz(?:e|platze)?|asientos?|butacas?|places?|sieges?|posti?|lugares?|assentos?|plads|pladser|plass|plasser|plats|platser|sete|seter|paikat?|miejsca|miejsce|mista|misto|szek|szeket|helyek?|locul|locurile|locuri|mjesta|sjedala|sedista|mesta|места|място|місця|місце|θεσεις|θεση)(?!\p{L})/iu;
const ownWord =
  /(?<!\p{L})(?:mine|my|van mij|mijn|meine?|mir|mios|mias|mio|mia|moi|mes|miei|mie|meus|minhas|to sell|for sale|te koop|verkaufen|vender|vendre|en venta|a vendre|enyem|enyeim|ale mele|moja|moje|moji|мои|моі|μου)(?!\p{L})/iu;
// '2 of the 4', '2 von 4': a count of the seats, not seat numbers.
const countOfCount =
  /(?<![\p{L}\d])\d{1,2}\s+(?:of|von|van|de|di|sur)\s+(?:the\s+|my\s+|den\s+|de\s+|les\s+)?\d{1,2}(?![\p{L}\d])/iu;
const firstWords =
  /(?<!\p{L})(?:first|erste[nr]?|eerste|primer[oa]s|premier(?:e?s)|primi|prime|primeir[oa]s)\s+(\d|two|three|four|five|zwei|drei|vier|twee|drie|dos|tres|cuatro|deux|trois|quatre|due|tre|quattro|duas|dois|tres)(?!\p{L})/iu;
const countWords: Record<string, number> = {
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  zwei: 2,
  drei: 3,
  vier: 4,
  twee: 2,
  drie: 3,
  dos: 2,
  tres: 3,
  cuatro: 4,
  deux: 2,
  trois: 3,
  quatre: 4,
  due: 2,
  tre: 3,
  quattro: 4,
  duas: 2,
  dois: 2,
};
const seatNumbers =
  /(?<![\d.,:$€£])(\d{1,4})(?:\s*[-–]\s*(\d{1,4}))?(?![\d.,:]\d|\s*(?:[$€£%]|eur|usd|gbp))/giu;

/** The seats a note claims, from the clause that follows its 'only'; undefined when it claims none. */
export function sellerClaim(note: string | undefined): SellerClaim | undefined {
  if (!note) return undefined;
  for (const sentence of foldText(note).split(/\n+/)) {
    const only = onlyWord.exec(sentence);
    if (!only) continue;
    const after = sentence.slice(only.index + only[0].length);
    const clause = after.split(clauseEnd)[0]!;
    const first = firstWords.exec(after.split(/[.;!?]/)[0]!);
    if (first && seatWord.test(after)) {
      const count = Number(first[1]) || countWords[first[1]!.toLowerCase()]!;
      return { kind: 'first', count };
    }
    const day = words(clause)
      .map(weekdayNumber)
      .find((number) => number !== undefined);
    if (day !== undefined && !seatNumbers.test(clause)) return { kind: 'day', day };
    if (!seatWord.test(clause) && !ownWord.test(clause)) continue;
    if (countOfCount.test(clause)) return { kind: 'unclear' };
    // 'nur die 2 Plätze in Reihe F': a count of seats, not seat 2.
    const numbers = [...clause.matchAll(seatNumbers)].filter(
      (match) =>
        !seatWord.test(
          clause
            .slice(match.index + match[0].length)
            .trimStart()
            .split(/\s+/)[0] ?? '',
        ),
    );
    const seats = numbers.flatMap((match) => {
      const from = Number(match[1]);
      const to = match[2] === undefined ? from : Number(match[2]);
      if (to < from || to - from > 20) return [String(from)];
      return Array.from({ length: to - from + 1 }, (_, k) => String(from + k));
    });
    if (seats.length > 0) return { kind: 'seats', seats };
    if (seatWord.test(clause) && ownWord.test(sentence))
      return { kind: 'place', words: words(after.split(placeClauseEnd)[0]!) };
  }
  return undefined;
}

/**
 * Applies a claim to the tickets: the one group holding every claimed seat (and more) keeps only those,
 * or the one group with more seats than 'the first n' keeps its first n; so do the groups of the same
 * seats on several days. Resolves to false when the claim fits no single place: the result then needs
 * an admin's eye.
 */
export function applySellerClaim(tickets: ExtractedTicket[], claim: SellerClaim): boolean {
  if (claim.kind === 'unclear') return false;
  if (claim.kind === 'place') return keepClaimedPlace(tickets, claim.words);
  if (claim.kind === 'day') return keepClaimedDay(tickets, claim.day);
  const fits = tickets.filter((ticket) =>
    claim.kind === 'seats'
      ? claim.seats.length < ticket.seats.length && claim.seats.every((seat) => ticket.seats.includes(seat))
      : claim.count < ticket.seats.length,
  );
  // The same seats on two days or games ('nur die Plätze 23 und 24, und zwar an beiden Tagen'): the claim
  // holds for each.
  const place = (ticket: ExtractedTicket) => JSON.stringify([ticket.section, ticket.row, ticket.seats]);
  if (fits.length === 0 || fits.some((ticket) => place(ticket) !== place(fits[0]!))) return false;
  for (const ticket of fits) {
    ticket.seats =
      claim.kind === 'seats'
        ? ticket.seats.filter((seat) => claim.seats.includes(seat))
        : ticket.seats.slice(0, claim.count);
    ticket.quantity = ticket.seats.length;
  }
  return true;
}

/**
 * 'Only the two orchestra seats (row F) are mine to sell - the balcony pair is Dale's': of two or more
 * groups, the one whose row ('row F') or a word of whose section ('orchestra') the clause names stays,
 * and the others leave the list. False (the admins decide) unless exactly one group is named.
 */
function keepClaimedPlace(tickets: ExtractedTicket[], clause: readonly string[]): boolean {
  if (tickets.length < 2) return false;
  const named = (ticket: ExtractedTicket) => {
    const row = ticket.row === null ? undefined : foldText(ticket.row);
    const rowNamed =
      row !== undefined &&
      clause.some((word, i) => word === row && seatingKeywordClass(clause[i - 1] ?? '') === 'row');
    const sectionNamed = words(ticket.section ?? '').some((word) => word.length > 3 && clause.includes(word));
    return rowNamed || sectionNamed;
  };
  const kept = tickets.filter(named);
  if (kept.length !== 1) return false;
  tickets.splice(0, tickets.length, kept[0]!);
  return true;
}

/** The groups on the claimed weekday stay ('solo las del sábado'); false when none is on that day. */
function keepClaimedDay(tickets: ExtractedTicket[], day: number): boolean {
  const onDay = (ticket: ExtractedTicket) =>
    ticket.eventDate !== null && new Date(`${ticket.eventDate.slice(0, 10)}T12:00:00Z`).getUTCDay() === day;
  const kept = tickets.filter(onDay);
  if (kept.length === 0) return false;
  tickets.splice(0, tickets.length, ...kept);
  return true;
}
