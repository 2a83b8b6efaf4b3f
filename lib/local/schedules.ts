import { InvokeCommand, LambdaClient } from '@aws-sdk/client-lambda';
import {
  functionNameOf,
  invocableFunctionKeys,
  invocableFunctions,
  type InvocableFunction,
  type InvocableFunctionKey,
} from '../../lambdas/jobs/function-registry.ts';

export interface LocalSchedulesOptions {
  /** The Lambda stand-in's endpoint: schedules invoke functions through it, as EventBridge Scheduler does. */
  lambdaEndpoint: string;
  /** Prefix of the local function names (`ticket-relay`). */
  functionPrefix: string;
  /** Milliseconds per scheduled minute; tests shorten it. @default 60 000 */
  minuteMs?: number;
  onError: (functionName: string, error: unknown) => void;
}

export interface LocalSchedules {
  /** The functions on a schedule and their period in ms. */
  readonly scheduled: readonly { key: InvocableFunctionKey; periodMs: number }[];
  stop(): void;
}

/**
 * The local stand-in for EventBridge Scheduler: an in-process timer per scheduled function of the
 * registry, invoking it through the Lambda stand-in at the registry's rate. Like a rate schedule, the
 * first run comes one period after the start; a failed run is reported to `onError`.
 */
export function startLocalSchedules(options: LocalSchedulesOptions): LocalSchedules {
  const client = new LambdaClient({ region: 'us-east-1', endpoint: options.lambdaEndpoint });
  const minuteMs = options.minuteMs ?? 60_000;
  const scheduled = invocableFunctionKeys.flatMap((key) => {
    const { scheduleRateMinutes }: InvocableFunction = invocableFunctions[key];
    return scheduleRateMinutes ? [{ key, periodMs: scheduleRateMinutes * minuteMs }] : [];
  });
  let stopped = false;
  // A run cut short by the target stopping is no failure worth reporting.
  const report = (functionName: string, error: unknown) => {
    if (!stopped) options.onError(functionName, error);
  };
  const timers = scheduled.map(({ key, periodMs }) => {
    const functionName = functionNameOf(options.functionPrefix, key);
    let running = false;
    const invoke = async () => {
      // In AWS the function's timeout is below the rate, so runs never overlap; a slow local run skips a tick.
      if (running) return;
      running = true;
      try {
        const reply = await client.send(new InvokeCommand({ FunctionName: functionName }));
        if (reply.FunctionError) {
          report(functionName, new Error(Buffer.from(reply.Payload ?? []).toString('utf8')));
        }
      } catch (error) {
        report(functionName, error);
      } finally {
        running = false;
      }
    };
    // unref: a pending tick never keeps the process alive on its own.
    return setInterval(() => void invoke(), periodMs).unref();
  });
  return {
    scheduled,
    stop() {
      stopped = true;
      for (const timer of timers) clearInterval(timer);
      client.destroy();
    },
  };
}
