import { Database } from 'lucide-react';

import { useStorageStats } from '../api/get-storage-stats';
import { formatBytes } from '../lib/format-bytes';
import { SectionCard } from '@/components/section-card';

const count = new Intl.NumberFormat('en-US');

/** Live storage figures (DESIGN §6.12: the spec's placeholder numbers become real data). */
export function StorageStatsCard({ className }: { className?: string }) {
  const stats = useStorageStats();
  return (
    <SectionCard
      title="Storage"
      icon={Database}
      description="What is stored for the console right now."
      className={className}
    >
      {stats.isPending && <p className="text-sm text-muted-foreground">Loading the storage figures…</p>}
      {stats.isError && (
        <p role="alert" className="text-sm text-destructive">
          The storage figures could not be loaded. Please reload the page.
        </p>
      )}
      {stats.data && (
        <dl className="grid gap-3 sm:grid-cols-3">
          <Figure label="Emails" value={count.format(stats.data.emails)} />
          <Figure label="Tickets" value={count.format(stats.data.tickets)} />
          <Figure label="Storage used" value={formatBytes(stats.data.storageUsed)} />
        </dl>
      )}
    </SectionCard>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-lg border p-4">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="mt-1 text-2xl font-semibold tabular-nums">{value}</dd>
    </div>
  );
}
