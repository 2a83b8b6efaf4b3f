import type * as chronoEn from 'chrono-node/en';
import { isWeekday, monthNumber } from '../document/month-names.ts';
import type { TextLine } from '../text/document-lines.ts';
import { foldText } from '../text/normalise.ts';
import { languages, type Language } from '../text/language.ts';
import { readableDates } from './readable-dates.ts';
import { dateParsers, monthOnlyLanguages, parseOption, type ParserName } from './chrono-parsers.ts';
import { findZoneHint, type ZoneHint } from './time-zones.ts';

/** A date and/or a time that a maintained parser (chrono-node) read in one line. */
export interface DateMention {
  line: number;
  index: number;
  text: string;
  date?: { year: number; month: number; day: number; yearKnown: boolean; weekday: boolean };
  time?: { hour: number; minute: number };
  zone?: ZoneHint;
  /** A machine timestamp in UTC ('2027-04-24T19:00:00Z', an .ics start): an instant, not the event's wall clock. */
  instant?: boolean;
  parser: string;
}

// With a numeric offset ('…T19:30:00-05:00') vendors write the event's own clock; 'Z' is UTC's.
const utcTimestamp = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?Z$/i;

// '1  Donnerstag, 14. Januar 2027, 20:00 Uhr' (a numbered list of concerts): chrono's German parser takes
// the item's number for the hour. A bare number before a word, with no clock written after it, is none.
const leadingBareNumber = /^(\d{1,2})\s+(?!(?:a\.?\s?m|p\.?\s?m|uhr|uur|h|u)(?!\p{L}))\p{L}/iu;
const writtenClock = /\d[:h.]\d{2}|\d\s*(?:uhr|uur|h\b|[ap]\.?\s?m\b)/i;

// 'Seat(s) | 1 - 4': chrono reads a range of two bare numbers as hours, one to four o'clock.
const bareNumberRange = /^\d{1,2}\s*-\s*\d{1,2}$/;

function hourIsListNumber(result: chronoEn.ParsedResult): boolean {
  const leading = leadingBareNumber.exec(result.text);
  return (
    !!leading &&
    Number(leading[1]) === result.start.get('hour') &&
    !writtenClock.test(result.text.slice(leading[1]!.length))
  );
}

function mention(line: TextLine, result: chronoEn.ParsedResult, parser: string): DateMention | undefined {
  const start = result.start;
  const hasDate = start.isCertain('day') && start.isCertain('month');
  // 'viernes, 16 de octubre de 2026 - 21:00 h' reads as a range from a day to a time: the time is the
  // day's. A range whose start has its own time ('20:00 - 23:00') keeps the start.
  const clock =
    start.isCertain('hour') || !result.end?.isCertain('hour') || result.end.isCertain('day')
      ? start
      : result.end;
  const hasTime =
    clock.isCertain('hour') &&
    !(clock === start && hourIsListNumber(result)) &&
    !(!hasDate && bareNumberRange.test(result.text.trim()));
  if (!hasDate && !hasTime) return undefined;
  const after = line.text.slice(result.index + result.text.length, result.index + result.text.length + 10);
  const instant = hasDate && hasTime && utcTimestamp.test(result.text.trim());
  const zone = instant ? { offsetMinutes: 0 } : findZoneHint(`${result.text} ${after}`);
  return {
    line: line.index,
    index: result.index,
    text: result.text.trim(),
    parser,
    ...(hasDate
      ? {
          date: {
            year: start.get('year') ?? 0,
            month: start.get('month') ?? 0,
            day: start.get('day') ?? 0,
            yearKnown: start.isCertain('year'),
            weekday: start.isCertain('weekday'),
          },
        }
      : {}),
    ...(hasTime ? { time: { hour: clock.get('hour') ?? 0, minute: clock.get('minute') ?? 0 } } : {}),
    ...(zone ? { zone } : {}),
    ...(instant ? { instant } : {}),
  };
}

/** Whether month/day come first in numeric dates: 03/04 is 4 March in the US and 3 April elsewhere. */
export interface DateReading {
  language: Language;
  dayFirst: boolean;
  /** Reference for dates without a year: the vendor's sending time. */
  reference: Date;
}

