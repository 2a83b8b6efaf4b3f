import { z } from 'zod';
import { clientIp } from '../../core/auth/client-ip.ts';
import { changeEmail } from '../../core/auth/email-change.ts';
import {
  emailField,
  firstNameField,
  givenPasswordField,
  lastNameField,
  optionalText,
} from '../../core/auth/fields.ts';
import { requireSession } from '../../core/auth/sessions.ts';
import { toUserView } from '../../core/auth/user-view.ts';
import { db } from '../../core/db/client.ts';
import { defineRoute } from '../../core/http/define-route.ts';
import { ok } from '../../core/http/responses.ts';
import { customerIdParamsSchema } from './get-customer.ts';

/** spec 000 §7: the profile form's fields. Omitted fields stay as they are; '' clears an optional one. */
export const updateProfileInputSchema = z.object({
  firstName: firstNameField.optional(),
  lastName: lastNameField.optional(),
  email: emailField.optional(),
  /** Needed only to change the e-mail of a verified account (DESIGN §6.19). */
  currentPassword: givenPasswordField.optional(),
  phone: optionalText('phone number', 40),
  streetAddress1: optionalText('street address', 200),
  streetAddress2: optionalText('street address', 200),
  city: optionalText('city', 100),
  state: optionalText('state', 100),
  zipCode: optionalText('ZIP code', 20),
  country: z.string().trim().min(1).max(100).optional(),
  language: z.string().trim().min(1).max(20).optional(),
});

/**
 * PUT /api/customer/{id}/profile: the customer's own contact details. A changed e-mail goes through
 * the update-email rules (unique, password once verified, verified again).
 */
export const updateProfile = defineRoute(
  { params: customerIdParamsSchema, body: updateProfileInputSchema },
  async ({ body, event }) => {
    // The access middleware let only the owner through for a PUT (admins use /api/admin/customers).
    let { user } = requireSession(event);
    const { email, currentPassword, ...fields } = body;
    if (email !== undefined && email !== user.email) {
      user = await changeEmail(user, { newEmail: email, currentPassword, ip: clientIp(event) });
    }
    const changes = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
    if (Object.keys(changes).length > 0) {
      // gsi4 (usersByName) is keyed on both names: ElectroDB needs the unchanged one to rewrite the key.
      const names = {
        ...(fields.firstName === undefined ? {} : { lastName: user.lastName }),
        ...(fields.lastName === undefined ? {} : { firstName: user.firstName }),
      };
      const unchangedName = Object.fromEntries(Object.entries(names).filter(([name]) => !(name in changes)));
      const { data } = await db()
        .users.patch({ userId: user.userId })
        .set(changes)
        .composite(unchangedName)
        .go({ response: 'all_new' });
      user = data;
    }
    return ok({ success: true, user: toUserView(user) });
  },
);
