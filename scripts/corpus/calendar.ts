/**
 * Local date-times, venue offsets and date wording in the corpus languages. Offsets come from the
 * runtime's time-zone data (Intl); the wording is spelled out here so that the bytes do not depend on
 * the ICU version of the machine that runs the generator.
 */
import type { Lang } from './model.ts';

export interface LocalDateTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second?: number;
}

const pad = (value: number, width = 2): string => String(value).padStart(width, '0');

const offsetFormatters = new Map<string, Intl.DateTimeFormat>();

/** Offset from UTC in minutes of `timeZone` at the instant `utcMs`. */
const offsetAtInstant = (utcMs: number, timeZone: string): number => {
  let formatter = offsetFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' });
    offsetFormatters.set(timeZone, formatter);
  }
  const name = formatter.formatToParts(new Date(utcMs)).find((part) => part.type === 'timeZoneName')?.value;
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name ?? '');
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === '-' ? -minutes : minutes;
};

const asUtcMs = (ldt: LocalDateTime): number =>
  Date.UTC(ldt.year, ldt.month - 1, ldt.day, ldt.hour, ldt.minute, ldt.second ?? 0);

const fromUtcMs = (ms: number): LocalDateTime => {
  const date = new Date(ms);
  return {
    year: date.getUTCFullYear(),
    month: date.getUTCMonth() + 1,
    day: date.getUTCDate(),
    hour: date.getUTCHours(),
    minute: date.getUTCMinutes(),
    second: date.getUTCSeconds(),
  };
};

/** Offset in minutes of a wall-clock time in `timeZone` (times in a DST gap are never generated). */
export const offsetOf = (ldt: LocalDateTime, timeZone: string): number => {
  const wall = asUtcMs(ldt);
  const first = offsetAtInstant(wall, timeZone);
  return offsetAtInstant(wall - first * 60_000, timeZone);
};

export const addMinutes = (ldt: LocalDateTime, minutes: number): LocalDateTime =>
  fromUtcMs(asUtcMs(ldt) + minutes * 60_000);

export const addDays = (ldt: LocalDateTime, days: number): LocalDateTime => addMinutes(ldt, days * 1440);

/** Wall-clock time in `timeZone` at the instant `utcMs`. */
export const atInstant = (utcMs: number, timeZone: string): LocalDateTime =>
  fromUtcMs(utcMs + offsetAtInstant(utcMs, timeZone) * 60_000);

/** 0 = Sunday. */
export const weekday = (ldt: LocalDateTime): number => new Date(asUtcMs(ldt)).getUTCDay();