// Month names and their usual abbreviations in the five languages and more, as whole words.
const monthNames = [
  'septiembre',
  'september',
  'setiembre',
  'noviembre',
  'diciembre',
  'septembre',
  'february',
  'november',
  'december',
  'dezember',
  'novembre',
  'décembre',
  'decembre',
  'februari',
  'augustus',
  'january',
  'jänner',
  'janner',
  'october',
  'februar',
  'feber',
  'oktober',
  'febrero',
  'octubre',
  'janvier',
  'février',
  'fevrier',
  'juillet',
  'octobre',
  'januari',
  'august',
  'januar',
  'agosto',
  'march',
  'april',
  'maerz',
  'enero',
  'marzo',
  'abril',
  'junio',
  'julio',
  'avril',
  'maart',
  'june',
  'july',
  'sept',
  'märz',
  'juni',
  'juli',
  'mayo',
  'mars',
  'juin',
  'août',
  'aout',
  'janv',
  'févr',
  'fevr',
  'juil',
  'may',
  'jan',
  'feb',
  'mar',
  'apr',
  'jun',
  'jul',
  'aug',
  'sep',
  'oct',
  'nov',
  'dec',
  'mai',
  'jän',
  'mär',
  'mrz',
  'okt',
  'dez',
  'ene',
  'abr',
  'ago',
  'dic',
  'avr',
  'déc',
  'mei',
  'mrt',
  // Italian and Portuguese (read by their own parsers only where the five read nothing). Not 'marco' (a
  // name), 'set', 'out' or 'gen' (words).
  'gennaio',
  'febbraio',
  'aprile',
  'maggio',
  'giugno',
  'luglio',
  'settembre',
  'ottobre',
  'dicembre',
  'lug',
  'giu',
  'ott',
  'janeiro',
  'fevereiro',
  'março',
  'maio',
  'junho',
  'julho',
  'setembro',
  'outubro',
  'novembro',
  'dezembro',
];
const monthWord = new RegExp(`(?<!\\p{L})(?:${monthNames.join('|')})(?!\\p{L})`, 'iu');

// Only lines that look like they hold a date go to the (slower) date parser: a month name in one of the
// five languages, or a numeric date ('14.03.2026', '03/14', '2026-03-14').
const numericDate = /\b\d{1,2}[./-]\d{1,2}[./-]\d{2,4}\b|\b\d{1,2}\/\d{1,2}\b|\b\d{4}-\d{2}-\d{2}/;

// Clock times alone ('Doors 19:30', 'Show 8:00 PM', '20 Uhr', the British '7.30pm', the Flemish '20u00')
// are read without the date parser; '10.00pm' is one time, not '00pm'.
const clockTime =
  /(?<![\d.,:])\b(\d{1,2})(?:([:h]|u(?=\d{2}\b)|\.(?=\d{2}\s*(?:uhr|u\b|h\b|[ap]\.?\s?m\b)))(\d{2}))?\s*(a\.?\s?m\.?|p\.?\s?m\.?|uhr|uur|u\b|h\b)?/gi;

const clockRangeEnd =
  /^\s*(?:[-–—]|to|bis|a|à|tot)\s*\d{1,2}(?:[:h.]\d{2})?\s*(?:a\.?\s?m\.?|p\.?\s?m\.?|uhr|uur|h\b)?/i;

const meridiemAtEnd = /[ap]\.?\s?m\.?$/i;

function clockTimes(line: TextLine): DateMention[] {
  const found: DateMention[] = [];
  const lineText = readableDates(line.text);
  // The end of a range ('3:00 PM – 5:30 PM') is when the event ends, not a time of its own.
  let rangeUntil = -1;
  for (const match of lineText.matchAll(clockTime)) {
    const [text, hourText, separator, minuteText, suffix] = match;
    if (!separator && !suffix) continue;
    if (match.index < rangeUntil) continue;
    let hour = Number(hourText);
    const minute = Number(minuteText ?? 0);
    let end = match.index + text.length;
    // '10:00 AM - 6:00 PM CST': the zone after a range's end is its start's too, and so is its
    // meridiem ('Entry 9:00-9:30 PM').
    const rangeEnd = clockRangeEnd.exec(lineText.slice(end));
    // ('11:00 – 1:00 PM' starts in the morning.)
    const endHour = Number(/\d{1,2}/.exec(rangeEnd?.[0] ?? '')?.[0] ?? 0);
    const shared = rangeEnd && hour <= endHour ? meridiemAtEnd.exec(rangeEnd[0])?.[0] : undefined;
    const meridiem = (suffix ?? shared)?.toLowerCase().replace(/[.\s]/g, '');
    if (meridiem === 'pm' && hour < 12) hour += 12;
    if (meridiem === 'am' && hour === 12) hour = 0;
    if (hour > 23 || minute > 59) continue;
    if (rangeEnd) {
      end += rangeEnd[0].length;
      rangeUntil = end;
    }
    const zone = findZoneHint(lineText.slice(match.index, end + 10));
    found.push({
      line: line.index,
      index: match.index,
      text: text.trim(),
      parser: 'clock',
      time: { hour, minute },
      ...(zone ? { zone } : {}),
    });
  }
  return found;
}

