import { z } from 'zod';
import { notifyTicketsReceived, type TicketsNotice } from '../core/ingestion/notify-customer.ts';
import { pipelineInputSchema } from './pipeline-input.ts';
import { retryingTransientErrors } from './transient-errors.ts';

const noticeSchema = z.object({
  to: z.string().min(1),
  byEmail: z.boolean(),
  customerName: z.string(),
  listingId: z.string().min(1),
  eventName: z.string(),
  venue: z.string().optional(),
  eventDate: z.string().optional(),
  section: z.string().optional(),
  row: z.string().optional(),
  seats: z.string().optional(),
  quantity: z.number().int().nonnegative(),
}) satisfies z.ZodType<TicketsNotice>;

const stepInputSchema = pipelineInputSchema.extend({
  emailId: z.string().min(1),
  customerId: z.string().min(1),
  /** From ProcessEmail, so this step reads nothing; absent, the customer and tickets are read. */
  notice: noticeSchema.optional(),
});

/** Pipeline step 2 (only when ProcessEmail found tickets for a customer): notification and 'processed' e-mail. */
export const handler = retryingTransientErrors(async (payload: unknown) => {
  const input = stepInputSchema.parse(payload);
  const { notified } = await notifyTicketsReceived(input.emailId, input.customerId, undefined, input.notice);
  return { ...input, notified };
});
