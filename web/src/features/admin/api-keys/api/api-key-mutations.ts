import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import { z } from 'zod';

import { api } from '@/lib/api-client';

import { adminKeys } from '../../query-keys';
import {
  apiKeySchema,
  createdApiKeySchema,
  type ApiKey,
  type ApiKeyInput,
  type CreatedApiKey,
} from './schemas';

// POST /api/external/keys, PATCH and DELETE /api/external/keys/{id} (spec 001 §7). The server audits each.

export type ApiKeyChanges = Partial<ApiKeyInput> & { enabled?: boolean };

const keyPath = (id: string) => `/api/external/keys/${encodeURIComponent(id)}`;

export async function createApiKey(input: ApiKeyInput): Promise<CreatedApiKey> {
  return z.object({ data: createdApiKeySchema }).parse(await api.post('/api/external/keys', input)).data;
}

export async function updateApiKey({ id, changes }: { id: string; changes: ApiKeyChanges }): Promise<ApiKey> {
  return z.object({ data: apiKeySchema }).parse(await api.patch(keyPath(id), changes)).data;
}

export const deleteApiKey = (id: string): Promise<unknown> => api.delete(keyPath(id));

type Options<TData, TVariables> = Omit<UseMutationOptions<TData, Error, TVariables>, 'mutationFn'>;

/** Each change refetches the key list and the audit log. */
function useApiKeyMutation<TData, TVariables>(
  mutationFn: (variables: TVariables) => Promise<TData>,
  mutationConfig?: Options<TData, TVariables>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    ...mutationConfig,
    mutationFn,
    onSuccess: (...args) => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.apiKeys });
      void queryClient.invalidateQueries({ queryKey: adminKeys.auditLogAll });
      return mutationConfig?.onSuccess?.(...args);
    },
  });
}

export const useCreateApiKey = (config?: Options<CreatedApiKey, ApiKeyInput>) =>
  useApiKeyMutation(createApiKey, config);

export const useUpdateApiKey = (config?: Options<ApiKey, { id: string; changes: ApiKeyChanges }>) =>
  useApiKeyMutation(updateApiKey, config);

export const useDeleteApiKey = (config?: Options<unknown, string>) => useApiKeyMutation(deleteApiKey, config);
