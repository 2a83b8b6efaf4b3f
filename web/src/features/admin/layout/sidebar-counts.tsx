import { useFailedCount, useStats } from '../dashboard/api/get-stats';

/** DESIGN §6.12: the sidebar's Processed, Needs Review and Failed labels carry live counts. */
export function SidebarCounts() {
  const stats = useStats();
  const failed = useFailedCount();
  const rows = [
    { label: 'Processed', value: stats.data?.processedEmails, dot: 'bg-emerald-500' },
    { label: 'Needs Review', value: stats.data?.needsReview, dot: 'bg-amber-500' },
    { label: 'Failed', value: failed.data, dot: 'bg-red-500' },
  ];
  return (
    <div className="grid gap-2 border-t p-3">
      <p className="px-3 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
        Email processing
      </p>
      <dl className="grid gap-1 px-3 text-sm">
        {rows.map(({ label, value, dot }) => (
          <div key={label} className="flex items-center justify-between gap-2">
            <dt className="flex items-center gap-2 text-muted-foreground">
              <span aria-hidden className={`size-2 rounded-full ${dot}`} />
              {label}
            </dt>
            <dd className="font-medium tabular-nums">{value ?? '—'}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
