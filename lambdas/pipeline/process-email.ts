import { z } from 'zod';
import type { Email } from '../core/db/entities/email.ts';
import { processEmail } from '../core/ingestion/process-email.ts';
import { pipelineInputSchema } from './pipeline-input.ts';
import { retryingTransientErrors } from './transient-errors.ts';

const stepInputSchema = pipelineInputSchema.extend({
  emailId: pipelineInputSchema.shape.messageId,
  /** The Email as ParseEmail recorded it (absent in executions started before it passed it on). */
  email: z.looseObject({ emailId: z.string().min(1), receivedAt: z.string().min(1) }).optional(),
  firstRun: z.boolean().optional(),
});

/**
 * Pipeline step 2: de-duplicate, resolve the customer, check the forwarder, extract, and write the
 * tickets, pending listings, processing record and the e-mail's final status (core/ingestion).
 * The Email is not passed further: NotifyCustomer gets the `notice` it needs.
 */
export const handler = retryingTransientErrors(async (payload: unknown) => {
  const { email, firstRun, ...input } = stepInputSchema.parse(payload);
  const result = await processEmail(input.emailId, {
    ...input,
    email: email as Email | undefined,
    firstRun,
  });
  return { ...input, ...result };
});
