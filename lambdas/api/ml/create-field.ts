import { createExtractionField, toFieldView } from '../../core/ml/extraction-fields.ts';
import { defineRoute } from '../../core/http/define-route.ts';
import { created } from '../../core/http/responses.ts';
import { createFieldInputSchema } from './field-schemas.ts';

/** POST /api/ml/fields: a new ML field (defaults of spec 001 §3); 400 for an invalid or taken name. */
export const createField = defineRoute({ body: createFieldInputSchema }, async ({ body }) =>
  created(toFieldView(await createExtractionField(body))),
);
