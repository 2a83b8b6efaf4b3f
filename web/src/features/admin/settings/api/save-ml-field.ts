import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

import { adminKeys } from '../../query-keys';
import { mlFieldSchema, type MlField } from './get-ml-fields';

// POST /api/ml/fields creates a field, PATCH /api/ml/fields/{id} changes one (spec 001 §4: create when the
// field has no id, edit when it has one). The server checks the rules of lambdas/api/ml/field-schemas.ts.

export type MlFieldInput = Omit<MlField, 'id' | 'description'> & { description: string | null };

export type SaveMlFieldVariables = { id?: string; input: MlFieldInput };

export async function saveMlField({ id, input }: SaveMlFieldVariables): Promise<MlField> {
  const data = id
    ? await api.patch(`/api/ml/fields/${encodeURIComponent(id)}`, input)
    : await api.post('/api/ml/fields', input);
  return mlFieldSchema.parse(data);
}

export const useSaveMlField = (
  mutationConfig?: Omit<UseMutationOptions<MlField, Error, SaveMlFieldVariables>, 'mutationFn'>,
) => {
  const queryClient = useQueryClient();
  return useMutation({
    ...mutationConfig,
    mutationFn: saveMlField,
    onSuccess: (...args) => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.mlFields });
      return mutationConfig?.onSuccess?.(...args);
    },
  });
};
