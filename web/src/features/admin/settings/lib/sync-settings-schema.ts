import { z } from 'zod';

// spec 001 §5, §9: the sync frequency is 5 to 120 whole minutes; the server checks the same limits.
const intervalRule = 'The sync frequency must be a whole number of minutes from 5 to 120.';

const isInterval = (value: string) => {
  const minutes = Number(value);
  return value.trim() !== '' && Number.isInteger(minutes) && minutes >= 5 && minutes <= 120;
};

/** The Gmail tab's sync settings; the frequency is checked only while Auto Sync is on (it is disabled otherwise). */
export const syncSettingsSchema = z
  .object({ autoSync: z.boolean(), syncInterval: z.string() })
  .refine((values) => !values.autoSync || isInterval(values.syncInterval), {
    path: ['syncInterval'],
    message: intervalRule,
  });

export type SyncSettingsValues = z.infer<typeof syncSettingsSchema>;

/** The body of POST /api/settings/extraction: a frequency left invalid while Auto Sync is off is not sent. */
export function syncSettingsPayload({ autoSync, syncInterval }: SyncSettingsValues) {
  return isInterval(syncInterval) ? { autoSync, syncInterval: Number(syncInterval) } : { autoSync };
}
