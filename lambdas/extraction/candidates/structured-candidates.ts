import type { StructuredTicket } from '../types.ts';
import type { Candidate, CandidateField } from './candidate.ts';
import { foldText } from '../text/normalise.ts';
import { dateParsers, parseOption } from './chrono-parsers.ts';
import { lexicon, namingSectionWords } from './lexicon.ts';
import { parseSeatList } from './seat-list.ts';
import type { ZoneEvidence } from './event-zone.ts';
import { formatEventDate, localTimeIn } from './time-zones.ts';

const isoPattern =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::\d{2}(?:\.\d+)?)?)?\s*(Z|[+-]\d{2}:?\d{2})?$/;

/** A structured start date in output form: ISO as given (offset kept), or what chrono reads in the raw text. */
export function structuredDate(text: string, reference: Date, zone?: ZoneEvidence): string | undefined {
  const iso = isoPattern.exec(text.trim());
  if (iso) {
    const [, year, month, day, hour, minute, offset] = iso;
    if (hour === undefined) return `${year}-${month}-${day}`;
    const local = {
      year: Number(year),
      month: Number(month),
      day: Number(day),
      hour: Number(hour),
      minute: Number(minute),
    };
    if (!offset) return formatEventDate(local, zone?.hint);
    if (offset === 'Z' && zone && 'zone' in zone.hint) {
      const instant = Date.UTC(local.year, local.month - 1, local.day, local.hour, local.minute);
      return formatEventDate(localTimeIn(zone.hint.zone, instant), zone.hint);
    }
    const minutes =
      offset === 'Z'
        ? 0
        : (offset.startsWith('-') ? -1 : 1) * (Number(offset.slice(1, 3)) * 60 + Number(offset.slice(-2)));
    return formatEventDate(local, { offsetMinutes: minutes });
  }
  const parsed = dateParsers.en.parse(text, reference, parseOption)[0];
  if (!parsed?.start.isCertain('day')) return undefined;
  const start = parsed.start;
  const local = {
    year: start.get('year') ?? 0,
    month: start.get('month') ?? 0,
    day: start.get('day') ?? 0,
    hour: start.get('hour') ?? 0,
    minute: start.get('minute') ?? 0,
  };
  return start.isCertain('hour') ? formatEventDate(local, zone?.hint) : formatEventDate(local).slice(0, 10);
}

const sectionKeywords = new Set<string>(lexicon.section);
const keywordBeforeCode = /^([\p{L}.]+)\s+(?=[\p{Lu}\d][\p{Lu}\d-]{0,5}$)/u;

/**
 * 'Bay 132', 'Section 112', 'Block C4' in a pass or JSON-LD: the section is its number or code, as the
 * text's 'Bay 132, Row 21' gives it; a word that names the stand keeps it ('Tribuna 3').
 */
function sectionValue(section: string | undefined): string | undefined {
  const keyword = section === undefined ? null : keywordBeforeCode.exec(section.trim());
  if (!keyword) return section;
  const word = foldText(keyword[1]!.replace(/\.$/, ''));
  return sectionKeywords.has(word) && !namingSectionWords.has(word)
    ? section!.trim().slice(keyword[0].length)
    : section;
}

/** The trait of a quantity that counts the Wallet passes attached: at least as many tickets, maybe more. */
export const countedPasses = 'sd:counted-passes';

/** Candidates from machine-readable data (JSON-LD, microdata, pkpass, ics): strong hints, not proof. */
export function structuredCandidates(
  structured: readonly StructuredTicket[],
  reference: Date,
  zone?: ZoneEvidence,
): Candidate[] {
  const out: Candidate[] = [];
  structured.forEach((ticket, index) => {
    const traits = [`sd:${ticket.source}`, ticket.fromForwardedPart ? 'sd:forwarded' : 'sd:direct'];
    const add = (field: CandidateField, value: string | undefined, extra: Partial<Candidate> = {}) => {
      if (value === undefined || value.trim().length === 0) return;
      out.push({
        field,
        value: value.trim(),
        line: -1,
        order: index,
        source: 'structured',
        labelWords: [],
        labelLine: -1,
        traits,
        ...extra,
      });
    };
    add('eventName', ticket.eventName);
    add('venue', ticket.venue);
    if (ticket.startDate) add('eventDate', structuredDate(ticket.startDate, reference, zone));
    add('section', sectionValue(ticket.section));
    add('row', ticket.row);
    const seats = ticket.seats
      ?.flatMap((seat) => parseSeatList(seat) ?? [seat.trim()])
      .filter((seat) => seat.length > 0);
    if (seats && seats.length > 0) add('seats', seats.join(','), { seats });
    if (ticket.quantity !== undefined && ticket.quantity > 0)
      add('quantity', String(ticket.quantity), {
        traits: ticket.quantityCounted ? [...traits, countedPasses] : traits,
      });
  });
  return out;
}
