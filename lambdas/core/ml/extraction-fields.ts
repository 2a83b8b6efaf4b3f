import { db, type DataLayer } from '../db/client.ts';
import { unlessConditionFails } from '../db/conditional.ts';
import type { ExtractionField } from '../db/entities/extraction-field.ts';
import { BadRequestError, NotFoundError } from '../http/errors.ts';

/** spec 001 §3 Extraction field, as the API returns it. */
export interface ExtractionFieldView {
  id: string;
  fieldName: string;
  displayName: string;
  description: string | null;
  isEnabled: boolean;
  isRequired: boolean;
  confidenceThreshold: number;
  order: number;
  createdAt: string;
  updatedAt: string;
}

export interface ExtractionFieldInput {
  fieldName: string;
  displayName: string;
  description?: string | null | undefined;
  isEnabled: boolean;
  isRequired: boolean;
  confidenceThreshold: number;
  order?: number | undefined;
}

export type ExtractionFieldChanges = Partial<ExtractionFieldInput>;

export const toFieldView = (field: ExtractionField): ExtractionFieldView => ({
  id: field.fieldId,
  fieldName: field.fieldName,
  displayName: field.displayName,
  description: field.description ?? null,
  isEnabled: field.isEnabled,
  isRequired: field.isRequired,
  confidenceThreshold: field.confidenceThreshold,
  order: field.order,
  createdAt: field.createdAt,
  updatedAt: field.updatedAt,
});

export class ExtractionFieldNotFoundError extends NotFoundError {
  constructor() {
    super('We could not find that extraction field.');
  }
}

/** Every field in display order (one Query; fields are few). */
export async function listExtractionFields(data: DataLayer = db()): Promise<ExtractionField[]> {
  const { data: fields } = await data.extractionFields.query
    .extractionFieldsByOrder({})
    .go({ pages: 'all', order: 'asc' });
  return fields;
}

// Names differing only in case would be the same field to the engine, which matches names case-insensitively.
function assertUniqueName(fieldName: string, others: readonly ExtractionField[]): void {
  const taken = others.some((field) => field.fieldName.toLowerCase() === fieldName.toLowerCase());
  if (taken) {
    const message = `A field named "${fieldName}" already exists. Please choose another field name.`;
    throw new BadRequestError(message, { errors: { fieldName: message } });
  }
}

async function requireField(fieldId: string, data: DataLayer): Promise<ExtractionField> {
  const { data: field } = await data.extractionFields.get({ fieldId }).go({ consistent: true });
  if (!field) throw new ExtractionFieldNotFoundError();
  return field;
}

/** Creates a field; its order defaults to the number of fields plus one (spec 001 §3). */
export async function createExtractionField(
  input: ExtractionFieldInput,
  data: DataLayer = db(),
): Promise<ExtractionField> {
  const fields = await listExtractionFields(data);
  assertUniqueName(input.fieldName, fields);
  const { description, order, ...rest } = input;
  const { data: created } = await data.extractionFields
    .create({ ...rest, ...(description ? { description } : {}), order: order ?? fields.length + 1 })
    .go();
  return created;
}

/** Changes the given attributes of a field; `description: null` or '' removes the description. */
export async function updateExtractionField(
  fieldId: string,
  changes: ExtractionFieldChanges,
  data: DataLayer = db(),
): Promise<ExtractionField> {
  const existing = await requireField(fieldId, data);
  if (changes.fieldName !== undefined && changes.fieldName !== existing.fieldName) {
    const others = (await listExtractionFields(data)).filter((field) => field.fieldId !== fieldId);
    assertUniqueName(changes.fieldName, others);
  }
  const { description, ...rest } = changes;
  const set = Object.fromEntries(Object.entries(rest).filter(([, value]) => value !== undefined));
  if (Object.keys(set).length === 0 && description === undefined) return existing;
  let update = data.extractionFields
    .patch({ fieldId })
    .set({ ...set, ...(description ? { description } : {}) });
  if (description === null || description === '') update = update.remove(['description']);
  const updated = await unlessConditionFails(() => update.go({ response: 'all_new' }));
  if (!updated) throw new ExtractionFieldNotFoundError();
  return updated.data as ExtractionField;
}

export async function deleteExtractionField(fieldId: string, data: DataLayer = db()): Promise<void> {
  const deleted = await unlessConditionFails(() =>
    data.extractionFields
      .delete({ fieldId })
      .where(({ fieldId: id }, { exists }) => exists(id))
      .go(),
  );
  if (!deleted) throw new ExtractionFieldNotFoundError();
}
