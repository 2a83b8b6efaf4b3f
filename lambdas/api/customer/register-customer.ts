import { z } from 'zod';
import { accountMessages } from '../../core/auth/account-messages.ts';
import {
  emailField,
  firstNameField,
  lastNameField,
  newPasswordField,
  phoneField,
} from '../../core/auth/fields.ts';
import { createAccount, sendRegistrationEmails } from '../../core/auth/registration.ts';
import { startSession } from '../../core/auth/sessions.ts';
import { toUserView } from '../../core/auth/user-view.ts';
import { defineRoute } from '../../core/http/define-route.ts';
import { created } from '../../core/http/responses.ts';

export const registerCustomerInputSchema = z.object({
  firstName: firstNameField,
  lastName: lastNameField,
  email: emailField,
  phone: phoneField,
  password: newPasswordField,
});

/**
 * POST /api/customer/register: creates the seller with a transfer address, sends the welcome and
 * verification e-mails and signs them in. Addresses in ADMIN_EMAILS become admin once verified.
 */
export const registerCustomer = defineRoute({ body: registerCustomerInputSchema }, async ({ body }) => {
  const user = await createAccount({ ...body, role: 'customer', signsIn: true });
  const { verificationSent } = await sendRegistrationEmails(user);
  const cookie = await startSession(user);
  return created(
    { success: true, message: accountMessages.registered, user: toUserView(user), verificationSent },
    { cookies: [cookie] },
  );
});
