import { db, type DataLayer } from '../db/client.ts';
import { unlessConditionFails } from '../db/conditional.ts';
import { incrementCounter } from '../db/counters.ts';
import type { Email } from '../db/entities/email.ts';
import { API_PREFIX } from '../external-api/submitted-email.ts';
import { GMAIL_PREFIX } from '../gmail/raw-mail-key.ts';
import type { EmailSource } from '../db/entities/email.ts';
import { summariseEmail } from '../mail/parse-headers.ts';

/** Where a raw message came from, by the prefix it was stored under. */
const sourceOfKey = (key: string): EmailSource =>
  key.startsWith(GMAIL_PREFIX) ? 'gmail' : key.startsWith(API_PREFIX) ? 'api' : 'inbound';

/** Bytes of raw e-mail stored (the Database card of the integration status, DESIGN §6.12). */
export const RAW_EMAIL_BYTES_COUNTER = 'rawEmailBytes';

export interface ReceivedEmail {
  emailId: string;
  messageId?: string;
  sender: string;
  senderEmail: string;
  recipient: string;
  recipientEmail: string;
  subject: string;
  snippet: string;
  rawSha256: string;
  sizeBytes: number;
  rawS3Key: string;
  receivedAt: string;
  envelopeSender?: string;
  verdicts?: Record<string, string>;
}

/**
 * Records a received e-mail as pending: created on its first run; a re-run (or an item RecordFailure
 * wrote before parsing worked) only refreshes what parsing tells, keeping the outcome of the last run
 * and the once-only marks until this run records its own. The stored bytes are counted once.
 * Resolves to the Email as it now stands (ProcessEmail takes it from the state instead of reading it)
 * and whether this call created it.
 */
export async function recordReceivedEmail(
  received: ReceivedEmail,
  data: DataLayer = db(),
): Promise<{ created: boolean; email: Email }> {
  const created = await unlessConditionFails(() =>
    data.emails
      .create({
        ...received,
        // Where the raw message was stored says how it came: SES/SMTP under inbound/, Gmail sync under gmail/.
        source: sourceOfKey(received.rawS3Key),
        extractionStatus: 'pending',
        processed: false,
      })
      .go(),
  );
  if (created) {
    await incrementCounter(RAW_EMAIL_BYTES_COUNTER, received.sizeBytes, { data });
    return { created: true, email: created.data as Email };
  }
  const { emailId, receivedAt: _receivedAt, ...facts } = received;
  const { data: before } = await data.emails.patch({ emailId }).set(facts).go({ response: 'all_old' });
  if (before.sizeBytes === undefined) {
    await incrementCounter(RAW_EMAIL_BYTES_COUNTER, received.sizeBytes, { data });
  }
  return { created: false, email: { ...before, ...facts } as Email };
}

/** How a raw message reached us: the pipeline input's facts that the Email keeps. */
export interface ReceivedDelivery {
  /** The inbound message id (SES, the local SMTP server, Gmail sync): the Email's id. */
  messageId: string;
  key: string;
  receivedAt: string;
  recipients: readonly string[];
  envelopeSender?: string | undefined;
  verdicts?: Record<string, string> | undefined;
}

/** Reads the headers and snippet of the raw message and records the e-mail (`recordReceivedEmail`). */
export async function recordDelivery(
  delivery: ReceivedDelivery,
  raw: Uint8Array,
  data: DataLayer = db(),
): Promise<{ created: boolean; email: Email }> {
  const { messageId, sentAt: _sentAt, ...summary } = await summariseEmail(raw);
  return recordReceivedEmail(
    {
      emailId: delivery.messageId,
      ...(messageId ? { messageId } : {}),
      ...summary,
      recipientEmail: summary.recipientEmail || delivery.recipients[0] || '',
      rawS3Key: delivery.key,
      receivedAt: delivery.receivedAt,
      ...(delivery.envelopeSender === undefined ? {} : { envelopeSender: delivery.envelopeSender }),
      ...(delivery.verdicts ? { verdicts: delivery.verdicts } : {}),
    },
    data,
  );
}