function parseLine(line: TextLine, name: ParserName, reading: DateReading): DateMention[] {
  const read = { ...line, text: readableDates(line.text) };
  return dateParsers[name]
    .parse(read.text, reading.reference, parseOption)
    .flatMap((result) => mention(read, result, name) ?? []);
}

// 'Friday 18th - Sunday 20th June 2027', '18-20 June': the first day of a range written once with its
// month, before the date the parser reads.
// Not 'Day 1 – Thursday 3 June': a number after a word other than a weekday numbers something else.
const dayBeforeRange =
  /(?:^|[^\p{L}\d])(?:(\p{L}+)\.?,?\s+)?(\d{1,2})(?:st|nd|rd|th|\.)?\s*(?:[-–]|to|bis|au|al|t\/m)\s*(?:\p{L}+,?\s+)?$/iu;

function rangeStarts(line: TextLine, found: readonly DateMention[]): DateMention[] {
  const starts: DateMention[] = [];
  for (const mention of found) {
    if (!mention.date || mention.parser === 'clock') continue;
    const before = dayBeforeRange.exec(line.text.slice(Math.max(0, mention.index - 30), mention.index));
    const day = Number(before?.[2]);
    if (!before || day < 1 || day >= mention.date.day) continue;
    if (before[1] && !isWeekday(foldText(before[1]))) continue;
    const { time: _time, ...rest } = mention;
    starts.push({
      ...rest,
      index: mention.index - before[0].length,
      text: `${before[0]}${mention.text}`,
      date: { ...mention.date, day, weekday: false },
      parser: `${mention.parser}-range`,
    });
  }
  return starts;
}

/**
 * Every date and time mention in the lines, read in English and in the document's language; a line with
 * a month name neither reads is tried in the other languages.
 */
export function dateMentions(lines: readonly TextLine[], reading: DateReading): DateMention[] {
  // The document's language first; English too for lines it does not read (a German mail may say
  // 'Doors 19:00'), other languages only for month names neither reads.
  const names: ParserName[] =
    reading.language === 'en' ? [reading.dayFirst ? 'en-day-first' : 'en'] : [reading.language];
  const fallback: ParserName = reading.dayFirst ? 'en-day-first' : 'en';
  const mentions: DateMention[] = [];
  // Wallet passes repeat the same lines for every seat: read each distinct line once.
  const readBefore = new Map<string, DateMention[]>();
  for (const line of lines) {
    if (!/\d/.test(line.text)) continue;
    const earlier = readBefore.get(line.text);
    if (earlier) {
      mentions.push(...earlier.map((mention) => ({ ...mention, line: line.index })));
      continue;
    }
    const start = mentions.length;
    const readable = readableDates(line.text);
    const hasMonth = monthWord.test(readable);
    if (!hasMonth && !numericDate.test(readable)) {
      mentions.push(...clockTimes(line));
      readBefore.set(line.text, mentions.slice(start));
      continue;
    }
    let found = names.flatMap((name) => parseLine(line, name, reading));
    if (!found.some((m) => m.date) && !names.includes(fallback))
      found = [...found, ...parseLine(line, fallback, reading)];
    // 'do 19/03/2026 - 20u00': a time the date parser does not read is still the date's.
    if (!found.some((m) => m.time)) found = [...found, ...clockTimes(line)];
    if (hasMonth && !found.some((m) => m.date)) {
      const others = [
        ...languages.filter((language) => !names.includes(language) && language !== 'en'),
        ...monthOnlyLanguages,
      ];
      for (const other of others) {
        const more = parseLine(line, other, reading);
        if (more.some((m) => m.date)) {
          found = [...found, ...more];
          break;
        }
      }
    }
    // A range's end is no start of its own: the event begins on its first day.
    const starts = rangeStarts(line, found);
    if (starts.length > 0) {
      const ends = new Set(starts.map((start) => start.index + start.text.length));
      found = [...found.filter((item) => !ends.has(item.index + item.text.length) || !item.date), ...starts];
    }
    const seen = new Set<string>();
    for (const item of found) {
      const key = `${item.index}|${item.date?.month}-${item.date?.day}-${item.date?.year}|${item.time?.hour}:${item.time?.minute}`;
      if (seen.has(key)) continue;
      seen.add(key);
      mentions.push(item);
    }
    readBefore.set(line.text, mentions.slice(start));
  }
  dropTicketNumbers(mentions);
  for (const card of dateCards(lines)) {
    for (const name of names) {
      const found = parseLine(card, name, reading).filter((m) => m.date);
      if (found.length === 0) continue;
      mentions.push(...found.map((m) => ({ ...m, index: 0, parser: `${m.parser}-card` })));
      break;
    }
  }
  return mentions;
}

