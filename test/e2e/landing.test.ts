import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';

import type { LocalTarget } from '../../lib/local/local-target.ts';
import { startE2eTarget } from './support/e2e-target.ts';
import {
  collectPageErrors,
  describeWithBrowser,
  launchBrowser,
  type BrowserSession,
} from './support/browser.ts';

describeWithBrowser('landing page in Chromium, served by the local target', () => {
  let target: LocalTarget;
  let browser: BrowserSession;
  let page: Page;
  let pageErrors: string[];

  beforeAll(async () => {
    target = await startE2eTarget();
    browser = await launchBrowser();
    page = browser.page;
    pageErrors = collectPageErrors(page);
  });

  afterAll(async () => {
    await browser?.close();
    await target?.stop();
  });

  const open = (path: string) => page.goto(new URL(path, target.urls.web).href);
  // Screens load lazily: wait for the page's h1 before looking at the rest.
  const openLanding = async () => {
    await open('/');
    await page.getByRole('heading', { level: 1 }).waitFor();
  };

  it('shows the hero headline as the only h1', async () => {
    await openLanding();
    const h1 = page.getByRole('heading', { level: 1 });
    expect(await h1.count()).toBe(1);
    expect(await h1.textContent()).toBe('Sell your tickets by forwarding one e-mail');
    expect(await page.title()).toContain('Ticket Relay');
  });

  it('has the how-it-works, pricing, testimonials and contact sections, and the header scrolls to them', async () => {
    await openLanding();
    for (const id of ['how-it-works', 'pricing', 'testimonials', 'contact']) {
      expect(await page.locator(`section#${id}`).count(), id).toBe(1);
    }

    await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Pricing' }).click();
    // The root tsconfig has no DOM types, so in-page checks are written as expressions.
    await page.waitForFunction(`(() => {
      const top = document.querySelector('#pricing').getBoundingClientRect().top;
      return top >= 0 && top < 120;
    })()`);
    expect(new URL(page.url()).hash).toBe('#pricing');
  });

  it('opens the demo dialog, steps through it, and gives focus back when closed', async () => {
    // With reduced motion the walkthrough waits for the visitor, which keeps the steps deterministic.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openLanding();
    const watchDemo = page.getByRole('button', { name: 'Watch demo' });
    await watchDemo.click();

    const dialog = page.getByRole('dialog', { name: 'How Ticket Relay works' });
    await dialog.waitFor();
    await dialog.getByText('Step 1 of 4').waitFor();
    await dialog.getByRole('button', { name: 'Play walkthrough' }).waitFor();

    await dialog.getByRole('button', { name: 'Next' }).click();
    await dialog.getByText('Step 2 of 4').waitFor();
    await page.keyboard.press('ArrowRight');
    await dialog.getByText('Step 3 of 4').waitFor();

    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await watchDemo.evaluate((button) => button === button.ownerDocument.activeElement)).toBe(true);
    await page.emulateMedia({ reducedMotion: null });
  });

  it('fits a 390 px wide phone screen without sideways scrolling', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    try {
      await openLanding();
      expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);

      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.locator('#mobile-menu').getByRole('link', { name: 'Contact' }).click();
      expect(new URL(page.url()).hash).toBe('#contact');
    } finally {
      await page.setViewportSize({ width: 1280, height: 800 });
    }
  });

  it('shows the not-found page for a route without a screen', async () => {
    await open('/no-such-page');
    await page.getByRole('heading', { level: 1, name: '404 Page Not Found' }).waitFor();
    await page.getByText('Did you forget to add the page to the router?').waitFor();
  });

  it('reports no errors in the browser console', () => {
    expect(pageErrors).toEqual([]);
  });
});
