import { useSystemStatus } from '../api/get-system-status';

/** The system status of the Support Center, from the real health check. */
export function SystemStatus() {
  const status = useSystemStatus();
  const [label, dot] = status.isPending
    ? ['Checking…', 'bg-muted-foreground']
    : status.data === 'operational'
      ? ['Operational', 'bg-emerald-600']
      : ['Service disruption: some features may be unavailable', 'bg-amber-600'];
  return (
    <section aria-labelledby="status-heading" className="rounded-xl border bg-card p-4 shadow-sm sm:p-6">
      <h2 id="status-heading" className="text-xl font-semibold tracking-tight">
        System status
      </h2>
      <p className="mt-2 flex items-center gap-2 text-sm font-medium" role="status">
        <span className={`inline-block size-2.5 rounded-full ${dot}`} aria-hidden />
        {label}
      </p>
    </section>
  );
}
