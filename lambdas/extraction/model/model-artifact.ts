import { z } from 'zod';
import { candidateFields } from '../candidates/candidate.ts';
import { emailClasses, ticketFields } from '../types.ts';

const weightsSchema = z.record(z.string(), z.number());
const curveSchema = z.array(z.tuple([z.number(), z.number()])).min(1);

const byField = <K extends string, T extends z.ZodType>(fields: readonly K[], schema: T) =>
  z.object(Object.fromEntries(fields.map((field) => [field, schema])) as { [P in K]: T });

/** The model as a versioned JSON document: stored in the models bucket, loaded by the pipeline. */
export const modelArtifactSchema = z.object({
  /** 'v1.0', 'v1.1', … (spec 001 §9: default model version v1.0). */
  version: z.string().regex(/^v\d+\.\d+$/),
  trainedAt: z.string(),
  /** Training e-mails the model learned from. */
  samples: z.number().int().nonnegative(),
  weights: z.object({
    fields: byField(candidateFields, weightsSchema),
    classes: byField(emailClasses, weightsSchema),
  }),
  /** Probability above which a candidate is taken as a value of its field. */
  thresholds: byField(candidateFields, z.number().min(0).max(1)),
  /** Held-out maps from raw scores to the observed rate of being right. */
  calibration: z.object({
    fields: byField(ticketFields, z.object({ present: curveSchema, absent: curveSchema })),
    ticket: curveSchema,
    class: curveSchema,
  }),
  /** Held-out figures measured when the model was trained. */
  metrics: z
    .object({
      accuracy: z.number(),
      fieldAccuracy: z.record(z.string(), z.number()),
      classAccuracy: z.number(),
      heldOutEmails: z.number().int(),
    })
    .optional(),
});

export type ModelArtifact = z.infer<typeof modelArtifactSchema>;

/** Reads and validates an artifact (e.g. fetched from the models bucket). */
export function parseModelArtifact(json: string | unknown): ModelArtifact {
  return modelArtifactSchema.parse(typeof json === 'string' ? JSON.parse(json) : json);
}

/** The next version after a previous one: v1.0 → v1.1; none → v1.0. */
export function nextModelVersion(previous?: string): string {
  const match = previous ? /^v(\d+)\.(\d+)$/.exec(previous) : null;
  return match ? `v${match[1]}.${Number(match[2]) + 1}` : 'v1.0';
}
