import { submitEmailBodySchema } from '../../core/external-api/schemas.ts';
import { submitEmail as startProcessing } from '../../core/external-api/submit-email.ts';
import { defineRoute } from '../../core/http/define-route.ts';
import { json } from '../../core/http/responses.ts';

/** POST /api/external/v1/emails (write): stores the raw message and starts the pipeline; 202. */
export const submitEmail = defineRoute({ body: submitEmailBodySchema }, async ({ body }) =>
  json(202, { data: await startProcessing(body.raw, body.recipient) }),
);
