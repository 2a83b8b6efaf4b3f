import { randomUUID } from 'node:crypto';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { beforeAll, describe, expect, it } from 'vitest';
import { call } from '../accounts/account-client.ts';
import { useLocalTarget } from '../support/local-target.ts';
import { deliverMail, eventually } from '../support/mail.ts';
import {
  corpusEmail,
  firstAdmin,
  forwardMessage,
  saveExtractionSettings,
  verifiedSeller,
} from './ingestion-client.ts';
import { readTable, storedEmail } from './stored-records.ts';

const local = useLocalTarget();
let adminCookie = '';

beforeAll(async () => {
  adminCookie = await firstAdmin(local.target);
});

interface IntegrationStatus {
  gmail: {
    status: string;
    processedCount: number;
    lastSync: string | null;
    autoSync: boolean;
    syncInterval: number;
  };
  ml: { status: string; lastTraining: string | null; modelVersion: string };
  database: { status: string; entriesCount: number; emails: number; tickets: number; storageUsed: number };
}

const status = (cookie = adminCookie) =>
  call<IntegrationStatus & { success: boolean }>(local.target, 'GET', '/api/integrations/status', { cookie });

/** Bytes of every raw e-mail in the local raw-mail bucket. */
async function rawMailBytes(): Promise<number> {
  const s3 = new S3Client({
    region: 'us-east-1',
    endpoint: local.target.urls.s3,
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  try {
    const listed = await s3.send(
      new ListObjectsV2Command({ Bucket: local.target.buckets.rawMail, Prefix: 'inbound/' }),
    );
    return (listed.Contents ?? []).reduce((sum, object) => sum + (object.Size ?? 0), 0);
  } finally {
    s3.destroy();
  }
}

describe('GET /api/integrations/status (integration, local target)', () => {
  it('shows a disconnected mailbox, the live baseline model and an empty store before any mail', async () => {
    const reply = await status();

    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({
      success: true,
      gmail: {
        status: 'Disconnected',
        email: null,
        processedCount: 0,
        lastSync: null,
        autoSync: true,
        syncInterval: 15,
      },
      ml: { status: 'Active', lastTraining: null, modelVersion: 'v1.0' },
      database: { status: 'Connected', entriesCount: 0, emails: 0, tickets: 0, storageUsed: 0 },
    });
  });

  it('counts the stored e-mails and tickets and the bytes of raw mail, and follows the sync settings', async () => {
    const seller = await verifiedSeller(local.target);
    const ids = await Promise.all(
      ['eventique-conf-05', 'tickethub-conf-01'].map((id) =>
        deliverMail(
          local.target.ports.smtp,
          forwardMessage(corpusEmail(id), {
            from: seller.email,
            to: seller.transferEmail,
            subject: `Fwd: status ${randomUUID().slice(0, 8)}`,
          }),
        ),
      ),
    );
    for (const id of ids) {
      await eventually(async () => {
        const email = await storedEmail(local.target, id);
        return email && email.extractionStatus !== 'pending' ? email : undefined;
      }, 20_000);
    }
    await saveExtractionSettings(local.target, adminCookie, { autoSync: false, syncInterval: 30 });

    const [reply, stats, bytes] = await Promise.all([
      status(),
      call<{ totalEmails: number; ticketsExtracted: number }>(local.target, 'GET', '/api/stats', {
        cookie: adminCookie,
      }),
      rawMailBytes(),
    ]);

    expect(reply.body.database).toEqual({
      status: 'Connected',
      emails: 2,
      tickets: stats.body.ticketsExtracted,
      entriesCount: 2 + stats.body.ticketsExtracted,
      storageUsed: bytes,
    });
    expect(stats.body.totalEmails).toBe(2);
    expect(bytes).toBeGreaterThan(1000);
    expect(reply.body.gmail).toMatchObject({ autoSync: false, syncInterval: 30 });
  });

  it('shows a connected mailbox with its processed count and last sync, also in the extraction settings', async () => {
    const lastSync = '2026-11-20T14:05:00.000Z';
    await readTable(local.target, (data) =>
      data.gmailConnections
        .put({ email: 'Box@Example.com', refreshTokenEncrypted: 'sealed', lastSync, processedCount: 7 })
        .go(),
    );

    const [reply, settings] = await Promise.all([
      status(),
      call(local.target, 'GET', '/api/settings/extraction', { cookie: adminCookie }),
    ]);

    expect(reply.body.gmail).toMatchObject({
      status: 'Connected',
      email: 'box@example.com',
      processedCount: 7,
      lastSync,
    });
    expect(settings.body.lastSync).toBe(lastSync);
  });

  it('refuses the status to a customer', async () => {
    const seller = await verifiedSeller(local.target);
    expect((await status(seller.cookie)).status).toBe(403);
  });
});
