import { randomUUID } from 'node:crypto';
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { StartExecutionCommand } from '@aws-sdk/client-sfn';
import { s3, sfn } from '../aws/clients.ts';
import { getConfig } from '../config/env.ts';
import { deliveryFacts } from '../gmail/delivery-facts.ts';
import { AppError, PayloadTooLargeError } from '../http/errors.ts';
import { summariseEmail } from '../mail/parse-headers.ts';
import { MAX_RAW_EMAIL_BYTES } from './schemas.ts';
import { API_EMAIL_ID_PREFIX, API_PREFIX, RECEIVED_AT_METADATA } from './submitted-email.ts';

export interface SubmittedEmail {
  emailId: string;
  status: 'pending';
}

/**
 * POST /api/external/v1/emails: takes a raw message into the pipeline as the SES receipt rule and the
 * Gmail sync do (lambdas/core/gmail/ingest-message.ts): the raw MIME is stored first, under `api/`, then
 * the same state machine starts, named after the new e-mail id. Recipients: the given transfer address,
 * else those of the delivery headers (X-Original-To, Delivered-To, To, Cc); envelope sender: the
 * Return-Path, else the From address.
 */
export async function submitEmail(rawBase64: string, recipient?: string): Promise<SubmittedEmail> {
  const raw = Buffer.from(
    rawBase64,
    rawBase64.includes('-') || rawBase64.includes('_') ? 'base64url' : 'base64',
  );
  if (raw.length > MAX_RAW_EMAIL_BYTES) {
    throw new PayloadTooLargeError('The e-mail is larger than 10 MB. Please send a smaller message.');
  }
  const facts = await deliveryFacts(raw);
  const recipients = recipient ? [recipient.toLowerCase()] : facts.recipients;
  if (recipients.length === 0) {
    throw new AppError(
      400,
      'The message names no recipient (no To, Cc, Delivered-To or X-Original-To header). Please send the transfer address as recipient.',
      {
        code: 'invalid_request',
        errors: { recipient: 'Please give the transfer address the e-mail is for.' },
      },
    );
  }

  const { RAW_MAIL_BUCKET, PIPELINE_STATE_MACHINE_ARN } = getConfig();
  const emailId = `${API_EMAIL_ID_PREFIX}${randomUUID()}`;
  const key = `${API_PREFIX}${emailId}`;
  const receivedAt = new Date().toISOString();
  await s3().send(
    new PutObjectCommand({
      Bucket: RAW_MAIL_BUCKET,
      Key: key,
      Body: raw,
      ContentType: 'message/rfc822',
      Metadata: { [RECEIVED_AT_METADATA]: receivedAt },
    }),
  );
  // No SMTP envelope here: the Return-Path, else the From address stands for it (the sender check compares it).
  const envelopeSender = facts.envelopeSender || (await summariseEmail(raw)).senderEmail;
  const input = {
    messageId: emailId,
    bucket: RAW_MAIL_BUCKET,
    key,
    receivedAt,
    recipients,
    ...(envelopeSender ? { envelopeSender } : {}),
  };
  await sfn().send(
    new StartExecutionCommand({
      stateMachineArn: PIPELINE_STATE_MACHINE_ARN,
      name: emailId,
      input: JSON.stringify(input),
    }),
  );
  return { emailId, status: 'pending' };
}
