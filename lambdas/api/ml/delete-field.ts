import { diffFields, recordAudit } from '../../core/audit/record-audit.ts';
import { db } from '../../core/db/client.ts';
import { deleteExtractionField, toFieldView } from '../../core/ml/extraction-fields.ts';
import { defineRoute } from '../../core/http/define-route.ts';
import { ok } from '../../core/http/responses.ts';
import { auditedFieldAttributes } from './create-field.ts';
import { fieldIdParamsSchema } from './field-schemas.ts';

/** DELETE /api/ml/fields/{id}; 404 for an unknown field. */
export const deleteField = defineRoute({ params: fieldIdParamsSchema }, async ({ params, event }) => {
  const { data: before } = await db().extractionFields.get({ fieldId: params.id }).go();
  await deleteExtractionField(params.id);
  const view = before ? toFieldView(before) : undefined;
  await recordAudit(event, {
    action: 'mlField.deleted',
    subjectType: 'mlField',
    subjectId: params.id,
    changes: view
      ? diffFields(
          { ...view },
          Object.fromEntries(auditedFieldAttributes.map((name) => [name, null])),
          auditedFieldAttributes,
        )
      : {},
    summary: `Deleted ML field "${view?.displayName ?? params.id}"`,
  });
  return ok({ success: true, message: 'Field deleted' });
});
