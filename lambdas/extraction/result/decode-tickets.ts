import type { CandidateField } from '../candidates/candidate.ts';
import { lexiconClassesOf } from '../candidates/lexicon.ts';
import { isAddOnOrFee } from '../candidates/pattern-candidates.ts';
import { countedPasses } from '../candidates/structured-candidates.ts';
import { documentCache, foldText, words } from '../text/normalise.ts';
import { comparableDate, comparableText } from '../model/field-match.ts';
import { admissionEvents, eventDateTest } from './admission-events.ts';
import { withLatinReading } from './bilingual-names.ts';
import { datedTicketRows } from './dated-ticket-rows.ts';
import { planGames } from './plan-games.ts';
import { repeatedLayoutDates } from './repeated-layout-dates.ts';
import { withoutReplacedSeats, withoutReturnedSeats } from './replaced-seats.ts';
import type { TicketField } from '../types.ts';
import type { ScoredDocument } from '../model/score-candidates.ts';
import type { TextLine } from '../text/document-lines.ts';
import { isKeywordWithValue } from '../text/label-pairs.ts';
import type { DecodedValue, ScoredCandidate } from './scored-candidate.ts';
import { groupSeats, seatGroups, type SeatGroup } from './seat-groups.ts';
import { distanceTo, standingBesideSeats, standingRowsAlone } from './standing-places.ts';

export type Thresholds = Record<CandidateField, number>;

/** A ticket group as decoded from the scored candidates, before calibration. */
export interface DecodedTicket {
  fields: Record<TicketField, DecodedValue>;
  generalAdmission: boolean;
  /** The quantity was written, not counted from the seats. */
  quantityStated: boolean;
  /** A written quantity disagrees with the number of seats. */
  quantityMismatch: boolean;
}

function best(candidates: readonly ScoredCandidate[]): ScoredCandidate | undefined {
  let top: ScoredCandidate | undefined;
  for (const candidate of candidates) if (!top || candidate.probability > top.probability) top = candidate;
  return top;
}

function present(candidate: ScoredCandidate): DecodedValue {
  return {
    value: candidate.value,
    score: candidate.probability,
    from: candidate,
    ...(candidate.seats ? { seats: candidate.seats } : {}),
  };
}

function absent(candidates: readonly ScoredCandidate[]): DecodedValue {
  return { value: null, score: 1 - (best(candidates)?.probability ?? 0) };
}

interface ValueChoice {
  key: string;
  probability: number;
  /** The most likely mention of the value. */
  top: ScoredCandidate;
  lines: number[];
  /** The mention written with the most letters beyond ASCII: a PDF's 'Papp Laszlo Budapest Sportarena' is
   * the body's 'Papp László Budapest Sportaréna' without its accents. */
  written: string;
}

const accents = (text: string) => text.replace(/[ -~\t]/g, '').length;

// One choice for a value however it is written, with or without its accents.
const choiceKeys = documentCache<string>();
function choiceKey(value: string): string {
  let key = choiceKeys.get(value);
  if (key === undefined) choiceKeys.set(value, (key = foldText(comparableText(value))));
  return key;
}

/**
 * Candidates grouped per distinct value ('Coldplay' in the subject and in a heading are one choice), each
 * as likely as its likeliest mention: summing would reward boilerplate repeated in every part.
 */
function valueChoices(candidates: readonly ScoredCandidate[]): ValueChoice[] {
  const known = choiceCache.get(candidates);
  if (known) return known;
  const choices = readValueChoices(candidates);
  choiceCache.set(candidates, choices);
  return choices;
}

// Every group of an order asks for the same field's choices: read them once per candidate list.
const choiceCache = new WeakMap<readonly ScoredCandidate[], ValueChoice[]>();

function readValueChoices(candidates: readonly ScoredCandidate[]): ValueChoice[] {
  const byValue = new Map<string, ValueChoice>();
  for (const candidate of candidates) {
    const key = choiceKey(candidate.value);
    const choice = byValue.get(key);
    if (!choice)
      byValue.set(key, {
        key,
        probability: candidate.probability,
        top: candidate,
        lines: [candidate.line],
        written: candidate.value,
      });
    else {
      choice.lines.push(candidate.line);
      if (candidate.value !== choice.written && accents(candidate.value) > accents(choice.written))
        choice.written = candidate.value;
      if (candidate.probability > choice.top.probability) {
        choice.top = candidate;
        choice.probability = candidate.probability;
      }
    }
  }
  return [...byValue.values()].sort((a, b) => b.probability - a.probability);
}

