// One esbuild bundle of a TypeScript entry, rebuilt whenever a source it watches is newer: what the
// extract CLI runs (a bundle starts in about a quarter of tsx's time) and what bench:extract measures
// the large e-mails' memory on (as a Lambda runs a bundle, not TypeScript loaded file by file). Plain
// JavaScript on purpose: it must run before any TypeScript loader.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

function newest(path) {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((name) => newest(join(path, name))));
}

/** The bundle of `entry` (relative to the repository), rebuilt when it or a `watched` path changed. */
export async function freshBundle(entry, watched) {
  const entryPath = join(root, entry);
  const bundle = join(root, 'node_modules/.cache/ticket-relay', `${basename(entry, '.ts')}.mjs`);
  const sources = [entryPath, ...watched.map((path) => join(root, path)), join(root, 'package-lock.json')];
  if (!existsSync(bundle) || statSync(bundle).mtimeMs < Math.max(...sources.map(newest))) {
    const { build } = await import('esbuild');
    await build({
      entryPoints: [entryPath],
      outfile: bundle,
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      // unpdf loads pdf.js and its worker at run time: it stays a package.
      external: ['unpdf'],
      banner: {
        js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
      },
      logLevel: 'error',
    });
  }
  return bundle;
}
