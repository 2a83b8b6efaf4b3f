import { ExtractionEditor } from './extraction-editor';
import { IntegrationStatus } from './integration-status';
import { MlPerformanceCard } from './ml-performance-card';
import { StatsStrip } from './stats-strip';
import { UpcomingEventsCard } from './upcoming-events-card';

/** The admin Dashboard (spec 001 §2.3), top to bottom. */
export function AdminDashboard() {
  return (
    <div className="grid gap-6">
      <StatsStrip />
      <div className="grid gap-6 lg:grid-cols-2">
        <MlPerformanceCard />
        <UpcomingEventsCard />
      </div>
      <ExtractionEditor />
      <IntegrationStatus />
    </div>
  );
}
