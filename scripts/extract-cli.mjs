// `npm run extract`: runs scripts/extract.ts as one esbuild bundle, rebuilt whenever a source is newer
// (the CLI is started once per evaluation run or even per e-mail).
import { pathToFileURL } from 'node:url';
import { freshBundle } from './fresh-bundle.mjs';

const bundle = await freshBundle('scripts/extract.ts', ['lambdas/extraction']);
await import(pathToFileURL(bundle).href);
