const EASTERN = 'America/New_York';

const easternFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: EASTERN,
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
});

/**
 * spec 001 §2.4, DESIGN §6.16: the last sync in Eastern time, with EST or EDT as the date falls
 * ("Jan 5, 2027, 3:04 PM EST"). Intl picks the suffix from the zone's rules for that instant.
 */
export function formatEasternTime(value: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return easternFormat.format(date);
}

const timeFormat = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' });
const shortDateFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric' });

/** spec 001 §2.4: the received time when it is today (viewer's day), else a short date. */
export function formatReceived(value: string, now = new Date()): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return date.toDateString() === now.toDateString() ? timeFormat.format(date) : shortDateFormat.format(date);
}
