import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';

import type { LocalTarget } from '../../lib/local/local-target.ts';
import { startE2eTarget } from './support/e2e-target.ts';
import { axeViolations } from './support/axe.ts';
import {
  collectPageErrors,
  describeWithBrowser,
  launchBrowser,
  type BrowserSession,
} from './support/browser.ts';

// Issue 8, spec 001 §2.10 and §2.11: an admin creates a key in the console, the key works against the
// external API, and the direct-access page signs in with a bearer token and lists the key masked.

describeWithBrowser('API keys screens in Chromium, served by the local target', () => {
  let target: LocalTarget;
  let browser: BrowserSession;
  let page: Page;
  let pageErrors: string[];
  let apiKey = '';
  const admin = { email: `keys.${Date.now()}@example.com`, password: 'admin password 1' };
  const keyName = 'Box office sync';

  const url = (path: string) => new URL(path, target.urls.web).href;
  const open = async (path: string) => {
    await page.goto(url(path));
    await page.getByRole('heading', { level: 1 }).first().waitFor();
  };
  const toast = (text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });
  /** axe sees a toast mid-animation (partly transparent): check the page once the toasts are gone. */
  const toastsGone = () =>
    expect.poll(() => page.locator('[data-sonner-toast]').count(), { timeout: 15_000 }).toBe(0);
  /** DESIGN §6.8: what the screens show of a key: `trk_live_` and 12 more characters, then an ellipsis. */
  const masked = () => `${apiKey.slice(0, 'trk_live_'.length + 12)}…`;

  beforeAll(async () => {
    target = await startE2eTarget();
    browser = await launchBrowser();
    page = browser.page;
    await browser.context.grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: new URL(target.urls.web).origin,
    });
    // Chromium logs every 401: the signed-out session check, and the revoked token of the last test.
    pageErrors = collectPageErrors(page, (message) => {
      const { url: source } = message.location();
      return (
        message.text().includes('status of 401') &&
        (source.endsWith('/api/user') || source.endsWith('/api/external/keys'))
      );
    });

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
    await target?.stop();
  });

  it('creates a key in the console and shows it once, then only masked', async () => {
    await open('/admin/api-keys');
    await page.getByRole('heading', { name: 'No API Keys' }).waitFor();
    expect(await axeViolations(page, '/admin/api-keys (empty)')).toEqual([]);

    await page.getByRole('button', { name: 'Create New API Key' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create New API Key' });
    await dialog.getByRole('textbox', { name: 'Name' }).fill(keyName);
    await dialog.getByRole('tab', { name: 'Permissions' }).click();
    await dialog.getByRole('checkbox', { name: 'Write' }).check();
    await dialog.getByRole('tab', { name: 'Rate Limits' }).click();
    expect(await dialog.getByRole('slider').inputValue()).toBe('100');
    expect(await axeViolations(page, 'create dialog')).toEqual([]);
    await dialog.getByRole('button', { name: 'Create API Key' }).click();

    const shown = page.getByRole('dialog', { name: 'API Key Created' });
    await shown.getByText('it will not be shown again', { exact: false }).waitFor();
    apiKey = await shown.getByRole('textbox', { name: 'API key' }).inputValue();
    expect(apiKey).toMatch(/^trk_live_[A-Za-z0-9_-]{22,}$/);
    expect(await axeViolations(page, 'shown-once dialog')).toEqual([]);
    await shown.getByRole('button', { name: 'Copy key' }).click();
    await toast('Copied to clipboard').waitFor();
    expect(await page.evaluate<string>('navigator.clipboard.readText()')).toBe(apiKey);
    await shown.getByRole('button', { name: 'Done' }).click();
    await shown.waitFor({ state: 'hidden' });

    const row = page.getByRole('row').filter({ hasText: keyName });
    await row.getByText(masked()).waitFor();
    await expect(row.textContent()).resolves.toContain(
      'ReadWrite100 requests / hourAll IPs allowedNever expires',
    );
    await expect(row.textContent()).resolves.toContain('Active');
    expect(await page.content()).not.toContain(apiKey);
    await toastsGone();
    expect(await axeViolations(page, '/admin/api-keys (one key)')).toEqual([]);
  });

  it('lets the created key read the external API, and the table shows its use', async () => {
    const tickets = await fetch(url('/api/external/v1/tickets'), {
      headers: { Authorization: `Bearer ${apiKey}` },
    });
    expect(tickets.status).toBe(200);
    expect(tickets.headers.get('ratelimit-limit')).toBe('100');
    const body = (await tickets.json()) as { data: unknown[]; nextCursor: string | null };
    expect(body).toEqual({ data: [], nextCursor: null });

    const viaHeader = await fetch(url('/api/external/v1/tickets'), { headers: { 'X-API-Key': apiKey } });
    expect(viaHeader.status).toBe(200);
    const withoutKey = await fetch(url('/api/external/v1/tickets'));
    expect(withoutKey.status).toBe(401);

    await open('/admin/api-keys');
    const row = page.getByRole('row').filter({ hasText: keyName });
    await row.getByText('2 requests').waitFor();
    await expect(row.textContent()).resolves.not.toContain('Never0 requests');
  });

  it('disables the key after the confirmation, and the API then refuses it', async () => {
    await page.getByRole('button', { name: `Disable ${keyName}` }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Disable API key?' });
    expect(await axeViolations(page, 'disable confirmation')).toEqual([]);
    await confirm.getByRole('button', { name: 'Disable' }).click();
    await toast('API key updated').waitFor();
    await page.getByRole('row').filter({ hasText: keyName }).getByText('Disabled').waitFor();

    const refused = await fetch(url('/api/external/v1/tickets'), { headers: { 'X-API-Key': apiKey } });
    expect(refused.status).toBe(403);

    await page.getByRole('button', { name: `Enable ${keyName}` }).click();
    await page
      .getByRole('alertdialog', { name: 'Enable API key?' })
      .getByRole('button', { name: 'Enable' })
      .click();
    await page.getByRole('row').filter({ hasText: keyName }).getByText('Active').waitFor();
  });

  it('fits a 390 px wide screen', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    try {
      await open('/admin/api-keys');
      await page.getByText(masked()).waitFor();
      expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);
      await open('/api-keys-direct');
      expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);
    } finally {
      await page.setViewportSize({ width: 1280, height: 800 });
    }
  });

  it('signs in on the direct-access page with a bearer token and lists the key masked', async () => {
    // The page works with its token alone: no session cookie.
    await browser.context.clearCookies();
    await open('/api-keys-direct');
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByText('Please enter both email and password').waitFor();
    expect(await axeViolations(page, '/api-keys-direct (login)')).toEqual([]);

    await page.getByRole('textbox', { name: 'Email' }).fill(admin.email);
    await page.getByLabel('Password').fill(admin.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await toast('Authentication successful').waitFor();

    const item = page
      .getByRole('list', { name: 'API keys' })
      .getByRole('listitem')
      .filter({ hasText: keyName });
    await item.getByText(masked()).waitFor();
    expect(await page.content()).not.toContain(apiKey);
    const token = await page.evaluate<string | null>("localStorage.getItem('apiToken')");
    expect(token).toBeTruthy();
    await toastsGone();
    expect(await axeViolations(page, '/api-keys-direct (list)')).toEqual([]);

    await item.getByRole('button', { name: `Copy prefix of ${keyName}` }).click();
    await toast('Copied to clipboard').waitFor();
    expect(await page.evaluate<string>('navigator.clipboard.readText()')).toBe(masked().slice(0, -1));

    // The token is a bearer credential for the key list, and the list never holds the key.
    const listed = await fetch(url('/api/external/keys'), { headers: { Authorization: `Bearer ${token}` } });
    expect(listed.status).toBe(200);
    const { data } = (await listed.json()) as { data: Record<string, unknown>[] };
    expect(data.map((key) => key.prefix)).toEqual([masked().slice(0, -1)]);
    expect(JSON.stringify(data)).not.toContain(apiKey);

    await page.getByRole('button', { name: 'Try Again' }).click();
    await item.getByText(masked()).waitFor();
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.getByRole('textbox', { name: 'Email' }).waitFor();
    expect(await page.evaluate<string | null>("localStorage.getItem('apiToken')")).toBeNull();
  });

  it('forgets a token the server refuses and shows the login form', async () => {
    await page.evaluate("localStorage.setItem('apiToken', 'not-a-valid-token')");
    await open('/api-keys-direct');
    await page.getByText('Your access has ended. Please log in again.').waitFor();
    expect(await page.evaluate<string | null>("localStorage.getItem('apiToken')")).toBeNull();
  });

  it('logged no unexpected errors in the browser console', () => {
    expect(pageErrors).toEqual([]);
  });
});
