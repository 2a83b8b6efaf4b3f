import type { LabelledValue } from '../text/label-pairs.ts';
import { words } from '../text/normalise.ts';
import { isWeekday } from '../document/month-names.ts';
import type { Candidate } from './candidate.ts';
import type { DateMention } from './date-mentions.ts';
import { lexiconClassesOf } from './lexicon.ts';
import type { ZoneEvidence } from './event-zone.ts';
import { formatEventDate, localTimeIn, type LocalDateTime, type ZoneHint } from './time-zones.ts';

const dayMs = 86_400_000;
const pad = (value: number) => String(value).padStart(2, '0');

function labelOf(mention: DateMention, pairsByLine: Map<number, LabelledValue[]>): LabelledValue | undefined {
  const head = mention.text.slice(0, 6);
  return pairsByLine.get(mention.line)?.find((pair) => pair.value.includes(head));
}

// 'Fri, Aug 13, 2027, 12:00 PM EDT –' over 'Sun, Aug 15, 2027, 11:00 PM EDT': the date after the dash ends a span.
const endsWithDash = /\s[-–—]$|\s(?:to|bis|al|au|tot)$/;

const parkingHeading =
  /\b(?:parking|car park|parkplatz|parkschein|aparcamiento|estacionamiento|stationnement|parkeren|parcheggio)\b/i;

function relationTraits(
  mention: DateMention,
  reference: Date | undefined,
  lineText: string,
  previousLine: string | undefined,
): string[] {
  const date = mention.date!;
  const traits = [date.yearKnown ? 'date:year' : 'date:no-year'];
  if (
    previousLine !== undefined &&
    endsWithDash.test(previousLine) &&
    words(lineText.slice(0, mention.index)).every(isWeekday)
  )
    traits.push('date:span-end');
  // 'accept by October 3', 'bestellt am 23.06.': the words before a date say what it is.
  for (const word of words(lineText.slice(Math.max(0, mention.index - 30), mention.index)).slice(-2))
    traits.push(`dpre:${word}`);
  // 'PARKING: Frost Giants vs. Motormen (NOT A GAME TICKET)' over 'Sun • Oct 24, 2027 • 8:00 AM': the
  // time the lot opens, in the parking pass's block.
  if (previousLine !== undefined && parkingHeading.test(previousLine)) traits.push('date:under-parking');
  const lineWords = words(lineText).length;
  traits.push(`dline:${lineWords <= 6 ? 'short' : lineWords <= 14 ? 'mid' : 'long'}`);
  if (date.weekday) traits.push('date:weekday');
  if (/[\p{L}]{3}/u.test(mention.text)) traits.push('date:month-word');
  if (!reference) return traits;
  const days = (Date.UTC(date.year, date.month - 1, date.day) - reference.getTime()) / dayMs;
  if (days < -1) traits.push('date:before-mail');
  else if (days < 1) traits.push('date:mail-day');
  else if (days > 730) traits.push('date:far');
  else traits.push('date:after-mail');
  return traits;
}

function timeTraits(
  time: DateMention,
  lines: Map<number, string>,
  pairsByLine: Map<number, LabelledValue[]>,
): string[] {
  const traits: string[] = [];
  const label = labelOf(time, pairsByLine);
  if (label) for (const cls of lexiconClassesOf(label.labelWords)) traits.push(`tlab:${cls}`);
  // The words before the time in its own cell: 'Einlass / Beginn | 17:30 Uhr / 19:30 Uhr' labels 17:30 by
  // its own label ('Einlass'), not by the header's words.
  const head = (lines.get(time.line) ?? '').slice(Math.max(0, time.index - 24), time.index);
  const before = words(head.slice(head.lastIndexOf(' | ') + 1)).slice(-2);
  for (const cls of lexiconClassesOf(before)) traits.push(`tpre:${cls}`);
  return traits;
}

// How many lines under its date a time may be written, and a time under a start or doors label.
const timeReach = 3;
const labelledTimeReach = 5;

/**
 * Event-date candidates: each written date, alone and joined with the times written with it or near it
 * ('Sat 14 Mar' on one line, '8:00 PM ET' on the next), as ISO with the zone's offset when one is named.
 */
