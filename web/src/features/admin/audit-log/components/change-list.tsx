import type { AuditEntry } from '../api/get-audit-log';
import { changeLines } from '../lib/format-change';

/** The changed fields of one entry as "field: from → to" lines; the summary when nothing is listed. */
export function ChangeList({ entry }: { entry: AuditEntry }) {
  const lines = changeLines(entry);
  if (lines.length === 0) return <span className="text-muted-foreground">{entry.summary || '—'}</span>;
  return (
    <ul className="grid gap-0.5">
      {lines.map((line) => (
        <li key={line.field} className="break-words whitespace-normal">
          <span className="font-medium">{line.field}:</span> {line.from} → {line.to}
        </li>
      ))}
    </ul>
  );
}
