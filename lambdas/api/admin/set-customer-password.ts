import { z } from 'zod';
import { setTemporaryPassword } from '../../core/admin-customers/customer-passwords.ts';
import { findCustomer } from '../../core/admin-customers/find-customer.ts';
import { recordAudit } from '../../core/audit/record-audit.ts';
import { newPasswordField } from '../../core/auth/fields.ts';
import { defineRoute } from '../../core/http/define-route.ts';
import { ok } from '../../core/http/responses.ts';
import { idParamsSchema } from './params.ts';

export const setPasswordInputSchema = z.object({ newPassword: newPasswordField });

/**
 * POST /api/admin/customers/{id}/change-password: a temporary password (DESIGN §6.15): the customer's
 * sessions end and they must choose a new one after signing in with it. Audited (never the password).
 */
export const setCustomerPassword = defineRoute(
  { params: idParamsSchema, body: setPasswordInputSchema },
  async ({ params, body, event }) => {
    const customer = await findCustomer(params.id);
    const updated = await setTemporaryPassword(customer, body.newPassword);
    await recordAudit(event, {
      action: 'customer.password_set',
      subjectType: 'customer',
      subjectId: customer.userId,
      changes: {
        password: { from: '•••', to: '•••' },
        mustChangePassword: { from: customer.mustChangePassword, to: updated.mustChangePassword },
      },
      summary: `Temporary password set for ${customer.email}`,
    });
    return ok({ success: true, message: 'Password updated' });
  },
);
