/** iCalendar invitations (.ics) as vendors attach them: VEVENT with a TZID start, or a UTC one. */
import { addMinutes, icalLocal, icalUtc, type LocalDateTime } from '../calendar.ts';

export interface IcsOptions {
  uid: string;
  summary: string;
  start: LocalDateTime;
  timeZone: string;
  durationMinutes: number;
  location: string;
  description: string;
  organizer?: { name: string; email: string };
  /** 'tzid': DTSTART;TZID=...; 'utc': DTSTART in Z; 'floating': local time without a zone. */
  form: 'tzid' | 'utc' | 'floating';
  stamp: LocalDateTime;
  prodId: string;
}

const escapeText = (text: string): string =>
  text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\n/g, '\\n');

/** RFC 5545 folding: lines of at most 75 octets, continued with a leading space. */
const fold = (line: string): string => {
  const bytes = Buffer.from(line, 'utf8');
  if (bytes.length <= 75) return line;
  const parts: string[] = [];
  let current = '';
  for (const char of line) {
    const limit = parts.length === 0 ? 75 : 74;
    if (Buffer.byteLength(current + char) > limit) {
      parts.push(current);
      current = '';
    }
    current += char;
  }
  parts.push(current);
  return parts.join('\r\n ');
};

export const makeIcs = (options: IcsOptions): Buffer => {
  const end = addMinutes(options.start, options.durationMinutes);
  const when = (ldt: LocalDateTime, name: string): string =>
    options.form === 'tzid'
      ? `${name};TZID=${options.timeZone}:${icalLocal(ldt)}`
      : options.form === 'utc'
        ? `${name}:${icalUtc(ldt, options.timeZone)}`
        : `${name}:${icalLocal(ldt)}`;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${options.prodId}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${options.uid}`,
    `DTSTAMP:${icalLocal(options.stamp)}Z`,
    when(options.start, 'DTSTART'),
    when(end, 'DTEND'),
    `SUMMARY:${escapeText(options.summary)}`,
    `LOCATION:${escapeText(options.location)}`,
    `DESCRIPTION:${escapeText(options.description)}`,
    ...(options.organizer
      ? [`ORGANIZER;CN=${escapeText(options.organizer.name)}:mailto:${options.organizer.email}`]
      : []),
    'STATUS:CONFIRMED',
    'TRANSP:OPAQUE',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return Buffer.from(lines.map(fold).join('\r\n') + '\r\n', 'utf8');
};
