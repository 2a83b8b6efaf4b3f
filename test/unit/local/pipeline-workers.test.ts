import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createPipelineWorkers, type PipelineWorkers } from '../../../lib/local/pipeline-workers.ts';

// Task modules written at test time: plain ESM, so the test needs no fixture files of its own.
const modules = {
  'record.mjs': `
import { isMainThread, threadId } from 'node:worker_threads';
let calls = 0;
export const handler = async (payload, context) => {
  calls += 1;
  await new Promise((resolve) => setTimeout(resolve, payload.delayMs ?? 0));
  return { payload, functionName: context.functionName, inMainThread: isMainThread, threadId, calls };
};`,
  'transient.mjs': `
export const handler = async () => {
  const error = new Error('DynamoDB throttled the write');
  error.name = 'TransientError';
  throw error;
};`,
  'marks-its-loading.mjs': `
import { writeFileSync } from 'node:fs';
import { workerData } from 'node:worker_threads';
writeFileSync(new URL('./loaded.txt', import.meta.url), String(workerData ? 'worker' : 'main'));
export const handler = async () => 'loaded';`,
  'crash.mjs': `
export const handler = async () => { process.exit(3); };`,
};

let dir = '';
let pool: PipelineWorkers | undefined;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'pipeline-workers-'));
  for (const [file, source] of Object.entries(modules)) await writeFile(join(dir, file), source);
});
afterEach(async () => {
  await pool?.stop();
  pool = undefined;
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

const task = (file: string, functionName: string) => ({ entry: join(dir, file), functionName });

interface Recorded {
  payload: unknown;
  functionName: string;
  inMainThread: boolean;
  threadId: number;
  calls: number;
}

describe('the pipeline tasks in worker threads (local target)', () => {
  it("runs each task's module off the main thread with its own function name, the answer as JSON", async () => {
    pool = createPipelineWorkers(
      {
        ProcessEmail: task('record.mjs', 'pipeline-ProcessEmail'),
        Notify: task('record.mjs', 'pipeline-Notify'),
      },
      1,
    );

    const processed = (await pool.taskHandlers.ProcessEmail!({ emailId: 'e-1', at: undefined })) as Recorded;
    const notified = (await pool.taskHandlers.Notify!({ emailId: 'e-1' })) as Recorded;

    expect(processed).toMatchObject({
      payload: { emailId: 'e-1' },
      functionName: 'pipeline-ProcessEmail',
      inMainThread: false,
    });
    expect(notified).toMatchObject({ functionName: 'pipeline-Notify', inMainThread: false });
    // One warm worker serves both tasks, and the module is loaded once.
    expect(notified.threadId).toBe(processed.threadId);
    expect(notified.calls).toBe(2);
  });

  it('takes invocations concurrently, and starts a second worker only while the first is busy', async () => {
    pool = createPipelineWorkers({ ProcessEmail: task('record.mjs', 'pipeline-ProcessEmail') }, 2);
    const run = pool.taskHandlers.ProcessEmail!;

    const together = (await Promise.all([
      run({ delayMs: 300 }),
      run({ delayMs: 300 }),
      run({ delayMs: 300 }),
    ])) as Recorded[];
    const threads = new Set(together.map((result) => result.threadId));
    const afterwards = (await run({})) as Recorded;

    expect(threads.size).toBe(2);
    expect(pool.utilization()).toHaveLength(2);
    expect(threads.has(afterwards.threadId)).toBe(true);
  });

  it('starts one warm worker ahead of the first task, with every task module loaded', async () => {
    pool = createPipelineWorkers(
      {
        ProcessEmail: task('record.mjs', 'pipeline-ProcessEmail'),
        NotifyCustomer: task('marks-its-loading.mjs', 'pipeline-NotifyCustomer'),
      },
      2,
    );

    pool.warm();
    pool.warm();
    await expect.poll(() => existsSync(join(dir, 'loaded.txt')), { timeout: 10_000 }).toBe(true);

    expect(pool.utilization()).toHaveLength(1);
    expect(readFileSync(join(dir, 'loaded.txt'), 'utf8')).toBe('worker');
    const first = (await pool.taskHandlers.ProcessEmail!({})) as Recorded;
    expect(first.calls).toBe(1);
    expect(pool.utilization()).toHaveLength(1);
  });

  it('fails with the error name and message the task threw, so the state machine retries by name', async () => {
    pool = createPipelineWorkers({ ProcessEmail: task('transient.mjs', 'pipeline-ProcessEmail') }, 1);

    const failure = pool.taskHandlers.ProcessEmail!({});

    await expect(failure).rejects.toMatchObject({
      name: 'TransientError',
      message: 'DynamoDB throttled the write',
    });
  });

  it('fails what a dying worker was running, and the next invocation gets a fresh worker', async () => {
    pool = createPipelineWorkers(
      {
        Crash: task('crash.mjs', 'pipeline-Crash'),
        ProcessEmail: task('record.mjs', 'pipeline-ProcessEmail'),
      },
      1,
    );

    const crashed = pool.taskHandlers.Crash!({});

    await expect(crashed).rejects.toMatchObject({
      name: 'Runtime.ExitError',
      message: 'Runtime exited with code 3',
    });
    const next = (await pool.taskHandlers.ProcessEmail!({ emailId: 'e-2' })) as Recorded;
    expect(next).toMatchObject({ payload: { emailId: 'e-2' }, calls: 1 });
  });
});
