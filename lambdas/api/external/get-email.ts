import { findPublicEmail } from '../../core/external-api/email-queries.ts';
import { emailIdParamsSchema } from '../../core/external-api/schemas.ts';
import { defineRoute } from '../../core/http/define-route.ts';
import { ok } from '../../core/http/responses.ts';

/** GET /api/external/v1/emails/{id} (read); 404 not_found 'Email not found'. */
export const getEmail = defineRoute({ params: emailIdParamsSchema }, async ({ params }) =>
  ok({ data: await findPublicEmail(params.id) }),
);
