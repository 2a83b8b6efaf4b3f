import type { AuditEntry } from '../api/get-audit-log';

// How the log shows a change: "field: from → to", values as a person reads them.

/** "transferEmail" → "Transfer email". */
export function fieldLabel(field: string): string {
  const words = field.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A changed value: empty for null, Yes/No for booleans, JSON for objects. */
export function formatValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '(empty)';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  return JSON.stringify(value);
}

export interface ChangeLine {
  field: string;
  from: string;
  to: string;
}

export function changeLines(entry: Pick<AuditEntry, 'changes'>): ChangeLine[] {
  return Object.entries(entry.changes ?? {}).map(([field, change]) => ({
    field: fieldLabel(field),
    from: formatValue(change.from),
    to: formatValue(change.to),
  }));
}

const whenFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** The entry's time in the admin's own zone. */
export function formatWhen(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : whenFormat.format(date);
}
