import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { InvokeCommand, LambdaClient, ResourceNotFoundException } from '@aws-sdk/client-lambda';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createLambdaInvokeStandIn,
  type FunctionError,
  type LambdaInvokeStandIn,
} from '../../../lib/local/lambda-invoke.ts';
import { close, listen } from '../../../lib/local/listen.ts';

// Handler modules written at test time: plain ESM, so the test needs no fixture files of its own.
const handlers = {
  'echo.mjs': `
import { isMainThread } from 'node:worker_threads';
export const handler = async (event, context) => ({
  event,
  functionName: context.functionName,
  remainingMs: context.getRemainingTimeInMillis(),
  inMainThread: isMainThread,
});`,
  'slow-writer.mjs': `
import { writeFile } from 'node:fs/promises';
export const handler = async (event) => {
  await new Promise((resolve) => setTimeout(resolve, event.delayMs));
  await writeFile(event.file, JSON.stringify(event));
};`,
  'failing.mjs': `
export const handler = async (event) => {
  const error = new Error('No training data: ' + event.reason);
  error.name = 'TrainingFailed';
  throw error;
};`,
  'spinning.mjs': `
export const handler = async () => { for (;;) {} };`,
};

let dir = '';
let standIn: LambdaInvokeStandIn;
let client: LambdaClient;
const eventFailures: { functionName: string; error: FunctionError }[] = [];

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'lambda-invoke-'));
  for (const [file, source] of Object.entries(handlers)) await writeFile(join(dir, file), source);
  standIn = createLambdaInvokeStandIn({
    functions: {
      echo: { entry: join(dir, 'echo.mjs'), timeoutSeconds: 30 },
      'slow-writer': { entry: join(dir, 'slow-writer.mjs'), timeoutSeconds: 30 },
      failing: { entry: join(dir, 'failing.mjs'), timeoutSeconds: 30 },
      spinning: { entry: join(dir, 'spinning.mjs'), timeoutSeconds: 1 },
    },
    onError: (functionName, error) => eventFailures.push({ functionName, error }),
  });
  const port = await listen(standIn.server, 0);
  client = new LambdaClient({
    region: 'us-east-1',
    endpoint: `http://127.0.0.1:${port}`,
    credentials: { accessKeyId: 'x', secretAccessKey: 'x' },
  });
});

afterAll(async () => {
  client?.destroy();
  await standIn?.drain(1_000);
  if (standIn) await close(standIn.server);
  await rm(dir, { recursive: true, force: true });
});

const payloadOf = (reply: { Payload?: Uint8Array }): unknown =>
  JSON.parse(new TextDecoder().decode(reply.Payload));

const invoke = (FunctionName: string, payload: unknown, InvocationType?: 'Event' | 'RequestResponse') =>
  client.send(new InvokeCommand({ FunctionName, InvocationType, Payload: JSON.stringify(payload) }));

