import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';

import type { TrainingStatus } from '../api/training-status';
import { formatDateTime, modelStatusLabel } from '../lib/ml-display';

/** Overview's Model Status: state, progress while training, version, last update and samples. */
export function ModelStatusCard({
  status,
  isError,
}: {
  status: TrainingStatus | undefined;
  isError: boolean;
}) {
  const label = modelStatusLabel(status?.status);
  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg leading-tight font-semibold tracking-tight">Model Status</h2>
        <CardDescription>The extraction model in use and its latest training.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3 text-sm">
        {isError && !status && <p className="text-destructive">The training status could not be read.</p>}
        {!isError && !status && <p className="text-muted-foreground">Loading…</p>}
        {status && (
          <>
            <div className="flex items-center gap-2">
              <span className="text-muted-foreground">Status</span>
              <Badge variant={label === 'Ready' ? 'live' : label === 'Training' ? 'pending' : 'outline'}>
                {label}
              </Badge>
            </div>
            {status.status === 'training' && (
              <div className="grid gap-1.5">
                <div className="flex justify-between">
                  <span id="training-progress">Training progress</span>
                  <span className="font-medium">{Math.round(status.progress)}%</span>
                </div>
                <Progress value={status.progress} aria-labelledby="training-progress" />
              </div>
            )}
            {status.status === 'failed' && status.error && (
              <p className="text-destructive">Last training failed: {status.error}</p>
            )}
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5">
              <dt className="text-muted-foreground">Model version</dt>
              <dd className="font-medium">{status.modelVersion}</dd>
              <dt className="text-muted-foreground">Last updated</dt>
              <dd className="font-medium">{formatDateTime(status.lastUpdated)}</dd>
              <dt className="text-muted-foreground">Training samples</dt>
              <dd className="font-medium">{status.lastTrainedSamples ?? 0}</dd>
            </dl>
          </>
        )}
      </CardContent>
    </Card>
  );
}