const chosen = (choice: ValueChoice): DecodedValue => ({
  ...present(choice.top),
  value: choice.written,
  score: Math.min(1, choice.probability),
});

/** Lines that belong to a group: from after the previous group up to the group's first line. */
export interface GroupBlock {
  from: number;
  to: number;
}

/**
 * A day without its time ('Viernes 26 de marzo de 2027' in a table of day tickets) takes the time the mail
 * believes for that day elsewhere (the markup's '2027-03-26T13:30:00-03:00', 'Inicio: 13:30').
 */
// A time the model gives a fair share: a weekend pass's gates ('Gates open 07:00') it leaves far less.
const timeOfDayFloor = 0.05;

function withTimeOfDay(date: DecodedValue, dates: readonly ScoredCandidate[]): DecodedValue {
  const day = date.value;
  if (day === null || !/^\d{4}-\d{2}-\d{2}$/.test(day)) return date;
  let timed: ScoredCandidate | undefined;
  for (const candidate of dates)
    if (
      candidate.value.startsWith(`${day}T`) &&
      candidate.probability >= timeOfDayFloor &&
      (!timed || candidate.probability > timed.probability)
    )
      timed = candidate;
  return timed ? { ...present(timed), score: date.score } : date;
}

const inBlock = (candidate: ScoredCandidate, block: GroupBlock) =>
  candidate.line > block.from && candidate.line <= block.to;

/**
 * The event name, date or venue for a group: the most likely value, or none when 'none' is likelier.
 * A group whose own block of lines states an event (two games in one order) takes its values from there.
 */
interface EventValueOptions {
  /** A choice that opens with this value (the chosen venue) is its line, no name. */
  notStartingWith?: string | null;
  /** The vendor's markup names the values: a block's own value that is none of them gives way. */
  markupDecides?: boolean;
  /** The group's section, which names no event or venue of its block. */
  section?: string | null;
  /** The line where the block repeats the mail's layout for this value. */
  layoutLine?: number;
  /** A block's own value must itself be likelier than none (a venue: blocks rarely change it). */
  ownAboveNone?: boolean;
  /** The line where the block names its event, which names no venue of the block. */
  eventLine?: number;
}

function eventValue(
  candidates: readonly ScoredCandidate[],
  none: number,
  block: GroupBlock | undefined,
  {
    notStartingWith,
    markupDecides = false,
    section,
    layoutLine,
    ownAboveNone = false,
    eventLine,
  }: EventValueOptions = {},
): DecodedValue {
  const choices = withoutLead(valueChoices(candidates), notStartingWith);
  const top = choices[0];
  if (!top || top.probability < none) return { value: null, score: none };
  const twin =
    block && layoutLine !== undefined ? layoutTwin(candidates, top.top, block, layoutLine) : undefined;
  if (twin) return present(twin);
  // A block's own section ('Red B' in a table row of seats) names no event or venue.
  const sectionKey = section ? choiceKey(section) : undefined;
  const ownTop = block
    ? withoutLead(
        valueChoices(
          candidates.filter((candidate) => inBlock(candidate, block) && candidate.line !== eventLine),
        ),
        notStartingWith,
      ).find(
        (choice) =>
          choice.key !== sectionKey &&
          // 'Catégorie 2', a seating label and its code among a block's own lines, names no event.
          !isKeywordWithValue(choice.top.value) &&
          (!ownAboveNone || choice.probability >= none),
      )
    : undefined;
  // Where the markup names the venues, a block's own text that names none of them is a promotion beside
  // the game ('Friday Flashback Night'), not the venue of a second event.
  const own = ownTop && (!markupDecides || !markupDisowns(candidates, ownTop.key)) ? ownTop : undefined;
  const choice = own ?? top;
  const marked = markupNameBefore(choice, choices);
  return marked ? { ...chosen(marked), score: choice.probability } : chosen(choice);
}

// How far apart a mail writes an event's name or venue and its date, for the layout to repeat.
const layoutReach = 4;

/**
 * The line where a block writes its own name or venue, when the mail repeats one layout per event: as
 * far from the block's date as the mail's likeliest value is from the likeliest date ('Salt Lake Stingers
 * at Portland Pioneers' one line above 'Friday, June 11, 2027 - 7:05 PM PT', and again above the second
 * game's date). None when the likeliest value and date stand apart, or the block's date is that date.
 */
