import { Brain } from 'lucide-react';

import { Button } from '@/components/ui/button';

import { useTrainModel } from '../api/train-model';

/** Train Model: disabled and reading 'Training in Progress...' while a training runs (spec 001 §4). */
export function TrainModelButton({ training }: { training: boolean }) {
  const train = useTrainModel();
  const busy = training || train.isPending;
  return (
    <Button onClick={() => train.mutate()} disabled={busy}>
      <Brain aria-hidden />
      {busy ? 'Training in Progress...' : 'Train Model'}
    </Button>
  );
}
