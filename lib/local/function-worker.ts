import type { EventLoopUtilization } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { parentPort, SHARE_ENV, Worker, workerData } from 'node:worker_threads';
import { lambdaContext } from './http/lambda-context.ts';

/** What Lambda reports when a function throws: the body of an invocation with `X-Amz-Function-Error`. */
export interface FunctionError {
  errorType: string;
  errorMessage: string;
  trace: string[];
}

export type InvocationResult = { ok: true; payload: string } | { ok: false; error: FunctionError };

export interface FunctionWorkerInit {
  /** Absolute path of the handler module (exporting `handler`), unless an invocation names another. */
  entry: string;
  functionName: string;
  timeoutSeconds: number;
  /** Other handler modules to load as the worker starts (the functions it will also run). */
  preload?: string[] | undefined;
}

/** Another function the same environment runs (the pipeline's task handlers share one). */
export interface FunctionOfWorker {
  entry: string;
  functionName: string;
}

interface InvocationMessage {
  id: number;
  event: unknown;
  function?: FunctionOfWorker | undefined;
}

interface ResultMessage {
  id: number;
  result: InvocationResult;
}

export const toFunctionError = (error: unknown): FunctionError => ({
  errorType: error instanceof Error ? error.name : 'Error',
  errorMessage: error instanceof Error ? error.message : String(error),
  trace: error instanceof Error ? (error.stack ?? '').split('\n') : [],
});

/**
 * Inside a function's worker thread: imports each handler module once and runs each invocation
 * message through it, answering with the invocation's id (several may run at a time).
 */
export function serveInvocations(): void {
  const init = workerData as FunctionWorkerInit;
  const port = parentPort!;
  const modules = new Map<string, Promise<Record<string, unknown>>>();
  const load = (entry: string) => {
    let module = modules.get(entry);
    if (!module) modules.set(entry, (module = import(pathToFileURL(entry).href)));
    return module;
  };
  // A module that fails to load fails the invocations that need it, not the worker.
  for (const entry of [init.entry, ...(init.preload ?? [])]) load(entry).catch(() => undefined);
  port.on('message', async ({ id, event, function: { entry, functionName } = init }: InvocationMessage) => {
    let result: InvocationResult;
    try {
      const handler = (await load(entry)).handler;
      if (typeof handler !== 'function') throw new Error(`${entry} does not export a handler function`);
      const context = lambdaContext(functionName, init.timeoutSeconds * 1000);
      const output: unknown = await handler(event, context);
      result = { ok: true, payload: JSON.stringify(output ?? null) };
    } catch (error) {
      result = { ok: false, error: toFunctionError(error) };
    }
    port.postMessage({ id, result } satisfies ResultMessage);
  });
}

// A worker is plain JavaScript: it registers tsx (the local target runs TypeScript sources) and then
// loads this module to serve invocations.
const workerBootstrap = `
const { workerData } = require('node:worker_threads');
import(workerData.tsx)
  .then(({ register }) => { register(); return import(workerData.runtime); })
  .then((runtime) => runtime.serveInvocations());
`;

/**
 * One execution environment of a function: a worker thread that has loaded the handler module and
 * answers invocations. Shares the process's environment variables, as set when it runs.
 */
export class FunctionWorker {
  readonly #worker: Worker;
  readonly #pending = new Map<number, (result: InvocationResult) => void>();
  #nextId = 0;
  #exited = false;

  constructor(init: FunctionWorkerInit, onExit?: (worker: FunctionWorker) => void) {
    const data: FunctionWorkerInit & { tsx: string; runtime: string } = {
      ...init,
      tsx: import.meta.resolve('tsx/esm/api'),
      runtime: import.meta.url,
    };
    this.#worker = new Worker(workerBootstrap, { eval: true, workerData: data, env: SHARE_ENV });
    this.#worker.on('message', ({ id, result }: ResultMessage) => this.#settle(id, result));
    const fail = (error: FunctionError) => {
      for (const id of [...this.#pending.keys()]) this.#settle(id, { ok: false, error });
    };
    this.#worker.on('error', (error) => fail(toFunctionError(error)));
    this.#worker.once('exit', (code) => {
      this.#exited = true;
      fail(
        toFunctionError(
          Object.assign(new Error(`Runtime exited with code ${code}`), { name: 'Runtime.ExitError' }),
        ),
      );
      onExit?.(this);
    });
    this.#idle();
  }

  /** Invocations sent and not answered yet. */
  get inFlight(): number {
    return this.#pending.size;
  }

  get exited(): boolean {
    return this.#exited;
  }

  /** Runs the worker's handler, or that of `otherFunction`, with `event`. */
  invoke(event: unknown, otherFunction?: FunctionOfWorker): Promise<InvocationResult> {
    if (this.#exited) {
      return Promise.resolve({ ok: false, error: toFunctionError(new Error('Runtime exited')) });
    }
    const id = (this.#nextId += 1);
    this.#worker.ref();
    return new Promise((resolve) => {
      this.#pending.set(id, resolve);
      this.#worker.postMessage({ id, event, function: otherFunction } satisfies InvocationMessage);
    });
  }

  /** How busy the worker's event loop has been since it started (Node's event loop utilisation). */
  eventLoopUtilization(): EventLoopUtilization {
    return this.#worker.performance.eventLoopUtilization();
  }

  terminate(): Promise<number> {
    return this.#worker.terminate();
  }

  #settle(id: number, result: InvocationResult): void {
    const resolve = this.#pending.get(id);
    if (!resolve) return;
    this.#pending.delete(id);
    if (this.#pending.size === 0) this.#idle();
    resolve(result);
  }

  // An idle environment does not keep the process alive.
  #idle(): void {
    this.#worker.unref();
  }
}
