/**
 * Time zones as e-mails write them next to a time. A generic name ('ET', 'PT') is a zone whose rules
 * give the offset of the event's own date (Intl computes daylight saving); 'EST' or 'CEST' say their
 * offset outright (one table for the whole engine: document/zone-abbreviations.ts).
 */
import {
  genericZone,
  textZoneAbbreviations,
  zoneOffsetMinutes as fixedZoneOffset,
} from '../document/zone-abbreviations.ts';

const abbreviationPattern = new RegExp(`\\b(${textZoneAbbreviations.join('|')})\\b`);
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
    const offsetMinutes = fixedZoneOffset(abbreviation);
    return offsetMinutes !== undefined ? { offsetMinutes } : { zone: genericZone(abbreviation)! };
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
