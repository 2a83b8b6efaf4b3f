import { extract } from '../../extraction/extract.ts';
import type { ExtractionFieldConfig, ExtractionResult } from '../../extraction/types.ts';
import { settingsMaxAgeMs } from '../config/env.ts';
import { db, type DataLayer } from '../db/client.ts';
import { DEFAULT_MODEL_VERSION } from '../db/model-versions.ts';
import { readSettingsCached } from '../db/settings-store.ts';
import { listExtractionFields } from '../ml/extraction-fields.ts';
import { loadModelVersion } from '../ml/load-active-model.ts';

export type { ExtractionResult };

export interface EngineRun {
  result: ExtractionResult;
  modelVersion: string;
}

/**
 * Always looked for (optional, so it never makes a ticket need review): a cancelled transfer is
 * matched to the tickets it takes back by order number first (lambdas/core/ingestion/README.md).
 */
export const orderNumberField: ExtractionFieldConfig = {
  fieldName: 'orderNumber',
  displayName: 'Order Number',
  isEnabled: true,
  isRequired: false,
  confidenceThreshold: 0,
};

/**
 * How long a container reuses what every e-mail would otherwise read and admins rarely change: the
 * extraction settings, the live model version and the ML fields (README "Decisions"), unless the
 * deployment sets SETTINGS_MAX_AGE_MS.
 */
export const ENGINE_SETTINGS_MAX_AGE_MS = 5_000;

const maxAgeMs = () => settingsMaxAgeMs(ENGINE_SETTINGS_MAX_AGE_MS);

/** The admin-defined ML fields as the engine reads them, plus the order number unless an admin defined it. */
async function readFieldConfigs(data: DataLayer): Promise<ExtractionFieldConfig[]> {
  const fields = (await listExtractionFields(data)).map((field) => ({
    fieldName: field.fieldName,
    displayName: field.displayName,
    ...(field.description ? { description: field.description } : {}),
    isEnabled: field.isEnabled,
    isRequired: field.isRequired,
    confidenceThreshold: field.confidenceThreshold,
  }));
  const hasOrderNumber = fields.some((field) => field.fieldName.toLowerCase() === 'ordernumber');
  return hasOrderNumber ? fields : [...fields, orderNumberField];
}

const cachedFields = new WeakMap<DataLayer, { readAt: number; fields: Promise<ExtractionFieldConfig[]> }>();

function fieldConfigs(data: DataLayer): Promise<ExtractionFieldConfig[]> {
  const cached = cachedFields.get(data);
  if (cached && Date.now() - cached.readAt < maxAgeMs()) return cached.fields;
  const entry = { readAt: Date.now(), fields: readFieldConfigs(data) };
  cachedFields.set(data, entry);
  entry.fields.catch(() => {
    if (cachedFields.get(data) === entry) cachedFields.delete(data);
  });
  return entry.fields;
}

/** The live model version (the `ml` settings' pointer, `v1.0` until a version is activated). */
async function liveModelVersion(data: DataLayer): Promise<string> {
  const { activeModelVersion } = await readSettingsCached('ml', maxAgeMs(), data);
  return activeModelVersion || DEFAULT_MODEL_VERSION;
}

/** Classifies and extracts one raw e-mail with the live model version, the settings' threshold and the ML fields. */
export async function runExtraction(
  raw: Uint8Array,
  confidenceThreshold: number,
  data: DataLayer = db(),
): Promise<EngineRun> {
  const modelVersion = await liveModelVersion(data);
  const [model, fields] = await Promise.all([loadModelVersion(modelVersion), fieldConfigs(data)]);
  return { result: await extract(raw, model, { confidenceThreshold, fields }), modelVersion };
}

/** Extraction settings (spec 001 §3): whether to extract at all, and the review threshold. */
export async function extractionSettings(data: DataLayer = db()) {
  return readSettingsCached('extraction', maxAgeMs(), data);
}
