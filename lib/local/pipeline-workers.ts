import { availableParallelism } from 'node:os';
import { FunctionWorker, type FunctionOfWorker } from './function-worker.ts';
import type { TaskHandler } from './step-functions.ts';

export interface PipelineWorkers {
  /** Task state name → a handler that runs the task's module in a worker thread. */
  taskHandlers: Record<string, TaskHandler>;
  /** Milliseconds each running worker's event loop has been busy (`active`) and idle, since it started. */
  utilization(): { active: number; idle: number }[];
  stop(): Promise<void>;
}

// As the CDK stack gives the pipeline's functions (lib/stack): what the handlers' context reports.
const TASK_TIMEOUT_SECONDS = 300;

/**
 * The pipeline's Task handlers run off the main thread, in a few worker threads that each load the
 * task modules once and take invocations concurrently: the main thread keeps to SMTP, HTTP and the
 * state machine, and extraction (CPU-bound) runs beside it on another core. Workers start with the
 * first task (a cold start) and stay warm; one more is started while every running one is busy,
 * up to one per core but the main thread's. A task that throws fails with the error's name and
 * message, as Lambda reports it to Step Functions; a worker that dies fails what it was running.
 */
export function createPipelineWorkers(
  tasks: Record<string, FunctionOfWorker>,
  size = Math.max(1, availableParallelism() - 1),
): PipelineWorkers {
  const workers: FunctionWorker[] = [];
  const [first] = Object.values(tasks);
  if (!first) throw new Error('The pipeline has no tasks');

  const leastBusy = (): FunctionWorker => {
    const idlest = workers.reduce<FunctionWorker | undefined>(
      (best, worker) => (!best || worker.inFlight < best.inFlight ? worker : best),
      undefined,
    );
    if (idlest && (idlest.inFlight === 0 || workers.length >= size)) return idlest;
    const worker = new FunctionWorker({ ...first, timeoutSeconds: TASK_TIMEOUT_SECONDS }, (gone) => {
      const at = workers.indexOf(gone);
      if (at >= 0) workers.splice(at, 1);
    });
    workers.push(worker);
    return worker;
  };

  const taskHandlers = Object.fromEntries(
    Object.entries(tasks).map(([state, task]): [string, TaskHandler] => [
      state,
      async (payload) => {
        const result = await leastBusy().invoke(payload, task);
        if (result.ok) return JSON.parse(result.payload) as unknown;
        const { errorType, errorMessage, trace } = result.error;
        throw Object.assign(new Error(errorMessage), { name: errorType, stack: trace.join('\n') });
      },
    ]),
  );

  return {
    taskHandlers,
    utilization: () =>
      workers.map((worker) => {
        const { active, idle } = worker.eventLoopUtilization();
        return { active, idle };
      }),
    async stop() {
      await Promise.all(workers.map((worker) => worker.terminate()));
    },
  };
}
