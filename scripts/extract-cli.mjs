// `npm run extract`: runs scripts/extract.ts as one esbuild bundle, rebuilt whenever a source is newer.
// A bundle starts in about a quarter of the time tsx needs to load the same TypeScript file by file,
// and the CLI is started once per evaluation run or even per e-mail. Plain JavaScript on purpose: it
// must run before any TypeScript loader.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const entry = join(root, 'scripts/extract.ts');
const bundle = join(root, 'node_modules/.cache/ticket-relay/extract.mjs');

function newest(path) {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((name) => newest(join(path, name))));
}

const sources = [entry, join(root, 'lambdas/extraction'), join(root, 'package-lock.json')];
if (!existsSync(bundle) || statSync(bundle).mtimeMs < Math.max(...sources.map(newest))) {
  const { build } = await import('esbuild');
  await build({
    entryPoints: [entry],
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
await import(pathToFileURL(bundle).href);
