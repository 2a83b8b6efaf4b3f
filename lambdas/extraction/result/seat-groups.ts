import { lexiconClassesOf, seatingKeywordClass } from '../candidates/lexicon.ts';
import { comparableText } from '../model/field-match.ts';
import { byDocumentOrder, type ScoredCandidate } from './scored-candidate.ts';
import { foldText } from '../text/normalise.ts';

export type SeatField = 'section' | 'row' | 'seats';
const seatFields: readonly string[] = ['section', 'row', 'seats'];

/** One ticket group's seating as mentioned in the document, possibly several times. */
export interface SeatGroup {
  section?: ScoredCandidate;
  row?: ScoredCandidate;
  seats: ScoredCandidate[];
  /** First and last text line of the group's mentions (-1 while it has only machine-readable ones). */
  firstLine: number;
  lastLine: number;
  /** Every text line that mentions the group's seating. */
  mentionLines: number[];
}

/** The earlier of two text lines, where -1 (no text line) never wins. */
const earlier = (a: number, b: number) => (a < 0 ? b : b < 0 ? a : Math.min(a, b));

/**
 * The key under which two mentions of a section or row are the same: 'Sec. 112', 'SECTION 112' and '112'
 * meet; a wallet pass and the body often write one with its label and one without.
 */
function key(candidate: ScoredCandidate): string {
  const text = comparableText(candidate.value).replace(/[.:#]/g, ' ');
  const parts = text.split(/\s+/).filter((part) => part.length > 0);
  while (parts.length > 1 && seatingKeywordClass(parts[0]!)) parts.shift();
  return parts.join(' ');
}

const fieldOfClass: Record<string, SeatField> = { section: 'section', row: 'row', seat: 'seats' };

/**
 * A value read as two seating fields where its label names one ('Sitzplatz' / '19' as a section and as a
 * seat): the reading of the other field is a misreading.
 */
function misread(candidate: ScoredCandidate, seating: readonly ScoredCandidate[]): boolean {
  const named = lexiconClassesOf(candidate.labelWords)
    .map((cls) => fieldOfClass[cls])
    .filter((field) => field !== undefined);
  return (
    named.length === 1 &&
    named[0] !== candidate.field &&
    seating.some(
      (other) =>
        other.field === named[0] &&
        other.line === candidate.line &&
        other.line >= 0 &&
        other.value === candidate.value,
    )
  );
}

/** Where a mention belongs: its line, or its ticket in the machine-readable data. */
const recordOf = (candidate: ScoredCandidate) =>
  candidate.line >= 0 ? `l${candidate.line}` : `s${candidate.order}`;

function newGroup(candidate: ScoredCandidate): SeatGroup {
  return { seats: [], firstLine: candidate.line, lastLine: candidate.line, mentionLines: [] };
}

function add(group: SeatGroup, candidate: ScoredCandidate): void {
  const field = candidate.field as SeatField;
  if (field === 'seats') group.seats.push(candidate);
  else if (!group[field] || group[field]!.probability < candidate.probability) group[field] = candidate;
  group.firstLine = earlier(group.firstLine, candidate.line);
  group.lastLine = Math.max(group.lastLine, candidate.line);
  if (candidate.line >= 0) group.mentionLines.push(candidate.line);
}

/** Whether one key's words run inside the other's: 'Parkett' and 'Parkett Loge' read one text two ways. */
function overlaps(a: string, b: string): boolean {
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  return ` ${long} `.includes(` ${short} `);
}

/**
 * The mentions of one record (a line, a table row, a structured ticket), split where a field repeats.
 * Two readings of one text ('Sektor Parkett Loge' as 'Parkett Loge' and as 'Parkett') are no repeat.
 */
function splitRecord(candidates: readonly ScoredCandidate[]): SeatGroup[] {
  const parts: SeatGroup[] = [];
  let part: SeatGroup | undefined;
  for (const candidate of candidates) {
    const field = candidate.field as SeatField;
    const repeats =
      part !== undefined &&
      (field === 'seats'
        ? part.seats.length > 0 && !part.seats.some((seen) => key(seen) === key(candidate))
        : part[field] !== undefined &&
          key(part[field]!) !== key(candidate) &&
          !(part[field]!.line === candidate.line && overlaps(key(part[field]!), key(candidate))));
    if (!part || repeats) {
      part = newGroup(candidate);
      parts.push(part);
    }
    add(part, candidate);
  }
  return parts;
}

/**
 * Whether a record continues the current group: it names no other section or row, and it does not
 * start a new seat record (a section or row the group lacks, after the group's seats).
 */
function continues(group: SeatGroup, record: SeatGroup): boolean {
  for (const field of ['section', 'row'] as const) {
    if (record[field] && group[field] && key(record[field]!) !== key(group[field]!)) return false;
    if (record[field] && !group[field] && group.seats.length > 0) return false;
  }
  return true;
}

function absorb(into: SeatGroup, from: SeatGroup): void {
  into.section ??= from.section;
  into.row ??= from.row;
  into.seats.push(...from.seats);
  into.firstLine = earlier(into.firstLine, from.firstLine);
  into.lastLine = Math.max(into.lastLine, from.lastLine);
  into.mentionLines.push(...from.mentionLines);
}

const seatKeys = (group: SeatGroup) => new Set(groupSeats(group).map(comparableText));

/**
 * 'Platea 8: 14, 16', 'Anfiteatro 2: 31', then a note on 'las butacas 14 y 16': seats alone that an
 * earlier group holds, and not the one they follow, are that group's seats mentioned again.
 */
function repeatedIn(
  groups: readonly SeatGroup[],
  current: SeatGroup,
  part: SeatGroup,
): SeatGroup | undefined {
  // A group still without seats ('Sec 112' / 'Row 14' over 'Seats 7-8', the same seats as the game
  // before) takes the seats that follow it.
  if (part.section || part.row || current.seats.length === 0) return undefined;
  const seats = seatKeys(part);
  if (seats.size === 0 || [...seats].some((seat) => seatKeys(current).has(seat))) return undefined;
  return groups.find((group) => group !== current && [...seats].every((seat) => seatKeys(group).has(seat)));
}

/**
 * Seats with their row that an earlier group already holds, after a group that names a section alone
 * ('AIDA · POLTRONISSIMA | 8 | 21', then 'CARMEN · GRADINATA NON NUMERATA' twice, then an attachment's
 * 'Fila 8 Posti 21-22'): the earlier group's seats mentioned again, not the seats of that section.
 */
function mentionedBefore(groups: readonly SeatGroup[], current: SeatGroup, part: SeatGroup): boolean {
  if (current.seats.length > 0 || current.row || !part.row || part.seats.length === 0) return false;
  const seats = seatKeys(part);
  return groups.some(
    (group) =>
      group !== current &&
      group.row !== undefined &&
      key(group.row) === key(part.row!) &&
      [...seats].every((seat) => seatKeys(group).has(seat)),
  );
}

/**
 * 'Parterre, Rangée 7, Place 12 · Parkett, Reihe 7, Platz 12', or the two on neighbouring lines of a
 * PDF: one seat written in two languages. Two sections with the same row under differently worded row
 * labels and the same seats, each seat line of one next to a seat line of the other, are one group.
 * Boxes without rows ('Box 12 Seat 1' over 'Box 14 Seat 1') stay apart.
 */
function writtenTwice(a: SeatGroup, b: SeatGroup): boolean {
  if (!a.section || !b.section || !a.row || !b.row) return false;
  if (key(a.section) === key(b.section) || key(a.row) !== key(b.row)) return false;
  // Each row under its own language's label ('Rangée' and 'Reihe'), not 'Sec 101 Row A · Sec 102 Row A'.
  const rowLabel = (group: SeatGroup) => group.row!.labelWords.map(foldText).join(' ');
  if (!rowLabel(a) || !rowLabel(b) || rowLabel(a) === rowLabel(b)) return false;
  const seats = seatKeys(a);
  const others = seatKeys(b);
  if (seats.size === 0 || seats.size !== others.size || [...seats].some((seat) => !others.has(seat)))
    return false;
  const lines = a.seats.filter((c) => c.line >= 0).map((c) => c.line);
  const near = b.seats.filter((c) => c.line >= 0).map((c) => c.line);
  return near.length > 0 && near.every((line) => lines.some((other) => Math.abs(other - line) <= 1));
}

const sameSeating = (a: SeatGroup, b: SeatGroup) =>
  (['section', 'row'] as const).every((field) =>
    a[field] && b[field] ? key(a[field]!) === key(b[field]!) : !a[field] && !b[field],
  );

/**
 * Groups the accepted section, row and seat mentions into ticket groups. Records (lines, table rows,
 * structured tickets) are read in document order: a record that names no other section or row continues
 * the current group ('Seat 8' after 'Sec 112 Row K Seat 7', a label block over several lines); the same
 * seating mentioned again elsewhere (a summary, a wallet pass, JSON-LD) merges into one group, unless
 * `eventOf` (the event a text line belongs to) tells two events apart.
 */
export function seatGroups(
  accepted: readonly ScoredCandidate[],
  eventOf: (line: number) => string | undefined = () => undefined,
): SeatGroup[] {
  const records = new Map<string, ScoredCandidate[]>();
  const seating = accepted.filter((c) => seatFields.includes(c.field));
  for (const candidate of seating.filter((c) => !misread(c, seating)).sort(byDocumentOrder)) {
    const record = recordOf(candidate);
    records.set(record, [...(records.get(record) ?? []), candidate]);
  }
  // The same seats under two events' dates (two nights of a run) are two groups; the very same seats
  // under two start times of one day (a day and an evening session) too. A date on the line above can
  // be the previous wallet pass's, so different seats of one day stay one event whatever the times.
  // A group's event is the first its mentions stand under: a plan's seats stated without a date above
  // take the date of the first game's row that repeats them, not every game's.
  const eventOfGroup = (group: SeatGroup) => {
    const lines = [group.firstLine, ...[group.section, group.row, ...group.seats].map((c) => c?.line ?? -1)];
    for (const line of lines.sort((x, y) => x - y)) {
      const event = line >= 0 ? eventOf(line) : undefined;
      if (event !== undefined) return event;
    }
    return undefined;
  };
  const sameEvent = (a: SeatGroup, b: SeatGroup) => {
    const [first, second] = [eventOfGroup(a), eventOfGroup(b)];
    if (first === undefined || second === undefined) return true;
    if (first.slice(0, 5) !== second.slice(0, 5)) return false;
    // '12-20' and '12-20T19:00': one of them says no time, so the day alone compares.
    const seats = (group: SeatGroup) => groupSeats(group).map(comparableText).sort().join(',');
    return seats(a) === '' || seats(a) !== seats(b) || first.startsWith(second) || second.startsWith(first);
  };
  const groups: SeatGroup[] = [];
  let current: SeatGroup | undefined;
  for (const candidates of records.values()) {
    for (const part of splitRecord(candidates)) {
      if (
        current &&
        candidates[0]!.line >= 0 &&
        continues(current, part) &&
        sameEvent(current, part) &&
        !mentionedBefore(groups, current, part)
      )
        absorb(repeatedIn(groups, current, part) ?? current, part);
      else groups.push((current = part));
    }
  }
  const merged: SeatGroup[] = [];
  for (const group of groups) {
    const same = merged.find((other) => sameSeating(other, group) && sameEvent(other, group));
    if (same) absorb(same, group);
    else merged.push(group);
  }
  const once = merged.filter((group, index) => {
    const first = merged
      .slice(0, index)
      .find((other) => writtenTwice(other, group) && sameEvent(other, group));
    if (first) absorb(first, group);
    return !first;
  });
  // Markup is a hint, not proof: where the text states seating, seats or whole groups that only the
  // machine-readable data states (a forward's edited JSON-LD) give way to it.
  const fromText = (candidate: ScoredCandidate) => candidate.line >= 0;
  const textGroups = once.filter((group) =>
    [group.section, group.row, ...group.seats].some((c) => c && fromText(c)),
  );
  const trusted = textGroups.length > 0 ? textGroups : once;
  for (const group of trusted) {
    if (group.seats.some(fromText)) group.seats = group.seats.filter(fromText);
  }
  // A group naming less (a lone section from a summary line) joins the one group it agrees with.
  const joined = trusted.filter((group) => {
    const richer = trusted.filter(
      (other) =>
        other !== group &&
        (['section', 'row'] as const).every(
          (field) => !group[field] || (other[field] && key(other[field]!) === key(group[field]!)),
        ) &&
        (!!other.section || !!other.row) &&
        Number(!!other.section) + Number(!!other.row) > Number(!!group.section) + Number(!!group.row),
    );
    if (richer.length !== 1) return true;
    absorb(richer[0]!, group);
    return false;
  });
  // A row alone ('Ponce Row NE' in an address) is no ticket group next to real ones, nor is a section
  // alone ('Zone: Upper Level Baseline', 'Level 4' of an address) next to groups with seats.
  const real = joined.filter((group) => group.section || group.seats.length > 0);
  const seated = real.filter((group) => group.seats.length > 0);
  // Nor a section and row without seats on a table row whose seats make a group ('2 | … | 112 | 14 | 5-6
  // | 2': the count read as a second row).
  const seatedLines = new Set(seated.map((group) => group.firstLine));
  if (seated.length > 0)
    return real.filter((group) => group.seats.length > 0 || (group.row && !seatedLines.has(group.firstLine)));
  return real.length > 0 ? real : joined;
}

const seatOrder = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

/**
 * The seats of a group, deduplicated, in seat order ('4' read inline before the markup's '3, 4' still
 * lists 3, 4; 'A9, A10' by number).
 */
export function groupSeats(group: SeatGroup): string[] {
  const seen = new Map<string, string>();
  for (const candidate of group.seats) {
    for (const seat of candidate.seats ?? [])
      if (!seen.has(comparableText(seat))) seen.set(comparableText(seat), seat);
  }
  return [...seen.values()].sort(seatOrder.compare);
}
