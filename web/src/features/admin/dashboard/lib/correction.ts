/** The Corrected Information form's values (spec 001 §2.3), as the inputs hold them. */
export interface CorrectionValues {
  eventName: string;
  date: string; // yyyy-mm-dd from <input type="date">, or ''
  time: string; // hh:mm from <input type="time">, or ''
  venue: string;
  section: string;
  row: string;
  seats: string;
  quantity: string; // from <input type="number">, or ''
}

export interface CorrectionPayload {
  eventName?: string;
  eventDate: string | null;
  venue: string;
  section: string;
  row: string;
  seats: string;
  quantity?: number;
  manuallyVerified: true;
  needsReview: false;
}

const isoParts = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})(?::\d{2}(?:\.\d+)?)?(Z|[+-]\d{2}:\d{2})?$/;

/**
 * An event date split for the date and time inputs, in the venue's wall-clock time (DESIGN §6.16),
 * with the offset it was written with (kept when the admin saves).
 */
export function splitEventDate(value: string | null | undefined): {
  date: string;
  time: string;
  offset?: string;
} {
  if (!value) return { date: '', time: '' };
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return { date: value, time: '' };
  const match = isoParts.exec(value);
  if (!match) return { date: '', time: '' };
  return { date: match[1] ?? '', time: match[2] ?? '', offset: match[3] };
}

/** The viewer's UTC offset at that wall-clock moment, as ±hh:mm. */
function localOffset(date: string, time: string): string {
  const minutes = -new Date(`${date}T${time}:00`).getTimezoneOffset();
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

/**
 * spec 001 §5: date and time become one ISO date-time only when both are present, else eventDate is
 * null; the time field is not sent. The offset is the one the ticket had (the venue's), else the viewer's.
 */
export function mergeEventDate(date: string, time: string, offset?: string): string | null {
  if (!date || !time) return null;
  return `${date}T${time}:00${offset ?? localOffset(date, time)}`;
}

/** spec 001 §4: saving a correction verifies the ticket and clears its review flag. */
export function toCorrectionPayload(values: CorrectionValues, offset?: string): CorrectionPayload {
  const quantity = Number.parseInt(values.quantity, 10);
  const eventName = values.eventName.trim();
  return {
    ...(eventName ? { eventName } : {}),
    eventDate: mergeEventDate(values.date, values.time, offset),
    venue: values.venue.trim(),
    section: values.section.trim(),
    row: values.row.trim(),
    seats: values.seats.trim(),
    ...(Number.isInteger(quantity) && quantity >= 1 ? { quantity } : {}),
    manuallyVerified: true,
    needsReview: false,
  };
}
