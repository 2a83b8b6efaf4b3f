import { randomUUID } from 'node:crypto';
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { DescribeExecutionCommand, SFNClient, StartExecutionCommand } from '@aws-sdk/client-sfn';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, tableOf, waitForMail } from '../accounts/account-client.ts';
import { useLocalTarget } from '../support/local-target.ts';
import { eventually, sendMail } from '../support/mail.ts';
import {
  comparableName,
  corpusEmail,
  firstAdmin,
  forwardMessage,
  forwardMime,
  pendingTickets,
  settledEmails,
  verifiedSeller,
  type EmailItem,
} from './ingestion-client.ts';

const local = useLocalTarget();
const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
const vendorEmail = corpusEmail('eventique-conf-05');
const goldEventName = vendorEmail.label.tickets[0]?.eventName;
const finalStatuses = ['success', 'needs_review'];
let adminCookie = '';

beforeAll(async () => {
  adminCookie = await firstAdmin(local.target);
});

const subjectOf = (label: string) =>
  `Fwd: ${vendorEmail.label.original.subject} [${label} ${randomUUID().slice(0, 8)}]`;

describe('forwarded ticket e-mails through the pipeline (integration, local target)', () => {
  it('lists the tickets of a seller’s forward as pending, notifies the seller and records the history', async () => {
    const seller = await verifiedSeller(local.target);
    const subject = subjectOf('listed');

    await sendMail(
      local.target.ports.smtp,
      forwardMessage(vendorEmail, { from: seller.email, to: seller.transferEmail, subject }),
    );

    const [email] = await settledEmails(local.target, adminCookie, subject);
    expect(email).toMatchObject({
      source: 'inbound',
      senderEmail: seller.email,
      recipientEmail: seller.transferEmail,
      customerId: seller.user.id,
      processed: true,
      classification: 'ticket_confirmation',
      ticketCount: 1,
      error: null,
    });
    expect(finalStatuses).toContain(email!.extractionStatus);
    const tickets = await pendingTickets(local.target, seller.user.id, seller.cookie);
    expect(tickets).toHaveLength(1);
    expect(comparableName(tickets[0]!.eventName)).toBe(comparableName(goldEventName));
    expect(tickets[0]).toMatchObject({ status: 'pending', listedPrice: null, soldPrice: null });
    expect(tickets[0]!.underReview).toBe(email!.extractionStatus === 'needs_review');

    const mail = await waitForMail(local.target, seller.email, 'We received your tickets for');
    expect(mail.body.text).toContain(tickets[0]!.eventName);
    const { data, close } = tableOf(local.target);
    try {
      const { data: notifications } = await data.notifications.query
        .notificationsByCustomer({ customerId: seller.user.id })
        .go();
      expect(notifications.map((item) => item.title)).toEqual(['Ticket Received']);
      const { data: ticket } = await data.tickets.get({ emailId: email!.id, ticketIndex: 0 }).go();
      expect(ticket).toMatchObject({ customerId: seller.user.id, ticketId: tickets[0]!.id });
      expect(ticket?.fieldConfidence).toHaveProperty('eventName');
    } finally {
      close();
    }

    const history = await call<{
      items: { id: string; extractionStatus: string; processingTime: number | null }[];
      total: number;
    }>(local.target, 'GET', '/api/processing-history?page=1&pageSize=100', { cookie: adminCookie });
    const row = history.body.items.find((item) => item.id === email!.id);
    expect(row?.extractionStatus).toBe(email!.extractionStatus);
    expect(row?.processingTime).toBeGreaterThanOrEqual(0);
    expect(history.body.total).toBeGreaterThanOrEqual(history.body.items.length);
  });

  it('records a second delivery of the same e-mail as a duplicate and lists its tickets once', async () => {
    const seller = await verifiedSeller(local.target);
    const subject = subjectOf('twice');
    const message = forwardMessage(vendorEmail, {
      from: seller.email,
      to: seller.transferEmail,
      subject,
      messageId: `<${randomUUID()}@mail.example.com>`,
    });

    await sendMail(local.target.ports.smtp, message);
    await settledEmails(local.target, adminCookie, subject, 1);
    await sendMail(local.target.ports.smtp, message);

    const emails = await settledEmails(local.target, adminCookie, subject, 2);
    const original = emails.find((item) => item.extractionStatus !== 'duplicate');
    const repeat = emails.find((item) => item.extractionStatus === 'duplicate');
    expect(repeat).toMatchObject({ duplicateOf: original?.id, processed: true, ticketCount: 0 });
    expect(finalStatuses).toContain(original?.extractionStatus);
    expect(await pendingTickets(local.target, seller.user.id, seller.cookie)).toHaveLength(1);
  });

  it('records the same bytes delivered again without a Message-ID as a duplicate of the first, by their SHA-256', async () => {
    const seller = await verifiedSeller(local.target);
    const subject = `A note without a Message-ID ${randomUUID().slice(0, 8)}`;
    // Not a ticket e-mail, so only the raw bytes can tell the copies apart from two notes.
    const raw = [
      `From: ${seller.email}`,
      `To: ${seller.transferEmail}`,
      `Subject: ${subject}`,
      'Date: Tue, 24 Nov 2026 09:30:00 +0000',
      'Content-Type: text/plain; charset=utf-8',
      '',
      'Hi, which of my listings sold last week? Thanks, Sam',
      '',
    ].join('\r\n');
    const envelope = { from: seller.email, to: [seller.transferEmail] };

    await sendMail(local.target.ports.smtp, { envelope, raw });
    const [first] = await settledEmails(local.target, adminCookie, subject, 1);
    await sendMail(local.target.ports.smtp, { envelope, raw });

    const emails = await settledEmails(local.target, adminCookie, subject, 2);
    expect(emails.find((item) => item.id !== first!.id)).toMatchObject({
      extractionStatus: 'duplicate',
      duplicateOf: first!.id,
      processed: true,
    });
    expect(first!.extractionStatus).not.toBe('duplicate');
  });

  it('never ends a seller’s e-mail it cannot read as tickets as a silent success: it yields tickets or goes to review', async () => {
    const seller = await verifiedSeller(local.target);
    const subject = `Your booking ${randomUUID().slice(0, 8)}`;

    // A short booking layout unlike any of the corpus (the engine reads it as 'other', unsure).
    await sendMail(local.target.ports.smtp, {
      from: seller.email,
      to: seller.transferEmail,
      subject,
      text: [
        'Hi Tom, thanks for booking with See Tickets.',
        '',
        'FONTAINES D.C.',
        'O2 Academy Brixton, London',
        'Fri 12 Mar 2027 19:00',
        '',
        'Standing x 2',
        'Booking ref: 4412-8812',
      ].join('\n'),
    });

    const [email] = await settledEmails(local.target, adminCookie, subject);
    expect(email!.extractionStatus === 'needs_review' || email!.ticketCount > 0).toBe(true);
  });

  it('quarantines a forward whose sender is not the seller’s registered address, and lists nothing', async () => {
    const seller = await verifiedSeller(local.target);
    const subject = subjectOf('spoofed');

    await sendMail(
      local.target.ports.smtp,
      forwardMessage(vendorEmail, { from: 'someone.else@example.net', to: seller.transferEmail, subject }),
    );

    const [email] = await settledEmails(local.target, adminCookie, subject);
    expect(email).toMatchObject({
      extractionStatus: 'quarantined',
      customerId: seller.user.id,
      ticketCount: 0,
    });
    expect(email!.quarantineReason).toContain('someone.else@example.net');
    expect(await pendingTickets(local.target, seller.user.id, seller.cookie)).toEqual([]);
  });

  it('quarantines a forward whose envelope sender differs even when the From header is the seller’s', async () => {
    const seller = await verifiedSeller(local.target);
    const subject = subjectOf('envelope');

    await sendMail(
      local.target.ports.smtp,
      forwardMessage(vendorEmail, {
        from: seller.email,
        envelopeFrom: 'bulk@spam.example.net',
        to: seller.transferEmail,
        subject,
      }),
    );

    const [email] = await settledEmails(local.target, adminCookie, subject);
    expect(email).toMatchObject({ extractionStatus: 'quarantined' });
    expect(email!.quarantineReason).toContain('bulk@spam.example.net');
    expect(await pendingTickets(local.target, seller.user.id, seller.cookie)).toEqual([]);
  });

  it('keeps an e-mail to an address that is no seller’s transfer address as unassigned, visible to admins', async () => {
    const subject = subjectOf('nobody');

    await sendMail(
      local.target.ports.smtp,
      forwardMessage(vendorEmail, {
        from: 'seller@example.com',
        to: 'no.such.seller.x1y2@relay.localhost',
        subject,
      }),
    );

    const [email] = await settledEmails(local.target, adminCookie, subject);
    expect(email).toMatchObject({
      extractionStatus: 'unassigned',
      recipientEmail: 'no.such.seller.x1y2@relay.localhost',
      customerId: null,
      processed: true,
    });
    const processed = await call<{ items: EmailItem[] }>(
      local.target,
      'GET',
      '/api/emails?filter=processed&limit=100',
      {
        cookie: adminCookie,
      },
    );
    expect(processed.body.items.map((item) => item.id)).toContain(email!.id);
  });

  it('records a failed step with its error, and a reprocess after the cause is fixed succeeds as the same e-mail', async () => {
    const seller = await verifiedSeller(local.target);
    const subject = subjectOf('failing');
    const name = `failing-${randomUUID()}`;
    const key = `inbound/${name}`;
    const s3 = new S3Client({
      region: 'us-east-1',
      endpoint: local.target.urls.s3,
      forcePathStyle: true,
      credentials,
    });
    const sfn = new SFNClient({
      region: 'us-east-1',
      endpoint: local.target.urls.stepFunctions,
      credentials,
    });
    try {
      // The raw object is missing, so ProcessEmail fails (NoSuchKey) and the Catch records the failure.
      await sfn.send(
        new StartExecutionCommand({
          stateMachineArn: 'arn:aws:states:us-east-1:000000000000:stateMachine:ticket-relay-pipeline',
          name,
          input: JSON.stringify({
            messageId: name,
            bucket: local.target.buckets.rawMail,
            key,
            receivedAt: new Date().toISOString(),
            recipients: [seller.transferEmail],
            envelopeSender: seller.email,
          }),
        }),
      );
      const failed = await eventually(async () => {
        const list = await call<{ items: EmailItem[] }>(
          local.target,
          'GET',
          '/api/emails?filter=unprocessed&limit=100',
          {
            cookie: adminCookie,
          },
        );
        return list.body.items.find((item) => item.id === name && item.extractionStatus === 'failed');
      });
      expect(failed.error).toMatch(/NoSuchKey/);
      expect(failed.processed).toBe(false);

      await s3.send(
        new PutObjectCommand({
          Bucket: local.target.buckets.rawMail,
          Key: key,
          Body: await forwardMime(vendorEmail, { from: seller.email, to: seller.transferEmail, subject }),
        }),
      );
      const reprocess = await call(local.target, 'POST', `/api/emails/${name}/reprocess`, {
        cookie: adminCookie,
      });
      expect(reprocess.status).toBe(202);
      expect(reprocess.body).toMatchObject({ success: true, executionName: `${name}-r1` });

      const [email] = await settledEmails(local.target, adminCookie, subject, 1, (item) =>
        finalStatuses.includes(item.extractionStatus),
      );
      expect(email).toMatchObject({ id: name, customerId: seller.user.id, error: null, duplicateOf: null });
      const rerun = await eventually(async () => {
        const described = await sfn.send(
          new DescribeExecutionCommand({
            executionArn: `arn:aws:states:us-east-1:000000000000:execution:ticket-relay-pipeline:${name}-r1`,
          }),
        );
        return described.status === 'RUNNING' ? undefined : described;
      });
      expect(rerun.status).toBe('SUCCEEDED');
      const tickets = await pendingTickets(local.target, seller.user.id, seller.cookie);
      expect(tickets.map((ticket) => comparableName(ticket.eventName))).toEqual([
        comparableName(goldEventName),
      ]);
    } finally {
      s3.destroy();
      sfn.destroy();
    }
  });

  it('refuses the admin e-mail routes to customers and answers the stats with live counts', async () => {
    const seller = await verifiedSeller(local.target);
    expect((await call(local.target, 'GET', '/api/emails', { cookie: seller.cookie })).status).toBe(403);
    expect((await call(local.target, 'GET', '/api/stats', { cookie: seller.cookie })).status).toBe(403);
    const other = await verifiedSeller(local.target);
    const foreign = await call(local.target, 'GET', `/api/customer/${other.user.id}/pending-tickets`, {
      cookie: seller.cookie,
    });
    expect(foreign.status).toBe(403);

    const list = await call<{ items: EmailItem[] }>(local.target, 'GET', '/api/emails?limit=100', {
      cookie: adminCookie,
    });
    const stats = await call<Record<string, number>>(local.target, 'GET', '/api/stats', {
      cookie: adminCookie,
    });
    expect(stats.status).toBe(200);
    expect(stats.body.totalEmails).toBe(list.body.items.length);
    expect(stats.body.processedEmails).toBe(list.body.items.filter((item) => item.processed).length);
  });
});
