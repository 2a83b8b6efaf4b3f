import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

import { adminKeys } from '../../query-keys';
import { extractionSettingsSchema, type ExtractionSettings } from './get-extraction-settings';

// POST /api/settings/extraction: any of the settings; the server checks the limits (5-120 minutes, 0-100).

export type SaveExtractionSettingsInput = Partial<Omit<ExtractionSettings, 'lastSync'>>;

export async function saveExtractionSettings(
  input: SaveExtractionSettingsInput,
): Promise<ExtractionSettings> {
  return extractionSettingsSchema.parse(await api.post('/api/settings/extraction', input));
}

export const useSaveExtractionSettings = (
  mutationConfig?: Omit<
    UseMutationOptions<ExtractionSettings, Error, SaveExtractionSettingsInput>,
    'mutationFn'
  >,
) => {
  const queryClient = useQueryClient();
  return useMutation({
    ...mutationConfig,
    mutationFn: saveExtractionSettings,
    onSuccess: (settings, ...rest) => {
      queryClient.setQueryData(adminKeys.settings, settings);
      // The dashboard's mailbox card shows the sync settings too.
      void queryClient.invalidateQueries({ queryKey: adminKeys.integrationStatus });
      return mutationConfig?.onSuccess?.(settings, ...rest);
    },
  });
};
