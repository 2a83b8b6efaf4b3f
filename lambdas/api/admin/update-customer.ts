import { z } from 'zod';
import { toAdminCustomerView } from '../../core/admin-customers/customer-view.ts';
import { findCustomer } from '../../core/admin-customers/find-customer.ts';
import {
  updateCustomer as applyChange,
  type CustomerChange,
} from '../../core/admin-customers/update-customer.ts';
import { diffFields, recordAudit } from '../../core/audit/record-audit.ts';
import { accountMessages } from '../../core/auth/account-messages.ts';
import { defineRoute } from '../../core/http/define-route.ts';
import { ok } from '../../core/http/responses.ts';
import { idParamsSchema } from './params.ts';

const name = (label: string) =>
  z
    .string({ error: `Please enter the ${label}.` })
    .trim()
    .min(1, `Please enter the ${label}.`)
    .max(100, `The ${label} can be at most 100 characters long.`);

const address = z
  .string({ error: accountMessages.invalidEmail })
  .trim()
  .toLowerCase()
  .max(254, accountMessages.invalidEmail)
  .pipe(z.email({ error: accountMessages.invalidEmail }));

const editableFields = ['firstName', 'lastName', 'email', 'transferEmail', 'phone', 'isActive'] as const;
const ONE_FIELD = `Please change exactly one field at a time: ${editableFields.join(', ')}.`;

export const updateCustomerInputSchema = z
  .strictObject(
    {
      firstName: name('first name').optional(),
      lastName: name('last name').optional(),
      email: address.optional(),
      transferEmail: address.optional(),
      // Empty or null clears the phone number ('Not provided').
      phone: z
        .string()
        .trim()
        .max(40, 'The phone number can be at most 40 characters long.')
        .nullable()
        .optional(),
      isActive: z.boolean({ error: 'isActive must be true or false.' }).optional(),
    },
    { error: ONE_FIELD },
  )
  .refine((body) => Object.values(body).filter((value) => value !== undefined).length === 1, ONE_FIELD)
  .transform((body) => {
    const [field, value] = Object.entries(body).find(([, given]) => given !== undefined)!;
    return { field, value: field === 'phone' ? value || null : value } as CustomerChange;
  });

const actionOf = (change: CustomerChange): string => {
  if (change.field !== 'isActive') return 'customer.updated';
  return change.value ? 'customer.reactivated' : 'customer.suspended';
};

/**
 * PATCH /api/admin/customers/{id}: one field per request (spec 001 §7). Suspending ends the
 * customer's sessions at once; e-mail and transfer e-mail stay unique (409). Audited.
 */
export const updateCustomer = defineRoute(
  { params: idParamsSchema, body: updateCustomerInputSchema },
  async ({ params, body, event }) => {
    const before = await findCustomer(params.id);
    const after = await applyChange(before, body);
    const changes = diffFields(toAdminCustomerView(before), toAdminCustomerView(after), [body.field]);
    if (Object.keys(changes).length > 0) {
      await recordAudit(event, {
        action: actionOf(body),
        subjectType: 'customer',
        subjectId: after.userId,
        changes,
        summary: `${body.field} of ${after.email} changed`,
      });
    }
    return ok({
      success: true,
      message: 'Customer updated successfully',
      customer: toAdminCustomerView(after),
    });
  },
);