function layoutLineOf(
  candidates: readonly ScoredCandidate[],
  dates: readonly ScoredCandidate[],
  blockDate: DecodedValue,
  lines: readonly TextLine[],
): number | undefined {
  const value = valueChoices(candidates)[0]?.top;
  const date = valueChoices(dates)[0]?.top;
  const own = blockDate.from;
  if (!value || !date || !own || value.line < 0 || date.line < 0 || own.line < 0 || own.line === date.line)
    return undefined;
  const offset = date.line - value.line;
  const part = lines[date.line]?.source;
  if (
    Math.abs(offset) > layoutReach ||
    lines[value.line]?.source !== part ||
    lines[own.line]?.source !== part
  )
    return undefined;
  return own.line - offset;
}

/** The block's candidate on the layout's line, written the same way as the mail's likeliest value. */
function layoutTwin(
  candidates: readonly ScoredCandidate[],
  likeliest: ScoredCandidate,
  block: GroupBlock,
  line: number,
): ScoredCandidate | undefined {
  return best(
    candidates.filter(
      (candidate) =>
        candidate.line === line &&
        inBlock(candidate, block) &&
        candidate.source === likeliest.source &&
        candidate.traits.includes('part:whole') === likeliest.traits.includes('part:whole'),
    ),
  );
}

// The vendor's own markup ('sd:direct', not a forward's) names the events of the order: a block's text
// that names none of them ('Valid for all courts except …' above a tennis session) is no event's name.
const markupFromVendor = (candidates: readonly ScoredCandidate[]) => {
  const marked = candidates.filter((candidate) => candidate.source === 'structured');
  return marked.length > 0 && marked.every((candidate) => candidate.traits.includes('sd:direct'));
};

/** Whether machine-readable values of the field exist and `key` is none of them. */
function markupDisowns(candidates: readonly ScoredCandidate[], key: string): boolean {
  const marked = candidates.filter((candidate) => candidate.source === 'structured');
  return marked.length > 0 && !marked.some((candidate) => choiceKey(candidate.value) === key);
}

// What a text may add after a name: 'Copper Sky Orchestra at The Paramount, Seattle'. Not a colon, which
// opens the tour's own name ('Hollis Vane: Neon Orchard Tour').
const addedAfterName = /^\s*(?:at|@|in|[-–—,|·•])\s/;

/**
 * The machine-readable name that the chosen text starts with and then adds to (the venue, the city), if
 * any: the markup names the event alone where the heading says more.
 */
function markupNameBefore(choice: ValueChoice, choices: readonly ValueChoice[]): ValueChoice | undefined {
  return choices.find(
    (other) =>
      other !== choice &&
      // Machine-readable values stand on no line of the text.
      other.lines.includes(-1) &&
      other.key.length >= 3 &&
      choice.key.startsWith(other.key) &&
      addedAfterName.test(choice.key.slice(other.key.length)),
  );
}

const wordGoesOn = /^\s*[\p{L}\p{N}]/u;

/**
 * The choices that do not start with `lead` (the chosen venue): a line that opens with the venue
 * ('Fiserv Forum - Milwaukee, WI') is the venue's line, not the event's name, while a name that merely
 * mentions it ('Racoon - Ziggo Dome 2027') stays. Unchanged when every choice starts with it.
 */
function withoutLead(choices: ValueChoice[], lead: string | null | undefined): ValueChoice[] {
  if (!lead) return choices;
  const key = choiceKey(lead);
  // 'Kansas City Stampede vs. Denver Peaks' goes on with a word of its own: it names the team, not the city.
  const kept = choices.filter(
    (choice) => !choice.key.startsWith(key) || wordGoesOn.test(choice.key.slice(key.length)),
  );
  return kept.length > 0 ? kept : choices;
}

const mentionLines = (group: SeatGroup) =>
  [group.section, group.row, ...group.seats].map((mention) => mention?.line ?? -1);

/** The lines from after the nearest line of another ticket above `line` up to it, if they state a date. */
function blockAbove(
  line: number,
  others: readonly number[],
  dates: readonly ScoredCandidate[],
): GroupBlock | undefined {
  const block = { from: Math.max(-1, ...others.filter((other) => other < line)), to: line };
  return dates.some((date) => inBlock(date, block)) ? block : undefined;
}

/**
 * Blocks for groups that state their own event (a date written in the block); none when only one ticket.
 * Standing places of the order ('FLOOR GA | … | 2' for Friday over '214 | 5 | 1-2' for Saturday) bound
 * the blocks too.
 */
