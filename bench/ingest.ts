import { fork } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { startLocalTarget } from '../lib/local/local-target.ts';
import { describeHostCpu, readHostCpu } from './host-cpu.ts';
import { buildWebIfStale } from '../scripts/build-web-if-stale.ts';
import type { ClientGo, ClientMessage, ClientStart } from './ingest-client.ts';

/**
 * bench:ingest — N forwarded ticket e-mails (corpus confirmations, each wrapped as its seller's forward)
 * sent over SMTP on several connections to the local target running in this process; the API is polled
 * until every e-mail's ticket is in its seller's pending tickets (or the e-mail has ended without one).
 * Sending and polling run in a child process (bench/ingest-client.ts). A warm-up round of `--warmup`
 * e-mails goes first, unmeasured; then a latency round offered at `--rate` e-mails/s (the target rate)
 * and a capacity round offered at `--capacity-rate` (more than the target), each of N e-mails with
 * sellers of its own. Prints p50/p95 latency from SMTP accepted to ticket visible, the sustained
 * e-mails/s, CPU per e-mail and peak RSS. Targets: p95 ≤ 1 s at 20/s, ≥ 20 e-mails/s sustained.
 */
const { values: args } = parseArgs({
  options: {
    n: { type: 'string', default: '200' },
    rate: { type: 'string', default: '20' },
    'capacity-rate': { type: 'string', default: '30' },
    connections: { type: 'string', default: '8' },
    'poll-ms': { type: 'string', default: '50' },
    warmup: { type: 'string', default: '200' },
  },
});
const total = Number(args.n);
const rate = Number(args.rate);
const capacityRate = args['capacity-rate'] === 'off' ? null : Number(args['capacity-rate']);
const connections = Number(args.connections);
const warmup = Number(args.warmup);
if (
  ![total, connections].every((v) => Number.isInteger(v) && v >= 1) ||
  !(rate >= 0) ||
  !(capacityRate === null || capacityRate >= 0) ||
  !(Number.isInteger(warmup) && warmup >= 0)
) {
  console.error(
    'Usage: npm run bench:ingest -- [--n 200] [--rate 20 (e-mails/s, 0 = all at once)] [--capacity-rate 30 (e-mails/s, 0 = all at once, off = no capacity round)] [--connections 8] [--warmup 200 (e-mails first, not measured)]',
  );
  process.exit(2);
}
const POLL_MS = Number(args['poll-ms']);
const TARGET_RATE = 20;
const TARGET_P95_MS = 1000;

let peakRss = process.memoryUsage.rss();
const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage.rss())), 20);

// The local target serves the built SPA: a fresh clone has none yet.
buildWebIfStale();
const dataDir = await mkdtemp(join(tmpdir(), 'ticket-relay-bench-ingest-'));
const target = await startLocalTarget({
  DATA_DIR: dataDir,
  PORT: 0,
  SMTP_PORT: 0,
  LOG_LEVEL: 'SILENT',
  quiet: true,
});
// The sellers, the sending and the polling run in a process of their own (bench/ingest-client.ts).
const client = fork(join(import.meta.dirname, 'ingest-client.ts'), [], {
  execArgv: ['--import', 'tsx'],
  stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
});
const clientExit = new Promise<never>((_, reject) =>
  client.once('exit', (code) => reject(new Error(`The bench client exited with ${code} before it was done`))),
);
// Messages from the client, in order: each is kept until asked for, so none is missed.
const inbox: ClientMessage[] = [];
const waiting: ((message: ClientMessage) => void)[] = [];
client.on('message', (message: ClientMessage) => {
  const waiter = waiting.shift();
  if (waiter) waiter(message);
  else inbox.push(message);
});
const fromClient = <T extends ClientMessage['type']>(type: T) =>
  Promise.race([
    new Promise<ClientMessage>((resolve) => {
      const queued = inbox.shift();
      if (queued) resolve(queued);
      else waiting.push(resolve);
    }).then((message) => {
      if (message.type !== type)
        throw new Error(`Expected ${type} from the bench client, got ${message.type}`);
      return message as Extract<ClientMessage, { type: T }>;
    }),
    clientExit,
  ]);

