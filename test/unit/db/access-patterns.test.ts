import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startInMemoryDatabase, type InMemoryDatabase } from './dynalite-harness.ts';

let database: InMemoryDatabase;

beforeAll(async () => {
  database = await startInMemoryDatabase();
});

afterAll(async () => {
  await database.stop();
});

describe('e-mail lists', () => {
  it('splits e-mails into unprocessed and processed, newest first, and keeps cancelled transfers apart', async () => {
    const { emails } = database.data;
    const received = (minute: number) => `2026-03-01T10:${String(minute).padStart(2, '0')}:00.000Z`;
    await emails.create({ emailId: 'e1', receivedAt: received(1), rawSha256: 'sha-1' }).go();
    await emails.create({ emailId: 'e2', receivedAt: received(2) }).go();
    await emails.create({ emailId: 'e3', receivedAt: received(3) }).go();
    await emails
      .patch({ emailId: 'e2' })
      .composite({ receivedAt: received(2) })
      .set({ processed: true, extractionStatus: 'success', cancelledTransfer: true })
      .go();

    const ids = (items: { emailId: string }[]) => items.map((item) => item.emailId);
    const all = await emails.query.emailsByReceivedAt({}).go({ order: 'desc' });
    const unprocessed = await emails.query.emailsByProcessed({ processed: false }).go({ order: 'desc' });
    const processed = await emails.query.emailsByProcessed({ processed: true }).go({ order: 'desc' });
    const cancelled = await emails.query
      .cancelledTransfers({ cancelledTransfer: true })
      .go({ order: 'desc' });
    const bySha = await emails.query.emailsByRawSha256({ rawSha256: 'sha-1' }).go();

    expect(ids(all.data)).toEqual(['e3', 'e2', 'e1']);
    expect(ids(unprocessed.data)).toEqual(['e3', 'e1']);
    expect(ids(processed.data)).toEqual(['e2']);
    expect(ids(cancelled.data)).toEqual(['e2']);
    expect(ids(bySha.data)).toEqual(['e1']);
  });

  it('lists processing records newest first, and a failed filter', async () => {
    const { processingRecords } = database.data;
    await processingRecords
      .create({ emailId: 'e1', processedAt: '2026-03-01T11:00:00.000Z', extractionStatus: 'success' })
      .go();
    await processingRecords
      .create({ emailId: 'e2', processedAt: '2026-03-01T12:00:00.000Z', extractionStatus: 'failed' })
      .go();

    const newestFirst = await processingRecords.query
      .processingRecordsByProcessedAt({})
      .go({ order: 'desc' });
    const failed = await processingRecords.query
      .processingRecordsByStatus({ extractionStatus: 'failed' })
      .go();

    expect(newestFirst.data.map((record) => record.emailId)).toEqual(['e2', 'e1']);
    expect(failed.data.map((record) => record.emailId)).toEqual(['e2']);
  });
});

describe('customer lists', () => {
  it("lists a customer's notifications newest first", async () => {
    const { notifications } = database.data;
    for (const title of ['first', 'second', 'third']) {
      await notifications.create({ customerId: 'c-1', title, message: title }).go();
    }
    await notifications.create({ customerId: 'c-2', title: 'other', message: 'other' }).go();

    const { data } = await notifications.query
      .notificationsByCustomer({ customerId: 'c-1' })
      .go({ order: 'desc' });

    expect(data.map((notification) => notification.title)).toEqual(['third', 'second', 'first']);
  });

  it("lists a customer's payout methods and payouts", async () => {
    const { payoutMethods, payouts } = database.data;
    await payoutMethods
      .create({ customerId: 'c-1', type: 'ACH', accountInfoEncrypted: 's', lastFour: '6789' })
      .go();
    await payoutMethods.create({ customerId: 'c-1', type: 'Zelle', accountInfoEncrypted: 's' }).go();
    await payouts.create({ listingId: 'l-1', customerId: 'c-1', amount: 34_000 }).go();

    const methods = await payoutMethods.query.byCustomer({ customerId: 'c-1' }).go();
    const paid = await payouts.query.payoutsByCustomer({ customerId: 'c-1' }).go();
    const pending = await payouts.query.payoutsByStatus({ status: 'pending' }).go();

    expect(methods.data.map((method) => method.type)).toEqual(['ACH', 'Zelle']);
    expect(paid.data.map((payout) => payout.amount)).toEqual([34_000]);
    expect(pending.data).toHaveLength(1);
  });
});

