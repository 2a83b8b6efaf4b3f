import { defineRoute } from '../../core/http/define-route.ts';
import { ok } from '../../core/http/responses.ts';
import { latestNotificationsOf } from '../../core/notifications/customer-notifications.ts';
import { customerIdParamsSchema } from './get-customer.ts';

/** GET /api/customer/{id}/notifications (spec 000 §7; the dashboard polls it every 30 s). */
export const listNotifications = defineRoute({ params: customerIdParamsSchema }, async ({ params }) =>
  ok({ success: true, notifications: await latestNotificationsOf(params.id) }),
);
