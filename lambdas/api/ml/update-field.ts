import { toFieldView, updateExtractionField } from '../../core/ml/extraction-fields.ts';
import { defineRoute } from '../../core/http/define-route.ts';
import { ok } from '../../core/http/responses.ts';
import { fieldIdParamsSchema, updateFieldInputSchema } from './field-schemas.ts';

/** PATCH /api/ml/fields/{id}: changes the attributes sent; 404 for an unknown field. */
export const updateField = defineRoute(
  { params: fieldIdParamsSchema, body: updateFieldInputSchema },
  async ({ params, body }) => ok(toFieldView(await updateExtractionField(params.id, body))),
);
