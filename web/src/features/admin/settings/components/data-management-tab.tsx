import { DataExportsCard } from './data-exports-card';
import { DataRemovalCard } from './data-removal-card';
import { StorageStatsCard } from './storage-stats-card';

/** Settings → Data management (spec 001 §2.9 database; issue 7: one tab): live storage, exports, removal. */
export function DataManagementTab() {
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <StorageStatsCard className="lg:col-span-2" />
      <DataExportsCard />
      <DataRemovalCard />
    </div>
  );
}
