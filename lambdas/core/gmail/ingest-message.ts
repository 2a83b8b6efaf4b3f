import { PutObjectCommand } from '@aws-sdk/client-s3';
import {
  DescribeExecutionCommand,
  ExecutionAlreadyExists,
  ExecutionDoesNotExist,
  StartExecutionCommand,
} from '@aws-sdk/client-sfn';
import type { gmail_v1 } from '@googleapis/gmail';
import { s3, sfn } from '../aws/clients.ts';
import { getConfig } from '../config/env.ts';
import { deliveryFacts } from './delivery-facts.ts';
import { isGone } from './gmail-errors.ts';
import { GMAIL_PREFIX, gmailEmailId } from './raw-mail-key.ts';

/** `arn:…:stateMachine:<name>` → `arn:…:execution:<name>:<execution>`. */
export const executionArnOf = (stateMachineArn: string, executionName: string): string =>
  `${stateMachineArn.replace(':stateMachine:', ':execution:')}:${executionName}`;

async function alreadyStarted(stateMachineArn: string, executionName: string): Promise<boolean> {
  try {
    await sfn().send(
      new DescribeExecutionCommand({ executionArn: executionArnOf(stateMachineArn, executionName) }),
    );
    return true;
  } catch (error) {
    if (error instanceof ExecutionDoesNotExist) return false;
    throw error;
  }
}

/**
 * Takes one Gmail message into the pipeline as the SES receipt rule does with inbound mail: the raw
 * MIME is stored first, then the same state machine starts, named after the Gmail message id. Resolves
 * to the execution's ARN, or undefined when an earlier sync already took the message.
 */
export async function ingestGmailMessage(
  api: gmail_v1.Gmail,
  messageId: string,
  mailbox: string,
): Promise<string | undefined> {
  const { RAW_MAIL_BUCKET, PIPELINE_STATE_MACHINE_ARN } = getConfig();
  const emailId = gmailEmailId(messageId);
  if (await alreadyStarted(PIPELINE_STATE_MACHINE_ARN, emailId)) return undefined;

  const data = await api.users.messages.get({ userId: 'me', id: messageId, format: 'raw' }).then(
    (response) => response.data,
    (error: unknown) => {
      if (isGone(error)) return undefined;
      throw error;
    },
  );
  if (!data) return undefined;
  if (!data.raw) throw new Error(`Gmail returned message ${messageId} without its raw content`);
  const raw = Buffer.from(data.raw, 'base64url');
  const key = `${GMAIL_PREFIX}${messageId}`;
  await s3().send(
    new PutObjectCommand({ Bucket: RAW_MAIL_BUCKET, Key: key, Body: raw, ContentType: 'message/rfc822' }),
  );

  const facts = await deliveryFacts(raw);
  const received = data.internalDate ? new Date(Number(data.internalDate)) : new Date();
  const input = {
    messageId: emailId,
    bucket: RAW_MAIL_BUCKET,
    key,
    receivedAt: (Number.isNaN(received.getTime()) ? new Date() : received).toISOString(),
    // The mailbox itself received it when no header names a recipient (e.g. only a Bcc).
    recipients: facts.recipients.length > 0 ? facts.recipients : [mailbox],
    ...(facts.envelopeSender ? { envelopeSender: facts.envelopeSender } : {}),
    ...(facts.verdicts ? { verdicts: facts.verdicts } : {}),
  };
  try {
    const started = await sfn().send(
      new StartExecutionCommand({
        stateMachineArn: PIPELINE_STATE_MACHINE_ARN,
        name: emailId,
        input: JSON.stringify(input),
      }),
    );
    return started.executionArn;
  } catch (error) {
    // A concurrent sync (manual and automatic at once) started it between our check and here.
    if (error instanceof ExecutionAlreadyExists) return undefined;
    throw error;
  }
}
