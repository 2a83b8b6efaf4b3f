import { randomBytes } from 'node:crypto';
import { PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import type { SESEvent } from 'aws-lambda';
import { SMTPServer } from 'smtp-server';
import type { Verdicts } from '../../lambdas/core/gmail/authentication-results.ts';
import { INBOUND_PREFIX } from '../../lambdas/pipeline/pipeline-input.ts';
import type { InboundAuthenticator, SmtpDelivery } from './inbound-authentication.ts';

// SES's inbound size limit (40 MB including headers).
const MAX_MESSAGE_BYTES = 40 * 1024 * 1024;

interface Options {
  s3: S3Client;
  bucket: string;
  /** The SES receipt-rule Lambda action's handler: starts the pipeline for a stored message. */
  startPipeline: (event: SESEvent) => Promise<void>;
  /** SPF, DKIM and DMARC checks (the `INBOUND_AUTH_CHECKS` setting); without it no verdicts run. */
  authenticate?: InboundAuthenticator | undefined;
  onError: (error: unknown) => void;
}

export type ReceiptVerdicts = Pick<Verdicts, 'spf' | 'dkim' | 'dmarc'>;

export const NOT_CHECKED: ReceiptVerdicts = { spf: 'DISABLED', dkim: 'DISABLED', dmarc: 'DISABLED' };
// What SES reports when a check could not complete (a DNS failure): the sender check does not pass it.
const CHECK_FAILED: ReceiptVerdicts = {
  spf: 'PROCESSING_FAILED',
  dkim: 'PROCESSING_FAILED',
  dmarc: 'PROCESSING_FAILED',
};

/** An id shaped like SES's message ids: 32 lowercase base32-ish characters. */
const newMessageId = () => randomBytes(20).toString('hex').slice(0, 32);

/** The SES receipt event for a message the local SMTP server accepted; no spam or virus scanning here. */
export function receiptEvent(
  messageId: string,
  source: string,
  recipients: string[],
  timestamp: string,
  verdicts: ReceiptVerdicts,
): SESEvent {
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
            spfVerdict: { status: verdicts.spf },
            dkimVerdict: { status: verdicts.dkim },
            dmarcVerdict: { status: verdicts.dmarc },
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
export function createInboundSmtpServer({
  s3,
  bucket,
  startPipeline,
  authenticate,
  onError,
}: Options): SMTPServer {
  const verdictsOf = async (raw: Buffer, delivery: SmtpDelivery): Promise<ReceiptVerdicts> => {
    if (!authenticate) return NOT_CHECKED;
    return authenticate(raw, delivery).catch((error: unknown) => {
      onError(error);
      return CHECK_FAILED;
    });
  };

  return new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    // The sender checks read no reverse name (SPF's ptr mechanism aside): a reverse lookup of the client
    // would only add its resolver's delay to every connection.
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
        const raw = Buffer.concat(chunks);
        // Read now: the session's envelope is reset for the next message once this one is answered.
        const delivery = {
          clientIp: session.remoteAddress,
          helo: session.hostNameAppearsAs,
          envelopeSender: source,
        };
        try {
          await s3.send(
            new PutObjectCommand({
              Bucket: bucket,
              Key: `${INBOUND_PREFIX}${messageId}`,
              Body: raw,
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
        verdictsOf(raw, delivery)
          .then((verdicts) => startPipeline(receiptEvent(messageId, source, recipients, timestamp, verdicts)))
          .catch(onError);
      });
    },
  });
}
