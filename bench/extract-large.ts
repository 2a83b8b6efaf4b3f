/**
 * The child process of bench:extract's large-e-mail check, run as an esbuild bundle the way a Lambda
 * runs the engine: `node extract-large.mjs <large.eml> <warm-up.eml>…` extracts the warm-up e-mails, then
 * the large one, and prints its time and the process's peak resident memory, runtime and model included.
 */
import { readFileSync } from 'node:fs';
import { extract } from '../lambdas/extraction/extract.ts';
import { baselineModel } from '../lambdas/extraction/model/baseline-model.ts';

const [largeFile, ...warmUpFiles] = process.argv.slice(2);
for (const file of warmUpFiles) await extract(readFileSync(file), baselineModel);
const raw = readFileSync(largeFile!);
const idleMb = process.resourceUsage().maxRSS / 1024;
const started = performance.now();
const result = await extract(raw, baselineModel);
const ms = performance.now() - started;
const peakMb = process.resourceUsage().maxRSS / 1024;
console.log(JSON.stringify({ mb: raw.length / 2 ** 20, ms, idleMb, peakMb, tickets: result.tickets.length }));