/** The rate at which tickets appeared: the least-squares slope of the k-th visible time over k. */
function visibleRate(visibleTimes: number[]): number {
  // A pipeline that keeps up with the offered rate shows that rate, one that falls behind shows less.
  // (First to last alone is biased low by the spread of latencies: a pipeline keeping up with 20/s
  // shows 199 / (9.95 s + the last e-mail's latency − the first's) = 19.4 when they differ by 0.3 s.)
  const meanRank = (visibleTimes.length - 1) / 2;
  const meanTime = visibleTimes.reduce((sum, time) => sum + time, 0) / visibleTimes.length;
  let covariance = 0;
  let variance = 0;
  visibleTimes.forEach((time, rank) => {
    covariance += (rank - meanRank) * (time - meanTime);
    variance += (rank - meanRank) ** 2;
  });
  return 1000 / (covariance / variance);
}

/**
 * One measured round at `offeredRate`, printed. The latency round (offered at the target rate) judges
 * p95; the capacity round (offered more than the target) judges the sustained rate: offered exactly
 * 20/s, a pipeline that keeps up shows 20 give or take the noise, which says nothing of its margin.
 */
async function measureRound(name: string, offeredRate: number, judge: 'latency' | 'capacity'): Promise<void> {
  const cpuBefore = process.cpuUsage();
  const mainLoopBefore = performance.eventLoopUtilization();
  const workersBefore = target.pipelineWorkers.utilization();
  const { cpu: storageCpuBefore, dynamodbRequests: requestsBefore } = await target.storageProcess.usage();
  const hostBefore = readHostCpu();
  const wallBefore = performance.now();
  const done = fromClient('done');
  client.send({ type: 'go', rate: offeredRate } satisfies ClientGo);
  const { sent: reports, startedAt, sendEnd, cpu: clientCpu } = await done;
  const cpu = process.cpuUsage(cpuBefore);
  const mainLoop = performance.eventLoopUtilization(mainLoopBefore);
  const workerLoops = target.pipelineWorkers.utilization().map((after, index) => {
    const before = workersBefore[index] ?? { active: 0, idle: 0 };
    const active = after.active - before.active;
    return active / (active + after.idle - before.idle);
  });
  const { cpu: storageCpuAfter, dynamodbRequests: requestsAfter } = await target.storageProcess.usage();
  const hostAfter = readHostCpu();
  const wallMs = performance.now() - wallBefore;
  await fromClient('ready');

  // As dynalite served them: the pipeline's worker threads and the API answering the polls.
  const requestCounts = Object.entries(requestsAfter)
    .map(([operation, count]): [string, number] => [operation, count - (requestsBefore[operation] ?? 0)])
    .filter(([, count]) => count > 0)
    .sort(([a], [b]) => a.localeCompare(b));
  const cpuMsPerEmail = (cpu.user + cpu.system) / 1000 / total;
  const visible = reports.filter((item) => item.visibleAt);
  const latencies = visible.map((item) => item.visibleAt! - item.acceptedAt).sort((a, b) => a - b);
  const visibleTimes = visible.map((item) => item.visibleAt!).sort((a, b) => a - b);
  const without = reports.filter((item) => item.endedWithout);
  const quantile = (q: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]!;
  const spanSeconds = (visibleTimes.at(-1)! - visibleTimes[0]!) / 1000;
  const firstToLast = (visibleTimes.length - 1) / spanSeconds;
  const sustained = visibleRate(visibleTimes);
  const p95 = quantile(0.95);

  const offered = offeredRate > 0 ? `offered at ${offeredRate} e-mails/s` : 'offered all at once';
  console.log(`\n${name} — ${offered}`);
  console.log(`SMTP: all accepted after ${((sendEnd - startedAt) / 1000).toFixed(2)} s`);
  const p95Verdict =
    judge === 'latency'
      ? `target p95 ≤ ${TARGET_P95_MS} ms: ${p95 <= TARGET_P95_MS ? 'OK' : 'OVER'}`
      : 'above the target rate: not judged';
  console.log(
    `accepted → ticket visible: p50 ${quantile(0.5).toFixed(0)} ms, p95 ${p95.toFixed(0)} ms, max ${latencies.at(-1)!.toFixed(0)} ms (polled every ${POLL_MS} ms; ${p95Verdict})`,
  );
  const rateVerdict =
    judge === 'capacity'
      ? `target ≥ ${TARGET_RATE}: ${sustained >= TARGET_RATE ? 'OK' : 'UNDER'}`
      : 'at most the offered rate: judged in the capacity round';
  console.log(
    `sustained: ${sustained.toFixed(2)} e-mails/s (${latencies.length} tickets visible, the first to the last in ${spanSeconds.toFixed(2)} s: ${firstToLast.toFixed(1)}/s; all ${((visibleTimes.at(-1)! - startedAt) / 1000).toFixed(2)} s after the first send; ${rateVerdict})`,
  );
  const percent = (share: number) => `${(share * 100).toFixed(0)} %`;
  console.log(
    `CPU: ${cpuMsPerEmail.toFixed(0)} ms per e-mail (user + system of the product's process, all its threads, answering the polls included); busy: main thread (SMTP, HTTP, state machine) ${percent(mainLoop.utilization)}, pipeline worker${workerLoops.length === 1 ? '' : 's'} ${workerLoops.map(percent).join(', ')} of the round`,
  );
  console.log(
    `CPU of the client process (sellers' SMTP sending and polling): ${((clientCpu.user + clientCpu.system) / 1000 / total).toFixed(0)} ms per e-mail`,
  );
  const storageCpuMsPerEmail =
    (storageCpuAfter.user - storageCpuBefore.user + storageCpuAfter.system - storageCpuBefore.system) /
    1000 /
    total;
  console.log(
    `CPU of the storage process (dynalite, s3rver; a child of the product's): ${storageCpuMsPerEmail.toFixed(0)} ms per e-mail; product and storage together: ${(cpuMsPerEmail + storageCpuMsPerEmail).toFixed(0)} ms per e-mail`,
  );
  const ownCpuMs =
    (cpuMsPerEmail + storageCpuMsPerEmail) * total + (clientCpu.user + clientCpu.system) / 1000;
  console.log(describeHostCpu(hostBefore, hostAfter, wallMs, ownCpuMs));
  const perEmail = (count: number) => (count / total).toFixed(1);
  console.log(
    `DynamoDB: ${perEmail(requestCounts.reduce((sum, [, count]) => sum + count, 0))} requests per e-mail (${requestCounts.map(([command, count]) => `${command} ${perEmail(count)}`).join(', ')}; the polling included)`,
  );
  if (without.length > 0) {
    const byStatus = new Map<string, number>();
    for (const item of without) byStatus.set(item.endedWithout!, (byStatus.get(item.endedWithout!) ?? 0) + 1);
    console.log(
      `ended without a ticket (not in the latency figures): ${[...byStatus].map(([status, count]) => `${status} ${count}`).join(', ')}`,
    );
  }
}

