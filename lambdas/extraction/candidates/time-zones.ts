/**
 * Time zones as e-mails write them next to a time. A generic name ('ET', 'PT') is a zone whose rules
 * give the offset of the event's own date (Intl computes daylight saving); 'EST' or 'CEST' say their
 * offset outright.
 */
// Generic names ('ET', 'Central Time'): the zone's rules give the offset for the event's date.
const zoneByAbbreviation: Record<string, string> = {
  ET: 'America/New_York',
  CT: 'America/Chicago',
  MT: 'America/Denver',
  PT: 'America/Los_Angeles',
  AKT: 'America/Anchorage',
  HT: 'Pacific/Honolulu',
  AT: 'America/Halifax',
  AET: 'Australia/Sydney',
};

// Abbreviations that name standard or summer time say their offset themselves ('MST' in July is
// Arizona, which keeps standard time all year).
const offsetByAbbreviation: Record<string, number> = {
  EST: -300,
  EDT: -240,
  CST: -360,
  CDT: -300,
  MST: -420,
  MDT: -360,
  PST: -480,
  PDT: -420,
  AKST: -540,
  AKDT: -480,
  HST: -600,
  AST: -240,
  ADT: -180,
  NST: -210,
  NDT: -150,
  GMT: 0,
  BST: 60,
  WET: 0,
  WEST: 60,
  CET: 60,
  CEST: 120,
  MEZ: 60,
  MESZ: 120,
  EET: 120,
  EEST: 180,
  AEST: 600,
  AEDT: 660,
  ACST: 570,
  ACDT: 630,
  AWST: 480,
  NZST: 720,
  NZDT: 780,
  JST: 540,
};

const abbreviationPattern = new RegExp(
  `\\b(${[...Object.keys(zoneByAbbreviation), ...Object.keys(offsetByAbbreviation)].join('|')})\\b`,
);
const numericOffsetPattern = /\b(?:UTC|GMT)\s*([+-])\s*(\d{1,2})(?::?(\d{2}))?\b/i;
const utcPattern = /\bUTC\b/;

/** A local wall-clock time (month 1-12). */
export interface LocalDateTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

/** How the text names the zone: an IANA zone whose rules apply, or a fixed offset in minutes. */
export type ZoneHint = { zone: string } | { offsetMinutes: number };

/** The zone named in a text ('8:00 PM ET', '20:00 MESZ', 'UTC+2'), if any. */
export function findZoneHint(text: string): ZoneHint | undefined {
  const numeric = numericOffsetPattern.exec(text);
  if (numeric) {
    const sign = numeric[1] === '-' ? -1 : 1;
    return { offsetMinutes: sign * (Number(numeric[2]) * 60 + Number(numeric[3] ?? 0)) };
  }
  const abbreviation = abbreviationPattern.exec(text)?.[1];
  if (abbreviation) {
    const offsetMinutes = offsetByAbbreviation[abbreviation];
    return offsetMinutes !== undefined ? { offsetMinutes } : { zone: zoneByAbbreviation[abbreviation]! };
  }
  if (utcPattern.test(text)) return { offsetMinutes: 0 };
  return undefined;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
const offsets = new Map<string, number>();

function offsetAt(zone: string, epochMs: number): number {
  // Zone rules change on the hour at the earliest: one answer per zone and hour.
  const key = `${zone}|${Math.floor(epochMs / 3_600_000)}`;
  const cached = offsets.get(key);
  if (cached !== undefined) return cached;
  const offset = computeOffset(zone, epochMs);
  if (offsets.size > 10_000) offsets.clear();
  offsets.set(key, offset);
  return offset;
}

function computeOffset(zone: string, epochMs: number): number {
  let formatter = formatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' });
    formatters.set(zone, formatter);
  }
  const name = formatter.formatToParts(epochMs).find((part) => part.type === 'timeZoneName')?.value ?? '';
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  if (!match) return 0;
  return (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3]));
}

/** The UTC offset (minutes) that the zone's rules give to that local time on that date. */
export function zoneOffsetMinutes(zone: string, local: LocalDateTime): number {
  const asUtc = Date.UTC(local.year, local.month - 1, local.day, local.hour, local.minute);
  const first = offsetAt(zone, asUtc);
  const second = offsetAt(zone, asUtc - first * 60_000);
  return second;
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

function formatOffset(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

/**
 * ISO 8601 for an event time: with the venue's offset when the zone is known (DESIGN §6.16), else a
 * local date-time without offset.
 */
export function formatEventDate(local: LocalDateTime, hint?: ZoneHint): string {
  const base = `${pad(local.year, 4)}-${pad(local.month)}-${pad(local.day)}T${pad(local.hour)}:${pad(local.minute)}:00`;
  if (!hint) return base;
  const offset = 'zone' in hint ? zoneOffsetMinutes(hint.zone, local) : hint.offsetMinutes;
  return `${base}${formatOffset(offset)}`;
}

/** The wall-clock time in a zone at an instant (e.g. an iCalendar time given in UTC). */
export function localTimeIn(zone: string, epochMs: number): LocalDateTime {
  const shifted = new Date(epochMs + offsetAt(zone, epochMs) * 60_000);
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
    hour: shifted.getUTCHours(),
    minute: shifted.getUTCMinutes(),
  };
}
