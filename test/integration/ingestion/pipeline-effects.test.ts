import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { call } from '../accounts/account-client.ts';
import { useLocalTarget } from '../support/local-target.ts';
import { deliverMail, eventually } from '../support/mail.ts';
import { corpusEmail, firstAdmin, forwardMessage, verifiedSeller } from './ingestion-client.ts';
import { outboxEventsOfEmail, readTable, storedEmail } from './stored-records.ts';
import { subscribeToAllEvents } from '../webhooks/webhook-client.ts';

const local = useLocalTarget();
const vendorEmail = corpusEmail('eventique-conf-05');
let adminCookie = '';

beforeAll(async () => {
  adminCookie = await firstAdmin(local.target);
  await subscribeToAllEvents(local.target, adminCookie);
});

const modelCounters = () =>
  readTable(local.target, async (data) => {
    const { data: record } = await data.mlPerformance.get({ modelVersion: 'v1.0' }).go();
    return {
      processedEmails: record?.processedEmails ?? 0,
      successfulExtractions: record?.successfulExtractions ?? 0,
    };
  });

/** Waits until run `run` of the e-mail has recorded its outcome (0 the delivery, n the n-th reprocess). */
const finishedRun = (emailId: string, run: number) =>
  eventually(async () => {
    const email = await storedEmail(local.target, emailId);
    return email && email.outcomeRun === run && email.extractionStatus !== 'pending' ? email : undefined;
  }, 20_000);

describe('what a processed e-mail leaves behind: webhook events and model counters (integration)', () => {
  it('raises email.received and ticket.created once each, even when the e-mail is reprocessed', async () => {
    const seller = await verifiedSeller(local.target);
    const subject = `Fwd: outbox ${randomUUID().slice(0, 8)}`;
    const emailId = await deliverMail(
      local.target.ports.smtp,
      forwardMessage(vendorEmail, { from: seller.email, to: seller.transferEmail, subject }),
    );
    const email = await finishedRun(emailId, 0);
    const ticketId = `${emailId}~0`;

    const events = await eventually(async () => {
      const found = await outboxEventsOfEmail(local.target, emailId);
      return found.length === 2 ? found : undefined;
    });
    const received = events.find((event) => event.type === 'email.received');
    const created = events.find((event) => event.type === 'ticket.created');
    expect(received).toMatchObject({
      eventId: `email.received:${emailId}`,
      status: expect.stringMatching(/^(pending|dispatched)$/),
    });
    expect(received?.payload).toEqual({
      id: `email.received:${emailId}`,
      type: 'email.received',
      timestamp: email.receivedAt,
      data: {
        emailId,
        customerId: seller.user.id,
        receivedAt: email.receivedAt,
        subject,
        senderEmail: seller.email,
        recipientEmail: seller.transferEmail,
        extractionStatus: email.extractionStatus,
        classification: 'ticket_confirmation',
        cancelledTransfer: false,
        ticketIds: [ticketId],
      },
    });
    expect(created).toMatchObject({
      eventId: `ticket.created:${ticketId}`,
      status: expect.stringMatching(/^(pending|dispatched)$/),
    });
    expect(created?.payload).toMatchObject({
      type: 'ticket.created',
      data: {
        ticketId,
        listingId: ticketId,
        emailId,
        customerId: seller.user.id,
        quantity: vendorEmail.label.tickets[0]?.quantity,
      },
    });

    const reprocess = await call(local.target, 'POST', `/api/emails/${emailId}/reprocess`, {
      cookie: adminCookie,
    });
    expect(reprocess.status).toBe(202);
    await finishedRun(emailId, 1);

    const afterRerun = await outboxEventsOfEmail(local.target, emailId);
    expect(afterRerun.map((event) => event.eventId).sort()).toEqual([
      `email.received:${emailId}`,
      `ticket.created:${ticketId}`,
    ]);
  });

  it('counts each e-mail once in the live model’s processed and successful extractions, not again on reprocess', async () => {
    const seller = await verifiedSeller(local.target);
    const before = await modelCounters();

    const emailId = await deliverMail(
      local.target.ports.smtp,
      forwardMessage(vendorEmail, {
        from: seller.email,
        to: seller.transferEmail,
        subject: `Fwd: counters ${randomUUID().slice(0, 8)}`,
      }),
    );
    await finishedRun(emailId, 0);
    const counted = await eventually(async () => {
      const now = await modelCounters();
      return now.processedEmails > before.processedEmails ? now : undefined;
    });
    expect(counted).toEqual({
      processedEmails: before.processedEmails + 1,
      successfulExtractions: before.successfulExtractions + 1,
    });

    await call(local.target, 'POST', `/api/emails/${emailId}/reprocess`, { cookie: adminCookie });
    await finishedRun(emailId, 1);

    expect(await modelCounters()).toEqual(counted);
    const performance = await call<Record<string, unknown>>(local.target, 'GET', '/api/ml/performance', {
      cookie: adminCookie,
    });
    expect(performance.status).toBe(200);
  });

  it('does not count an e-mail the engine never saw (quarantined) and raises no ticket event for it', async () => {
    const seller = await verifiedSeller(local.target);
    const before = await modelCounters();

    const emailId = await deliverMail(
      local.target.ports.smtp,
      forwardMessage(vendorEmail, {
        from: 'stranger@example.net',
        to: seller.transferEmail,
        subject: `Fwd: stranger ${randomUUID().slice(0, 8)}`,
      }),
    );
    const email = await finishedRun(emailId, 0);

    expect(email.extractionStatus).toBe('quarantined');
    const events = await eventually(async () => {
      const found = await outboxEventsOfEmail(local.target, emailId);
      return found.length > 0 ? found : undefined;
    });
    expect(
      events.map((event) => [
        event.type,
        (event.payload.data as { extractionStatus: string }).extractionStatus,
      ]),
    ).toEqual([['email.received', 'quarantined']]);
    expect(await modelCounters()).toEqual(before);
  });
});
