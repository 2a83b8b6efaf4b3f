import { spawnSync } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromium } from 'playwright-core';
import { startLocalTarget } from '../lib/local/local-target.ts';
import { chromiumPath } from '../test/e2e/support/browser.ts';

// bench:web — for each customer route: the gzip size of the JavaScript the browser loads to show it
// (target ≤ 200 KB for the landing page and the dashboard), and Lighthouse's performance and
// accessibility scores for `/` and `/customer/dashboard` (targets ≥ 90 and ≥ 95), in Debian's Chromium.

const KB = 1024;
const repoRoot = join(import.meta.dirname, '..');
const distDir = join(repoRoot, 'web', 'dist');

spawnSync('npx', ['tsx', 'scripts/build-web-if-stale.ts'], { cwd: repoRoot, stdio: 'inherit' });

const dataDir = await mkdtemp(join(tmpdir(), 'ticket-relay-bench-web-'));
const target = await startLocalTarget({
  DATA_DIR: dataDir,
  PORT: 0,
  SMTP_PORT: 0,
  LOG_LEVEL: 'ERROR',
  quiet: true,
});
const base = target.urls.web;

async function api(path: string, body: unknown, cookie?: string) {
  const response = await fetch(new URL(path, base), {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
  return response;
}

// A signed-in seller for the customer routes.
const email = `bench.${Date.now()}@example.com`;
const registered = await api('/api/customer/register', {
  email,
  password: 'bench password 1',
  firstName: 'Bench',
  lastName: 'Seller',
  phone: '+1 555 0100',
});
const sessionCookie = registered.headers.getSetCookie()[0]!.split(';')[0]!;

// Verified through the mailed link, as a seller's everyday dashboard is (the locked overlay is lazy).
async function mailedVerificationToken(): Promise<string> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const store = (await (await fetch(new URL('/store', target.urls.mailViewer))).json()) as {
      emails: { destination: { to: string[] }; body: { text?: string } }[];
    };
    const texts = store.emails
      .filter((mail) => mail.destination.to.includes(email))
      .map((mail) => mail.body.text);
    const token = texts.map((text) => /\/verify\/([A-Za-z0-9_-]+)/.exec(text ?? '')?.[1]).find(Boolean);
    if (token) return token;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('No verification link was mailed to the bench seller');
}
const token = await mailedVerificationToken();
const verified = await fetch(new URL(`/api/customer/verify/${token}`, base));
if (!verified.ok) throw new Error(`Verification answered ${verified.status}`);

const routes = [
  { path: '/', signedIn: false },
  { path: '/support', signedIn: false },
  { path: '/customer/auth', signedIn: false },
  { path: '/customer/dashboard', signedIn: true },
  { path: '/account/profile', signedIn: true },
  { path: '/account/settings', signedIn: true },
];

const gzipCache = new Map<string, number>();
async function gzipSizeOf(url: string): Promise<number> {
  const path = new URL(url).pathname;
  let size = gzipCache.get(path);
  if (size === undefined) {
    size = gzipSync(await readFile(join(distDir, path)), { level: 9 }).length;
    gzipCache.set(path, size);
  }
  return size;
}

const browser = await chromium.launch({
  executablePath: chromiumPath,
  args: ['--no-sandbox', '--disable-gpu'],
});
const [cookieName, cookieValue] = sessionCookie.split('=') as [string, string];
console.log('JavaScript loaded per route (gzip -9 of the built files):');
const sizes: Record<string, number> = {};
for (const route of routes) {
  const context = await browser.newContext();
  if (route.signedIn) await context.addCookies([{ name: cookieName, value: cookieValue, url: base }]);
  const page = await context.newPage();
  const scripts = new Set<string>();
  page.on('request', (request) => {
    if (request.resourceType() === 'script' && request.url().startsWith(base)) scripts.add(request.url());
  });
  await page.goto(new URL(route.path, base).href, { waitUntil: 'networkidle' });
  let total = 0;
  for (const script of scripts) {
    const size = await gzipSizeOf(script);
    total += size;
    if (process.argv.includes('--why'))
      console.log(`      ${(size / KB).toFixed(1).padStart(6)} KB ${new URL(script).pathname}`);
  }
  sizes[route.path] = total;
  console.log(
    `  ${route.path.padEnd(22)} ${(total / KB).toFixed(1).padStart(7)} KB in ${scripts.size} files`,
  );
  await context.close();
}
await browser.close();

const chrome = await chromeLauncher.launch({
  chromePath: chromiumPath,
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
});
type Preset = 'desktop' | 'mobile';
const RUNS = Number(/--runs=(\d+)/.exec(process.argv.join(' '))?.[1] ?? 3);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const scores: Record<string, Record<Preset, { performance: number[]; accessibility: number[] }>> = {};
try {
  for (const route of routes.filter((r) => r.path === '/' || r.path === '/customer/dashboard')) {
    for (const preset of ['desktop', 'mobile'] as const) {
      for (let run = 0; run < RUNS; run += 1) {
        const result = await lighthouse(
          new URL(route.path, base).href,
          {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: ['performance', 'accessibility'],
            ...(route.signedIn ? { extraHeaders: { Cookie: sessionCookie } } : {}),
          },
          // Lighthouse's own presets: desktop (dense 4G, no CPU slowdown) and its default, mobile
          // (slow 4G, 4× CPU slowdown).
          preset === 'desktop' ? desktopConfig : undefined,
        );
        const categories = result?.lhr.categories;
        // --why lists what costs points, to know where to work.
        if (process.argv.includes('--why') && run === 0) {
          for (const audit of Object.values(result?.lhr.audits ?? {})) {
            if (audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== 'informative') {
              console.log(
                `    ${route.path} (${preset}) ${audit.id}: ${audit.displayValue ?? ''} (${audit.score})`,
              );
              const items =
                (audit.details as { items?: { node?: { snippet?: string } }[] } | undefined)?.items ?? [];
              for (const item of items.slice(0, 3))
                if (item.node?.snippet) console.log(`      ${item.node.snippet}`);
            }
          }
        }
        const entry = ((scores[route.path] ??= {} as (typeof scores)[string])[preset] ??= {
          performance: [],
          accessibility: [],
        });
        entry.performance.push(Math.round((categories?.performance?.score ?? 0) * 100));
        entry.accessibility.push(Math.round((categories?.accessibility?.score ?? 0) * 100));
      }
    }
  }
} finally {
  chrome.kill();
  await target.stop();
  await rm(dataDir, { recursive: true, force: true });
}

// Lighthouse's simulation scales the CPU time it observed: on a busy machine every figure is worse.
console.log(
  `\nLighthouse, median of ${RUNS} runs (Debian Chromium; load average ${loadavg()
    .map((n) => n.toFixed(1))
    .join(' ')} on this machine):`,
);
for (const [path, presets] of Object.entries(scores)) {
  for (const [preset, score] of Object.entries(presets)) {
    console.log(
      `  ${path.padEnd(22)} ${preset.padEnd(8)} performance ${median(score.performance)} (${score.performance.join(', ')})  accessibility ${median(score.accessibility)}`,
    );
  }
}
const verdict = (ok: boolean) => (ok ? 'OK' : 'OVER TARGET');
for (const path of ['/', '/customer/dashboard']) {
  const js = sizes[path] ?? 0;
  console.log(`\n${path}: JS ${(js / KB).toFixed(1)} KB gzip (target ≤ 200 KB) ${verdict(js <= 200 * KB)}`);
  for (const [preset, score] of Object.entries(scores[path] ?? {})) {
    const performance = median(score.performance);
    const accessibility = median(score.accessibility);
    console.log(
      `${path} ${preset}: performance ${performance} (target ≥ 90) ${verdict(performance >= 90)}, accessibility ${accessibility} (target ≥ 95) ${verdict(accessibility >= 95)}`,
    );
  }
}
