import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  DescribeExecutionCommand,
  ExecutionAlreadyExists,
  SFNClient,
  StartExecutionCommand,
  type DescribeExecutionCommandOutput,
} from '@aws-sdk/client-sfn';
import { afterEach, describe, expect, it } from 'vitest';
import { close, listen } from '../../../lib/local/listen.ts';
import {
  createStepFunctionsStandIn,
  LOCAL_STATE_MACHINE_ARN,
  type TaskHandler,
} from '../../../lib/local/step-functions.ts';

const definition = {
  StartAt: 'Work',
  States: {
    Work: {
      Type: 'Task',
      Resource: 'arn:aws:states:::lambda:invoke',
      Parameters: { FunctionName: '${WorkFunctionArn}', 'Payload.$': '$' },
      OutputPath: '$.Payload',
      Retry: [{ ErrorEquals: ['TransientError'], IntervalSeconds: 0, MaxAttempts: 2 }],
      Catch: [{ ErrorEquals: ['States.ALL'], ResultPath: '$.error', Next: 'Recover' }],
      End: true,
    },
    Recover: {
      Type: 'Task',
      Resource: 'arn:aws:states:::lambda:invoke',
      Parameters: { FunctionName: '${RecoverFunctionArn}', 'Payload.$': '$' },
      OutputPath: '$.Payload',
      Next: 'Failed',
    },
    Failed: { Type: 'Fail', Error: 'WorkFailed', Cause: 'gave up' },
  },
};

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function standIn(taskHandlers: Record<string, TaskHandler>) {
  const dataDir = await mkdtemp(join(tmpdir(), 'sfn-'));
  const stepFunctions = await createStepFunctionsStandIn({ definition, taskHandlers, dataDir });
  const port = await listen(stepFunctions.server, 0);
  const client = new SFNClient({
    region: 'us-east-1',
    endpoint: `http://127.0.0.1:${port}`,
    credentials: { accessKeyId: 'x', secretAccessKey: 'x' },
  });
  cleanups.push(async () => {
    client.destroy();
    await stepFunctions.drain(1_000);
    await close(stepFunctions.server);
    await rm(dataDir, { recursive: true, force: true });
  });
  return client;
}

async function finished(client: SFNClient, name: string): Promise<DescribeExecutionCommandOutput> {
  const executionArn = `${LOCAL_STATE_MACHINE_ARN.replace(':stateMachine:', ':execution:')}:${name}`;
  for (let attempt = 0; attempt < 200; attempt++) {
    const execution = await client.send(new DescribeExecutionCommand({ executionArn }));
    if (execution.status !== 'RUNNING') return execution;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error('execution did not finish');
}

const start = (client: SFNClient, name: string, input: unknown) =>
  client.send(
    new StartExecutionCommand({
      stateMachineArn: LOCAL_STATE_MACHINE_ARN,
      name,
      input: JSON.stringify(input),
    }),
  );

describe('the Step Functions stand-in', () => {
  it('runs Task states with the mapped handler and returns its output', async () => {
    const client = await standIn({
      Work: async (payload) => ({ doubled: (payload as { n: number }).n * 2 }),
      Recover: async () => ({}),
    });

    await start(client, 'double', { n: 21 });

    const execution = await finished(client, 'double');
    expect(execution.status).toBe('SUCCEEDED');
    expect(JSON.parse(execution.output ?? '')).toEqual({ doubled: 42 });
  });

  it('retries a TransientError and then succeeds', async () => {
    let calls = 0;
    const client = await standIn({
      Work: async () => {
        calls += 1;
        if (calls === 1) throw Object.assign(new Error('try again'), { name: 'TransientError' });
        return { calls };
      },
      Recover: async () => ({}),
    });

    await start(client, 'retry', {});

    expect((await finished(client, 'retry')).status).toBe('SUCCEEDED');
    expect(calls).toBe(2);
  });

  it('passes a failure to the Catch state with its error name and message, then fails the execution', async () => {
    const recovered: unknown[] = [];
    const client = await standIn({
      Work: async () => {
        throw Object.assign(new Error('mailbox on fire'), { name: 'BrokenMailError' });
      },
      Recover: async (payload) => {
        recovered.push(payload);
        return payload;
      },
    });

    await start(client, 'catch', { id: 'm1' });

    const execution = await finished(client, 'catch');
    expect(execution.status).toBe('FAILED');
    expect(execution.error).toBe('WorkFailed');
    expect(recovered).toEqual([{ id: 'm1', error: { Error: 'BrokenMailError', Cause: 'mailbox on fire' } }]);
  });

  it('refuses a second execution with the same name once the first has finished', async () => {
    const client = await standIn({ Work: async () => ({}), Recover: async () => ({}) });
    await start(client, 'once', {});
    await finished(client, 'once');

    await expect(start(client, 'once', {})).rejects.toBeInstanceOf(ExecutionAlreadyExists);
  });
});
