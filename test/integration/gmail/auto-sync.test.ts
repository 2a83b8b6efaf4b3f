import { randomUUID } from 'node:crypto';
import { InvokeCommand, LambdaClient } from '@aws-sdk/client-lambda';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeSettings } from '../../../lambdas/core/db/settings-store.ts';
import { call, tableOf } from '../accounts/account-client.ts';
import { firstAdmin, pendingTickets, settledEmails, verifiedSeller } from '../ingestion/ingestion-client.ts';
import { useLocalTarget } from '../support/local-target.ts';
import { eventually } from '../support/mail.ts';
import { configureGmailFor, startFakeGmail, type FakeGmail } from './fake-gmail.ts';
import { connectGmail, deliverForward, gmailRequests } from './gmail-client.ts';

let fake: FakeGmail;
beforeAll(async () => {
  fake = await startFakeGmail();
  configureGmailFor(fake);
});
afterAll(async () => fake?.close());

// One scheduled "minute" lasts 300 ms here, so the every-minute auto-sync check runs several times a second.
const local = useLocalTarget({ scheduleMinuteMs: 300 });

const setExtraction = async (changes: { autoSync?: boolean; syncInterval?: number }) => {
  const { data, close } = tableOf(local.target);
  try {
    await writeSettings('extraction', changes, { data });
  } finally {
    close();
  }
};

describe('Gmail auto-sync (integration, local target: timer → Lambda stand-in → sync job)', () => {
  it('syncs a newly connected mailbox on its own, then waits syncInterval before the next sync', async () => {
    const adminCookie = await firstAdmin(local.target);
    const seller = await verifiedSeller(local.target);
    const subject = `Fwd: Your tickets [auto ${randomUUID().slice(0, 8)}]`;
    await deliverForward(fake, {
      corpusId: 'eventique-conf-05',
      from: seller.email,
      to: seller.transferEmail,
      subject,
    });

    await connectGmail(local.target, fake, adminCookie);

    await settledEmails(local.target, adminCookie, subject);
    expect(await pendingTickets(local.target, seller.user.id, seller.cookie)).toHaveLength(1);
    const status = await eventually(async () => {
      const reply = await call(local.target, 'GET', '/api/gmail/auth-status', { cookie: adminCookie });
      return reply.body.lastSync ? reply.body : undefined;
    });
    expect(status).toMatchObject({ success: true, processedCount: 1, lastSyncError: null });
    // syncInterval is 15 (real) minutes: the checks of the next second find no sync due.
    const listsAfterFirst = gmailRequests(fake, '/messages').length + gmailRequests(fake, '/history').length;
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(gmailRequests(fake, '/messages').length + gmailRequests(fake, '/history').length).toBe(
      listsAfterFirst,
    );
  }, 60_000); // the job's first run starts a cold function instance (a worker thread loading the sources)

  it('syncs again once syncInterval minutes have passed since the last sync', async () => {
    await setExtraction({ syncInterval: 5 });
    const seller = await verifiedSeller(local.target);
    const subject = `Fwd: Your tickets [auto again ${randomUUID().slice(0, 8)}]`;
    await deliverForward(fake, {
      corpusId: 'arenapass-conf-01',
      from: seller.email,
      to: seller.transferEmail,
      subject,
    });
    const historyBefore = gmailRequests(fake, '/history').length;

    const sixMinutesAgo = new Date(Date.now() - 6 * 60_000).toISOString();
    const { data, close } = tableOf(local.target);
    try {
      await data.gmailConnections
        .patch({ connectionId: 'primary' })
        .set({ lastSync: sixMinutesAgo, lastSyncAttemptAt: sixMinutesAgo })
        .go();
    } finally {
      close();
    }

    const tickets = await eventually(async () => {
      const pending = await pendingTickets(local.target, seller.user.id, seller.cookie);
      return pending.length === 1 ? pending : undefined;
    }, 20_000);
    expect(tickets[0]).toMatchObject({ status: 'pending' });
    expect(gmailRequests(fake, '/history').length).toBeGreaterThan(historyBefore);
  });

  it('does not sync with autoSync off, and says why when invoked', async () => {
    await setExtraction({ autoSync: false });
    const lambda = new LambdaClient({ region: 'us-east-1', endpoint: local.target.urls.lambda });
    try {
      const reply = await lambda.send(new InvokeCommand({ FunctionName: 'ticket-relay-gmail-sync' }));

      expect(JSON.parse(Buffer.from(reply.Payload!).toString('utf8'))).toEqual({
        synced: false,
        reason: 'Auto-sync is off.',
      });
    } finally {
      lambda.destroy();
    }
  });
});
