import { z } from 'zod';
import { clientIp } from '../../core/auth/client-ip.ts';
import { takeFromWindow } from '../../core/auth/rate-limit.ts';
import { emailField } from '../../core/auth/fields.ts';
import { db } from '../../core/db/client.ts';
import { TooManyRequestsError } from '../../core/http/errors.ts';
import { defineRoute } from '../../core/http/define-route.ts';
import { created } from '../../core/http/responses.ts';

const inquiryTypes = [
  'general',
  'account',
  'tickets',
  'payments',
  'technical',
  'security',
  'billing',
  'feedback',
] as const;

const required = (what: string, max: number) =>
  z
    .string({ error: `Please enter your ${what}.` })
    .trim()
    .min(1, `Please enter your ${what}.`)
    .max(max, `Your ${what} can be at most ${max} characters.`);

/** spec 000 §2 Support Center contact form: name, email, subject, message, inquiry type. */
const contactMessageInputSchema = z.object({
  name: required('name', 200),
  email: emailField,
  subject: required('subject', 200),
  message: required('message', 5000),
  inquiryType: z
    .enum(inquiryTypes, { error: 'Please choose what your message is about.' })
    .default('general'),
});

// A public form: a few messages per address and hour are plenty for a person, and stop a flood.
const CONTACT_LIMIT = { scope: 'contact-form', limit: 5, windowMs: 60 * 60 * 1000 };

/** POST /api/support/contact: the public contact form, stored for the admins (DESIGN §6.17). */
export const sendContactMessage = defineRoute(
  { body: contactMessageInputSchema },
  async ({ body, event }) => {
    const ticket = await takeFromWindow(CONTACT_LIMIT, clientIp(event));
    if (!ticket.allowed) {
      throw new TooManyRequestsError('You have sent several messages already. Please try again in an hour.');
    }
    const { data } = await db()
      .supportRequests.create({ kind: 'contact', ...body })
      .go();
    return created({ success: true, requestId: data.requestId, message: "We'll respond within 24 hours." });
  },
);
