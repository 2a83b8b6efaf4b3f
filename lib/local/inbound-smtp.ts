import { randomBytes } from 'node:crypto';
import { PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import type { SESEvent } from 'aws-lambda';
import { SMTPServer } from 'smtp-server';
import { INBOUND_PREFIX } from '../../lambdas/pipeline/pipeline-input.ts';

// SES's inbound size limit (40 MB including headers).
const MAX_MESSAGE_BYTES = 40 * 1024 * 1024;

interface Options {
  s3: S3Client;
  bucket: string;
  /** The SES receipt-rule Lambda action's handler: starts the pipeline for a stored message. */
  startPipeline: (event: SESEvent) => Promise<void>;
  onError: (error: unknown) => void;
}

/** An id shaped like SES's message ids: 32 lowercase base32-ish characters. */
const newMessageId = () => randomBytes(20).toString('hex').slice(0, 32);

/** The SES receipt event for a message the local SMTP server accepted; no DNS here, so no verdicts ran. */
function receiptEvent(messageId: string, source: string, recipients: string[], timestamp: string): SESEvent {
  const disabled = { status: 'DISABLED' };
  return {
    Records: [
      {
        eventSource: 'aws:ses',
        eventVersion: '1.0',
        ses: {
          mail: {
            timestamp,
            source,
            messageId,
            destination: recipients,
            headersTruncated: false,
            headers: [],
            commonHeaders: { returnPath: source, date: timestamp, messageId },
          },
          receipt: {
            timestamp,
            processingTimeMillis: 0,
            recipients,
            spamVerdict: disabled,
            virusVerdict: disabled,
            spfVerdict: disabled,
            dkimVerdict: disabled,
            dmarcVerdict: disabled,
            action: { type: 'Lambda', functionArn: 'local', invocationType: 'Event' },
          },
        },
      },
    ],
  } as SESEvent;
}

/**
 * The local stand-in for the SES receipt rule: accepts mail for any recipient, stores the raw MIME in
 * the raw-mail bucket under the same key the S3 action uses, then calls the same Lambda action.
 * The SMTP reply is sent only after the message is stored, so an accepted message is never lost.
 */
export function createInboundSmtpServer({ s3, bucket, startPipeline, onError }: Options): SMTPServer {
  return new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    // No DNS on the local target (the receipt event carries no verdicts either): a reverse lookup of the
    // client would only add its resolver's delay to every connection.
    disableReverseLookup: true,
    size: MAX_MESSAGE_BYTES,
    banner: 'Ticket Relay local inbound mail',
    closeTimeout: 1_000,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', async () => {
        if (stream.sizeExceeded) {
          callback(Object.assign(new Error('Message too large'), { responseCode: 552 }));
          return;
        }
        const messageId = newMessageId();
        const timestamp = new Date().toISOString();
        const recipients = session.envelope.rcptTo.map((address) => address.address);
        const source = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
        try {
          await s3.send(
            new PutObjectCommand({
              Bucket: bucket,
              Key: `${INBOUND_PREFIX}${messageId}`,
              Body: Buffer.concat(chunks),
              ContentType: 'message/rfc822',
            }),
          );
        } catch (error) {
          onError(error);
          callback(
            Object.assign(new Error('Temporary failure storing the message, try again'), {
              responseCode: 451,
            }),
          );
          return;
        }
        callback(null, `Message accepted as ${messageId}`);
        // Like SES's asynchronous Lambda action: the pipeline starts after the sender has its answer.
        startPipeline(receiptEvent(messageId, source, recipients, timestamp)).catch(onError);
      });
    },
  });
}
