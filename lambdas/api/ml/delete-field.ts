import { deleteExtractionField } from '../../core/ml/extraction-fields.ts';
import { defineRoute } from '../../core/http/define-route.ts';
import { ok } from '../../core/http/responses.ts';
import { fieldIdParamsSchema } from './field-schemas.ts';

/** DELETE /api/ml/fields/{id}; 404 for an unknown field. */
export const deleteField = defineRoute({ params: fieldIdParamsSchema }, async ({ params }) => {
  await deleteExtractionField(params.id);
  return ok({ success: true, message: 'Field deleted' });
});
