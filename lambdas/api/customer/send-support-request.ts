import { z } from 'zod';
import { requireSession } from '../../core/auth/sessions.ts';
import { db } from '../../core/db/client.ts';
import { defineRoute } from '../../core/http/define-route.ts';
import { created } from '../../core/http/responses.ts';
import { customerIdParamsSchema } from './get-customer.ts';

const required = (what: string, max: number) =>
  z
    .string({ error: 'Please fill in all required fields' })
    .trim()
    .min(1, 'Please fill in all required fields')
    .max(max, `The ${what} can be at most ${max} characters.`);

/** spec 000 §2 Settings → Support & Feedback: a support message or a feedback note (DESIGN §6.17: stored). */
const supportRequestInputSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({
      kind: z.literal('support'),
      subject: required('subject', 200),
      message: required('message', 5000),
      priority: z.enum(['low', 'medium', 'high', 'urgent']).default('medium'),
    }),
    z.object({
      kind: z.literal('feedback'),
      feedbackType: z.string().trim().min(1).max(50).default('general'),
      message: required('message', 5000),
    }),
  ],
  { error: 'Please choose support or feedback.' },
);

/** POST /api/customer/{id}/support-requests: stored for the admins with the customer's name and e-mail. */
export const sendSupportRequest = defineRoute(
  { params: customerIdParamsSchema, body: supportRequestInputSchema },
  async ({ body, event }) => {
    const { user } = requireSession(event);
    const { data } = await db()
      .supportRequests.create({
        ...body,
        customerId: user.userId,
        name: `${user.firstName} ${user.lastName}`.trim(),
        email: user.email,
      })
      .go();
    return created({ success: true, requestId: data.requestId, message: "We'll respond within 24 hours." });
  },
);
