import { GetObjectCommand, NoSuchKey } from '@aws-sdk/client-s3';
import { s3 } from '../aws/clients.ts';
import { getConfig } from '../config/env.ts';
import { summariseEmail } from '../mail/parse-headers.ts';
import type { PublicEmail } from './schemas.ts';
import { API_EMAIL_ID_PREFIX, API_PREFIX, RECEIVED_AT_METADATA } from './submitted-email.ts';

/**
 * A submitted e-mail the pipeline has not recorded yet (its first step runs a moment after the 202):
 * read from the stored message, status pending, so a client polling at once gets no 404. Undefined
 * when the id is not one of a submitted message.
 */
export async function pendingSubmission(emailId: string): Promise<PublicEmail | undefined> {
  if (!emailId.startsWith(API_EMAIL_ID_PREFIX) || emailId.includes('/')) return undefined;
  const { RAW_MAIL_BUCKET } = getConfig();
  const object = await s3()
    .send(new GetObjectCommand({ Bucket: RAW_MAIL_BUCKET, Key: `${API_PREFIX}${emailId}` }))
    .catch((error: unknown) => {
      if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NoSuchKey') return undefined;
      throw error;
    });
  if (!object?.Body) return undefined;
  const summary = await summariseEmail(await object.Body.transformToByteArray());
  return {
    id: emailId,
    status: 'pending',
    source: 'api',
    messageId: summary.messageId ?? null,
    from: { name: summary.sender, email: summary.senderEmail },
    recipient: summary.recipientEmail,
    subject: summary.subject,
    snippet: summary.snippet,
    customerId: null,
    classification: null,
    confidence: null,
    ticketCount: 0,
    duplicateOf: null,
    quarantineReason: null,
    error: null,
    receivedAt:
      object.Metadata?.[RECEIVED_AT_METADATA] ??
      object.LastModified?.toISOString() ??
      new Date().toISOString(),
    processedAt: null,
  };
}
