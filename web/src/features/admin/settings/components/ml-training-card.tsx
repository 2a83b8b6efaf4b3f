import { Brain } from 'lucide-react';
import { useId } from 'react';
import { toast } from 'sonner';

import { Button } from '@/components/ui/button';
import { Progress } from '@/components/ui/progress';
import { serverMessage } from '@/lib/api-client';

import { useTrainingStatus } from '../api/get-training-status';
import { useStartTraining } from '../api/start-training';
import { lastUpdatedLabel, trainingStatusLabel } from '../lib/training-labels';
import { SectionCard } from '@/components/section-card';

/** The ML Model Training side card (spec 001 §2.9 Extraction, §4 ML model). */
export function MlTrainingCard() {
  const progressLabelId = useId();
  const status = useTrainingStatus();
  const train = useStartTraining({
    onSuccess: (result) =>
      toast.success('Model training initiated', { description: result.message ?? 'Training started' }),
    onError: (error) => toast.error('Training failed', { description: serverMessage(error) }),
  });
  const training = status.data?.status === 'training' || train.isPending;

  return (
    <SectionCard title="ML Model Training" icon={Brain}>
      {status.isPending && <p className="text-sm text-muted-foreground">Loading the model status…</p>}
      {status.isError && (
        <p role="alert" className="text-sm text-destructive">
          The model status could not be loaded. Please reload the page.
        </p>
      )}
      {status.data && (
        <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-2 text-sm">
          <dt className="text-muted-foreground">Model version</dt>
          <dd className="text-right font-medium">{status.data.modelVersion}</dd>
          <dt className="text-muted-foreground">Status</dt>
          <dd className="text-right font-medium">{trainingStatusLabel(status.data.status)}</dd>
          <dt className="text-muted-foreground">Last updated</dt>
          <dd className="text-right font-medium">{lastUpdatedLabel(status.data)}</dd>
          <dt className="text-muted-foreground">Training samples</dt>
          <dd className="text-right font-medium">{status.data.lastTrainedSamples ?? 0}</dd>
        </dl>
      )}
      {status.data?.status === 'training' && (
        <div className="mt-4 grid gap-1">
          <div className="flex justify-between text-sm">
            <span id={progressLabelId}>Training progress</span>
            <span>{Math.round(status.data.progress)}%</span>
          </div>
          <Progress value={status.data.progress} aria-labelledby={progressLabelId} />
        </div>
      )}
      {status.data?.status === 'failed' && status.data.error && (
        <p className="mt-4 text-sm text-destructive">The last training failed: {status.data.error}</p>
      )}
      <Button className="mt-4 w-full" disabled={training || status.isPending} onClick={() => train.mutate()}>
        {training ? 'Training in Progress...' : 'Train Model'}
      </Button>
      <div className="mt-4 border-t pt-4 text-sm text-muted-foreground">
        <h3 className="font-medium text-foreground">How training works</h3>
        <ol className="mt-2 list-decimal space-y-1 pl-5">
          <li>Review and correct extracted tickets that need attention.</li>
          <li>Train the model with the verified tickets.</li>
          <li>The model improves over time as more tickets are verified.</li>
        </ol>
      </div>
    </SectionCard>
  );
}