/** The JSON the handler wrote, once it is complete (writeFile is not atomic). */
function writtenJson(file: string): unknown {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

async function eventually<T>(read: () => T | undefined, timeoutMs = 10_000): Promise<T> {
  for (const started = Date.now(); Date.now() - started < timeoutMs;) {
    const value = read();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('timed out waiting');
}

describe('Lambda Invoke stand-in', () => {
  it('runs a RequestResponse invocation in its own thread and returns the handler result', async () => {
    // Act
    const reply = await invoke('echo', { jobId: 'job-1' }, 'RequestResponse');

    // Assess
    expect(reply.StatusCode).toBe(200);
    expect(reply.FunctionError).toBeUndefined();
    expect(reply.ExecutedVersion).toBe('$LATEST');
    expect(payloadOf(reply)).toMatchObject({
      event: { jobId: 'job-1' },
      functionName: 'echo',
      inMainThread: false,
    });
    expect((payloadOf(reply) as { remainingMs: number }).remainingMs).toBeGreaterThan(25_000);
  });

  it('accepts the function as a full ARN with a qualifier, as the SDK passes it', async () => {
    // Act
    const reply = await invoke('arn:aws:lambda:us-east-1:000000000000:function:echo:$LATEST', { n: 1 });

    // Assess
    expect(payloadOf(reply)).toMatchObject({ event: { n: 1 }, functionName: 'echo' });
  });

  it('answers an Event invocation with 202 at once and runs the handler in the background', async () => {
    // Prepare
    const file = join(dir, 'written-by-event.json');

    // Act
    const reply = await invoke('slow-writer', { file, delayMs: 400 }, 'Event');
    const writtenWhenAnswered = existsSync(file);

    // Assess
    expect(reply.StatusCode).toBe(202);
    expect(reply.Payload?.byteLength ?? 0).toBe(0);
    expect(writtenWhenAnswered).toBe(false);
    expect(await eventually(() => writtenJson(file))).toEqual({ file, delayMs: 400 });
  });

  it("reports a thrown error as Lambda does: 200, FunctionError 'Unhandled', the error as payload", async () => {
    // Act
    const reply = await invoke('failing', { reason: 'empty table' }, 'RequestResponse');

    // Assess
    expect(reply.StatusCode).toBe(200);
    expect(reply.FunctionError).toBe('Unhandled');
    expect(payloadOf(reply)).toMatchObject({
      errorType: 'TrainingFailed',
      errorMessage: 'No training data: empty table',
    });
  });

  it('hands the error of a failed Event invocation to onError, since the caller has gone', async () => {
    // Act
    const reply = await invoke('failing', { reason: 'in the background' }, 'Event');

    // Assess
    expect(reply.StatusCode).toBe(202);
    const failure = await eventually(() =>
      eventFailures.find((entry) => entry.error.errorMessage.includes('in the background')),
    );
    expect(failure).toMatchObject({ functionName: 'failing', error: { errorType: 'TrainingFailed' } });
  });

  it('stops an invocation at the function timeout and still serves the next one', async () => {
    // Act
    const timedOut = await invoke('spinning', {}, 'RequestResponse');
    const next = await invoke('echo', { after: 'timeout' }, 'RequestResponse');

    // Assess
    expect(timedOut.FunctionError).toBe('Unhandled');
    expect(payloadOf(timedOut)).toMatchObject({
      errorType: 'Sandbox.Timedout',
      errorMessage: 'Task timed out after 1.00 seconds',
    });
    expect(payloadOf(next)).toMatchObject({ event: { after: 'timeout' } });
  });

  it('refuses an unknown function with ResourceNotFoundException', async () => {
    // Act
    const attempt = invoke('no-such-function', {}, 'Event');

    // Assess
    await expect(attempt).rejects.toBeInstanceOf(ResourceNotFoundException);
    await expect(attempt).rejects.toThrow('Function not found: no-such-function');
  });

  it('refuses a payload that is not JSON', async () => {
    // Act
    const attempt = client.send(new InvokeCommand({ FunctionName: 'echo', Payload: 'not json' }));

    // Assess
    await expect(attempt).rejects.toMatchObject({ name: 'InvalidRequestContentException' });
  });

  it('lets drain wait for a running Event invocation before stopping the functions', async () => {
    // Prepare
    const own = createLambdaInvokeStandIn({
      functions: { 'slow-writer': { entry: join(dir, 'slow-writer.mjs'), timeoutSeconds: 30 } },
    });
    const port = await listen(own.server, 0);
    const ownClient = new LambdaClient({
      region: 'us-east-1',
      endpoint: `http://127.0.0.1:${port}`,
      credentials: { accessKeyId: 'x', secretAccessKey: 'x' },
    });
    const file = join(dir, 'written-before-drain.json');
    await ownClient.send(
      new InvokeCommand({
        FunctionName: 'slow-writer',
        InvocationType: 'Event',
        Payload: JSON.stringify({ file, delayMs: 300 }),
      }),
    );

    // Act
    await own.drain(10_000);

    // Assess
    expect(existsSync(file)).toBe(true);
    ownClient.destroy();
    await close(own.server);
  });
});