export function dateCandidates(
  mentions: readonly DateMention[],
  pairs: readonly LabelledValue[],
  lineTexts: Map<number, string>,
  reference: Date | undefined,
  documentZone: ZoneEvidence | undefined,
): Candidate[] {
  // A time written without its zone takes the zone the e-mail states elsewhere, or the one its country implies.
  const withZone = (local: LocalDateTime, own: ZoneHint | undefined, instant = false): [string, string] => {
    // A timestamp in UTC ('…T19:00:00Z' in an .ics) is the event's wall clock only in its own zone.
    if (instant && own && 'offsetMinutes' in own && documentZone && 'zone' in documentZone.hint) {
      const epochMs =
        Date.UTC(local.year, local.month - 1, local.day, local.hour, local.minute) -
        own.offsetMinutes * 60_000;
      return [
        formatEventDate(localTimeIn(documentZone.hint.zone, epochMs), documentZone.hint),
        'zone:instant',
      ];
    }
    if (own) return [formatEventDate(local, own), instant ? 'zone:instant' : 'zone:own'];
    if (documentZone) return [formatEventDate(local, documentZone.hint), `zone:doc-${documentZone.how}`];
    return [formatEventDate(local), 'zone:none'];
  };
  const pairsByLine = new Map<number, LabelledValue[]>();
  for (const pair of pairs) pairsByLine.set(pair.line, [...(pairsByLine.get(pair.line) ?? []), pair]);
  const times = mentions.filter((m) => m.time && !m.date);
  // A time written under a date belongs to the nearest date above it: 'Horaires | … Début du spectacle :
  // 20h00' is the start of 'vendredi 12 mars 2027', not of the order date 'commande … du 11/01/2027' two
  // lines higher. An order date between them ('Booked | 11 Jan') claims no time.
  const dateLines = mentions
    .filter(
      (m) => m.date && !lexiconClassesOf(labelOf(m, pairsByLine)?.labelWords ?? []).includes('purchase'),
    )
    .map((m) => m.line);
  const nearerDate = (mention: DateMention, time: DateMention) =>
    dateLines.some((line) => line > mention.line && line <= time.line);
  const out: Candidate[] = [];
  const readings = mentions.flatMap((mention) => {
    const date = mention.date;
    if (!date) return [];
    // '03/06/2026' is 3 June or March 6 depending on the vendor: both readings go to the model, which
    // learns each vendor's habit from its labels.
    const ambiguous =
      /^\d{1,2}[./-]\d{1,2}\b/.test(mention.text) &&
      date.day <= 12 &&
      date.month <= 12 &&
      date.day !== date.month;
    if (!ambiguous) return [{ mention, date, order: [] as string[] }];
    return [
      { mention, date, order: ['date:numeric-read'] },
      { mention, date: { ...date, day: date.month, month: date.day }, order: ['date:numeric-swapped'] },
    ];
  });
  for (const { mention, date, order } of readings) {
    const label = labelOf(mention, pairsByLine);
    const base = (value: string, traits: string[]): Candidate => ({
      field: 'eventDate',
      value,
      line: mention.line,
      order: mention.index,
      source: label ? label.kind : 'text',
      labelWords: label?.labelWords ?? [],
      labelLine: label?.labelLine ?? mention.line,
      traits: [
        ...relationTraits(
          { ...mention, date },
          reference,
          lineTexts.get(mention.line) ?? '',
          lineTexts.get(mention.line - 1),
        ),
        `parser:${mention.parser}`,
        ...order,
        ...traits,
      ],
    });
    if (mention.time) {
      const [value, zoneTrait] = withZone({ ...date, ...mention.time }, mention.zone, mention.instant);
      out.push(base(value, ['time:same', zoneTrait]));
      continue;
    }
    out.push(base(`${date.year}-${pad(date.month)}-${pad(date.day)}`, ['time:none']));
    for (const time of times) {
      const distance = time.line - mention.line;
      const sameLine = distance === 0 && time.index > mention.index;
      if (!sameLine && (distance < 1 || distance > labelledTimeReach || nearerDate(mention, time))) continue;
      const labels = timeTraits(time, lineTexts, pairsByLine);
      // A labelled time reaches further: a table flattened to a line per label and value puts 'Início
      // do espetáculo / 21h00' four lines under the date, below the doors' label and time.
      if (distance > timeReach && !labels.some((trait) => /^tlab:(?:time|doors)$/.test(trait))) continue;
      const [value, zoneTrait] = withZone({ ...date, ...time.time! }, time.zone ?? mention.zone);
      out.push(base(value, [sameLine ? 'time:line' : `time:next${distance}`, ...labels, zoneTrait]));
    }
  }
  return out;
}