function eventBlocks(
  groups: readonly SeatGroup[],
  dates: readonly ScoredCandidate[],
  standingLine?: number,
): (GroupBlock | undefined)[] {
  if (groups.length + (standingLine === undefined ? 0 : 1) < 2) return groups.map(() => undefined);
  const rowLines = new Set(dates.filter((date) => date.source === 'column').map((date) => date.line));
  return groups.map((group) => {
    if (group.firstLine < 0) return undefined;
    // A table row with its own date column that repeats the seats is the group's record.
    const row = [group.section, group.row, ...group.seats].find((c) => c && rowLines.has(c.line));
    if (row) return { from: row.line - 1, to: row.line };
    // The block starts after the nearest mention of another ticket above this one.
    const others = groups.filter((other) => other !== group).flatMap(mentionLines);
    return blockAbove(
      group.firstLine,
      standingLine === undefined ? others : [...others, standingLine],
      dates,
    );
  });
}

// The event a seat line belongs to is stated just above it (a wallet pass far below has its own).
const eventDateReach = 5;

/**
 * The day and, in the body, the start ('12-20T19:00'; '12-20' without a time; no year: a date written
 * without its year may be read in another) of the event date written last at most a few lines above a
 * text line, if any.
 */
function eventDayAbove(
  dates: readonly ScoredCandidate[],
  lines: readonly TextLine[],
  repeated: ReadonlySet<ScoredCandidate>,
): (line: number) => string | undefined {
  const isEvent = eventDateTest(dates, lines);
  const events = dates
    .filter((date) => (isEvent(date) || repeated.has(date)) && date.line >= 0)
    .sort((a, b) => a.line - b.line);
  // A table row with its own date column ('3 | … | Tue, Jan 12, 2027 | 7:30 PM | 112 | 14 | 5-6') is one
  // event's record, however little the model makes of a date below the first.
  const rowDays = new Map<number, ScoredCandidate>();
  for (const date of dates) {
    const held = rowDays.get(date.line);
    if (date.source === 'column' && (!held || date.probability > held.probability))
      rowDays.set(date.line, date);
  }
  return (line) => {
    const row = rowDays.get(line);
    if (row) return comparableDate(row.value).slice(5, 10);
    let day: string | undefined;
    let held: ScoredCandidate | undefined;
    for (const date of events) {
      if (date.line > line || date.line < line - eventDateReach) continue;
      // The likeliest date of the last line with one: two sessions of a day differ by their start.
      if (held && held.line === date.line && held.probability >= date.probability) continue;
      held = date;
      // A wallet pass or PDF ticket repeats the body's seats under a date of its own layout: the start
      // tells sessions apart only in the body.
      const body = lines[date.line]?.source === 'body';
      day = comparableDate(date.value)
        .slice(5, body ? 16 : 10)
        .replace('T--:--', '');
    }
    return day;
  };
}

// A machine-readable ticket's row is believed this far under the threshold beside its own seats.
const ownTicketRowFloor = 0.1;

/**
 * The rows of machine-readable tickets whose seats are accepted, though the row scores under the
 * threshold: two JSON-LD tickets of 'Dress Circle' seats 14-15, one in row C, one in row D, are two
 * groups, not one. The row is only weighed against its own ticket's seats there.
 */
function ownTicketRows(
  rows: readonly ScoredCandidate[],
  seating: readonly ScoredCandidate[],
): ScoredCandidate[] {
  const seated = new Set(
    seating.filter((candidate) => candidate.line < 0 && candidate.field === 'seats').map((c) => c.order),
  );
  const accepted = new Set(seating);
  return rows.filter(
    (row) =>
      row.line < 0 && !accepted.has(row) && row.probability >= ownTicketRowFloor && seated.has(row.order),
  );
}

/** A candidate's label says it is that field ('Vak | Parket' is a section, whatever its shape). */
const labelledAs = (candidate: ScoredCandidate, field: 'section' | 'row') =>
  lexiconClassesOf(candidate.labelWords).includes(field);

/** Below the yes/no threshold, a candidate next to a group's other values still counts when its label names the field. */
const labelledFloor = 0.02;

/**
 * A group found without a section (or row) takes the one written under that label right beside it:
 * the seats and row make it a seat group, and the label says what the value is.
 */
