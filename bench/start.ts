import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startLocalProcess } from '../scripts/local-process.ts';

// bench:start — seconds from `npm start` to the first 200 from /api/health (target: at most 5 s with
// the SPA build up to date). Three runs on one data folder: the first creates it, the others reuse it.
const dataDir = await mkdtemp(join(tmpdir(), 'ticket-relay-bench-start-'));
const runs: { ready: number; stop: number }[] = [];
for (let run = 0; run < 3; run++) {
  const local = await startLocalProcess(dataDir);
  const stop = await local.stop();
  runs.push({ ready: local.readyAfterMs / 1000, stop: stop / 1000 });
  console.log(
    `run ${run + 1} (${run === 0 ? 'fresh data folder' : 'existing data'}): ready in ${(local.readyAfterMs / 1000).toFixed(2)} s, stopped in ${(stop / 1000).toFixed(2)} s`,
  );
}
await rm(dataDir, { recursive: true, force: true });
const worst = Math.max(...runs.map((r) => r.ready));
console.log(
  `\nnpm start → first 200 from /api/health: worst ${worst.toFixed(2)} s (target ≤ 5 s) ${worst <= 5 ? 'OK' : 'OVER TARGET'}`,
);
