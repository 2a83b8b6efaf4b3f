import { extract } from '../../extraction/extract.ts';
import type { ExtractionFieldConfig, ExtractionResult } from '../../extraction/types.ts';
import { db, type DataLayer } from '../db/client.ts';
import { getActiveModelVersion } from '../db/model-versions.ts';
import { readSettings } from '../db/settings-store.ts';
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

/** The admin-defined ML fields as the engine reads them, plus the order number unless an admin defined it. */
async function fieldConfigs(data: DataLayer): Promise<ExtractionFieldConfig[]> {
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

/** Classifies and extracts one raw e-mail with the live model version, the settings' threshold and the ML fields. */
export async function runExtraction(
  raw: Uint8Array,
  confidenceThreshold: number,
  data: DataLayer = db(),
): Promise<EngineRun> {
  const modelVersion = await getActiveModelVersion(data);
  const [model, fields] = await Promise.all([loadModelVersion(modelVersion), fieldConfigs(data)]);
  return { result: await extract(raw, model, { confidenceThreshold, fields }), modelVersion };
}

/** Extraction settings (spec 001 §3): whether to extract at all, and the review threshold. */
export async function extractionSettings(data: DataLayer = db()) {
  return readSettings('extraction', data);
}
