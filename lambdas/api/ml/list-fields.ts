import { listExtractionFields, toFieldView } from '../../core/ml/extraction-fields.ts';
import { defineRoute } from '../../core/http/define-route.ts';
import { ok } from '../../core/http/responses.ts';

/** GET /api/ml/fields: the ML fields in display order. */
export const listFields = defineRoute({}, async () => ok((await listExtractionFields()).map(toFieldView)));
