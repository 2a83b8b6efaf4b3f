import { diffFields, recordAudit } from '../../core/audit/record-audit.ts';
import { createExtractionField, toFieldView } from '../../core/ml/extraction-fields.ts';
import { defineRoute } from '../../core/http/define-route.ts';
import { created } from '../../core/http/responses.ts';
import { createFieldInputSchema } from './field-schemas.ts';

/** POST /api/ml/fields: a new ML field (defaults of spec 001 §3); 400 for an invalid or taken name. */
export const createField = defineRoute({ body: createFieldInputSchema }, async ({ body, event }) => {
  const field = toFieldView(await createExtractionField(body));
  await recordAudit(event, {
    action: 'mlField.created',
    subjectType: 'mlField',
    subjectId: field.id,
    changes: diffFields({}, { ...field }, auditedFieldAttributes),
    summary: `Created ML field "${field.displayName}"`,
  });
  return created(field);
});

/** The field attributes an admin sets, as the audit log lists them. */
export const auditedFieldAttributes = [
  'fieldName',
  'displayName',
  'description',
  'isEnabled',
  'isRequired',
  'confidenceThreshold',
  'order',
] as const;
