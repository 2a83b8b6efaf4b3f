import * as chrono from 'chrono-node';
import { monthNumber } from './month-names.ts';
import { zoneOffsetMinutes } from './zone-abbreviations.ts';

/**
 * Turns a Date header or a forwarded header's date line ('Tue, 14 Jan 2025 10:03:00 -0500',
 * 'Tue, Jan 14, 2025 at 10:03 AM', 'Di., 14. Jan. 2025 um 10:03', 'martes, 14 de enero de 2025 10:03')
 * into ISO 8601: with its offset when the text carried a zone, else the local date-time without one.
 */
export function parseHeaderDate(text: string): string | undefined {
  const value = text.trim();
  if (value === '') return undefined;
  return parseRfc5322(value) ?? parseIsoLike(value) ?? parseWritten(value) ?? parseWithChrono(value);
}

// The Date header's own form, by far the most common input: 'Tue, 14 Jan 2025 10:03:00 -0500 (EST)'.
const rfc5322 =
  /^(?:[A-Za-z]{3},\s*)?(\d{1,2})\s+([A-Za-z]{3})\s+(\d{4})\s+(\d{2}):(\d{2})(?::(\d{2}))?\s+([+-]\d{4})\b/;

function parseRfc5322(value: string): string | undefined {
  const match = rfc5322.exec(value);
  const month = match ? monthNumber(match[2] ?? '') : undefined;
  if (!match || month === undefined) return undefined;
  return format({
    year: Number(match[3]),
    month,
    day: Number(match[1]),
    hour: Number(match[4]),
    minute: Number(match[5]),
    second: Number(match[6] ?? 0),
    offset: numericOffset(match[7] ?? ''),
  });
}

interface DateParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  offset?: number;
}

const isoLike =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T\s](\d{2}):(\d{2})(?::(\d{2}))?(?:\.\d+)?\s*(Z|[+-]\d{2}:?\d{2})?)?$/i;

function parseIsoLike(value: string): string | undefined {
  const match = isoLike.exec(value);
  if (!match) return undefined;
  const [, year, month, day, hour, minute, second, zone] = match;
  return format({
    year: Number(year),
    month: Number(month),
    day: Number(day),
    hour: Number(hour ?? 0),
    minute: Number(minute ?? 0),
    second: Number(second ?? 0),
    offset: zone === undefined ? undefined : zone.toUpperCase() === 'Z' ? 0 : numericOffset(zone),
  });
}

// Day before month ('14 Jan 2025', '14. Januar 2025', '14 de enero de 2025') or month before day ('Jan 14, 2025').
const dayMonthYear = /(\d{1,2})\.?\s+(?:de\s+)?([\p{L}]{3,12})\.?,?\s+(?:de\s+)?(\d{4})/u;
const monthDayYear = /([\p{L}]{3,12})\.?\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})/u;
const numericDate = /\b(\d{1,2})[./](\d{1,2})[./](\d{4})\b/;
const timeOfDay = /\b(\d{1,2})[:.](\d{2})(?:[:.](\d{2}))?(?:\s*([ap])\.?\s?m\b\.?)?/i;
const offsetPattern = /(?:^|\s|GMT|UTC)([+-])(\d{2}):?(\d{2})\b/;
const zoneWord = /\b([A-Z]{2,5})\b/g;

function parseWritten(value: string): string | undefined {
  let year: number | undefined;
  let month: number | undefined;
  let day: number | undefined;
  let rest: string;
  const dmy = dayMonthYear.exec(value);
  const dmyMonth = dmy ? monthNumber(dmy[2] ?? '') : undefined;
  if (dmy && dmyMonth !== undefined) {
    [day, month, year] = [Number(dmy[1]), dmyMonth, Number(dmy[3])];
    rest = value.slice(dmy.index + dmy[0].length);
  } else {
    const mdy = monthDayYear.exec(value);
    const mdyMonth = mdy ? monthNumber(mdy[1] ?? '') : undefined;
    if (mdy && mdyMonth !== undefined) {
      [month, day, year] = [mdyMonth, Number(mdy[2]), Number(mdy[3])];
      rest = value.slice(mdy.index + mdy[0].length);
    } else {
      const numeric = numericDate.exec(value);
      if (!numeric) return undefined;
      const first = Number(numeric[1]);
      const second = Number(numeric[2]);
      // Numeric dates are ambiguous; a day above 12 settles it, otherwise the dotted European form is day-first.
      const dayFirst = first > 12 || (second <= 12 && value.includes('.'));
      [day, month, year] = dayFirst
        ? [first, second, Number(numeric[3])]
        : [second, first, Number(numeric[3])];
      rest = value.slice(numeric.index + numeric[0].length);
    }
  }
  const time = timeOfDay.exec(rest);
  let hour = 0;
  let minute = 0;
  let second = 0;
  let zoneText = rest;
  if (time) {
    hour = Number(time[1]);
    minute = Number(time[2]);
    second = Number(time[3] ?? 0);
    const meridiem = time[4]?.toLowerCase();
    if (meridiem === 'p' && hour < 12) hour += 12;
    if (meridiem === 'a' && hour === 12) hour = 0;
    zoneText = rest.slice(time.index + time[0].length);
  }
  return format({ year, month, day, hour, minute, second, offset: readOffset(zoneText) });
}

function readOffset(text: string): number | undefined {
  const numeric = offsetPattern.exec(text);
  if (numeric) return numericOffset(`${numeric[1]}${numeric[2]}${numeric[3]}`);
  for (const match of text.matchAll(zoneWord)) {
    const offset = zoneOffsetMinutes(match[1] ?? '');
    if (offset !== undefined) return offset;
  }
  return undefined;
}

// Rare layouts only: chrono knows many more forms than the patterns above but costs milliseconds a call.
const chronoLocales = [chrono.en, chrono.de, chrono.fr, chrono.es, chrono.nl, chrono.it, chrono.pt];

function parseWithChrono(value: string): string | undefined {
  for (const locale of chronoLocales) {
    const start = locale.parse(value)[0]?.start;
    if (!start?.isCertain('year') || !start.isCertain('month') || !start.isCertain('day')) continue;
    return format({
      year: start.get('year') ?? 0,
      month: start.get('month') ?? 0,
      day: start.get('day') ?? 0,
      hour: start.get('hour') ?? 0,
      minute: start.get('minute') ?? 0,
      second: start.get('second') ?? 0,
      offset: start.isCertain('timezoneOffset') ? (start.get('timezoneOffset') ?? undefined) : undefined,
    });
  }
  return undefined;
}

function numericOffset(zone: string): number | undefined {
  const match = /^([+-])(\d{2}):?(\d{2})$/.exec(zone);
  if (!match) return undefined;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  if (minutes > 14 * 60) return undefined;
  return match[1] === '-' ? -minutes : minutes;
}

function format(parts: DateParts): string | undefined {
  const { year, month, day, hour, minute, second, offset } = parts;
  if (year < 1900 || year > 2200 || month < 1 || month > 12 || day < 1 || day > 31) return undefined;
  if (hour > 23 || minute > 59 || second > 60) return undefined;
  const date = `${year}-${pad(month)}-${pad(day)}T${pad(hour)}:${pad(minute)}:${pad(Math.min(second, 59))}`;
  if (offset === undefined) return date;
  const sign = offset < 0 ? '-' : '+';
  const absolute = Math.abs(offset);
  return `${date}${sign}${pad(Math.floor(absolute / 60))}:${pad(absolute % 60)}`;
}

function pad(value: number): string {
  return String(value).padStart(2, '0');
}