const yearlessSlash = /^(\d{1,2})\/(\d{1,2})$/;

/**
 * 'E-billet 1/4' … 'E-billet 4/4': tickets numbered out of their count, not 1 to 4 April. Yearless
 * slash dates that share the second number and count up to it (two or more) are dropped.
 */
function dropTicketNumbers(mentions: DateMention[]): void {
  const numerators = new Map<string, Set<number>>();
  for (const mention of mentions) {
    const match = yearlessSlash.exec(mention.text.trim());
    if (!match || Number(match[1]) > Number(match[2])) continue;
    const seen = numerators.get(match[2]!) ?? new Set<number>();
    numerators.set(match[2]!, seen.add(Number(match[1])));
  }
  const counts = new Set([...numerators].filter(([, seen]) => seen.size >= 2).map(([count]) => count));
  if (counts.size === 0) return;
  const kept = mentions.filter((mention) => {
    const match = yearlessSlash.exec(mention.text.trim());
    return !match || Number(match[1]) > Number(match[2]) || !counts.has(match[2]!);
  });
  mentions.splice(0, mentions.length, ...kept);
}

type CardPart = 'weekday' | 'day' | 'month' | 'year' | 'time';

/** What one short line of a date card holds, or undefined when it holds anything else. */
function cardParts(text: string): Set<CardPart> | undefined {
  if (text.length > 24) return undefined;
  const parts = new Set<CardPart>();
  const folded = text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
  for (const token of folded.split(/[\s,.·|/]+/).filter(Boolean)) {
    if (isWeekday(token)) parts.add('weekday');
    else if (monthNumber(token) !== undefined) parts.add('month');
    else if (/^(?:19|20)\d\d$/.test(token)) parts.add('year');
    else if (/^(?:[1-9]|[12]\d|3[01])(?:st|nd|rd|th|e|er)?$/.test(token)) parts.add('day');
    else if (/^\d{1,2}[:h]\d{2}(?:am|pm)?$|^\d{1,2}(?:am|pm)$|^(?:am|pm|uhr|h)$/.test(token))
      parts.add('time');
    else return undefined;
  }
  return parts.size > 0 ? parts : undefined;
}

/**
 * A date set as a card, one short line each ('Wednesday' / '3rd' / 'June 2026' / '19:45', 'SAT' / '14' /
 * 'MAR'): the lines joined as one, when together they hold a day and a month that no line holds alone.
 */
function dateCards(lines: readonly TextLine[]): TextLine[] {
  const cards: TextLine[] = [];
  for (let i = 0; i < lines.length; i += 1) {
    const first = lines[i]!;
    if (first.source !== 'body') continue;
    const seen = new Set<CardPart>();
    let end = i;
    for (let j = i; j < Math.min(lines.length, i + 5); j += 1) {
      const line = lines[j]!;
      if (line.source !== 'body' || line.index !== first.index + (j - i)) break;
      const parts = cardParts(line.text);
      if (!parts || (parts.has('day') && parts.has('month'))) break;
      for (const part of parts) seen.add(part);
      end = j;
    }
    if (end > i && seen.has('day') && seen.has('month')) {
      const run = lines.slice(i, end + 1);
      // At its last line: what follows the card (the venue) stands right below the date.
      const last = run.at(-1)!;
      cards.push({ ...last, text: run.map((line) => line.text).join(' '), cells: [last.text] });
      i = end;
    }
  }
  return cards;
}
