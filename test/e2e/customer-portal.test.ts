import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';

import type { LocalTarget } from '../../lib/local/local-target.ts';
import { startE2eTarget } from './support/e2e-target.ts';
import { corpusEmail, forwardMessage } from '../integration/ingestion/ingestion-client.ts';
import { sendMail } from '../integration/support/mail.ts';
import {
  collectPageErrors,
  describeWithBrowser,
  launchBrowser,
  type BrowserSession,
} from './support/browser.ts';
import { axeViolations } from './support/axe.ts';
import { linkIn, waitForMail } from './support/mailbox.ts';

// The customer routes of spec 000 §2 (each settings tab is its own screen).
const customerRoutes = [
  '/customer/dashboard',
  '/account/profile',
  '/account/settings?tab=portal',
  '/account/settings?tab=security',
  '/account/settings?tab=notifications',
  '/account/settings?tab=support',
  '/account/settings?tab=legal',
];
const publicRoutes = ['/', '/support', '/customer/auth', '/customer/auth?tab=register'];

// A confirmation the engine reads with high confidence (no review needed), general admission, 4 tickets.
// A general-admission order the engine reads with confidence to spare (94): this suite is about the
// portal, and a ticket that needs review cannot be approved.
const vendorEmail = corpusEmail('tickethub-conf-10');
const eventName = vendorEmail.label.tickets[0]!.eventName!;