try {
  type Round = readonly [name: string, offeredRate: number, judge: 'latency' | 'capacity'];
  const rounds: Round[] = [['latency round', rate, 'latency']];
  if (capacityRate !== null) rounds.push(['capacity round', capacityRate, 'capacity']);
  client.send({
    type: 'start',
    target: { urls: target.urls, ports: target.ports },
    total,
    warmup,
    warmupRate: rate,
    rounds: rounds.length,
    connections,
    pollMs: POLL_MS,
  } satisfies ClientStart);
  const warmed = await fromClient('warmed');
  console.log(
    `bench:ingest — ${total} e-mails per round over SMTP on ${connections} connections, ${warmed.sellers} seller(s) per round`,
  );
  if (warmed.warmupSeconds !== null) {
    console.log(
      `warm-up: ${warmup} e-mails, all visible or ended ${warmed.warmupSeconds.toFixed(2)} s after the first send (not measured; then cleared)`,
    );
  }
  const rssBefore = process.memoryUsage.rss();
  for (const [name, offeredRate, judge] of rounds) await measureRound(name, offeredRate, judge);
  const { peakRss: storagePeakRss } = await target.storageProcess.usage();
  console.log(
    `\npeak RSS ${(peakRss / 1024 ** 2).toFixed(0)} MB (${(rssBefore / 1024 ** 2).toFixed(0)} MB before sending)`,
  );
  console.log(`peak RSS of the storage process: ${(storagePeakRss / 1024 ** 2).toFixed(0)} MB`);
} finally {
  clearInterval(sampler);
  if (client.exitCode === null) client.kill();
  await target.stop();
  await rm(dataDir, { recursive: true, force: true });
}
