import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import { z } from 'zod';

import { api } from '@/lib/api-client';

import { adminKeys } from '../../query-keys';

// POST /api/ml/train (spec 001 §7): answers at once (202); the status route follows the job.

const responseSchema = z.looseObject({ status: z.string().optional(), message: z.string().optional() });

export type StartTrainingResult = z.infer<typeof responseSchema>;

export async function startTraining(): Promise<StartTrainingResult> {
  return responseSchema.parse(await api.post('/api/ml/train'));
}

export const useStartTraining = (
  mutationConfig?: Omit<UseMutationOptions<StartTrainingResult, Error, void>, 'mutationFn'>,
) => {
  const queryClient = useQueryClient();
  return useMutation({
    ...mutationConfig,
    mutationFn: startTraining,
    onSuccess: (...args) => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.trainingStatus });
      return mutationConfig?.onSuccess?.(...args);
    },
  });
};