export const formatOffset = (minutes: number, separator = ':'): string => {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${sign}${pad(Math.floor(abs / 60))}${separator}${pad(abs % 60)}`;
};

/** ISO 8601 local date-time, with the offset when one is given (DESIGN 6.16). */
export const isoLocal = (ldt: LocalDateTime, offsetMinutes?: number | null): string => {
  const base = `${ldt.year}-${pad(ldt.month)}-${pad(ldt.day)}T${pad(ldt.hour)}:${pad(ldt.minute)}:${pad(ldt.second ?? 0)}`;
  return offsetMinutes === undefined || offsetMinutes === null ? base : base + formatOffset(offsetMinutes);
};

export const isoInZone = (ldt: LocalDateTime, timeZone: string): string =>
  isoLocal(ldt, offsetOf(ldt, timeZone));

/** UTC form used by iCalendar (20260314T010000Z). */
export const icalUtc = (ldt: LocalDateTime, timeZone: string): string => {
  const utc = fromUtcMs(asUtcMs(ldt) - offsetOf(ldt, timeZone) * 60_000);
  return `${utc.year}${pad(utc.month)}${pad(utc.day)}T${pad(utc.hour)}${pad(utc.minute)}${pad(utc.second ?? 0)}Z`;
};

export const icalLocal = (ldt: LocalDateTime): string =>
  `${ldt.year}${pad(ldt.month)}${pad(ldt.day)}T${pad(ldt.hour)}${pad(ldt.minute)}${pad(ldt.second ?? 0)}`;

const englishDaysShort = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const englishMonthsShort = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
];

/** RFC 5322 date header: 'Sat, 14 Mar 2026 10:22:01 -0400'. */
export const rfc5322 = (ldt: LocalDateTime, timeZone: string): string =>
  `${englishDaysShort[weekday(ldt)]}, ${ldt.day} ${englishMonthsShort[ldt.month - 1]} ${ldt.year} ` +
  `${pad(ldt.hour)}:${pad(ldt.minute)}:${pad(ldt.second ?? 0)} ${formatOffset(offsetOf(ldt, timeZone), '')}`;

interface Words {
  days: string[];
  daysShort: string[];
  months: string[];
  monthsShort: string[];
}

const words: Record<Lang, Words> = {
  en: {
    days: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
    daysShort: englishDaysShort,
    months: [
      'January',
      'February',
      'March',
      'April',
      'May',
      'June',
      'July',
      'August',
      'September',
      'October',
      'November',
      'December',
    ],
    monthsShort: englishMonthsShort,
  },
  de: {
    days: ['Sonntag', 'Montag', 'Dienstag', 'Mittwoch', 'Donnerstag', 'Freitag', 'Samstag'],
    daysShort: ['So.', 'Mo.', 'Di.', 'Mi.', 'Do.', 'Fr.', 'Sa.'],
    months: [
      'Januar',
      'Februar',
      'März',
      'April',
      'Mai',
      'Juni',
      'Juli',
      'August',
      'September',
      'Oktober',
      'November',
      'Dezember',
    ],
    monthsShort: [
      'Jan.',
      'Feb.',
      'März',
      'Apr.',
      'Mai',
      'Juni',
      'Juli',
      'Aug.',
      'Sept.',
      'Okt.',
      'Nov.',
      'Dez.',
    ],
  },
  es: {
    days: ['domingo', 'lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado'],
    daysShort: ['dom', 'lun', 'mar', 'mié', 'jue', 'vie', 'sáb'],
    months: [
      'enero',
      'febrero',
      'marzo',
      'abril',
      'mayo',
      'junio',
      'julio',
      'agosto',
      'septiembre',
      'octubre',
      'noviembre',
      'diciembre',
    ],
    monthsShort: ['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sept', 'oct', 'nov', 'dic'],
  },
  fr: {
    days: ['dimanche', 'lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi'],
    daysShort: ['dim.', 'lun.', 'mar.', 'mer.', 'jeu.', 'ven.', 'sam.'],
    months: [
      'janvier',
      'février',
      'mars',
      'avril',
      'mai',
      'juin',
      'juillet',
      'août',
      'septembre',
      'octobre',
      'novembre',
      'décembre',
    ],
    monthsShort: [
      'janv.',
      'févr.',
      'mars',
      'avr.',
      'mai',
      'juin',
      'juil.',
      'août',
      'sept.',
      'oct.',
      'nov.',
      'déc.',
    ],
  },
  nl: {
    days: ['zondag', 'maandag', 'dinsdag', 'woensdag', 'donderdag', 'vrijdag', 'zaterdag'],
    daysShort: ['zo', 'ma', 'di', 'wo', 'do', 'vr', 'za'],
    months: [
      'januari',
      'februari',
      'maart',
      'april',
      'mei',
      'juni',
      'juli',
      'augustus',
      'september',
      'oktober',
      'november',
      'december',
    ],
    monthsShort: ['jan', 'feb', 'mrt', 'apr', 'mei', 'jun', 'jul', 'aug', 'sep', 'okt', 'nov', 'dec'],
  },
};

const ordinal = (day: number): string => {
  if (day % 100 >= 11 && day % 100 <= 13) return `${day}th`;
  return `${day}${{ 1: 'st', 2: 'nd', 3: 'rd' }[day % 10] ?? 'th'}`;
};

/**
 * Formats with `{token}` placeholders: EEEE EEE MMMM MMM MM M dd d do yyyy yy HH H hh h mm ss
 * a (PM) aa (pm) a. (p.m.). Text outside braces is copied as is.
 */
export const formatDate = (ldt: LocalDateTime, pattern: string, lang: Lang = 'en'): string => {
  const w = words[lang];
  const hour12 = ldt.hour % 12 === 0 ? 12 : ldt.hour % 12;
  const pm = ldt.hour >= 12;
  const tokens: Record<string, string> = {
    EEEE: w.days[weekday(ldt)]!,
    EEE: w.daysShort[weekday(ldt)]!,
    MMMM: w.months[ldt.month - 1]!,
    MMM: w.monthsShort[ldt.month - 1]!,
    MM: pad(ldt.month),
    M: String(ldt.month),
    dd: pad(ldt.day),
    d: String(ldt.day),
    do: ordinal(ldt.day),
    yyyy: String(ldt.year),
    yy: pad(ldt.year % 100),
    HH: pad(ldt.hour),
    H: String(ldt.hour),
    hh: pad(hour12),
    h: String(hour12),
    mm: pad(ldt.minute),
    ss: pad(ldt.second ?? 0),
    a: pm ? 'PM' : 'AM',
    aa: pm ? 'pm' : 'am',
    'a.': pm ? 'p.m.' : 'a.m.',
  };
  return pattern.replace(/\{([A-Za-z.]+)\}/g, (whole, token: string) => tokens[token] ?? whole);
};

interface ZoneNames {
  standard: string;
  daylight: string;
  generic: string;
  /** German names where a German text would use them. */
  de?: { standard: string; daylight: string };
}

const zoneNames: Record<string, ZoneNames> = {
  'America/New_York': { standard: 'EST', daylight: 'EDT', generic: 'ET' },
  'America/Toronto': { standard: 'EST', daylight: 'EDT', generic: 'ET' },
  'America/Chicago': { standard: 'CST', daylight: 'CDT', generic: 'CT' },
  'America/Denver': { standard: 'MST', daylight: 'MDT', generic: 'MT' },
  'America/Edmonton': { standard: 'MST', daylight: 'MDT', generic: 'MT' },
  'America/Phoenix': { standard: 'MST', daylight: 'MST', generic: 'MST' },
  'America/Los_Angeles': { standard: 'PST', daylight: 'PDT', generic: 'PT' },
  'America/Vancouver': { standard: 'PST', daylight: 'PDT', generic: 'PT' },
  'America/Mexico_City': { standard: 'CST', daylight: 'CST', generic: 'CST' },
  'Europe/London': { standard: 'GMT', daylight: 'BST', generic: 'UK time' },
  'Europe/Berlin': {
    standard: 'CET',
    daylight: 'CEST',
    generic: 'CET',
    de: { standard: 'MEZ', daylight: 'MESZ' },
  },
  'Europe/Vienna': {
    standard: 'CET',
    daylight: 'CEST',
    generic: 'CET',
    de: { standard: 'MEZ', daylight: 'MESZ' },
  },
  'Europe/Madrid': { standard: 'CET', daylight: 'CEST', generic: 'CET' },
  'Europe/Paris': { standard: 'CET', daylight: 'CEST', generic: 'CET' },
  'Europe/Amsterdam': { standard: 'CET', daylight: 'CEST', generic: 'CET' },
};

const standardOffsets: Record<string, number> = {
  'America/New_York': -300,
  'America/Toronto': -300,
  'America/Chicago': -360,
  'America/Denver': -420,
  'America/Edmonton': -420,
  'America/Phoenix': -420,
  'America/Los_Angeles': -480,
  'America/Vancouver': -480,
  'America/Mexico_City': -360,
  'Europe/London': 0,
  'Europe/Berlin': 60,
  'Europe/Vienna': 60,
  'Europe/Madrid': 60,
  'Europe/Paris': 60,
  'Europe/Amsterdam': 60,
};

/** The zone's abbreviation at that wall time: 'EDT', or with `generic` the season-free 'ET'. */
export const zoneAbbreviation = (
  ldt: LocalDateTime,
  timeZone: string,
  style: 'specific' | 'generic' | 'de' = 'specific',
): string => {
  const names = zoneNames[timeZone];
  if (!names) throw new Error(`no zone names for ${timeZone}`);
  if (style === 'generic') return names.generic;
  const daylight = offsetOf(ldt, timeZone) !== standardOffsets[timeZone];
  if (style === 'de' && names.de) return daylight ? names.de.daylight : names.de.standard;
  return daylight ? names.daylight : names.standard;
};