function completeFromLabels(
  group: SeatGroup,
  candidates: readonly ScoredCandidate[],
  field: 'section' | 'row',
): void {
  if (group[field] || group.firstLine < 0) return;
  const near = candidates.filter(
    (candidate) =>
      candidate.probability >= labelledFloor &&
      labelledAs(candidate, field) &&
      candidate.line >= group.firstLine - 3 &&
      candidate.line <= group.lastLine + 1,
  );
  // On a table row of its own ('Circle 1 | B | 5' under three rows of 'Stalls | K'), the row's own cell.
  const own = near.filter((candidate) => group.mentionLines.includes(candidate.line));
  const chosen = best(own) ?? best(near);
  if (chosen) group[field] = chosen;
}

function nearestGroup(groups: readonly SeatGroup[], line: number): SeatGroup | undefined {
  // A table row's count is its own seats' ('Andes Baja | 31 | 5 - 6 | 2'), even where another group
  // spans that row (its seats repeated in an attachment below).
  const onLine = groups.find((group) => group.mentionLines.includes(line));
  if (onLine) return onLine;
  // The nearest mention, not the span: a group written in the body and again on its PDF pages spans the
  // next game's lines between ('Platz 17, 18, 19' / '3 x Vollzahler', then 'Platz 17-18' / '1 x …').
  const fromMentions = (group: SeatGroup) =>
    group.mentionLines.length > 0
      ? Math.min(...group.mentionLines.map((mention) => Math.abs(mention - line)))
      : distanceTo(group, line);
  let chosen: SeatGroup | undefined;
  let distance = Infinity;
  for (const group of groups) {
    const d = fromMentions(group);
    if (d < distance) {
      distance = d;
      chosen = group;
    }
  }
  return chosen;
}

const moneyCell = /[$€£¥]|\d[.,]\d\d\b|\bR\$/;

/**
 * 'Early bird | × 2 | €65.00' over '3rd release | × 1 | €37.50': one event's admission sold at several
 * prices, a row each, adds up (3). Only counts on consecutive lines shaped alike (as many cells, a
 * price in each), so that a count repeated in a summary ('Tickets: 2') is not added.
 */
function tierRowsTotal(counts: readonly ScoredCandidate[], lines: readonly TextLine[]): number | undefined {
  const byLine = new Map<number, ScoredCandidate>();
  for (const count of counts) if (count.line >= 0 && !byLine.has(count.line)) byLine.set(count.line, count);
  // 'Service Fee x 4 @ $14.25' under 'Lawn GA Admission x 4': a fee's count is no tier of its own.
  const feeLines = new Set(
    lines
      .filter((line) => byLine.has(line.index) && isAddOnOrFee(line.cells[0] ?? ''))
      .map((line) => line.index),
  );
  const sorted = [...byLine.keys()].filter((line) => !feeLines.has(line)).sort((a, b) => a - b);
  // The one run of consecutive lines with a count: a total written elsewhere ('4 Stück') is no tier.
  const runs: number[][] = [];
  for (const line of sorted) {
    const run = runs.at(-1);
    if (run && line === run.at(-1)! + 1) run.push(line);
    else runs.push([line]);
  }
  const tiers = runs.filter((run) => run.length >= 2);
  if (tiers.length !== 1) return undefined;
  const rows = tiers[0]!;
  const shaped = rows.map((line) => lines.find((text) => text.index === line));
  const width = shaped[0]?.cells.length ?? 0;
  // A row of cells ('Early bird | × 2 | €65.00'), or a line led by its count ('2 x Normalpreis à 26,00 €').
  const alike = shaped.every(
    (line) =>
      line &&
      line.cells.length === width &&
      moneyCell.test(line.text) &&
      (width >= 2 || countFirst.test(line.text)),
  );
  return alike ? rows.reduce((sum, line) => sum + Number(byLine.get(line)!.value), 0) : undefined;
}

const countFirst = /^\d{1,2}\s*[x×]\s/i;

/**
 * The group a machine-readable count belongs to: the one holding seating of the same structured ticket
 * (two Wallet passes, 4 × Zaal and 1 × Balkon, each count with its own seats), else the nearest.
 */
function groupOfCount(groups: readonly SeatGroup[], candidate: ScoredCandidate): SeatGroup | undefined {
  if (candidate.line >= 0) return nearestGroup(groups, candidate.line);
  const sameTicket = (mention: ScoredCandidate | undefined) =>
    mention !== undefined && mention.line < 0 && mention.order === candidate.order;
  return (
    groups.find((group) => [group.section, group.row, ...group.seats].some(sameTicket)) ??
    nearestGroup(groups, candidate.line)
  );
}

