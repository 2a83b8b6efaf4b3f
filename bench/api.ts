import autocannon from 'autocannon';
import { startLocalProcess } from '../scripts/local-process.ts';

// bench:api — load against the local target through the HTTP adapter: requests/s and p50/p99 latency.
// Target: /api/health p99 at most 20 ms at 50 concurrent connections.
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const duration = Number(process.env.BENCH_SECONDS ?? 10);

const local = await startLocalProcess(
  undefined,
  process.env.LOG_LEVEL ? { LOG_LEVEL: process.env.LOG_LEVEL } : {},
);
try {
  const endpoints = [{ name: 'GET /api/health', path: '/api/health', target: 20 }];
  console.log(`autocannon: ${connections} connections, ${duration} s per endpoint\n`);
  for (const endpoint of endpoints) {
    // A short warm-up so that module loading and JIT do not count.
    await autocannon({ url: `${local.baseUrl}${endpoint.path}`, connections, duration: 2 });
    const result = await autocannon({ url: `${local.baseUrl}${endpoint.path}`, connections, duration });
    const errors = result.errors + result.non2xx;
    console.log(
      `${endpoint.name.padEnd(28)} ${result.requests.average.toFixed(0).padStart(6)} req/s   p50 ${result.latency.p50} ms   p99 ${result.latency.p99} ms   errors ${errors}   (p99 target ≤ ${endpoint.target} ms: ${result.latency.p99 <= endpoint.target ? 'OK' : 'OVER'})`,
    );
  }
  console.log('\nAuthenticated list endpoints join this benchmark when they exist (issue "Accounts").');
} finally {
  await local.stop();
}
