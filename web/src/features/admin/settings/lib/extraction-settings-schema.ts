import { z } from 'zod';

// The Extraction tab's settings, with the limits the server checks (lambdas/api/settings/extraction-settings-schema.ts).
export const extractionFormSchema = z.object({
  autoProcess: z.boolean(),
  autoExtract: z.boolean(),
  keywords: z.string().trim().max(500, 'The keywords can be at most 500 characters long.'),
  // spec 001 §5: slider 0 to 100, step 1.
  confidenceThreshold: z.number().int().min(0).max(100),
});

export type ExtractionFormValues = z.infer<typeof extractionFormSchema>;
