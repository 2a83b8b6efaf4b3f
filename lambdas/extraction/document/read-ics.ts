import ICAL from 'ical.js';
import type { StructuredTicket } from '../types.ts';
import { limits } from './limits.ts';
import { normalizeSpace } from './normalize-space.ts';
import { zoneOffset } from './zone-offset.ts';

export interface CalendarReading {
  tickets: StructuredTicket[];
  /** SUMMARY, start, LOCATION and DESCRIPTION of each event as lines, for the attachment text. */
  lines: string[];
}

type IcalComponent = InstanceType<typeof ICAL.Component>;
type IcalTime = InstanceType<typeof ICAL.Time>;

/**
 * Reads the VEVENTs of an iCalendar text: SUMMARY → eventName, DTSTART → startDate (ISO with the offset of
 * its TZID, from the file's VTIMEZONE or the IANA zone of that name), LOCATION → venue. Throws on text
 * ical.js cannot parse, for the caller to turn into a warning.
 */
export function readIcs(text: string, fromForwardedPart: boolean): CalendarReading {
  const calendar = new ICAL.Component(ICAL.parse(text.slice(0, limits.maxIcsChars)) as unknown[]);
  const zones = new Map<string, InstanceType<typeof ICAL.Timezone>>();
  for (const component of calendar.getAllSubcomponents('vtimezone')) {
    const tzid = component.getFirstPropertyValue('tzid');
    if (typeof tzid === 'string') zones.set(tzid, new ICAL.Timezone({ component, tzid }));
  }
  const tickets: StructuredTicket[] = [];
  const lines: string[] = [];
  for (const event of calendar.getAllSubcomponents('vevent').slice(0, limits.maxIcsEvents)) {
    const ticket: StructuredTicket = { source: 'ics', fromForwardedPart };
    const summary = textProperty(event, 'summary');
    if (summary) ticket.eventName = summary;
    const start = startDate(event, zones);
    if (start) ticket.startDate = start;
    const location = textProperty(event, 'location');
    if (location) {
      const [venue, ...address] = location.split(/\s*,\s*/);
      if (venue) ticket.venue = venue;
      if (address.length > 0) ticket.venueAddress = address.join(', ');
    }
    const description = event.getFirstPropertyValue('description');
    const descriptionText = typeof description === 'string' ? description : undefined;
    if (summary ?? start ?? location) tickets.push(ticket);
    for (const line of [summary, start, location]) if (line) lines.push(line);
    if (descriptionText) {
      for (const line of descriptionText.split(/\r?\n/)) {
        const normalized = normalizeSpace(line);
        if (normalized) lines.push(normalized);
      }
    }
  }
  return { tickets, lines };
}

function textProperty(event: IcalComponent, name: string): string | undefined {
  const value = event.getFirstPropertyValue(name);
  return typeof value === 'string' ? normalizeSpace(value) || undefined : undefined;
}

function startDate(
  event: IcalComponent,
  zones: Map<string, InstanceType<typeof ICAL.Timezone>>,
): string | undefined {
  const property = event.getFirstProperty('dtstart');
  const time = property?.getFirstValue() as IcalTime | undefined;
  if (!property || !time || typeof time !== 'object' || !('year' in time)) return undefined;
  const date = `${time.year}-${pad(time.month)}-${pad(time.day)}`;
  if (time.isDate) return date;
  const local = `${date}T${pad(time.hour)}:${pad(time.minute)}:${pad(time.second)}`;
  if (time.zone?.tzid === 'UTC' || time.zone === ICAL.Timezone.utcTimezone) return `${local}Z`;
  const tzid = property.getParameter('tzid');
  if (typeof tzid !== 'string') return local;
  const known = zones.get(tzid);
  const offset = known ? known.utcOffset(time) / 60 : zoneOffset(tzid, local);
  return offset === undefined ? local : `${local}${formatOffset(offset)}`;
}

function formatOffset(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const absolute = Math.abs(Math.round(minutes));
  return `${sign}${pad(Math.floor(absolute / 60))}:${pad(absolute % 60)}`;
}

function pad(value: number): string {
  return String(value).padStart(2, '0');
}
