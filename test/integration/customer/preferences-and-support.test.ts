import { describe, expect, it } from 'vitest';
import { call, registerCustomer, tableOf } from '../accounts/account-client.ts';
import { useLocalTarget } from '../support/local-target.ts';

const local = useLocalTarget();

async function storedRequests(kind: 'support' | 'feedback' | 'contact') {
  const { data, close } = tableOf(local.target);
  try {
    const { data: items } = await data.supportRequests.query
      .supportRequestsByKind({ kind })
      .go({ pages: 'all' });
    return items;
  } finally {
    close();
  }
}

describe('notification preferences, support and contact forms (integration, local target)', () => {
  it('saves notification preferences on the server', async () => {
    const seller = await registerCustomer(local.target);
    const saved = await call<{ user: { notificationSettings: Record<string, boolean> } }>(
      local.target,
      'PUT',
      `/api/customer/${seller.user.id}/notification-settings`,
      { cookie: seller.cookie, body: { sms: true, emailDigest: true, priceAlert: false } },
    );
    expect(saved.status).toBe(200);
    const reread = await call<{ customer: { notificationSettings: Record<string, boolean> } }>(
      local.target,
      'GET',
      `/api/customer/${seller.user.id}`,
      { cookie: seller.cookie },
    );
    expect(reread.body.customer.notificationSettings).toMatchObject({
      sms: true,
      emailDigest: true,
      priceAlert: false,
      ticketSold: true,
      push: true,
    });

    const unknown = await call(local.target, 'PUT', `/api/customer/${seller.user.id}/notification-settings`, {
      cookie: seller.cookie,
      body: { pigeonPost: true },
    });
    expect(unknown.status).toBe(400);
  });

  it('stores a signed-in seller’s support message and feedback for the admins', async () => {
    const seller = await registerCustomer(local.target, { firstName: 'Noor', lastName: 'Haddad' });
    const path = `/api/customer/${seller.user.id}/support-requests`;
    const sent = await call<{ message: string }>(local.target, 'POST', path, {
      cookie: seller.cookie,
      body: { kind: 'support', subject: 'Payout question', message: 'When is my payout?', priority: 'high' },
    });
    expect(sent.status).toBe(201);
    expect(sent.body.message).toBe("We'll respond within 24 hours.");
    expect(await storedRequests('support')).toContainEqual(
      expect.objectContaining({
        customerId: seller.user.id,
        name: 'Noor Haddad',
        email: seller.email,
        subject: 'Payout question',
        priority: 'high',
      }),
    );

    const missing = await call<{ message: string }>(local.target, 'POST', path, {
      cookie: seller.cookie,
      body: { kind: 'support', subject: '', message: 'x' },
    });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('Please check subject: Please fill in all required fields');

    const feedback = await call(local.target, 'POST', path, {
      cookie: seller.cookie,
      body: { kind: 'feedback', feedbackType: 'feature', message: 'Dark mode please' },
    });
    expect(feedback.status).toBe(201);
    expect(await storedRequests('feedback')).toContainEqual(
      expect.objectContaining({
        customerId: seller.user.id,
        feedbackType: 'feature',
        message: 'Dark mode please',
      }),
    );

    const stranger = await registerCustomer(local.target);
    const forbidden = await call(local.target, 'POST', path, {
      cookie: stranger.cookie,
      body: { kind: 'feedback', message: 'hi' },
    });
    expect(forbidden.status).toBe(403);
  });

  it('stores the public contact form and limits a flood from one address', async () => {
    const headers = { 'cloudfront-viewer-address': `198.51.100.${Math.floor(Math.random() * 200) + 1}:443` };
    const message = {
      name: 'Ola Berg',
      email: 'ola.berg@example.org',
      subject: 'Selling for a group',
      message: 'Can I forward tickets for my club?',
      inquiryType: 'tickets',
    };
    const sent = await call(local.target, 'POST', '/api/support/contact', { body: message, headers });
    expect(sent.status).toBe(201);
    expect(await storedRequests('contact')).toContainEqual(expect.objectContaining(message));

    const badEmail = await call<{ message: string }>(local.target, 'POST', '/api/support/contact', {
      body: { ...message, email: 'not-an-address' },
      headers,
    });
    expect(badEmail.status).toBe(400);
    expect(badEmail.body.message).toMatch(/^Please check email:/);

    const replies = [];
    for (let attempt = 0; attempt < 5; attempt += 1) {
      replies.push(
        (await call(local.target, 'POST', '/api/support/contact', { body: message, headers })).status,
      );
    }
    expect(replies.slice(0, 3)).toEqual([201, 201, 201]);
    expect(replies.at(-1)).toBe(429);
  });
});
