// The expiry is picked as a date (spec 001 §5: optional and clearable); a key expires at the end of that day
// in the admin's time zone.

const pad = (value: number) => String(value).padStart(2, '0');

/** "2026-12-31" → the ISO instant of 23:59:59.999 local time that day. */
export function endOfDayIso(date: string): string {
  return new Date(`${date}T23:59:59.999`).toISOString();
}

/** An ISO instant → the local date of a date input ("2026-12-31"), '' for none. */
export function dateInputValue(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
