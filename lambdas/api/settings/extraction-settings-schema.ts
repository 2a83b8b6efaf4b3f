import { z } from 'zod';

const minutes = 'must be a whole number of minutes from 5 to 120';
const percent = 'must be a whole number from 0 to 100';
const flag = (name: string) => z.boolean({ error: `${name} must be true or false` });

/**
 * POST /api/settings/extraction (spec 001 §2.9 Extraction and Gmail tabs, §9 limits): any of the
 * settings, validated here so a bad value is a 400 that says what is wrong. Unknown keys are ignored.
 */
export const extractionSettingsInputSchema = z
  .object({
    keywords: z
      .string({ error: 'must be text' })
      .trim()
      .max(500, { error: 'must be at most 500 characters' }),
    autoProcess: flag('autoProcess'),
    autoExtract: flag('autoExtract'),
    confidenceThreshold: z
      .number({ error: percent })
      .int({ error: percent })
      .min(0, { error: percent })
      .max(100, { error: percent }),
    syncInterval: z
      .number({ error: minutes })
      .int({ error: minutes })
      .min(5, { error: minutes })
      .max(120, { error: minutes }),
    autoSync: flag('autoSync'),
  })
  .partial()
  .refine((input) => Object.values(input).some((value) => value !== undefined), {
    error: 'Send at least one setting to change.',
  });

export type ExtractionSettingsInput = z.infer<typeof extractionSettingsInputSchema>;
