import { Brain } from 'lucide-react';
import { Link } from 'react-router';

import { Button } from '@/components/ui/button';
import { Card, CardContent, CardFooter, CardHeader } from '@/components/ui/card';

import { paths } from '@/config/paths';
import { cn } from '@/lib/utils';

import { useMlPerformance, type MlPerformance } from '../api/get-ml-performance';
import { splitCamelCase } from '../lib/split-camel-case';
import { CardHeading } from './card-heading';
import { CardError, CardLoading } from './card-states';

// spec 001 §9: the dashboard highlights fields under 90 percent.
const HIGHLIGHT_THRESHOLD = 90;
const sourceColours = [
  'bg-primary',
  'bg-secondary',
  'bg-accent',
  'bg-sky-500',
  'bg-rose-500',
  'bg-violet-500',
];

const percent = (value: number) => `${Math.round(value * 10) / 10}%`;

/** spec 001 §2.3 item 2: accuracy, per-field success and where the tickets come from. */
export function MlPerformanceCard() {
  const performance = useMlPerformance();
  return (
    <Card className="flex flex-col">
      <CardHeader>
        <CardHeading>
          <Brain className="size-5 text-primary" aria-hidden />
          ML Performance
        </CardHeading>
      </CardHeader>
      <CardContent className="grid flex-1 gap-6">
        {performance.isPending ? (
          <CardLoading label="Loading ML performance" />
        ) : performance.isError ? (
          <CardError title="ML performance could not be loaded" error={performance.error} />
        ) : (
          <PerformanceBody performance={performance.data} />
        )}
      </CardContent>
      <CardFooter>
        <Button asChild variant="outline" className="w-full">
          <Link to={`${paths.admin.mlTraining.getHref()}?tab=training-data`}>View ML Training Data</Link>
        </Button>
      </CardFooter>
    </Card>
  );
}

function PerformanceBody({ performance }: { performance: MlPerformance }) {
  const fields = Object.entries(performance.fieldAccuracy);
  const sources = Object.entries(performance.ticketSources).sort(([, a], [, b]) => b - a);
  return (
    <>
      <div>
        <p className="text-sm text-muted-foreground">Extraction Accuracy</p>
        <p className="text-3xl font-bold tabular-nums">{percent(performance.accuracy)}</p>
        {performance.modelVersion && (
          <p className="text-xs text-muted-foreground">
            Model {performance.modelVersion}
            {performance.source === 'baseline' ? ' (baseline figures)' : ''}
          </p>
        )}
      </div>
      <section aria-labelledby="field-success-heading" className="grid gap-2">
        <h3 id="field-success-heading" className="text-sm font-semibold">
          Field Extraction Success
        </h3>
        {fields.length === 0 ? (
          <p className="text-sm text-muted-foreground">No field accuracy data available</p>
        ) : (
          <ul className="grid gap-1.5" aria-label="Field extraction success">
            {fields.map(([field, value]) => (
              <li key={field} className="flex items-center justify-between gap-2 text-sm">
                <span>{splitCamelCase(field)}</span>
                <span
                  className={cn(
                    'rounded-full px-2 py-0.5 text-xs font-semibold tabular-nums',
                    value < HIGHLIGHT_THRESHOLD
                      ? 'bg-accent text-accent-foreground'
                      : 'bg-secondary text-secondary-foreground',
                  )}
                >
                  {percent(value)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="ticket-sources-heading" className="grid gap-2">
        <h3 id="ticket-sources-heading" className="text-sm font-semibold">
          Ticket Sources
        </h3>
        {sources.length === 0 ? (
          <p className="text-sm text-muted-foreground">No tickets extracted yet</p>
        ) : (
          <ul className="grid gap-2" aria-label="Ticket sources">
            {sources.map(([source, share], index) => (
              <li key={source} className="grid gap-1 text-sm">
                <div className="flex justify-between gap-2">
                  <span className="capitalize">{source}</span>
                  <span className="tabular-nums">{percent(share)}</span>
                </div>
                <div aria-hidden className="h-2 overflow-hidden rounded-full bg-muted">
                  <div
                    className={cn('h-full rounded-full', sourceColours[index % sourceColours.length])}
                    style={{ width: `${Math.min(100, Math.max(0, share))}%` }}
                  />
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
