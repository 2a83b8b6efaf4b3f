import { z } from 'zod';
import { sendPasswordResetLink } from '../../core/admin-customers/customer-passwords.ts';
import { findCustomer } from '../../core/admin-customers/find-customer.ts';
import { recordAudit } from '../../core/audit/record-audit.ts';
import { defineRoute } from '../../core/http/define-route.ts';
import { BadRequestError } from '../../core/http/errors.ts';
import { ok } from '../../core/http/responses.ts';
import { idParamsSchema } from './params.ts';

export const resetLinkInputSchema = z.object({
  sendEmail: z.boolean({ error: 'sendEmail must be true or false.' }).optional(),
});

/** POST /api/admin/customers/{id}/reset-password: e-mails the customer a reset link. Audited. */
export const sendCustomerResetLink = defineRoute(
  { params: idParamsSchema, body: resetLinkInputSchema },
  async ({ params, body, event }) => {
    // The link is only ever delivered by e-mail, so that only the customer sees it.
    if (body.sendEmail === false) {
      throw new BadRequestError(
        'A reset link can only be sent by email. Please send it with sendEmail: true.',
      );
    }
    const customer = await findCustomer(params.id);
    await sendPasswordResetLink(customer);
    await recordAudit(event, {
      action: 'customer.password_reset_sent',
      subjectType: 'customer',
      subjectId: customer.userId,
      summary: `Password reset email sent to ${customer.email}`,
    });
    return ok({ success: true, message: 'Password reset email sent' });
  },
);
