import './promise-with-resolvers.ts';
import { existsSync } from 'node:fs';
import { appendFile, readFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import { join } from 'node:path';
import { StateMachine } from 'aws-local-stepfunctions';
import { AwsServiceError, createAwsJsonServer } from './aws-json-server.ts';
import type { TaskFaults } from './task-faults.ts';

export type TaskHandler = (payload: unknown) => Promise<unknown>;

export const LOCAL_STATE_MACHINE_ARN =
  'arn:aws:states:us-east-1:000000000000:stateMachine:ticket-relay-pipeline';

type ExecutionStatus = 'RUNNING' | 'SUCCEEDED' | 'FAILED' | 'ABORTED';

interface Execution {
  executionArn: string;
  name: string;
  status: ExecutionStatus;
  startDate: number;
  stopDate?: number;
  input?: string;
  output?: string;
  error?: string;
  cause?: string;
}

interface Options {
  /** The ASL document, the same file the CDK stack deploys. */
  definition: Record<string, unknown>;
  /** Task state name → the handler module's function, called with the state's `Payload`. */
  taskHandlers: Record<string, TaskHandler>;
  dataDir: string;
  /** Tests only: faults wrapped around the task handlers (the handlers themselves know nothing of them). */
  taskFaults?: TaskFaults | undefined;
}

export interface StepFunctionsStandIn {
  server: Server;
  stateMachineArn: string;
  /** Resolves when no execution is running (or after `timeoutMs`, aborting what still runs). */
  drain(timeoutMs: number): Promise<void>;
}

const executionArnOf = (name: string) =>
  `${LOCAL_STATE_MACHINE_ARN.replace(':stateMachine:', ':execution:')}:${name}`;

/**
 * Step Functions stand-in: StartExecution / DescribeExecution / ListExecutions over the SDK's JSON
 * protocol, each execution run in-process by aws-local-stepfunctions with its Task states calling the
 * same handler modules the CDK stack deploys. Finished executions are journalled under the data folder
 * so that execution names stay unique across restarts, as in AWS.
 */
export async function createStepFunctionsStandIn({
  definition,
  taskHandlers,
  dataDir,
  taskFaults,
}: Options): Promise<StepFunctionsStandIn> {
  const journal = join(dataDir, 'step-functions-executions.jsonl');
  const executions = new Map<string, Execution>();
  if (existsSync(journal)) {
    for (const line of (await readFile(journal, 'utf8')).split('\n').filter(Boolean)) {
      const execution = JSON.parse(line) as Execution;
      executions.set(execution.name, execution);
    }
  }

  const stateMachine = new StateMachine(definition as never, { validationOptions: { checkArn: false } });
  // lambda:invoke Task states receive {FunctionName, Payload} and must answer {Payload}, as Lambda does.
  const overrides = Object.fromEntries(
    Object.entries(taskHandlers).map(([state, taskHandler]) => {
      const handler = taskFaults ? taskFaults.wrap(state, taskHandler) : taskHandler;
      return [
        state,
        async (input: unknown) => ({ Payload: await handler((input as { Payload: unknown }).Payload) }),
      ];
    }),
  );
  /** The state machine for a new execution: the shared one, or one whose faulty states time out sooner. */
  const stateMachineFor = (): StateMachine => {
    const timeouts = Object.entries(taskFaults?.timeoutOverrides() ?? {});
    if (timeouts.length === 0) return stateMachine;
    const states = { ...(definition.States as Record<string, Record<string, unknown>>) };
    for (const [state, TimeoutSeconds] of timeouts) states[state] = { ...states[state], TimeoutSeconds };
    return new StateMachine({ ...definition, States: states } as never, {
      validationOptions: { checkArn: false },
    });
  };
  const running = new Map<string, { abort: () => void; done: Promise<void> }>();

  // Journal lines of executions that finish while a write is under way go out together in the next
  // write: one append per burst instead of one open-write-close per execution.
  let unwritten: string[] = [];
  let writing: Promise<void> | undefined;
  const writeJournal = async () => {
    try {
      while (unwritten.length > 0) {
        const lines = unwritten.join('');
        unwritten = [];
        await appendFile(journal, lines);
      }
    } finally {
      // In the same synchronous turn as the last check, so no line is left behind for a finished write.
      writing = undefined;
    }
  };
  const finish = (execution: Execution): Promise<void> => {
    execution.stopDate = Date.now() / 1000;
    const { input: _input, output: _output, ...summary } = execution;
    unwritten.push(`${JSON.stringify(summary)}\n`);
    writing ??= writeJournal();
    return writing;
  };

  const start = (name: string, input: string): Execution => {
    const execution: Execution = {
      executionArn: executionArnOf(name),
      name,
      status: 'RUNNING',
      startDate: Date.now() / 1000,
      input,
    };
    executions.set(name, execution);
    const run = stateMachineFor().run(JSON.parse(input), {
      overrides: { taskResourceLocalHandlers: overrides as never },
      context: { Execution: { Id: execution.executionArn, Name: name, Input: JSON.parse(input) } } as never,
    });
    const done = run.result.then(
      async (output) => {
        execution.status = 'SUCCEEDED';
        execution.output = JSON.stringify(output);
        await finish(execution);
      },
      async (error: unknown) => {
        const failure = error as {
          name?: string;
          message?: string;
          cause?: { name?: string; message?: string };
        };
        execution.status = failure.name === 'ExecutionAbortedError' ? 'ABORTED' : 'FAILED';
        execution.error = failure.cause?.name ?? failure.name;
        execution.cause = failure.cause?.message ?? failure.message;
        await finish(execution);
      },
    );
    running.set(name, { abort: run.abort, done: done.finally(() => running.delete(name)) });
    return execution;
  };

  const find = (executionArn: unknown): Execution => {
    const name = String(executionArn).split(':').pop() ?? '';
    const execution = executions.get(name);
    if (!execution)
      throw new AwsServiceError(
        'ExecutionDoesNotExist',
        `Execution does not exist: '${String(executionArn)}'`,
      );
    return execution;
  };

  const server = createAwsJsonServer('AWSStepFunctions', 'application/x-amz-json-1.0', {
    StartExecution: ({ stateMachineArn, name, input }) => {
      if (stateMachineArn !== LOCAL_STATE_MACHINE_ARN) {
        throw new AwsServiceError(
          'StateMachineDoesNotExist',
          `State Machine Does Not Exist: '${String(stateMachineArn)}'`,
        );
      }
      const executionName = typeof name === 'string' && name ? name : crypto.randomUUID();
      const existing = executions.get(executionName);
      if (existing) {
        // As in AWS: the same name and input while running is idempotent; anything else is refused.
        if (existing.status === 'RUNNING' && existing.input === (input ?? '{}')) {
          return { executionArn: existing.executionArn, startDate: existing.startDate };
        }
        throw new AwsServiceError(
          'ExecutionAlreadyExists',
          `Execution Already Exists: '${existing.executionArn}'`,
        );
      }
      const execution = start(executionName, typeof input === 'string' ? input : '{}');
      return { executionArn: execution.executionArn, startDate: execution.startDate };
    },
    DescribeExecution: ({ executionArn }) => {
      const { name: _name, ...execution } = find(executionArn);
      return { ...execution, name: _name, stateMachineArn: LOCAL_STATE_MACHINE_ARN };
    },
    ListExecutions: ({ statusFilter }) => ({
      executions: [...executions.values()]
        .filter((execution) => !statusFilter || execution.status === statusFilter)
        .sort((a, b) => b.startDate - a.startDate)
        .slice(0, 1000)
        .map(({ executionArn, name, status, startDate, stopDate }) => ({
          executionArn,
          name,
          status,
          startDate,
          stopDate,
          stateMachineArn: LOCAL_STATE_MACHINE_ARN,
        })),
    }),
  });

  return {
    server,
    stateMachineArn: LOCAL_STATE_MACHINE_ARN,
    async drain(timeoutMs) {
      const all = Promise.all([...running.values()].map((execution) => execution.done));
      const timedOut = await Promise.race([
        all.then(() => false),
        new Promise((r) => setTimeout(r, timeoutMs, true)),
      ]);
      if (timedOut) for (const execution of running.values()) execution.abort();
      await Promise.allSettled([...running.values()].map((execution) => execution.done));
    },
  };
}
