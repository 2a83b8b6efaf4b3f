import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';

import type { LocalTarget } from '../../lib/local/local-target.ts';
import { startE2eTarget } from './support/e2e-target.ts';
import { call, type RegisteredCustomer } from '../integration/accounts/account-client.ts';
import { adminApi } from '../integration/admin-customers/admin-client.ts';
import { firstAdmin, verifiedSeller } from '../integration/ingestion/ingestion-client.ts';
import {
  collectPageErrors,
  describeWithBrowser,
  launchBrowser,
  type BrowserSession,
} from './support/browser.ts';
import { axeViolations } from './support/axe.ts';
import { waitForMail } from './support/mailbox.ts';

const listing = {
  eventName: 'Harbour Lights Festival',
  venue: 'Pier 9 Amphitheater',
  eventDate: '2027-03-14T19:30:00-04:00',
  section: '112',
  row: 'K',
  seats: '7, 8',
  quantity: 2,
  status: 'listed',
  listedPrice: 16_000,
  floorPrice: 12_000,
};

// Sold for $150.00: 15 % commission is $22.50, the seller keeps $127.50.
const salePrice = '150.00';
const netPayout = '$127.50';

describeWithBrowser('a sale in Chromium, from the admin console to the seller’s payout', () => {
  let target: LocalTarget;
  let browser: BrowserSession;
  let page: Page;
  let pageErrors: string[];
  let adminCookie: string;
  let seller: RegisteredCustomer;

  beforeAll(async () => {
    target = await startE2eTarget();
    browser = await launchBrowser();
    page = browser.page;
    pageErrors = collectPageErrors(page);

    // Set up through the API what other suites test through the screens.
    adminCookie = await firstAdmin(target);
    seller = await verifiedSeller(target);
    const method = await call(target, 'POST', `/api/customer/${seller.user.id}/payout-methods`, {
      cookie: seller.cookie,
      body: { type: 'PayPal', accountInfo: { email: 'payouts@example.com' } },
    });
    expect(method.status).toBe(201);
    const added = await adminApi(target, adminCookie).addTicket(seller.user.id, listing);
    expect(added.status).toBe(201);
  }, 90_000);

  afterAll(async () => {
    await browser?.close();
    await target?.stop();
  });

  const url = (path: string) => new URL(path, target.urls.web).href;
  const open = async (path: string) => {
    await page.goto(url(path));
    await page.getByRole('heading', { level: 1 }).first().waitFor();
  };
  const toast = (text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });
  /** Signs the browser in with a session cookie the API handed out (`name=value`). */
  const signInAs = async (cookie: string) => {
    await browser.context.clearCookies();
    const [name, value] = cookie.split(/=(.*)/s) as [string, string];
    await browser.context.addCookies([{ name, value, url: target.urls.web }]);
  };

  it('records the sale on the customer’s Tickets tab, and the seller gets the sale e-mail with the net payout', async () => {
    await signInAs(adminCookie);
    await open('/admin/customers');
    await page.getByLabel('Search customers').fill(seller.email);
    await page.getByRole('list', { name: 'Search results' }).getByText(seller.email).click();
    await page.getByRole('tab', { name: 'Tickets' }).click();
    await page.getByRole('button', { name: `Edit ${listing.eventName}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Ticket' });
    await dialog.getByLabel('Status').selectOption('sold');
    await dialog.getByLabel('Sold Price ($)').fill(salePrice);
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await toast('Ticket updated successfully').waitFor();

    const mail = await waitForMail(target.urls.mailViewer, {
      to: seller.email,
      subject: new RegExp(`Sold! Your tickets for ${listing.eventName}`),
    });
    expect(mail.text).toContain(`sold for $${salePrice}`);
    expect(mail.text).toContain(`you receive ${netPayout}`);
  });

  it('shows the sold ticket to the seller, with Ticket Sold in the activity feed and the payout still processing', async () => {
    await signInAs(seller.cookie);
    await open('/customer/dashboard');
    await page.getByRole('tab', { name: /Sold Tickets/ }).click();
    await page.getByRole('tabpanel').getByText(listing.eventName).first().waitFor();
    await page.getByRole('heading', { name: 'Recent Activity' }).waitFor();
    await page.getByText('Ticket Sold', { exact: true }).first().waitFor();

    await open('/account/profile');
    const history = page.getByRole('region', { name: 'Sales history' });
    const row = history.getByRole('row', { name: new RegExp(listing.eventName) });
    await row.getByText(netPayout).waitFor();
    await row.getByRole('cell', { name: 'Processing' }).waitFor();
  });

  it('lets the seller accept an offer below the floor price on the dashboard, which sells the ticket', async () => {
    const offered = { ...listing, eventName: 'Midnight Quartet', floorPrice: 20_000 };
    const admin = adminApi(target, adminCookie);
    const added = await admin.addTicket(seller.user.id, offered);
    const below = await admin.updateTicket((added.body as { ticket: { id: string } }).ticket.id, {
      ...offered,
      status: 'sold',
      soldPrice: 18_000,
    });
    expect(below.body).toMatchObject({ saleAwaitingSeller: true });

    await signInAs(seller.cookie);
    await open('/customer/dashboard');
    await page.getByRole('tab', { name: /Live Listings/ }).click();
    const offer = page.getByRole('region', { name: 'Offer below your floor price: $180.00' });
    await offer.getByRole('button', { name: 'Accept' }).click();
    await toast('Sale accepted').waitFor();
    await page.getByRole('tab', { name: /Sold Tickets/ }).click();
    await page.getByRole('tabpanel').getByText(offered.eventName).first().waitFor();
  });

  it('moves the payout to sent and then paid in the admin console, and Sales History then says Paid', async () => {
    await signInAs(adminCookie);
    await open('/admin/payouts');
    const select = page.getByRole('checkbox', { name: new RegExp(`payout for ${listing.eventName}`) });
    await select.check();
    await page.getByRole('button', { name: 'Mark sent' }).click();
    await toast('Marked 1 payout as sent').waitFor();
    await select.check();
    await page.getByRole('button', { name: 'Mark paid' }).click();
    await toast('Marked 1 payout as paid').waitFor();
    await page
      .getByRole('row', { name: new RegExp(listing.eventName) })
      .getByText('Paid')
      .waitFor();
    expect(await axeViolations(page, '/admin/payouts')).toEqual([]);

    await signInAs(seller.cookie);
    await open('/account/profile');
    const row = page
      .getByRole('region', { name: 'Sales history' })
      .getByRole('row', { name: new RegExp(listing.eventName) });
    await row.getByRole('cell', { name: 'Paid', exact: true }).waitFor();
  });

  it('logged no unexpected errors in the browser console', () => {
    expect(pageErrors).toEqual([]);
  });
});