/**
 * The counts of kinds of ticket on lines one under another that add up to the seats ('Adult | 2 x $65.00',
 * 'Child (2-12) | 2 x $35.00' under 'Seats 3-6', before an add-on's '4 x $20.00'; 'Kind x 1' at 0.47
 * under 'Volwassene x 2'): a run from one of the group's own counts, taking a weaker count of the next
 * line too.
 */
function kindsRun(
  own: ReadonlyMap<number, ScoredCandidate>,
  all: readonly ScoredCandidate[],
  seats: number,
): number | undefined {
  const byLine = new Map<number, ScoredCandidate>();
  for (const candidate of all)
    if (candidate.line >= 0 && candidate.probability >= tierCountFloor && !byLine.has(candidate.line))
      byLine.set(candidate.line, candidate);
  for (const [line, candidate] of own) byLine.set(line, candidate);
  for (const start of own.keys()) {
    let total = 0;
    for (let line = start; byLine.has(line); line += 1) {
      total += Number(byLine.get(line)!.value);
      if (total === seats && line > start) return total;
      if (total > seats) break;
    }
  }
  return undefined;
}

/** Builds ticket groups from scored candidates: seating groups, their quantities, and the event fields. */
const likelyCountFloor = 0.25;
/** Whether two table rows' first cells share a word of four letters or more ('Weekend Camping …'). */
function sameKind(a: TextLine | undefined, b: TextLine | undefined): boolean {
  const long = (line: TextLine | undefined) =>
    new Set(words(line?.cells[0] ?? '').filter((word) => word.length >= 4 && !/\d/.test(word)));
  const first = long(a);
  return [...long(b)].some((word) => first.has(word));
}
const tierCountFloor = 0.1;
// How sure a count of one day's ticket rows is: the rows are written, but the model read none of them.
const datedRowsScore = 0.8;

/** A group of a section alone whose name is an admission phrase ('General Admission Floor', 'Pit Standing'). */
const isStandingArea = (group: SeatGroup) =>
  group.section !== undefined &&
  !group.row &&
  group.seats.length === 0 &&
  lexiconClassesOf(words(group.section.value)).includes('generalAdmission');

