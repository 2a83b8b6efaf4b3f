import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startInMemoryDatabase, type InMemoryDatabase } from './dynalite-harness.ts';

let database: InMemoryDatabase;

beforeAll(async () => {
  database = await startInMemoryDatabase();
});

afterAll(async () => {
  await database.stop();
});

describe('entity defaults', () => {
  it('gives a new customer the spec defaults and stores the e-mail lower-cased', async () => {
    const { users } = database.data;

    const { data: created } = await users.create({ email: '  Ann.Lee@Example.COM ', firstName: 'Ann' }).go();
    const { data: user } = await users.get({ userId: created.userId }).go();

    expect(user).toMatchObject({
      email: 'ann.lee@example.com',
      role: 'customer',
      country: 'United States',
      language: 'EN',
      currency: 'USD',
      preferredPayoutMethod: 'Bank Transfer',
      notificationSettings: {
        ticketSold: true,
        payoutSent: true,
        email: true,
        sms: false,
        push: true,
        priceAlert: true,
        emailDigest: false,
      },
      isActive: true,
      emailConfirmed: false,
      mustChangePassword: false,
      sessionVersion: 0,
    });
    expect(user?.userId).toMatch(/^[0-9A-HJKMNP-TV-Z]{26}$/);
  });

  it('gives a new listing 15 % commission, status pending, no views and an empty history', async () => {
    const { data: listing } = await database.data.listings
      .create({ customerId: 'customer-1', eventName: 'Coldplay', quantity: 2 })
      .go();

    expect(listing).toMatchObject({
      status: 'pending',
      commission: 15,
      viewCount: 0,
      statusHistory: [],
      underReview: false,
    });
  });

  it('refuses money that is not whole cents', async () => {
    await expect(
      database.data.listings
        .create({ customerId: 'customer-1', eventName: 'Coldplay', listedPrice: 12.5 })
        .go(),
    ).rejects.toThrow(/whole, non-negative number of cents/);
  });

  it('gives a new extraction field a 70 % threshold, enabled and optional', async () => {
    const { data: field } = await database.data.extractionFields
      .create({ fieldName: 'eventName', displayName: 'Event Name', order: 1 })
      .go();

    expect(field).toMatchObject({ confidenceThreshold: 70, isEnabled: true, isRequired: false });
  });

  it('applies the defaults of tickets, e-mails, notifications, payout methods, API keys and webhooks', async () => {
    const { tickets, emails, notifications, payoutMethods, apiKeys, webhooks } = database.data;

    const { data: email } = await emails
      .create({ emailId: 'inbound-1', receivedAt: '2026-01-02T03:04:05.000Z' })
      .go();
    const { data: ticket } = await tickets
      .create({ emailId: 'inbound-1', ticketIndex: 0, ticketId: 'inbound-1~0', eventName: 'NBA Finals' })
      .go();
    const { data: notification } = await notifications
      .create({ customerId: 'customer-1', title: 'Ticket Received', message: 'Awaiting approval' })
      .go();
    const { data: method } = await payoutMethods
      .create({ customerId: 'customer-1', type: 'PayPal', accountInfoEncrypted: 'sealed' })
      .go();
    const { data: key } = await apiKeys
      .create({ userId: 'admin-1', name: 'CI', keyHash: 'h', prefix: 'tr_ab' })
      .go();
    const { data: webhook } = await webhooks
      .create({ userId: 'admin-1', name: 'Ops', url: 'https://example.com/hook' })
      .go();

    expect(email).toMatchObject({ processed: false, extractionStatus: 'pending', cancelledTransfer: false });
    expect(ticket).toMatchObject({
      quantity: 1,
      needsReview: false,
      manuallyVerified: false,
      cancelled: false,
    });
    expect(notification).toMatchObject({ isRead: false, type: 'info' });
    expect(method).toMatchObject({ isDefault: false, isActive: true });
    expect(key).toMatchObject({ enabled: true, rateLimit: 100, scopes: ['read'], allowedIps: [] });
    expect(webhook).toMatchObject({ enabled: true, events: ['ticket.created'], failureCount: 0 });
  });

  it('refuses to create a second item with the same deterministic key', async () => {
    const record = {
      emailId: 'inbound-2',
      processedAt: '2026-01-02T03:04:06.000Z',
      extractionStatus: 'success',
    } as const;
    await database.data.processingRecords.create(record).go();

    await expect(database.data.processingRecords.create(record).go()).rejects.toThrow(/conditional/i);
  });
});
