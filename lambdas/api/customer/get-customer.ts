import { z } from 'zod';
import { requireSession } from '../../core/auth/sessions.ts';
import { toUserView } from '../../core/auth/user-view.ts';
import { db } from '../../core/db/client.ts';
import { NotFoundError } from '../../core/http/errors.ts';
import { defineRoute } from '../../core/http/define-route.ts';
import { ok } from '../../core/http/responses.ts';

export const customerIdParamsSchema = z.object({ id: z.string().min(1).max(64) });

/** GET /api/customer/{id}: the customer (the access middleware let only them, or an admin, through). */
export const getCustomer = defineRoute({ params: customerIdParamsSchema }, async ({ params, event }) => {
  const session = requireSession(event);
  if (params.id === session.userId) return ok({ success: true, customer: toUserView(session.user) });
  const { data: customer } = await db().users.get({ userId: params.id }).go();
  if (!customer) throw new NotFoundError('We could not find this customer.');
  return ok({ success: true, customer: toUserView(customer) });
});
