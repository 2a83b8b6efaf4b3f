import { useAuditLog } from '@/features/admin/audit-log/api/get-audit-log';
import { ChangeList } from '@/features/admin/audit-log/components/change-list';
import { formatWhen } from '@/features/admin/audit-log/lib/format-change';

const RECENT_LIMIT = 5;

/** The latest admin changes to this customer (issue 7 audit log), under the Overview. */
export function RecentChanges({ customerId }: { customerId: string }) {
  const log = useAuditLog({ subjectType: 'customer', subjectId: customerId, limit: RECENT_LIMIT });
  const entries = log.data?.pages[0]?.items ?? [];
  return (
    <section aria-labelledby="recent-changes-heading" className="grid gap-3">
      <h3 id="recent-changes-heading" className="font-semibold">
        Recent admin changes
      </h3>
      {log.isPending && <p className="text-sm text-muted-foreground">Loading…</p>}
      {log.isError && <p className="text-sm text-destructive">Failed to load the recent changes.</p>}
      {log.isSuccess && entries.length === 0 && (
        <p className="text-sm text-muted-foreground">No admin changes recorded yet</p>
      )}
      {entries.length > 0 && (
        <ol className="grid gap-2">
          {entries.map((entry) => (
            <li key={entry.id} className="grid gap-1 rounded-lg border p-3 text-sm">
              <p className="flex flex-wrap justify-between gap-x-3 text-muted-foreground">
                <span>
                  <span className="font-medium text-foreground">{entry.action}</span> by{' '}
                  {entry.actorEmail || entry.actorId}
                </span>
                <time dateTime={entry.createdAt}>{formatWhen(entry.createdAt)}</time>
              </p>
              <ChangeList entry={entry} />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