describeWithBrowser('customer portal in Chromium, served by the local target', () => {
  let target: LocalTarget;
  let browser: BrowserSession;
  let page: Page;
  let pageErrors: string[];

  const seller = {
    firstName: 'Grace',
    lastName: 'Hopper',
    email: `grace.${Date.now()}@example.com`,
    phone: '+1 555 0199',
    password: 'portal password 1',
    transferEmail: '',
  };

  beforeAll(async () => {
    target = await startE2eTarget();
    browser = await launchBrowser();
    page = browser.page;
    // Chromium logs the signed-out guard check's 401 from /api/user as a console error; it is expected.
    pageErrors = collectPageErrors(
      page,
      (message) => message.text().includes('status of 401') && message.location().url.endsWith('/api/user'),
    );
  });

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
  const portfolioTab = (name: RegExp) => page.getByRole('tab', { name });

  it('registers, verifies and signs in a seller, whose chat assistant starts the 7-step tour', async () => {
    await open('/customer/auth?tab=register');
    await page.getByLabel('First Name').fill(seller.firstName);
    await page.getByLabel('Last Name').fill(seller.lastName);
    await page.getByLabel('Email').fill(seller.email);
    await page.getByLabel('Phone').fill(seller.phone);
    await page.getByLabel('Password', { exact: true }).fill(seller.password);
    await page.getByLabel('Confirm Password').fill(seller.password);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.waitForURL(url('/customer/dashboard'));

    // The verification modal comes first; the assistant's tour waits beside it.
    await page
      .getByRole('dialog', { name: 'Check your inbox' })
      .getByRole('button', { name: 'Got it' })
      .click();
    const tour = page.getByRole('group', { name: 'Guided tour' });
    for (let step = 1; step < 7; step += 1) {
      await tour.getByText(`Step ${step} of 7`).waitFor();
      await tour.getByRole('button', { name: 'Next' }).click();
    }
    await tour.getByText('Step 7 of 7').waitFor();
    await tour.getByRole('button', { name: 'Finish' }).click();
    await page
      .getByRole('region', { name: 'Chat assistant' })
      .getByRole('button', { name: 'Minimize chat' })
      .click();

    const mail = await waitForMail(target.urls.mailViewer, { to: seller.email, subject: /verify/i });
    await page.goto(linkIn(mail, '/verify/'));
    await page.waitForURL(url('/customer/dashboard'), { timeout: 10_000 });
    await page.getByRole('heading', { level: 1, name: `Welcome, ${seller.firstName}!` }).waitFor();
    seller.transferEmail = await page.getByLabel('Transfer email address').inputValue();
    expect(seller.transferEmail).toMatch(/@relay\.localhost$/);
    expect(await page.evaluate<string | null>("localStorage.getItem('showChatGuide')")).toBeNull();
  });

  it('shows a preview while a tab is empty', async () => {
    await open('/customer/dashboard');
    await page.getByText('No tickets yet').first().waitFor();
    await page.getByRole('button', { name: 'See Preview' }).click();
    const sample = page.getByRole('article', { name: 'Sample Event · Preview' });
    expect(await sample.getByRole('button', { name: 'APPROVE & LIST' }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Exit Preview' }).click();
    await page.getByText('No tickets yet').first().waitFor();
  });

  it('lists a forwarded ticket under Pending Review, approves it after the terms, and sets a floor price', async () => {
    await sendMail(
      target.ports.smtp,
      forwardMessage(vendorEmail, {
        from: seller.email,
        to: seller.transferEmail,
        subject: `Fwd: ${vendorEmail.label.original.subject}`,
      }),
    );
    await open('/customer/dashboard');
    const card = page.getByRole('article', { name: eventName });
    for (let attempt = 0; attempt < 40 && (await card.count()) === 0; attempt += 1) {
      await page.getByRole('button', { name: 'Refresh' }).click();
      await page.waitForTimeout(250);
    }
    await card.waitFor();
    await portfolioTab(/^Pending Review \(1\)$/).waitFor();
    expect(await card.getByText('General admission').count()).toBe(1);

    await card.getByRole('button', { name: 'APPROVE & LIST' }).click();
    const terms = page.getByRole('dialog', { name: 'Terms and Conditions' });
    const accept = terms.getByRole('checkbox', { name: 'I have read and accept the Terms and Conditions' });
    expect(await accept.isDisabled()).toBe(true);
    await terms.getByTestId('terms-text').evaluate((element) => element.scrollTo(0, element.scrollHeight));
    await accept.check();
    await terms.getByRole('button', { name: 'Accept & Continue' }).click();
    await page
      .getByRole('alertdialog', { name: 'Approve and list this ticket?' })
      .getByRole('button', { name: 'Approve & List' })
      .click();
    await toast('Ticket status updated successfully').waitFor();

    await portfolioTab(/^Live Listings \(1\)$/).click();
    const live = page.getByRole('article', { name: eventName });
    await live.getByText('Live').first().waitFor();
    await live.getByRole('button', { name: 'MANAGE LISTING' }).click();
    const dialog = page.getByRole('dialog', { name: 'Set Floor Price' });
    await dialog.getByLabel('Floor price (USD)').fill('250.50');
    await dialog.getByText('$212.92').waitFor();
    await dialog.getByRole('button', { name: 'Set Floor Price' }).click();
    await page
      .getByRole('alertdialog', { name: 'Change the floor price?' })
      .getByRole('button', { name: 'Confirm' })
      .click();
    await page.getByText('Floor Price Updated Successfully! New floor price: $250.50').waitFor();
    await live.getByText('Updated!').waitFor();

    const activity = page.getByRole('heading', { name: 'Recent Activity' }).locator('xpath=../..');
    await activity.getByText(`${eventName} is now live`).waitFor();
  });

  it('works the portfolio with the keyboard alone', async () => {
    await open('/customer/dashboard');
    await portfolioTab(/^Pending Review/).focus();
    await page.keyboard.press('ArrowRight');
    await page.getByRole('tab', { name: /^Live Listings/, selected: true }).waitFor();
    const manage = page.getByRole('button', { name: 'MANAGE LISTING' });
    for (
      let presses = 0;
      presses < 10 && !(await manage.evaluate((node) => node === node.ownerDocument.activeElement));
      presses += 1
    ) {
      await page.keyboard.press('Tab');
    }
    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: 'Set Floor Price' }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog', { name: 'Set Floor Price' }).waitFor({ state: 'detached' });
  });

  it('adds payout methods (the first becomes default), switches the default and deletes one', async () => {
    await open('/account/settings?tab=portal');
    const add = async (choose: () => Promise<void>) => {
      await page.getByRole('button', { name: 'Add Payment Method' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add Payment Method' });
      await dialog.waitFor();
      await choose();
      await dialog.getByRole('button', { name: 'Add Method' }).click();
      await dialog.waitFor({ state: 'detached' });
    };
    await add(async () => {
      const dialog = page.getByRole('dialog', { name: 'Add Payment Method' });
      await dialog.getByLabel('Payout type').selectOption('ACH');
      await dialog.getByLabel('Account holder name').fill('Grace Hopper');
      await dialog.getByLabel('Routing number').fill('021000021');
      await dialog.getByLabel('Account number').fill('000123456789');
    });
    await toast('Payment method added').waitFor();
    const deleteBank = page.getByRole('button', { name: 'Delete Bank account ••••6789' });
    await deleteBank.waitFor();
    expect(await page.content()).not.toContain('000123456789');

    await add(async () => {
      const dialog = page.getByRole('dialog', { name: 'Add Payment Method' });
      await dialog.getByLabel('Payout type').selectOption('PayPal');
      await dialog.getByLabel('PayPal email').fill('grace@paypal.example');
    });
    await page.getByRole('button', { name: 'Set as Default: PayPal grace@paypal.example' }).click();
    await page
      .getByRole('alertdialog', { name: 'Set as default payment method?' })
      .getByRole('button', { name: 'Set as Default' })
      .click();
    await page.getByRole('dialog', { name: 'Default payment method updated' }).waitFor();
    await page.getByRole('button', { name: 'Set as Default: Bank account ••••6789' }).waitFor();

    await deleteBank.click();
    await page
      .getByRole('alertdialog', { name: 'Delete this payment method?' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await toast('Payment method deleted').waitFor();
    await deleteBank.waitFor({ state: 'detached' });
  });

  it('edits the profile and keeps it after a reload', async () => {
    await open('/account/profile');
    await page.getByRole('button', { name: 'Edit' }).click();
    await page.getByLabel('City').fill('Arlington');
    await page.getByLabel('Country').selectOption('Canada');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await toast('Profile Updated').waitFor();
    await open('/account/profile');
    expect(await page.getByLabel('City').inputValue()).toBe('Arlington');
    expect(await page.getByLabel('Country').inputValue()).toBe('Canada');
  });

  it('has no serious or critical accessibility violations on any customer route', async () => {
    const violations: string[] = [];
    for (const path of [...customerRoutes, ...publicRoutes.slice(0, 2)]) {
      await open(path);
      await page.waitForLoadState('networkidle');
      violations.push(...(await axeViolations(page, path)));
    }
    expect(violations).toEqual([]);
  });

  it('fits every customer route on a 390 px wide phone (screenshots kept for review)', async () => {
    const shots = await mkdtemp(join(tmpdir(), 'ticket-relay-390-'));
    await page.setViewportSize({ width: 390, height: 844 });
    try {
      const wide: string[] = [];
      for (const path of [...customerRoutes, ...publicRoutes.slice(0, 2)]) {
        await open(path);
        await page.waitForLoadState('networkidle');
        const width = await page.evaluate<number>('document.documentElement.scrollWidth');
        if (width > 390) wide.push(`${path}: ${width}px`);
        const name = path.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home';
        const shot = await page.screenshot({ path: join(shots, `${name}.png`), fullPage: true });
        expect(shot.byteLength).toBeGreaterThan(1_000);
      }
      expect(wide).toEqual([]);
    } finally {
      await page.setViewportSize({ width: 1280, height: 800 });
    }
  });

  it('reports no errors in the browser console', () => {
    expect(pageErrors).toEqual([]);
  });
});