describe('admin lists', () => {
  it('lists users by role, and finds them by e-mail, first-name, last-name or full-name prefix', async () => {
    const { users } = database.data;
    await users.create({ email: 'zoe@example.com', firstName: 'Zoe', lastName: 'Park' }).go();
    await users.create({ email: 'john.smith@example.com', firstName: 'John', lastName: 'Smith' }).go();
    await users.create({ email: 'anna.smithers@example.com', firstName: 'Anna', lastName: 'Smithers' }).go();
    await users.create({ email: 'admin@example.com', role: 'admin' }).go();
    const { data: renamed } = await users
      .create({ email: 'ola@example.com', firstName: 'Ola', lastName: 'Nordmann' })
      .go();
    await users
      .patch({ userId: renamed.userId })
      .set({ lastName: 'Smith' })
      .composite({ firstName: 'Ola' })
      .go();

    const admins = await users.query.usersByRole({ role: 'admin' }).go();
    const byEmail = await users.query.usersByEmail({}).begins({ email: 'JOHN' }).go();
    const byName = await users.query.usersByName({}).begins({ firstName: 'zo' }).go();
    const byFullName = await users.query.usersByName({ firstName: 'john' }).begins({ lastName: 'SM' }).go();
    const byLastName = await users.query.usersByLastName({}).begins({ lastName: 'SMI' }).go();
    const byFormerLastName = await users.query.usersByLastName({}).begins({ lastName: 'nord' }).go();

    expect(admins.data.map((user) => user.email)).toEqual(['admin@example.com']);
    // Last name, then first name: "Smith, John" and "Smith, Ola" (renamed) before "Smithers, Anna".
    expect(byLastName.data.map((user) => user.email)).toEqual([
      'john.smith@example.com',
      'ola@example.com',
      'anna.smithers@example.com',
    ]);
    expect(byFormerLastName.data).toEqual([]);
    expect(byEmail.data.map((user) => user.email)).toEqual(['john.smith@example.com']);
    expect(byName.data.map((user) => user.email)).toEqual(['zoe@example.com']);
    expect(byFullName.data.map((user) => user.email)).toEqual(['john.smith@example.com']);
  });

  it('lists extraction fields in their display order', async () => {
    const { extractionFields } = database.data;
    await extractionFields.create({ fieldName: 'venue', displayName: 'Venue', order: 10 }).go();
    await extractionFields.create({ fieldName: 'eventName', displayName: 'Event Name', order: 2 }).go();
    await extractionFields.create({ fieldName: 'seats', displayName: 'Seats', order: 9 }).go();

    const { data } = await extractionFields.query.extractionFieldsByOrder({}).go();

    expect(data.map((field) => field.fieldName)).toEqual(['eventName', 'seats', 'venue']);
  });

  it('finds API keys by user and by key hash', async () => {
    const { apiKeys } = database.data;
    const { data: key } = await apiKeys
      .create({ userId: 'a-1', name: 'CI', keyHash: 'hash-x', prefix: 'tr_x' })
      .go();

    const byUser = await apiKeys.query.apiKeysByUser({ userId: 'a-1' }).go();
    const byHash = await apiKeys.query.apiKeysByHash({ keyHash: 'hash-x' }).go();

    expect(byUser.data.map((item) => item.apiKeyId)).toEqual([key.apiKeyId]);
    expect(byHash.data.map((item) => item.apiKeyId)).toEqual([key.apiKeyId]);
  });

  it('finds the enabled webhooks of an event type and the deliveries due for a retry', async () => {
    const { webhooks, webhookDeliveries } = database.data;
    const { data: hook } = await webhooks
      .create({ userId: 'a-1', name: 'Sales', url: 'https://example.com/a', events: ['ticket.sold'] })
      .go();
    await webhooks.create({ userId: 'a-1', name: 'New', url: 'https://example.com/b' }).go();
    await webhookDeliveries
      .create({
        webhookId: hook.webhookId,
        eventId: 'ev-1',
        eventType: 'ticket.sold',
        payload: '{}',
        nextAttemptAt: '2026-01-01T00:00:00.000Z',
      })
      .go();
    await webhookDeliveries
      .create({
        webhookId: hook.webhookId,
        eventId: 'ev-2',
        eventType: 'ticket.sold',
        payload: '{}',
        nextAttemptAt: '2099-01-01T00:00:00.000Z',
      })
      .go();

    const subscribers = await webhooks.query
      .allWebhooks({})
      .where(
        (attributes, { contains, eq }) =>
          `${contains(attributes.events, 'ticket.sold')} AND ${eq(attributes.enabled, true)}`,
      )
      .go();
    const due = await webhookDeliveries.query
      .deliveriesByStatus({ status: 'pending' })
      .lte({ nextAttemptAt: new Date().toISOString() })
      .go();
    const ofHook = await webhookDeliveries.query
      .byWebhook({ webhookId: hook.webhookId })
      .go({ order: 'desc' });

    expect(subscribers.data.map((webhook) => webhook.name)).toEqual(['Sales']);
    expect(due.data.map((delivery) => delivery.eventId)).toEqual(['ev-1']);
    expect(ofHook.data.map((delivery) => delivery.eventId)).toEqual(['ev-2', 'ev-1']);
  });

  it('lists support requests newest first and by kind', async () => {
    const { supportRequests } = database.data;
    await supportRequests.create({ kind: 'contact', name: 'A', email: 'a@example.com', message: 'Hi' }).go();
    await supportRequests.create({ kind: 'feedback', customerId: 'c-1', message: 'Great' }).go();

    const all = await supportRequests.query.supportRequestsByCreatedAt({}).go({ order: 'desc' });
    const feedback = await supportRequests.query.supportRequestsByKind({ kind: 'feedback' }).go();

    expect(all.data.map((request) => request.kind)).toEqual(['feedback', 'contact']);
    expect(feedback.data.map((request) => request.message)).toEqual(['Great']);
  });

  it('reads the latest training job', async () => {
    const { trainingJobs } = database.data;
    await trainingJobs.create({ status: 'ready', progress: 100 }).go();
    await new Promise((resolve) => setTimeout(resolve, 2));
    await trainingJobs.create({}).go();

    const { data } = await trainingJobs.query.trainingJobsByStartedAt({}).go({ order: 'desc', count: 1 });

    expect(data.map((job) => job.status)).toEqual(['training']);
  });
});
