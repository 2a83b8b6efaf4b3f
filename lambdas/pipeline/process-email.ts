import { processEmail } from '../core/ingestion/process-email.ts';
import { recordDelivery } from '../core/ingestion/record-received-email.ts';
import { readRawEmail } from '../core/mail/raw-email-store.ts';
import { pipelineInputSchema } from './pipeline-input.ts';
import { retryingTransientErrors } from './transient-errors.ts';

/**
 * The pipeline's main step: reads the stored raw MIME once, records the e-mail as received (keyed by
 * the inbound message id, so a retried step or a re-run writes the same item), then de-duplicates,
 * resolves the customer, checks the forwarder, extracts, and writes the tickets, pending listings,
 * processing record and the e-mail's final status (core/ingestion). NotifyCustomer gets the `notice`
 * it needs, never the raw message (up to 40 MB against the state's 256 KB).
 */
export const handler = retryingTransientErrors(async (payload: unknown) => {
  const input = pipelineInputSchema.parse(payload);
  const raw = await readRawEmail(input.bucket, input.key);
  const { created, email } = await recordDelivery(input, raw);
  const result = await processEmail(input.messageId, {
    ...input,
    raw,
    email,
    firstRun: created && !input.rerun,
  });
  return { ...input, emailId: input.messageId, ...result };
});
