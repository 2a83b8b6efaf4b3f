import { diffFields, recordAuditOfChanges } from '../../core/audit/record-audit.ts';
import { db } from '../../core/db/client.ts';
import { toFieldView, updateExtractionField } from '../../core/ml/extraction-fields.ts';
import { defineRoute } from '../../core/http/define-route.ts';
import { ok } from '../../core/http/responses.ts';
import { auditedFieldAttributes } from './create-field.ts';
import { fieldIdParamsSchema, updateFieldInputSchema } from './field-schemas.ts';

/** PATCH /api/ml/fields/{id}: changes the attributes sent; 404 for an unknown field. */
export const updateField = defineRoute(
  { params: fieldIdParamsSchema, body: updateFieldInputSchema },
  async ({ params, body, event }) => {
    const { data: before } = await db().extractionFields.get({ fieldId: params.id }).go();
    const field = toFieldView(await updateExtractionField(params.id, body));
    const changes = diffFields(
      before ? { ...toFieldView(before) } : {},
      { ...field },
      auditedFieldAttributes,
    );
    await recordAuditOfChanges(event, {
      action: 'mlField.updated',
      subjectType: 'mlField',
      subjectId: field.id,
      changes,
      summary: `Updated ML field "${field.displayName}"`,
    });
    return ok(field);
  },
);
