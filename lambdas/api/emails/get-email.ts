import { emailDetails } from '../../core/admin-tickets/email-details.ts';
import { defineRoute } from '../../core/http/define-route.ts';
import { ok } from '../../core/http/responses.ts';
import { emailIdParamsSchema } from './reprocess-email.ts';

/** GET /api/emails/{id}: the e-mail as listed plus its plain-text and HTML bodies; 404 'Email not found'. */
export const getEmail = defineRoute({ params: emailIdParamsSchema }, async ({ params }) =>
  ok({ success: true, email: await emailDetails(params.id) }),
);