export function decodeTickets(
  document: ScoredDocument,
  thresholds: Thresholds,
  lines: readonly TextLine[] = [],
): DecodedTicket[] {
  const byField = new Map<CandidateField, ScoredCandidate[]>();
  for (const candidate of document.candidates) {
    const list = byField.get(candidate.field);
    if (list) list.push(candidate);
    else byField.set(candidate.field, [candidate]);
  }
  const of = (field: CandidateField): ScoredCandidate[] => byField.get(field) ?? [];
  const accepted = (field: CandidateField) =>
    of(field).filter((candidate) => candidate.probability >= thresholds[field]);
  // 'Section | General Admission Floor' over 'Row | GA': a standing area named as a section is no seat group.
  const seating = [...accepted('section'), ...accepted('row'), ...accepted('seats')];
  seating.push(...ownTicketRows(of('row'), seating));
  const repeated = repeatedLayoutDates(of('eventDate'), seating, lines);
  const groups = withoutReturnedSeats(
    withoutReplacedSeats(
      seatGroups(seating, eventDayAbove(of('eventDate'), lines, repeated)).filter(
        (group) => !isStandingArea(group),
      ),
      lines,
    ),
    lines,
  );
  for (const group of groups) completeFromLabels(group, of('section'), 'section');
  for (const group of groups) completeFromLabels(group, of('row'), 'row');
  const admission = best(accepted('generalAdmission'));
  const quantities = accepted('quantity');

  interface Pending {
    group?: SeatGroup;
    quantity: ScoredCandidate[];
    rows?: { count: number; score: number };
    block?: GroupBlock;
    /** The block dates the ticket, its name and venue are the mail's (a day's rows name the pass). */
    datesOnly?: boolean;
    /** The row that dates an admission event (its count on its day's line). */
    dayBlock?: GroupBlock;
  }
  const tickets: Pending[] = groups.map((group) => ({ group, quantity: [] }));
  const standing = standingBesideSeats(
    accepted('generalAdmission'),
    groups,
    quantities,
    lines,
    of('generalAdmission'),
  );
  const likelyCounts = of('quantity').filter(
    (candidate) => candidate.probability >= likelyCountFloor && candidate.probability < thresholds.quantity,
  );
  const events =
    groups.length === 0 && !standing ? admissionEvents(quantities, of('eventDate'), lines, likelyCounts) : [];
  const days =
    groups.length === 0 && events.length === 0 ? datedTicketRows(of('eventDate'), of('quantity'), lines) : [];
  if (events.length > 0) {
    for (const event of events)
      tickets.push({
        quantity: [...event.counts],
        block: event.block,
        ...(event.dayBlock ? { dayBlock: event.dayBlock } : {}),
      });
  } else if (days.length > 0) {
    for (const day of days) {
      const first = day.lines[0]!;
      const rows = { count: day.lines.length, score: datedRowsScore };
      tickets.push({ quantity: [], rows, block: { from: first - 1, to: first }, datesOnly: true });
    }
  } else if (standing) {
    // In the order the mail lists them: standing places above the seats come first.
    const at = groups.findIndex((group) => group.firstLine > standing.line);
    const block =
      groups.length > 0
        ? blockAbove(standing.line, groups.flatMap(mentionLines), of('eventDate'))
        : undefined;
    const place: Pending = {
      quantity: [...standing.counts],
      ...(standing.rows ? { rows: standing.rows } : {}),
      ...(block ? { block } : {}),
    };
    tickets.splice(at < 0 ? tickets.length : at, 0, place);
  } else if (tickets.length === 0) {
    const rows = standingRowsAlone(accepted('generalAdmission'), lines);
    tickets.push({ quantity: [], ...(rows ? { rows } : {}) });
  }
  for (const candidate of events.length > 0 || days.length > 0 ? [] : quantities) {
    if (standing?.counts.includes(candidate)) continue;
    const group = groupOfCount(groups, candidate);
    (tickets.find((ticket) => ticket.group === group) ?? tickets[0]!).quantity.push(candidate);
  }
  // A plan's seats stated once over a table of its games: the same seats for each game.
  const games = groups.length === 1 && !standing ? planGames(groups[0]!, of('eventDate'), lines) : [];
  if (games.length > 1) {
    const [plan] = tickets.splice(0, tickets.length);
    for (const block of games) tickets.push({ ...plan!, quantity: [...plan!.quantity], block });
  }
  const standingPlaces = standing?.rows?.count ?? Number(best(standing?.counts ?? [])?.value ?? 0);
  const totalSeats = groups.reduce((sum, group) => sum + groupSeats(group).length, 0) + standingPlaces;
  const multiple = tickets.length > 1;
  const blocks = eventBlocks(groups, of('eventDate'), standing?.line);

  return tickets.map(({ group, quantity, rows, block: ownBlock, datesOnly, dayBlock }): DecodedTicket => {
    const dateBlock = dayBlock ?? ownBlock ?? (group ? blocks[groups.indexOf(group)] : undefined);
    const block = datesOnly ? undefined : (ownBlock ?? dateBlock);
    const seats = group ? groupSeats(group) : [];
    const seatScore =
      group && group.seats.length > 0 ? Math.max(...group.seats.map((c) => c.probability)) : 0;
    const generalAdmission = !group && admission !== undefined;
    // A total for the whole order ('Quantity: 4' over two pairs) is not this group's quantity.
    const own = quantity.filter(
      (candidate) => !(multiple && Number(candidate.value) === totalSeats && seats.length < totalSeats),
    );
    let stated = best(own) ?? (!multiple ? best(quantities) : undefined);
    // The Wallet passes attached count at least the tickets, maybe not all ('× 3' beside one pass, three
    // seats listed): a larger count written, else the seats, wins.
    if (stated?.traits.includes(countedPasses)) {
      const passes = Number(stated.value);
      const larger = (own.length > 0 || multiple ? own : quantities).filter(
        (candidate) => !candidate.traits.includes(countedPasses) && Number(candidate.value) > passes,
      );
      if (larger.length > 0) stated = best(larger);
      else if (seats.length > passes) stated = undefined;
    }
    // One quantity per table row ('112 | K | 7 | 1', '112 | K | 8 | 1') adds up over the group's rows.
    const perRow = new Map(
      own
        .filter(
          (candidate) =>
            group &&
            candidate.line >= group.firstLine &&
            candidate.line <= group.lastLine &&
            group.seats.some((seat) => seat.line === candidate.line),
        )
        .map((candidate) => [candidate.line, candidate]),
    );
    if (stated && perRow.size > 1) {
      const total = [...perRow.values()].reduce((sum, candidate) => sum + Number(candidate.value), 0);
      if (total === seats.length) stated = { ...stated, value: String(total) };
    }
    // '2 x Adult' and '2 x Juvenile U16' under 'Seats 5-8': counts of kinds, a line each, that add up
    // to the seats count them together.
    // A Wallet pass or PDF that repeats them ('Tickets | 1 x Adult, 1 x Student') is read apart.
    if (stated && seats.length > 0 && Number(stated.value) !== seats.length) {
      for (const source of ['body', 'attachment']) {
        const kinds = new Map(
          own
            .filter((candidate) => candidate.line >= 0 && lines[candidate.line]?.source === source)
            .map((c) => [c.line, c]),
        );
        const total = [...kinds.values()].reduce((sum, candidate) => sum + Number(candidate.value), 0);
        const run =
          kinds.size > 1 && total === seats.length ? total : kindsRun(kinds, of('quantity'), seats.length);
        if (run !== undefined) {
          stated = { ...stated, value: String(run) };
          break;
        }
      }
    }
    // A tier's count in the same column as a believed one, on a table row that names the same kind of
    // ticket, counts however little the model makes of it ('Weekend Camping Teen (13-17) | 1 | £139.00'
    // at 0.17 under 'Weekend Camping Adult | 3'; not 'Coat Check | 1'); so does a line led by its count
    // beside a believed one led by its own ('2 × Entrée Adulte | 39,80 €' at 0.4 over '1 × Tarif réduit
    // (-26 ans) | 15,90 €'), as tierRowsTotal adds only rows shaped alike.
    const ledByCount = (candidate: ScoredCandidate) =>
      candidate.source === 'pattern' && countFirst.test(lines[candidate.line]?.text ?? '');
    const tierMates = own.length
      ? of('quantity').filter(
          (candidate) =>
            candidate.probability >= tierCountFloor &&
            !own.includes(candidate) &&
            own.some(
              (count) =>
                (candidate.source === 'column' &&
                  count.source === 'column' &&
                  count.order === candidate.order &&
                  sameKind(lines[count.line], lines[candidate.line])) ||
                (ledByCount(count) && ledByCount(candidate)),
            ),
        )
      : [];
    const tiers =
      stated && seats.length === 0 && !multiple && !rows
        ? tierRowsTotal([...own, ...tierMates], lines)
        : undefined;
    if (stated && tiers) stated = { ...stated, value: String(tiers) };
    let quantityValue: DecodedValue;
    // Every ticket has a count: of a lone ticket with no other, the likeliest count under the threshold
    // ('Tickets (2)' at 0.49) beats none, and keeps its low score.
    const likely = !multiple && !rows && seats.length === 0 ? best(of('quantity')) : undefined;
    if (stated) quantityValue = present(stated);
    else if (rows) quantityValue = { value: String(rows.count), score: rows.score };
    else if (seats.length > 0) quantityValue = { value: String(seats.length), score: seatScore };
    else if (likely && likely.probability >= likelyCountFloor) quantityValue = present(likely);
    else quantityValue = absent(of('quantity'));
    const seatAbsent = generalAdmission ? { value: null, score: admission!.probability } : undefined;
    const section = group?.section?.value;
    const eventDate = withTimeOfDay(
      eventValue(of('eventDate'), document.none.eventDate, dateBlock),
      of('eventDate'),
    );
    const nameLine = block ? layoutLineOf(of('eventName'), of('eventDate'), eventDate, lines) : undefined;
    // 'Tiered Seating', the area of a darts session's table row, is no venue of its own.
    // 'Juno Okafor - Salt & Static' over the second concert's date: the line the block's likeliest name
    // stands on is no venue of it.
    const eventLine = block
      ? best(of('eventName').filter((candidate) => inBlock(candidate, block)))?.line
      : undefined;
    const venue = eventValue(of('venue'), document.none.venue, block, {
      markupDecides: true,
      section,
      ownAboveNone: true,
      eventLine,
    });
    return {
      fields: {
        eventName: withLatinReading(
          eventValue(of('eventName'), document.none.eventName, block, {
            notStartingWith: venue.value,
            markupDecides: markupFromVendor(of('eventName')),
            section,
            layoutLine: nameLine,
          }),
        ),
        eventDate,
        venue: withLatinReading(venue),
        section: group?.section
          ? withLatinReading(present(group.section))
          : (seatAbsent ?? absent(of('section'))),
        row: group?.row ? present(group.row) : (seatAbsent ?? absent(of('row'))),
        seats:
          seats.length > 0
            ? { value: seats.join(','), seats, score: seatScore }
            : (seatAbsent ?? absent(of('seats'))),
        quantity: quantityValue,
      },
      generalAdmission,
      quantityStated: stated !== undefined,
      quantityMismatch: stated !== undefined && seats.length > 0 && Number(stated.value) !== seats.length,
    };
  });
}
