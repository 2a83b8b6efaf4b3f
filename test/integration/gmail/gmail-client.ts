import type { LocalTarget } from '../../../lib/local/local-target.ts';
import { call } from '../accounts/account-client.ts';
import { corpusEmail, forwardMime } from '../ingestion/ingestion-client.ts';
import type { FakeGmail, FakeMessage } from './fake-gmail.ts';

/** Helpers for the Gmail suites: mailbox deliveries as Gmail stores them, and the admin's Gmail calls. */

export interface SyncReply {
  success: boolean;
  count: number;
  processedCount: number;
  ticketsCreated: number;
  message?: string;
}

/**
 * A seller's forward of a corpus e-mail to their transfer address, as it lands in the connected Gmail
 * mailbox: Gmail adds Delivered-To (the mailbox) and Return-Path (the envelope sender) on top.
 */
/** What Gmail records for mail that passed its checks (the domain of the sender's address). */
export const gmailPassResults = (from: string) => {
  const domain = from.split('@')[1];
  return (
    `mx.google.com;\r\n       dkim=pass header.i=@${domain} header.s=s1 header.b=Ab12Cd34;\r\n` +
    `       spf=pass (google.com: domain of ${from} designates 203.0.113.5 as permitted sender) smtp.mailfrom=${from};\r\n` +
    `       dmarc=pass (p=NONE sp=NONE dis=NONE) header.from=${domain}`
  );
};

export async function deliverForward(
  fake: FakeGmail,
  forward: { corpusId: string; from: string; to: string; subject: string; authenticationResults?: string },
): Promise<FakeMessage> {
  const mime = await forwardMime(corpusEmail(forward.corpusId), {
    from: forward.from,
    to: forward.to,
    subject: forward.subject,
  });
  const gmailHeaders =
    `Delivered-To: ${fake.mailbox}\r\nReturn-Path: <${forward.from}>\r\n` +
    `Authentication-Results: ${forward.authenticationResults ?? gmailPassResults(forward.from)}\r\n`;
  return fake.deliver({
    raw: Buffer.concat([Buffer.from(gmailHeaders), mime]),
    subject: forward.subject,
    snippet: 'Forwarding my tickets, please list them.',
  });
}

/** Connects the fake mailbox through the API as the settings page does after Google's window closes. */
export async function connectGmail(target: LocalTarget, fake: FakeGmail, adminCookie: string) {
  const reply = await call<{ success: boolean; user: { email: string } }>(
    target,
    'POST',
    '/api/gmail/auth-complete',
    { cookie: adminCookie, body: { code: fake.validCode } },
  );
  if (reply.status !== 200) throw new Error(`auth-complete: ${reply.status} ${JSON.stringify(reply.body)}`);
  return reply.body;
}

export const syncGmail = (target: LocalTarget, adminCookie: string) =>
  call<SyncReply>(target, 'POST', '/api/gmail/sync', { cookie: adminCookie, body: {} });

/** The requests the fake saw to one Gmail API path (e.g. `/messages`, `/history`). */
export const gmailRequests = (fake: FakeGmail, path: string) =>
  fake.requests.filter((request) => request.path === `/gmail/v1/users/me${path}`);
