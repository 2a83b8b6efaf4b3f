import { StartExecutionCommand } from '@aws-sdk/client-sfn';
import { sfn } from '../aws/clients.ts';
import { getConfig } from '../config/env.ts';
import { db, type DataLayer } from '../db/client.ts';
import { incrementCounter } from '../db/counters.ts';
import type { Email } from '../db/entities/email.ts';
import { ConflictError, NotFoundError } from '../http/errors.ts';

/** The stored e-mail an admin asks to (re)process, or the 404 / 409 that explains why not. */
export async function storedEmail(emailId: string, data: DataLayer = db()): Promise<Email> {
  const { data: email } = await data.emails.get({ emailId }).go({ consistent: true });
  if (!email) throw new NotFoundError('We could not find that e-mail.');
  if (!email.rawS3Key) throw new ConflictError('This e-mail has no stored raw message to process again.');
  return email;
}

/**
 * Starts the pipeline again for a stored e-mail on an admin's request: a new execution
 * `<emailId>-r<n>` (execution names are single use) with the same e-mail id, raw object and delivery
 * facts, so the pipeline treats it as run n of that e-mail (its own Message-ID claim, the same
 * deterministic keys), not a duplicate; `manual` passes the autoProcess / autoExtract settings.
 */
export async function startManualRun(email: Email, data: DataLayer = db()) {
  const { RAW_MAIL_BUCKET, PIPELINE_STATE_MACHINE_ARN } = getConfig();
  const run = await incrementCounter(`reprocess#${email.emailId}`, 1, { data });
  const executionName = `${email.emailId}-r${run}`;
  await sfn().send(
    new StartExecutionCommand({
      stateMachineArn: PIPELINE_STATE_MACHINE_ARN,
      name: executionName,
      input: JSON.stringify({
        messageId: email.emailId,
        bucket: RAW_MAIL_BUCKET,
        key: email.rawS3Key,
        receivedAt: email.receivedAt,
        recipients: [email.recipientEmail ?? ''],
        ...(email.envelopeSender === undefined ? {} : { envelopeSender: email.envelopeSender }),
        ...(email.verdicts ? { verdicts: email.verdicts } : {}),
        rerun: run,
        manual: true,
      }),
    }),
  );
  return { executionName, run };
}

/** `POST /api/emails/{id}/reprocess`: runs the pipeline again on any stored e-mail (asynchronous). */
export async function reprocessEmail(emailId: string, data: DataLayer = db()) {
  return startManualRun(await storedEmail(emailId, data), data);
}
