import { processEmail } from '../core/ingestion/process-email.ts';
import { pipelineInputSchema } from './pipeline-input.ts';
import { retryingTransientErrors } from './transient-errors.ts';

const stepInputSchema = pipelineInputSchema.extend({ emailId: pipelineInputSchema.shape.messageId });

/**
 * Pipeline step 2: de-duplicate, resolve the customer, check the forwarder, extract, and write the
 * tickets, pending listings, processing record and the e-mail's final status (core/ingestion).
 */
export const handler = retryingTransientErrors(async (payload: unknown) => {
  const input = stepInputSchema.parse(payload);
  const result = await processEmail(input.emailId, input);
  return { ...input, ...result };
});
