const dateTimeFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** "Nov 21, 2026, 11:40 PM" in the admin's zone; 'Never' when there is no time. */
export function formatTime(iso: string | null | undefined, none = 'Never'): string {
  if (!iso) return none;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateTimeFormat.format(date);
}

/** "120 ms", "1.5 s"; '—' when unknown. */
export function formatDuration(ms: number | null | undefined): string {
  if (ms === null || ms === undefined) return '—';
  return ms < 1000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(1)} s`;
}
