import { db } from '../core/db/client.ts';
import { recordReceivedEmail } from '../core/ingestion/record-received-email.ts';
import { readRawEmail } from '../core/mail/raw-email-store.ts';
import { summariseEmail } from '../core/mail/parse-headers.ts';
import { pipelineInputSchema } from './pipeline-input.ts';
import { retryingTransientErrors } from './transient-errors.ts';

/**
 * Pipeline step 1: reads the stored raw MIME and records the e-mail as received. Keyed by the inbound
 * message id, so a retried step or a re-run writes the same item. Passes the recorded Email on (its
 * parsed headers and snippet, a few KB at most; never the raw message, which may be 40 MB against
 * the state's 256 KB) so that ProcessEmail need not read it again, and whether this run created it.
 */
export const handler = retryingTransientErrors(async (payload: unknown) => {
  const input = pipelineInputSchema.parse(payload);
  const raw = await readRawEmail(input.bucket, input.key);
  const { messageId, sentAt: _sentAt, ...summary } = await summariseEmail(raw);
  const { created, email } = await recordReceivedEmail(
    {
      emailId: input.messageId,
      ...(messageId ? { messageId } : {}),
      ...summary,
      recipientEmail: summary.recipientEmail || input.recipients[0] || '',
      rawS3Key: input.key,
      receivedAt: input.receivedAt,
      ...(input.envelopeSender === undefined ? {} : { envelopeSender: input.envelopeSender }),
      ...(input.verdicts ? { verdicts: input.verdicts } : {}),
    },
    db(),
  );
  return { ...input, emailId: input.messageId, email, firstRun: created && !input.rerun };
});
