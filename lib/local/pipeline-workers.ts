import { availableParallelism } from 'node:os';
import { FunctionWorker, type FunctionOfWorker } from './function-worker.ts';
import type { TaskHandler } from './step-functions.ts';

export interface PipelineWorkers {
  /** Task state name → a handler that runs the task's module in a worker thread. */
  taskHandlers: Record<string, TaskHandler>;
  /** Starts the first worker ahead of the first task, so that the first e-mail finds it warm. */
  warm(): void;
  /** Milliseconds each running worker's event loop has been busy (`active`) and idle, since it started. */
  utilization(): { active: number; idle: number }[];
  stop(): Promise<void>;
}

// As the CDK stack gives the pipeline's functions (lib/stack): what the handlers' context reports.
const TASK_TIMEOUT_SECONDS = 300;

/**
 * The pipeline's Task handlers run off the main thread, in a few worker threads that each load the
 * task modules once and take invocations concurrently: the main thread keeps to SMTP, HTTP and the
 * state machine, and extraction (CPU-bound) runs beside it on another core. The first worker starts
 * with `warm()` or the first task (a cold start) and stays warm; one more starts while every one is busy,
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

  const preload = Object.values(tasks).map((task) => task.entry);
  const spawn = (): FunctionWorker => {
    const init = { ...first, timeoutSeconds: TASK_TIMEOUT_SECONDS, preload };
    const worker = new FunctionWorker(init, (gone) => {
      const at = workers.indexOf(gone);
      if (at >= 0) workers.splice(at, 1);
    });
    workers.push(worker);
    return worker;
  };
  const leastBusy = (): FunctionWorker => {
    const idlest = workers.reduce<FunctionWorker | undefined>(
      (best, worker) => (!best || worker.inFlight < best.inFlight ? worker : best),
      undefined,
    );
    if (idlest && (idlest.inFlight === 0 || workers.length >= size)) return idlest;
    return spawn();
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
    warm: () => {
      if (workers.length === 0) spawn();
    },
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
