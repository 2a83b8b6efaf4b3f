import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { z } from 'zod';

import { api, serverMessage } from '@/lib/api-client';

import { adminKeys } from '../../query-keys';
import type { TrainingStatus } from './training-status';

const trainReplySchema = z.object({ status: z.string().optional(), message: z.string().optional() });

export async function trainModel() {
  return trainReplySchema.parse(await api.post('/api/ml/train'));
}

/** POST /api/ml/train; then the status is read again, which starts the 5 s polling (spec 001 §4). */
export function useTrainModel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: trainModel,
    onSuccess: async (reply) => {
      toast.success('Model training initiated', { description: reply.message ?? 'Training started' });
      // Training from now on (the button disables, polling starts) until the server says otherwise.
      queryClient.setQueryData<TrainingStatus>(adminKeys.trainingStatus, (old) =>
        old ? { ...old, status: 'training', progress: 0, error: null } : old,
      );
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.trainingStatus }),
        queryClient.invalidateQueries({ queryKey: adminKeys.integrationStatus }),
      ]);
    },
    onError: (error) => {
      toast.error('Training failed', {
        description: serverMessage(error) ?? 'Training could not be started. Please try again.',
      });
    },
  });
}
