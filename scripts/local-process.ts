import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const repoRoot = resolve(import.meta.dirname, '..');

/** A port that is free right now, so the benchmark knows where the product will answer. */
export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => done(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export interface LocalProcess {
  child: ChildProcess;
  baseUrl: string;
  /** Everything the process printed on standard output so far. */
  output: () => string;
  /** Milliseconds from spawn to the first 200 from /api/health. */
  readyAfterMs: number;
  stop(): Promise<number>;
}

/** Runs `npm start` exactly as a person would, on free ports and a data folder of its own. */
export async function startLocalProcess(
  dataDir?: string,
  extraEnv: Record<string, string> = {},
  { captureOutput = false } = {},
): Promise<LocalProcess> {
  const port = await freePort();
  const env = {
    ...process.env,
    PORT: String(port),
    SMTP_PORT: '0',
    DATA_DIR: dataDir ?? (await mkdtemp(join(tmpdir(), 'ticket-relay-bench-'))),
    ...extraEnv,
  };
  const spawnedAt = performance.now();
  const child = spawn('npm', ['start', '--silent'], {
    cwd: repoRoot,
    env,
    // Captured output is for tests; benchmarks send it to /dev/null so that reading it costs nothing.
    stdio: ['ignore', captureOutput ? 'pipe' : 'ignore', 'inherit'],
    detached: true,
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    // Request logs can be many; keep the banner and the last lines only.
    output =
      output.length > 100_000 ? output.slice(0, 20_000) + output.slice(-20_000) : output + chunk.toString();
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`npm start exited with ${child.exitCode}`);
    if (Date.now() > deadline) throw new Error('npm start did not answer /api/health within 60 s');
    const healthy = await fetch(`${baseUrl}/api/health`).then(
      (r) => r.status === 200,
      () => false,
    );
    if (healthy) break;
    await new Promise((r) => setTimeout(r, 20));
  }
  const readyAfterMs = performance.now() - spawnedAt;
  return {
    child,
    baseUrl,
    readyAfterMs,
    output: () => output,
    stop: async () => {
      const stopAt = performance.now();
      if (child.exitCode === null) {
        const exited = new Promise((done) => child.once('close', done));
        // npm runs the product in a child of its own: signal the whole process group, as Ctrl-C does.
        process.kill(-child.pid!, 'SIGTERM');
        await exited;
      }
      // npm may exit before the product has finished stopping: wait until the port is really released.
      while (
        await fetch(`${baseUrl}/api/health`).then(
          () => true,
          () => false,
        )
      ) {
        await new Promise((r) => setTimeout(r, 10));
      }
      return performance.now() - stopAt;
    },
  };
}
