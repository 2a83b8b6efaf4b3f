import { Link } from 'react-router';

import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';
import { paths } from '@/config/paths';

import { useMlStats } from '../api/ml-stats';
import type { TrainingStatus } from '../api/training-status';
import { percent } from '../lib/ml-display';
import { ModelStatusCard } from './model-status-card';

function StatsCards() {
  const stats = useMlStats();
  const data = stats.data;
  const unavailable = stats.isError ? 'The ML stats could not be read.' : 'Loading…';
  return (
    <>
      <Card>
        <CardHeader>
          <h2 className="text-lg leading-tight font-semibold tracking-tight">Extraction Accuracy</h2>
          <CardDescription>How often the model extracts a field correctly.</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-3 text-sm">
          {data ? (
            <>
              <p className="text-3xl font-bold">{percent(data.accuracy)}</p>
              <Progress value={data.accuracy} aria-label="Extraction accuracy" />
            </>
          ) : (
            <p className={stats.isError ? 'text-destructive' : 'text-muted-foreground'}>{unavailable}</p>
          )}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <h2 className="text-lg leading-tight font-semibold tracking-tight">Processing Stats</h2>
          <CardDescription>E-mails processed and how they ended.</CardDescription>
        </CardHeader>
        <CardContent className="text-sm">
          {data ? (
            <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1.5">
              <dt className="text-muted-foreground">Emails processed</dt>
              <dd className="font-medium">{data.total}</dd>
              <dt className="text-muted-foreground">Extracted</dt>
              <dd className="font-medium">{data.succeeded}</dd>
              <dt className="text-muted-foreground">Needs review</dt>
              <dd className="font-medium">{data.needsReview}</dd>
              <dt className="text-muted-foreground">Failed</dt>
              <dd className="font-medium">{data.failed}</dd>
              <dt className="text-muted-foreground">Verified training samples</dt>
              <dd className="font-medium">{data.trainingSamples}</dd>
            </dl>
          ) : (
            <p className={stats.isError ? 'text-destructive' : 'text-muted-foreground'}>{unavailable}</p>
          )}
        </CardContent>
      </Card>
    </>
  );
}

/** spec 001 §2.8 Overview: Model Status, Extraction Accuracy, Processing Stats and Training Instructions. */
export function OverviewTab({
  status,
  statusError,
}: {
  status: TrainingStatus | undefined;
  statusError: boolean;
}) {
  return (
    <div className="grid gap-4">
      <div className="grid gap-4 md:grid-cols-3">
        <ModelStatusCard status={status} isError={statusError} />
        <StatsCards />
      </div>
      <Card>
        <CardHeader>
          <h2 className="text-lg leading-tight font-semibold tracking-tight">Training Instructions</h2>
          <CardDescription>How the model learns from your corrections.</CardDescription>
        </CardHeader>
        <CardContent>
          <ol className="grid list-decimal gap-2 pl-5 text-sm">
            <li>
              <span className="font-medium">Correct errors.</span> Fix the tickets that need review in the{' '}
              <Link
                className="text-primary underline underline-offset-4"
                to={paths.admin.dashboard.getHref()}
              >
                Extraction Editor
              </Link>{' '}
              and verify correct ones on{' '}
              <Link className="text-primary underline underline-offset-4" to={paths.admin.tickets.getHref()}>
                All Tickets
              </Link>
              . Every verified or corrected ticket becomes training data.
            </li>
            <li>
              <span className="font-medium">Train the model.</span> Press Train Model. Training learns from
              the built-in examples plus your verified tickets; the new version is used once it is ready.
            </li>
            <li>
              <span className="font-medium">Monitor performance.</span> Check the accuracy per field on the
              Performance tab and keep correcting the fields with low accuracy.
            </li>
          </ol>
        </CardContent>
      </Card>
    </div>
  );
}
