import { z } from 'zod';
import { db } from '../core/db/client.ts';
import { recordOutcome } from '../core/ingestion/record-outcome.ts';
import { pipelineInputSchema } from './pipeline-input.ts';

const failureInputSchema = pipelineInputSchema.extend({
  error: z.object({ Error: z.string().optional(), Cause: z.string().optional() }),
});

/** The Catch target of every step: the e-mail ends `failed` with its error, visible and re-processable. */
export async function handler(payload: unknown) {
  const input = failureInputSchema.parse(payload);
  const error = [input.error.Error, input.error.Cause].filter(Boolean).join(': ') || 'Unknown error';
  const { emails } = db();
  const { data: existing } = await emails.get({ emailId: input.messageId }).go({ consistent: true });
  // A failure before the e-mail was recorded: record what the receipt tells, so nothing is lost.
  const email =
    existing ??
    (
      await emails
        .put({
          emailId: input.messageId,
          source: 'inbound',
          rawS3Key: input.key,
          recipientEmail: input.recipients[0] ?? '',
          receivedAt: input.receivedAt,
          ...(input.envelopeSender === undefined ? {} : { envelopeSender: input.envelopeSender }),
          ...(input.verdicts ? { verdicts: input.verdicts } : {}),
          extractionStatus: 'failed',
          processed: false,
          error,
        })
        .go()
    ).data;
  await recordOutcome(email, { extractionStatus: 'failed', error, run: input.rerun ?? 0 });
  return { ...input, emailId: input.messageId, extractionStatus: 'failed', error };
}
