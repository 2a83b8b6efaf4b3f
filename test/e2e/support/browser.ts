import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type ConsoleMessage, type Page } from 'playwright-core';
import { describe, it } from 'vitest';

/** Debian's Chromium; another build can be named with CHROMIUM_PATH. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const chromiumAvailable = existsSync(chromiumPath);

const inCi = Boolean(process.env.CI) && process.env.CI !== 'false' && process.env.CI !== '0';
const installHint = 'install it with `apt-get install -y chromium` (or point CHROMIUM_PATH at a Chromium)';

export interface BrowserSession {
  context: BrowserContext;
  /** The first tab of the browser, sized like a laptop screen. */
  page: Page;
  close(): Promise<void>;
}

/** Starts a headless Chromium with a throw-away profile. */
export async function launchBrowser(): Promise<BrowserSession> {
  const userDataDir = await mkdtemp(join(tmpdir(), 'ticket-relay-chromium-'));
  // Playwright refuses --user-data-dir in args; the profile folder is its first parameter instead.
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: chromiumPath,
    headless: true,
    viewport: { width: 1280, height: 800 },
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  const page = context.pages()[0] ?? (await context.newPage());
  return {
    context,
    page,
    async close() {
      await context.close();
      await rm(userDataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Collects what a page reports as broken: uncaught exceptions and console errors. `expected` lets a
 * suite pass over console errors it causes on purpose (Chromium logs every 4xx reply, for example a
 * wrong password's 401); the resource's URL is in `message.location().url`.
 */
export function collectPageErrors(page: Page, expected?: (message: ConsoleMessage) => boolean): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() !== 'error' || expected?.(message)) return;
    errors.push(`console: ${message.text()} (${message.location().url}) on ${page.url()}`);
  });
  return errors;
}

/**
 * `describe` for suites that drive Chromium. Without Chromium the suite is skipped with one notice on a
 * developer's machine, but fails in CI, where the e2e suite must always run.
 */
export function describeWithBrowser(name: string, body: () => void): void {
  if (chromiumAvailable) {
    describe(name, body);
    return;
  }
  const missing = `Chromium not found at ${chromiumPath}`;
  if (inCi) {
    describe(name, () => {
      it('runs in CI, which needs Chromium', () => {
        throw new Error(`${missing}; CI always runs the e2e suite — ${installHint}`);
      });
    });
    return;
  }
  console.warn(`e2e skipped: ${missing} — ${installHint}`);
  describe.skip(name, body);
}
