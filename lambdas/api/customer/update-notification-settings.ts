import { z } from 'zod';
import { requireSession } from '../../core/auth/sessions.ts';
import { toUserView } from '../../core/auth/user-view.ts';
import { db } from '../../core/db/client.ts';
import { defineRoute } from '../../core/http/define-route.ts';
import { ok } from '../../core/http/responses.ts';
import { customerIdParamsSchema } from './get-customer.ts';

const preference = z.boolean({ error: 'Please choose on or off.' }).optional();

/** spec 000 §2 Settings → Notifications (plus the record's ticketSold/payoutSent/email of §3). */
const notificationSettingsInputSchema = z
  .object({
    ticketSold: preference,
    payoutSent: preference,
    email: preference,
    priceAlert: preference,
    emailDigest: preference,
    sms: preference,
    push: preference,
  })
  .strict();

/** PUT /api/customer/{id}/notification-settings: saves the customer's preferences; omitted ones stay. */
export const updateNotificationSettings = defineRoute(
  { params: customerIdParamsSchema, body: notificationSettingsInputSchema },
  async ({ body, event }) => {
    const { user } = requireSession(event);
    const changes = Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined));
    const { data } = await db()
      .users.patch({ userId: user.userId })
      .set({ notificationSettings: { ...user.notificationSettings, ...changes } })
      .go({ response: 'all_new' });
    return ok({ success: true, user: toUserView(data) });
  },
);
