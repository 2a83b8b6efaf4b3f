const isoWallClock = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2})?)(?:\.\d+)?(?:Z|[+-]\d{2}:\d{2})?$/;

/**
 * The event's wall-clock time at the venue (DESIGN §6.16) as a UTC Date, to be formatted with
 * timeZone 'UTC'; a date without a time is that day at midnight. Undefined when it cannot be read.
 */
export function venueWallClock(
  value: string | null | undefined,
): { date: Date; hasTime: boolean } | undefined {
  if (!value) return undefined;
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return { date: new Date(`${value}T00:00:00Z`), hasTime: false };
  const wallClock = isoWallClock.exec(value)?.[1];
  if (!wallClock) return undefined;
  const date = new Date(`${wallClock}Z`);
  return Number.isNaN(date.getTime()) ? undefined : { date, hasTime: true };
}

const monthFormat = new Intl.DateTimeFormat('en-US', { month: 'short', timeZone: 'UTC' });
const dayFormat = new Intl.DateTimeFormat('en-US', { day: 'numeric', timeZone: 'UTC' });
const timeFormat = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' });
const dateTimeFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'UTC',
});
const dateFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** The month and day of the Upcoming Events badge, and the event's time ('' when it has none). */
export function eventBadge(value: string | null | undefined) {
  const wall = venueWallClock(value);
  if (!wall) return undefined;
  return {
    month: monthFormat.format(wall.date),
    day: dayFormat.format(wall.date),
    time: wall.hasTime ? timeFormat.format(wall.date) : '',
  };
}

/** The event date in the venue's time, or undefined when there is none. */
export function formatEventDateTime(value: string | null | undefined): string | undefined {
  const wall = venueWallClock(value);
  if (!wall) return undefined;
  return (wall.hasTime ? dateTimeFormat : dateFormat).format(wall.date);
}
