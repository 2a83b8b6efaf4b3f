import { randomUUID } from 'node:crypto';
import { DeleteObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { beforeAll, describe, expect, it } from 'vitest';
import { call } from '../accounts/account-client.ts';
import { useLocalTarget } from '../support/local-target.ts';
import { deliverMail, eventually } from '../support/mail.ts';
import {
  corpusEmail,
  firstAdmin,
  forwardMessage,
  pendingTickets,
  saveExtractionSettings,
  verifiedSeller,
} from './ingestion-client.ts';
import { storedEmail } from './stored-records.ts';

const local = useLocalTarget();
const vendorEmail = corpusEmail('eventique-conf-05');
const finalStatuses = ['success', 'needs_review'];
let adminCookie = '';

beforeAll(async () => {
  adminCookie = await firstAdmin(local.target);
});

const subjectOf = (label: string) =>
  `Fwd: ${vendorEmail.label.original.subject} [${label} ${randomUUID().slice(0, 8)}]`;

/** Waits until the pipeline has left the e-mail waiting for an admin (the hold reason is recorded). */
const heldEmail = (emailId: string) =>
  eventually(async () => {
    const email = await storedEmail(local.target, emailId);
    return email?.heldBy ? email : undefined;
  }, 20_000);

const processEmail = (emailId: string, cookie = adminCookie) =>
  call<Record<string, unknown>>(local.target, 'POST', `/api/emails/${emailId}/process`, { cookie });

describe('e-mails held by the extraction settings until an admin presses Process (integration)', () => {
  it('with autoProcess off records the e-mail for its customer, unprocessed and without tickets; Process lists them', async () => {
    await saveExtractionSettings(local.target, adminCookie, { autoProcess: false, autoExtract: true });
    const seller = await verifiedSeller(local.target);
    const subject = subjectOf('held');

    const emailId = await deliverMail(
      local.target.ports.smtp,
      forwardMessage(vendorEmail, { from: seller.email, to: seller.transferEmail, subject }),
    );

    const held = await heldEmail(emailId);
    expect(held).toMatchObject({
      heldBy: 'autoProcess',
      customerId: seller.user.id,
      extractionStatus: 'pending',
      processed: false,
      subject,
    });
    expect(held.rawS3Key).toBe(`inbound/${emailId}`);
    const unprocessed = await call<{ items: { id: string; heldBy: string | null }[] }>(
      local.target,
      'GET',
      '/api/emails?filter=unprocessed&limit=100',
      { cookie: adminCookie },
    );
    expect(unprocessed.body.items.find((item) => item.id === emailId)).toMatchObject({
      heldBy: 'autoProcess',
    });
    expect(await pendingTickets(local.target, seller.user.id, seller.cookie)).toEqual([]);

    const reply = await processEmail(emailId);

    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ success: true, message: 'Email processed', ticketCount: 1 });
    expect(finalStatuses).toContain(reply.body.extractionStatus);
    expect(reply.body.email).toMatchObject({ id: emailId, processed: true, heldBy: null });
    const tickets = await pendingTickets(local.target, seller.user.id, seller.cookie);
    expect(tickets).toHaveLength(1);
    expect(tickets[0]!.status).toBe('pending');
  });

  it('refuses to process an e-mail twice (409) and answers 404 for an unknown one', async () => {
    await saveExtractionSettings(local.target, adminCookie, { autoProcess: false });
    const seller = await verifiedSeller(local.target);
    const emailId = await deliverMail(
      local.target.ports.smtp,
      forwardMessage(vendorEmail, {
        from: seller.email,
        to: seller.transferEmail,
        subject: subjectOf('twice'),
      }),
    );
    await heldEmail(emailId);
    expect((await processEmail(emailId)).status).toBe(200);

    const again = await processEmail(emailId);
    const unknown = await processEmail('no-such-email');

    expect(again.status).toBe(409);
    expect(again.body).toEqual({
      success: false,
      message: 'This e-mail has already been processed. Use Reprocess to run it again.',
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ success: false, message: 'We could not find that e-mail.' });
    expect(await pendingTickets(local.target, seller.user.id, seller.cookie)).toHaveLength(1);
  });

  it('with autoExtract off still screens the sender but keeps a genuine forward unextracted until Process', async () => {
    await saveExtractionSettings(local.target, adminCookie, { autoProcess: true, autoExtract: false });
    const seller = await verifiedSeller(local.target);

    const genuine = await deliverMail(
      local.target.ports.smtp,
      forwardMessage(vendorEmail, {
        from: seller.email,
        to: seller.transferEmail,
        subject: subjectOf('noextract'),
      }),
    );
    const spoofed = await deliverMail(
      local.target.ports.smtp,
      forwardMessage(vendorEmail, {
        from: 'other@example.net',
        to: seller.transferEmail,
        subject: subjectOf('spoof'),
      }),
    );

    expect(await heldEmail(genuine)).toMatchObject({ heldBy: 'autoExtract', customerId: seller.user.id });
    const quarantined = await eventually(async () => {
      const email = await storedEmail(local.target, spoofed);
      return email?.extractionStatus === 'quarantined' ? email : undefined;
    });
    expect(quarantined).toMatchObject({ processed: true, customerId: seller.user.id });
    expect(quarantined.heldBy).toBeUndefined();
    expect(await pendingTickets(local.target, seller.user.id, seller.cookie)).toEqual([]);

    const reply = await processEmail(genuine);

    expect(reply.body).toMatchObject({ success: true, ticketCount: 1 });
    expect(await pendingTickets(local.target, seller.user.id, seller.cookie)).toHaveLength(1);
  });

  it('answers a Process run that fails with success false and the reason, and keeps the e-mail unprocessed', async () => {
    await saveExtractionSettings(local.target, adminCookie, { autoProcess: false, autoExtract: true });
    const seller = await verifiedSeller(local.target);
    const emailId = await deliverMail(
      local.target.ports.smtp,
      forwardMessage(vendorEmail, {
        from: seller.email,
        to: seller.transferEmail,
        subject: subjectOf('lost'),
      }),
    );
    await heldEmail(emailId);
    const s3 = new S3Client({
      region: 'us-east-1',
      endpoint: local.target.urls.s3,
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    });
    try {
      await s3.send(
        new DeleteObjectCommand({ Bucket: local.target.buckets.rawMail, Key: `inbound/${emailId}` }),
      );
    } finally {
      s3.destroy();
    }

    const reply = await processEmail(emailId);

    expect(reply.status).toBe(200);
    expect(reply.body.success).toBe(false);
    expect(reply.body.message).toMatch(/^Processing failed: .*NoSuchKey/);
    expect(reply.body.email).toMatchObject({ id: emailId, processed: false, extractionStatus: 'failed' });
  });

  it('refuses Process to a customer', async () => {
    const seller = await verifiedSeller(local.target);
    expect((await processEmail('any-id', seller.cookie)).status).toBe(403);
  });
});
