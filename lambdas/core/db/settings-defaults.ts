import { z } from 'zod';

/**
 * The typed settings documents and their defaults. Each is stored as one Settings item (its
 * `values` map); reading merges the stored values over these defaults, so a new field needs no migration.
 */
export const settingsSchemas = {
  /** spec 001 §3 Extraction settings; the last-sync time lives on the Gmail connection. */
  extraction: z.object({
    keywords: z.string().default('ticket confirmation purchase event'),
    autoProcess: z.boolean().default(true),
    autoExtract: z.boolean().default(true),
    confidenceThreshold: z.number().int().min(0).max(100).default(70),
    /** Minutes between Gmail auto-syncs (spec 001 §9: default 15, allowed 5 to 120). */
    syncInterval: z.number().int().min(5).max(120).default(15),
    autoSync: z.boolean().default(true),
  }),
  /** The live extraction model (spec 001 §3: modelVersion default v1.0). */
  ml: z.object({
    activeModelVersion: z.string().min(1).default('v1.0'),
    activatedAt: z.string().optional(),
  }),
  /** DESIGN §6.21: the 1099 threshold is a setting (spec default $600). */
  tax: z.object({
    form1099ThresholdCents: z.number().int().min(0).default(60_000),
  }),
} as const;

export type SettingsName = keyof typeof settingsSchemas;
export type SettingsValues<N extends SettingsName> = z.output<(typeof settingsSchemas)[N]>;

export const settingsNames = Object.keys(settingsSchemas) as SettingsName[];

/** The values of a settings document that was never saved. */
export function defaultSettings<N extends SettingsName>(name: N): SettingsValues<N> {
  return settingsSchemas[name].parse({}) as SettingsValues<N>;
}
