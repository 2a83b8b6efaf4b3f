import type { APIRequestContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';

import type { LocalTarget } from '../../lib/local/local-target.ts';
import { startE2eTarget } from './support/e2e-target.ts';
import { call } from '../integration/accounts/account-client.ts';
import {
  corpusEmail,
  forwardMessage,
  pendingTickets,
  verifiedSeller,
  type EmailItem,
} from '../integration/ingestion/ingestion-client.ts';
import { eventually, sendMail } from '../integration/support/mail.ts';
import {
  collectPageErrors,
  describeWithBrowser,
  launchBrowser,
  type BrowserSession,
} from './support/browser.ts';
import { axeViolations } from './support/axe.ts';

// Every admin route of spec 001 §2.1 that this issue builds (each settings tab is its own screen).
const adminRoutes = [
  '/admin/dashboard',
  '/admin/emails',
  '/admin/cancelled-transfers',
  '/admin/tickets',
  '/admin/history',
  '/admin/ml-training',
  '/admin/ml-training?tab=performance',
  '/admin/ml-training?tab=training-data',
  '/admin/settings?tab=account',
  '/admin/settings?tab=gmail',
  '/admin/settings?tab=extraction',
  '/admin/settings?tab=database',
  '/admin/settings?tab=ml-fields',
  '/admin/customers',
  '/admin/email-templates',
  '/admin/audit-log',
];

// Both sellers forward the same seated order (a possible double sale); the first also forwards a second one.
const sharedOrder = corpusEmail('seatsquare-conf-04');
const ownOrder = corpusEmail('kaartjeskassa-conf-08');
const ownEventName = ownOrder.label.tickets[0]!.eventName!;

type Seller = Awaited<ReturnType<typeof verifiedSeller>>;

describeWithBrowser('admin console in Chromium, served by the local target', () => {
  let target: LocalTarget;
  let browser: BrowserSession;
  let page: Page;
  let request: APIRequestContext;
  let pageErrors: string[];
  let first: Seller;
  let second: Seller;
  const admin = { email: `console.${Date.now()}@example.com`, password: 'admin password 1' };

  const url = (path: string) => new URL(path, target.urls.web).href;
  const open = async (path: string) => {
    await page.goto(url(path));
    await page.getByRole('heading', { level: 1 }).first().waitFor();
  };
  const toast = (text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });

  /** Waits until the admin's e-mail list holds `count` e-mails, all through the pipeline. */
  const settledEmails = (count: number) =>
    eventually(async () => {
      const reply = await request.get(url('/api/emails?filter=all&limit=100'));
      const { items } = (await reply.json()) as { items: EmailItem[] };
      return items.length === count && items.every((item) => item.extractionStatus !== 'pending')
        ? items
        : undefined;
    }, 30_000);

  const forward = async (seller: Seller, order: typeof sharedOrder) =>
    sendMail(
      target.ports.smtp,
      forwardMessage(order, {
        from: seller.email,
        to: seller.transferEmail,
        subject: `Fwd: ${order.label.original.subject}`,
      }),
    );

  beforeAll(async () => {
    target = await startE2eTarget();
    browser = await launchBrowser();
    page = browser.page;
    request = browser.context.request;
    pageErrors = collectPageErrors(
      page,
      (message) => message.text().includes('status of 401') && message.location().url.endsWith('/api/user'),
    );
    [first, second] = await Promise.all([verifiedSeller(target), verifiedSeller(target)]);

    // The first admin bootstraps the console (DESIGN §6.6).
    await open('/admin/auth');
    await page.getByRole('tab', { name: 'Register' }).click();
    await page.getByLabel('Email').fill(admin.email);
    await page.getByLabel('Password', { exact: true }).fill(admin.password);
    await page.getByLabel('Confirm Password').fill(admin.password);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.waitForURL(url('/admin/dashboard'));

    // Every ticket below the threshold needs review: with 100, each forwarded ticket reaches the editor.
    const saved = await request.post(url('/api/settings/extraction'), { data: { confidenceThreshold: 100 } });
    expect(saved.status()).toBe(200);
    await forward(first, sharedOrder);
    await settledEmails(1);
    await forward(second, sharedOrder);
    await settledEmails(2);
    await forward(first, ownOrder);
    await settledEmails(3);
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await target?.stop();
  });

  it('finds the order both sellers forwarded as a possible double sale and removes the copy', async () => {
    await open('/admin/tickets');
    await page.getByRole('button', { name: 'Check Duplicates' }).click();
    const dialog = page.getByRole('dialog', { name: 'Duplicate Tickets' });
    await dialog.getByText('Possible double sale').first().waitFor();

    await dialog.getByRole('button', { name: 'Select Tickets' }).click();
    await dialog.getByRole('button', { name: /^Remove Selected/ }).click();
    await page.getByText('Please select at least one ticket to remove').first().waitFor();

    await dialog.getByRole('button', { name: 'Cancel Selection' }).click();
    await dialog.getByRole('button', { name: 'Remove All Duplicates' }).click();
    await page
      .getByRole('alertdialog', { name: 'Remove Duplicate Tickets' })
      .getByRole('button', { name: 'Remove' })
      .click();
    await toast('Duplicates removed').waitFor();

    // The second seller's copy is gone, with its pending listing; the first seller keeps theirs.
    await eventually(async () =>
      (await pendingTickets(target, second.user.id, second.cookie)).length === 0 ? true : undefined,
    );
    expect(await pendingTickets(target, first.user.id, first.cookie)).toHaveLength(2);
  });

  it('corrects the ticket needing review in the Extraction Editor, and the seller sees the correction', async () => {
    await open('/admin/dashboard');
    const form = page.getByRole('region', { name: 'Corrected Information' });
    await form.getByLabel('Event Name').fill('Surge vs. Freighters (corrected)');
    await form.getByLabel('Section').fill('124');
    await form.getByRole('button', { name: 'Save Correction' }).click();
    await toast('Ticket updated').waitFor();

    const corrected = await eventually(async () => {
      const tickets = await pendingTickets(target, first.user.id, first.cookie);
      return tickets.find((ticket) => ticket.eventName === 'Surge vs. Freighters (corrected)');
    });
    expect(corrected).toMatchObject({ section: '124', underReview: false });
  });

  it('reviews a ticket on Extracted Tickets and marks it as verified', async () => {
    await open('/admin/tickets');
    const card = page.getByRole('article', { name: ownEventName });
    await card.getByRole('button', { name: 'Review' }).click();
    const details = page.getByRole('dialog', { name: ownEventName });
    await details.getByRole('button', { name: 'Mark as Verified' }).click();
    await toast('Ticket verified').waitFor();
    await details.getByRole('button', { name: 'Close' }).first().click();
    await card.getByText('Verified').first().waitFor();
    expect(await card.getByRole('button', { name: 'Verify' }).isDisabled()).toBe(true);
  });

  it('trains the model and shows its progress until it is ready', async () => {
    await open('/admin/ml-training');
    await page.getByRole('button', { name: 'Train Model' }).click();
    await page.getByRole('button', { name: 'Training in Progress...' }).waitFor();
    await page.getByRole('button', { name: 'Train Model' }).waitFor({ timeout: 150_000 });
    await page.getByText('Ready').first().waitFor();
  }, 180_000);

  it('finds a customer by the start of their e-mail and suspends them, which ends their session', async () => {
    expect(
      (await call(target, 'GET', `/api/customer/${second.user.id}`, { cookie: second.cookie })).status,
    ).toBe(200);
    await open('/admin/customers');
    await page.getByLabel('Search customers').fill(second.email.slice(0, 12));
    await page.getByRole('list', { name: 'Search results' }).getByText(second.email).click();
    await page.getByRole('tab', { name: 'Actions' }).click();
    await page.getByRole('button', { name: 'Suspend Account' }).click();
    await page
      .getByRole('alertdialog', { name: 'Suspend Account' })
      .getByRole('button', { name: 'Suspend' })
      .click();
    await toast('Customer updated successfully').waitFor();

    const reply = await call(target, 'GET', `/api/customer/${second.user.id}`, { cookie: second.cookie });
    expect(reply.status).toBe(401);
  });

  it('has no serious or critical accessibility violations on any admin route', async () => {
    const violations: string[] = [];
    for (const path of adminRoutes) {
      await open(path);
      await page.waitForLoadState('networkidle');
      violations.push(...(await axeViolations(page, path)));
    }
    expect(violations).toEqual([]);
  }, 300_000); // axe on 16 pages, with another test file sharing the CPUs

  it('logged no unexpected errors in the browser console', () => {
    expect(pageErrors).toEqual([]);
  });
});
