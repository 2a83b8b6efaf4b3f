import type { ConsoleMessage, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';

import type { LocalTarget } from '../../lib/local/local-target.ts';
import { startE2eTarget } from './support/e2e-target.ts';
import {
  collectPageErrors,
  describeWithBrowser,
  launchBrowser,
  type BrowserSession,
} from './support/browser.ts';
import { linkIn, waitForMail } from './support/mailbox.ts';
import { axeViolations } from './support/axe.ts';

// Replies this suite provokes on purpose; Chromium logs each 4xx reply as a console error.
const provokedFailures: { path: RegExp; status: number }[] = [
  { path: /^\/api\/user$/, status: 401 }, // every signed-out guard check
  { path: /^\/api\/customer\/login$/, status: 401 }, // the old password after the reset
  { path: /^\/api\/customer\/verify\//, status: 400 }, // a verification link used twice
  { path: /^\/api\/customer\/reset-password$/, status: 400 }, // a reset link used twice
  { path: /^\/api\/register$/, status: 401 }, // a second anonymous admin registration
  { path: /^\/api\/login$/, status: 403 }, // a customer at the admin login
];

function provoked(message: ConsoleMessage): boolean {
  const status = /status of (\d{3})/.exec(message.text())?.[1];
  const { pathname } = new URL(message.location().url || 'about:blank');
  return provokedFailures.some((failure) => failure.path.test(pathname) && String(failure.status) === status);
}

describeWithBrowser('accounts in Chromium, served by the local target', () => {
  let target: LocalTarget;
  let browser: BrowserSession;
  let page: Page;
  let pageErrors: string[];

  const seller = {
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: `ada.${Date.now()}@example.com`,
    phone: '+1 555 0100',
    password: 'first password',
  };
  const admin = { email: `ops.${Date.now()}@example.com`, password: 'admin password' };

  beforeAll(async () => {
    // No ADMIN_EMAILS: the first admin comes from the /admin/auth bootstrap (DESIGN §6.6).
    target = await startE2eTarget();
    browser = await launchBrowser();
    await browser.context.grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: target.urls.web,
    });
    page = browser.page;
    pageErrors = collectPageErrors(page, provoked);
  });

  afterAll(async () => {
    await browser?.close();
    await target?.stop();
  });

  const url = (path: string) => new URL(path, target.urls.web).href;
  const open = (path: string) => page.goto(url(path));
  const toast = (text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });

  /** A new visitor: no session cookie, no local hints. */
  async function startOver() {
    // Leave the page and let the next one finish its calls first: cleared cookies would turn requests
    // still under way into 401s (a page that navigated inside the app is not waited for by 'networkidle').
    await open('/');
    await page.waitForLoadState('networkidle');
    await browser.context.clearCookies();
    await open('/');
    await page.evaluate('localStorage.clear()');
  }

  async function signIn(email: string, password: string) {
    await open('/customer/auth');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  }

  const overlay = () => page.getByRole('region', { name: 'Verify your email address' });

  it('registers a seller, whose dashboard stays locked until the mailed link is followed', async () => {
    await open('/customer/auth?tab=register');
    await page.getByLabel('First Name').fill(seller.firstName);
    await page.getByLabel('Last Name').fill(seller.lastName);
    await page.getByLabel('Email').fill(seller.email);
    await page.getByLabel('Phone').fill(seller.phone);
    await page.getByLabel('Password', { exact: true }).fill(seller.password);
    await page.getByLabel('Confirm Password').fill(seller.password);
    await page.getByRole('button', { name: 'Create Account' }).click();

    await page.waitForURL(url('/customer/dashboard'));
    const modal = page.getByRole('dialog', { name: 'Check your inbox' });
    await modal.getByText(seller.email).waitFor();
    await modal.getByRole('button', { name: 'Got it' }).click();
    await modal.waitFor({ state: 'detached' });

    await overlay().getByText(seller.email).waitFor();
    await overlay().getByText(/spam/).waitFor();
    // The dashboard behind the overlay cannot be reached.
    expect(await page.locator('[inert]').getByLabel('Transfer email address').count()).toBe(1);
    expect(await page.evaluate<string | null>("localStorage.getItem('currentCustomer')")).toContain(
      seller.email,
    );

    await overlay().getByRole('button', { name: 'Resend Email' }).click();
    await toast('Verification Email Sent').waitFor();

    const mail = await waitForMail(target.urls.mailViewer, { to: seller.email, subject: /verify/i });
    await page.goto(linkIn(mail, '/verify/'));
    await page.getByRole('heading', { name: 'Email verified!' }).waitFor();

    // spec 000 §9: the success screen moves on by itself after 2 seconds.
    await page.waitForURL(url('/customer/dashboard'), { timeout: 5_000 });
    await page.getByRole('heading', { level: 1, name: `Welcome, ${seller.firstName}!` }).waitFor();
    expect(await overlay().count()).toBe(0);
    const address = await page.getByLabel('Transfer email address').inputValue();
    expect(address).toMatch(/@relay\.localhost$/);

    await page.getByRole('button', { name: 'Copy' }).click();
    await page.getByRole('button', { name: 'Copied!' }).waitFor();
    expect(await page.evaluate<string>('navigator.clipboard.readText()')).toBe(address);
  });

  it('shows the verify error screen for a link that was already used', async () => {
    await startOver();
    const mail = await waitForMail(target.urls.mailViewer, { to: seller.email, subject: /verify/i });
    await page.goto(linkIn(mail, '/verify/'));
    await page.getByRole('heading', { name: 'Verification failed' }).waitFor();
    await page.getByText(/Invalid or expired/).waitFor();
    await page.getByText('The verification link may be expired or invalid.', { exact: false }).waitFor();
    await page.getByRole('link', { name: 'Register Again' }).click();
    await page.waitForURL(url('/customer/auth?tab=register'));
    await page.getByRole('tab', { name: 'Register', selected: true }).waitFor();
  });

  it('resets a forgotten password through the mailed link, then signs in with the new one', async () => {
    await startOver();
    await open('/customer/auth');
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reset your password' });
    await dialog.getByLabel('Email').fill(seller.email);
    await dialog.getByRole('button', { name: 'Send Reset Link' }).click();
    await toast('Reset link sent!').waitFor();
    await dialog.waitFor({ state: 'detached' });

    const mail = await waitForMail(target.urls.mailViewer, { to: seller.email, subject: /reset/i });
    const resetLink = linkIn(mail, '/reset-password/');
    await page.goto(resetLink);
    seller.password = 'second password';
    await page.getByLabel('New Password', { exact: true }).fill(seller.password);
    await page.getByLabel('Confirm New Password').fill(seller.password);
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await page.getByRole('heading', { name: 'Password Reset Complete!' }).waitFor();
    // spec 000 §9: on to the sign-in after 3 seconds (DESIGN §6.1: /customer/auth).
    await page.waitForURL(url('/customer/auth'), { timeout: 6_000 });

    await page.getByLabel('Email').fill(seller.email);
    await page.getByLabel('Password').fill('first password');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page
      .getByRole('alert')
      .getByText('Sorry, your email or password was incorrect. Please check your password.')
      .waitFor();

    await page.getByLabel('Password').fill(seller.password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.waitForURL(url('/customer/dashboard'));
    await page.getByRole('heading', { level: 1, name: `Welcome, ${seller.firstName}!` }).waitFor();
    expect(await overlay().count()).toBe(0);

    // The link works once.
    await page.goto(resetLink);
    await page.getByLabel('New Password', { exact: true }).fill('third password');
    await page.getByLabel('Confirm New Password').fill('third password');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await page.getByRole('heading', { name: 'Reset Link Expired' }).waitFor();
    await page.getByRole('button', { name: 'Request New Reset Link' }).waitFor();
  });

  it('changes the password in the settings after a confirmation, and signs out from the menu', async () => {
    await open('/account/settings?tab=security');
    await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();
    await page.getByLabel('Current Password').fill(seller.password);
    await page.getByLabel('New Password', { exact: true }).fill('fourth password');
    await page.getByLabel('Confirm New Password').fill('fourth password');
    await page.getByRole('button', { name: 'Update Password' }).click();
    await page
      .getByRole('alertdialog', { name: 'Change your password?' })
      .getByRole('button', { name: 'Change Password' })
      .click();
    await page.getByText('Password updated').waitFor();
    seller.password = 'fourth password';

    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await page.waitForURL(url('/customer/auth'));
    expect(await page.evaluate<string | null>("localStorage.getItem('currentCustomer')")).toBeNull();
    await open('/customer/dashboard');
    await page.waitForURL(url('/customer/auth'));

    await signIn(seller.email, seller.password);
    await page.waitForURL(url('/customer/dashboard'));
  });

  it('bootstraps the first admin from /admin/auth, and closes registration after it', async () => {
    await startOver();
    await open('/admin/auth');
    await page.getByRole('tab', { name: 'Register' }).click();
    await page.getByLabel('Email').fill(admin.email);
    await page.getByLabel('Password', { exact: true }).fill(admin.password);
    await page.getByLabel('Confirm Password').fill(admin.password);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await toast('Account created').waitFor();
    await page.waitForURL(url('/admin/dashboard'));
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();

    // The session is the server's: a reload keeps it, and the sign-in page sends the admin on.
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    await open('/admin/auth');
    await page.waitForURL(url('/admin/dashboard'));

    await page.getByRole('button', { name: 'Logout' }).click();
    await toast('Logged out').waitFor();
    await page.waitForURL(url('/admin/auth'));
    await open('/admin/dashboard');
    await page.waitForURL(url('/admin/auth'));

    await page.getByRole('tab', { name: 'Register' }).click();
    await page.getByLabel('Email').fill(`second.${admin.email}`);
    await page.getByLabel('Password', { exact: true }).fill(admin.password);
    await page.getByLabel('Confirm Password').fill(admin.password);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await toast('Registration failed').waitFor();
    await toast('Admin registration is closed').waitFor();

    await page.getByRole('tab', { name: 'Login' }).click();
    await page.getByLabel('Email').fill(admin.email);
    await page.getByLabel('Password').fill(admin.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await toast('Login successful').waitFor();
    await page.waitForURL(url('/admin/dashboard'));
  });

  it('keeps a customer out of the admin console, even with localStorage.adminAccess set', async () => {
    await startOver();
    await signIn(seller.email, seller.password);
    await page.waitForURL(url('/customer/dashboard'));
    await page.evaluate("localStorage.setItem('adminAccess', 'true')");

    await open('/admin/dashboard');
    await page.waitForURL(url('/admin/auth'));
    await page.getByRole('heading', { level: 1, name: 'Admin Portal' }).waitFor();
    expect(await page.getByRole('heading', { name: 'Dashboard' }).count()).toBe(0);

    await page.getByLabel('Email').fill(seller.email);
    await page.getByLabel('Password').fill(seller.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await toast('Login failed').waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin/auth');
  });

  it('signs in with the keyboard alone', async () => {
    await startOver();
    await open('/customer/auth');
    await page.getByLabel('Email').focus();
    await page.keyboard.type(seller.email);
    await page.keyboard.press('Tab'); // Forgot password?
    await page.keyboard.press('Tab');
    await page.keyboard.type(seller.password);
    await page.keyboard.press('Enter');
    await page.waitForURL(url('/customer/dashboard'));

    await page.getByRole('button', { name: 'Account menu' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('menuitem', { name: 'Payment Portal' }).waitFor();
    await page.keyboard.press('Escape');
  });

  it('has no WCAG A/AA violations on the account screens', async () => {
    const screens = ['/customer/dashboard', '/account/settings?tab=security'];
    const signedOutScreens = [
      '/customer/auth',
      '/customer/auth?tab=register',
      '/admin/auth',
      '/verify/x',
      '/reset-password/x',
    ];
    const violations: string[] = [];
    const check = async (path: string) => {
      await open(path);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await page.waitForLoadState('networkidle');
      violations.push(...(await axeViolations(page, path, { all: true })));
    };
    for (const path of screens) await check(path);
    await startOver();
    for (const path of signedOutScreens) await check(path);
    expect(violations).toEqual([]);
  });

  it('fits a 390 px wide phone screen without sideways scrolling', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    try {
      const wide: string[] = [];
      const measure = async (path: string) => {
        await open(path);
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        const width = await page.evaluate<number>('document.documentElement.scrollWidth');
        if (width > 390) wide.push(`${path}: ${width}px`);
      };
      await startOver();
      for (const path of [
        '/customer/auth',
        '/customer/auth?tab=register',
        '/admin/auth',
        '/verify/x',
        '/reset-password/x',
      ]) {
        await measure(path);
      }
      await signIn(seller.email, seller.password);
      await page.waitForURL(url('/customer/dashboard'));
      for (const path of ['/customer/dashboard', '/account/settings?tab=security']) await measure(path);

      await startOver();
      await open('/admin/auth');
      await page.getByLabel('Email').fill(admin.email);
      await page.getByLabel('Password').fill(admin.password);
      await page.getByRole('button', { name: 'Login' }).click();
      await page.waitForURL(url('/admin/dashboard'));
      await measure('/admin/dashboard');
      // On a phone the admin navigation sits behind a menu button.
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page
        .getByRole('navigation', { name: 'Admin' })
        .getByRole('link', { name: 'Dashboard' })
        .waitFor();
      expect(wide).toEqual([]);
    } finally {
      await page.setViewportSize({ width: 1280, height: 800 });
    }
  });

  it('reports no unexpected errors in the browser console', () => {
    expect(pageErrors).toEqual([]);
  });
});
