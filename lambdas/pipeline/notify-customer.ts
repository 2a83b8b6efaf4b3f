import { z } from 'zod';
import { notifyTicketsReceived } from '../core/ingestion/notify-customer.ts';
import { pipelineInputSchema } from './pipeline-input.ts';
import { retryingTransientErrors } from './transient-errors.ts';

const stepInputSchema = pipelineInputSchema.extend({
  emailId: z.string().min(1),
  customerId: z.string().min(1),
});

/** Pipeline step 3 (only when ProcessEmail found tickets for a customer): notification and 'processed' e-mail. */
export const handler = retryingTransientErrors(async (payload: unknown) => {
  const input = stepInputSchema.parse(payload);
  const { notified } = await notifyTicketsReceived(input.emailId, input.customerId);
  return { ...input, notified };
});
