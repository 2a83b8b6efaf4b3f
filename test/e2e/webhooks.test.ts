import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, expect, it } from 'vitest';

import type { LocalTarget } from '../../lib/local/local-target.ts';
import { startE2eTarget } from './support/e2e-target.ts';
import { corpusEmail, forwardMessage, verifiedSeller } from '../integration/ingestion/ingestion-client.ts';
import { eventually, sendMail } from '../integration/support/mail.ts';
import { axeViolations } from './support/axe.ts';
import {
  collectPageErrors,
  describeWithBrowser,
  launchBrowser,
  type BrowserSession,
} from './support/browser.ts';

/** One request the receiver got. */
interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

/** A real endpoint on this machine: records every request and answers with `status`. */
async function startReceiver() {
  const received: Received[] = [];
  let status = 200;
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      response.writeHead(status, { 'content-type': 'text/plain' }).end(status < 300 ? 'ok' : 'broken');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks/ticket-relay`,
    received,
    answerWith: (next: number) => {
      status = next;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The Standard Webhooks check a receiver makes: the payload when the signature holds, else it throws. */
function verified(secret: string, request: Received): { type?: string } {
  const headers = Object.fromEntries(
    ['webhook-id', 'webhook-timestamp', 'webhook-signature'].map((name) => [
      name,
      String(request.headers[name]),
    ]),
  );
  return new Webhook(secret).verify(request.body, headers) as { type?: string };
}

describeWithBrowser('webhooks screen in Chromium, with a real receiving endpoint', () => {
  let target: LocalTarget;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let browser: BrowserSession;
  let page: Page;
  let pageErrors: string[];
  let secret = '';
  const admin = { email: `hooks.${Date.now()}@example.com`, password: 'admin password 1' };
  const name = 'Inventory sync';

  const url = (path: string) => new URL(path, target.urls.web).href;
  const open = async (path: string) => {
    await page.goto(url(path));
    await page.getByRole('heading', { level: 1 }).first().waitFor();
  };
  const toast = (text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });
  const card = () => page.getByRole('article', { name });

  beforeAll(async () => {
    [target, receiver, browser] = await Promise.all([startE2eTarget(), startReceiver(), launchBrowser()]);
    page = browser.page;
    pageErrors = collectPageErrors(
      page,
      (message) => message.text().includes('status of 401') && message.location().url.endsWith('/api/user'),
    );

    // The first admin bootstraps the console (DESIGN §6.6).
    await open('/admin/auth');
    await page.getByRole('tab', { name: 'Register' }).click();
    await page.getByLabel('Email').fill(admin.email);
    await page.getByLabel('Password', { exact: true }).fill(admin.password);
    await page.getByLabel('Confirm Password').fill(admin.password);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.waitForURL(url('/admin/dashboard'));
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await receiver?.close();
    await target?.stop();
  });

  it('creates a webhook and shows its signing secret once', async () => {
    await open('/admin/webhooks');
    await page.getByText('No webhooks configured').waitFor();
    await page.getByRole('button', { name: 'Add Webhook' }).click();
    const form = page.getByRole('dialog', { name: 'Add Webhook' });
    await form.getByRole('button', { name: 'Create Webhook' }).click();
    await form.getByText('Name is required').waitFor();
    await form.getByText('Must be a valid URL').waitFor();

    await form.getByLabel('Name').fill(name);
    await form.getByLabel('URL').fill(receiver.url);
    await form.getByRole('checkbox', { name: /^email\.received/ }).check();
    await form.getByLabel('Description').fill('Keeps the warehouse stock in step');
    await form.getByRole('button', { name: 'Add Header' }).click();
    await form.getByLabel('Header 1 name').fill('X-Source');
    await form.getByLabel('Header 1 value').fill('ticket-relay-e2e');
    await form.getByRole('button', { name: 'Create Webhook' }).click();
    await toast('Webhook created').waitFor();

    const shown = page.getByRole('dialog', { name: 'Webhook signing secret' });
    secret = (await shown.locator('code').textContent()) ?? '';
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]+={0,2}$/);
    await shown.getByRole('button', { name: 'Done' }).click();

    await card().getByText(receiver.url).waitFor();
    expect(
      await card().getByRole('list', { name: 'Events' }).getByRole('listitem').allTextContents(),
    ).toEqual(['ticket.created', 'email.received']);
    await card()
      .getByText(`whsec_…${secret.slice(-4)}`)
      .waitFor();
  });

  it('reveals the same secret later on the card', async () => {
    await card()
      .getByRole('button', { name: `Reveal secret of ${name}` })
      .click();
    await card().locator('code').filter({ hasText: secret }).waitFor();
    await card().getByRole('button', { name: 'Hide secret' }).click();
  });

  it('tests the webhook: the receiver gets a signed request and the admin sees Test succeeded', async () => {
    await card()
      .getByRole('button', { name: `Test ${name}` })
      .click();
    await toast('Test succeeded').waitFor();

    expect(receiver.received).toHaveLength(1);
    const [request] = receiver.received;
    expect(request!.headers['x-source']).toBe('ticket-relay-e2e');
    expect(request!.headers['content-type']).toMatch(/^application\/json/);
    expect(verified(secret, request!).type).toBe('webhook.test');
    expect(() => verified(`whsec_${Buffer.alloc(32, 7).toString('base64')}`, request!)).toThrow();
  });

  it('says Test failed with the reason when the endpoint answers 500', async () => {
    receiver.answerWith(500);
    await card()
      .getByRole('button', { name: `Test ${name}` })
      .click();
    await toast('Test failed: Endpoint answered 500').waitFor();
    receiver.answerWith(200);
  });

  it('delivers a real event, lists it in the delivery log and resends it', async () => {
    const seller = await verifiedSeller(target);
    const order = corpusEmail('kaartjeskassa-conf-08');
    const before = receiver.received.length;
    await sendMail(
      target.ports.smtp,
      forwardMessage(order, {
        from: seller.email,
        to: seller.transferEmail,
        subject: `Fwd: ${order.label.original.subject}`,
      }),
    );
    const delivered = await eventually(async () => {
      const events = receiver.received.slice(before).filter((request) => {
        return verified(secret, request).type === 'email.received';
      });
      return events.length > 0 ? events[0] : undefined;
    }, 60_000);
    const eventId = delivered.headers['webhook-id'];

    await open('/admin/webhooks');
    await card()
      .getByRole('button', { name: `Deliveries of ${name}` })
      .click();
    const log = page.getByRole('dialog', { name: `Deliveries of ${name}` });
    const item = log.getByRole('listitem').filter({ hasText: 'email.received' });
    await item.getByText('Delivered', { exact: true }).waitFor();
    await item.getByText('200', { exact: true }).first().waitFor();

    const count = receiver.received.length;
    await item.getByRole('button', { name: 'Resend' }).click();
    await toast('Delivery resent').waitFor();
    const resent = receiver.received
      .slice(count)
      .find((request) => request.headers['webhook-id'] === eventId);
    expect(resent, 'the resent request keeps the event id').toBeDefined();
    expect(verified(secret, resent!).type).toBe('email.received');
    await page.keyboard.press('Escape');
  }, 120_000);

  it('turns the webhook off with its switch, and on again', async () => {
    await open('/admin/webhooks');
    const toggle = card().getByRole('switch', { name: 'Enabled' });
    await toggle.click();
    await toast(`${name} is now disabled.`).waitFor();
    await open('/admin/webhooks');
    expect(await card().getByRole('switch', { name: 'Enabled' }).getAttribute('aria-checked')).toBe('false');
    await card().getByRole('switch', { name: 'Enabled' }).click();
    await toast(`${name} is now enabled.`).waitFor();
  });

  it('is usable at 390 px and has no serious or critical accessibility violations', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await open('/admin/webhooks');
    await card().waitFor();
    await page.waitForLoadState('networkidle');
    const overflow = await page.evaluate<number>('document.documentElement.scrollWidth - window.innerWidth');
    expect(overflow).toBeLessThanOrEqual(0);
    const violations = await axeViolations(page, '/admin/webhooks');

    await card()
      .getByRole('button', { name: `Edit ${name}` })
      .click();
    await page.getByRole('dialog', { name: 'Edit Webhook' }).waitFor();
    violations.push(...(await axeViolations(page, '/admin/webhooks (edit dialog)')));
    await page.keyboard.press('Escape');

    await card()
      .getByRole('button', { name: `Deliveries of ${name}` })
      .click();
    await page
      .getByRole('dialog', { name: `Deliveries of ${name}` })
      .getByRole('listitem')
      .first()
      .waitFor();
    violations.push(...(await axeViolations(page, '/admin/webhooks (delivery log)')));
    await page.keyboard.press('Escape');
    await page.setViewportSize({ width: 1280, height: 800 });
    expect(violations).toEqual([]);
  }, 60_000);

  it('deletes the webhook after the confirmation', async () => {
    await card()
      .getByRole('button', { name: `Delete ${name}` })
      .click();
    await page
      .getByRole('alertdialog', { name: `Delete ${name}?` })
      .getByRole('button', { name: 'Delete' })
      .click();
    await toast('Webhook deleted').waitFor();
    await page.getByText('No webhooks configured').waitFor();
  });

  it('logged no unexpected errors in the browser console', () => {
    expect(pageErrors).toEqual([]);
  });
});
