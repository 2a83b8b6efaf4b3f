import { StartExecutionCommand } from '@aws-sdk/client-sfn';
import { sfn } from '../aws/clients.ts';
import { getConfig } from '../config/env.ts';
import { db, type DataLayer } from '../db/client.ts';
import { incrementCounter } from '../db/counters.ts';
import { ConflictError, NotFoundError } from '../http/errors.ts';

/**
 * Starts the pipeline again for a stored e-mail: a new execution `<emailId>-r<n>` (execution names
 * are single use) with the same e-mail id, raw object and delivery facts, so the pipeline treats it
 * as a re-run of that e-mail (its own Message-ID claim, the same deterministic keys), not a duplicate.
 */
export async function reprocessEmail(emailId: string, data: DataLayer = db()) {
  const { data: email } = await data.emails.get({ emailId }).go({ consistent: true });
  if (!email) throw new NotFoundError('We could not find that e-mail.');
  if (!email.rawS3Key) throw new ConflictError('This e-mail has no stored raw message to process again.');
  const { RAW_MAIL_BUCKET, PIPELINE_STATE_MACHINE_ARN } = getConfig();
  const rerun = await incrementCounter(`reprocess#${emailId}`, 1, { data });
  const executionName = `${emailId}-r${rerun}`;
  await sfn().send(
    new StartExecutionCommand({
      stateMachineArn: PIPELINE_STATE_MACHINE_ARN,
      name: executionName,
      input: JSON.stringify({
        messageId: emailId,
        bucket: RAW_MAIL_BUCKET,
        key: email.rawS3Key,
        receivedAt: email.receivedAt,
        recipients: [email.recipientEmail ?? ''],
        ...(email.envelopeSender === undefined ? {} : { envelopeSender: email.envelopeSender }),
        ...(email.verdicts ? { verdicts: email.verdicts } : {}),
        rerun,
      }),
    }),
  );
  return { executionName };
}
