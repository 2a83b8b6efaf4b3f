import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { pathToFileURL } from 'node:url';
import { parentPort, Worker, workerData } from 'node:worker_threads';
import { lambdaContext } from './http/lambda-context.ts';

/** A function the stand-in can run: its handler module (exporting `handler`) and its timeout. */
export interface LocalFunction {
  /** Absolute path of the module. */
  entry: string;
  timeoutSeconds: number;
}

export interface LambdaInvokeOptions {
  /** Function name → module. */
  functions: Record<string, LocalFunction>;
  /** Called when an asynchronous (Event) invocation fails; nobody else hears of it, as in Lambda. */
  onError?: (functionName: string, error: FunctionError) => void;
}

export interface LambdaInvokeStandIn {
  server: Server;
  /** Waits for running invocations (at most `timeoutMs`), then stops every function instance. */
  drain(timeoutMs: number): Promise<void>;
}

/** What Lambda reports when a function throws: the body of an invocation with `X-Amz-Function-Error`. */
export interface FunctionError {
  errorType: string;
  errorMessage: string;
  trace: string[];
}

type InvocationResult = { ok: true; payload: string } | { ok: false; error: FunctionError };

interface WorkerInit {
  entry: string;
  functionName: string;
  timeoutSeconds: number;
}

// Lambda's limits on the request payload.
const MAX_SYNC_PAYLOAD_BYTES = 6 * 1024 * 1024;
const MAX_EVENT_PAYLOAD_BYTES = 1024 * 1024;
const INVOKE_PATH = /^\/2015-03-31\/functions\/([^/]+)\/invocations$/;
// Like Lambda, an environment idle for a while is reclaimed (its memory with it).
const IDLE_WORKER_MS = 10 * 60 * 1000;

const toFunctionError = (error: unknown): FunctionError => ({
  errorType: error instanceof Error ? error.name : 'Error',
  errorMessage: error instanceof Error ? error.message : String(error),
  trace: error instanceof Error ? (error.stack ?? '').split('\n') : [],
});

/**
 * Inside a function instance (a worker thread): imports the handler module and runs one invocation
 * per message, as one Lambda execution environment does.
 */
export function serveInvocations(): void {
  const { entry, functionName, timeoutSeconds } = workerData as WorkerInit;
  const port = parentPort!;
  const module = import(pathToFileURL(entry).href) as Promise<Record<string, unknown>>;
  port.on('message', async (event: unknown) => {
    let result: InvocationResult;
    try {
      const handler = (await module).handler;
      if (typeof handler !== 'function') throw new Error(`${entry} does not export a handler function`);
      const output: unknown = await handler(event, lambdaContext(functionName, timeoutSeconds * 1000));
      result = { ok: true, payload: JSON.stringify(output ?? null) };
    } catch (error) {
      result = { ok: false, error: toFunctionError(error) };
    }
    port.postMessage(result);
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

/** The execution environments of one function: a warm worker is reused, a busy one never shared. */
class FunctionInstances {
  private readonly idle: Worker[] = [];
  private readonly all = new Set<Worker>();
  private readonly reapers = new Map<Worker, NodeJS.Timeout>();

  constructor(
    private readonly functionName: string,
    private readonly definition: LocalFunction,
  ) {}

  private spawn(): Worker {
    const init: WorkerInit & { tsx: string; runtime: string } = {
      entry: this.definition.entry,
      functionName: this.functionName,
      timeoutSeconds: this.definition.timeoutSeconds,
      tsx: import.meta.resolve('tsx/esm/api'),
      runtime: import.meta.url,
    };
    const worker = new Worker(workerBootstrap, { eval: true, workerData: init });
    this.all.add(worker);
    worker.once('exit', () => this.all.delete(worker));
    return worker;
  }

  private park(worker: Worker): void {
    worker.unref();
    this.idle.push(worker);
    const reaper = setTimeout(() => {
      this.reapers.delete(worker);
      this.idle.splice(this.idle.indexOf(worker), 1);
      void worker.terminate();
    }, IDLE_WORKER_MS).unref();
    this.reapers.set(worker, reaper);
  }

  private takeIdle(): Worker | undefined {
    const worker = this.idle.pop();
    if (worker) {
      clearTimeout(this.reapers.get(worker));
      this.reapers.delete(worker);
    }
    return worker;
  }

  invoke(event: unknown): Promise<InvocationResult> {
    const worker = this.takeIdle() ?? this.spawn();
    worker.ref();
    const timeoutMs = this.definition.timeoutSeconds * 1000;
    return new Promise<InvocationResult>((resolve) => {
      const settle = (result: InvocationResult, reusable: boolean) => {
        clearTimeout(timer);
        worker.off('message', onMessage).off('error', onError).off('exit', onExit);
        if (reusable) {
          this.park(worker);
        } else {
          void worker.terminate();
        }
        resolve(result);
      };
      const onMessage = (result: InvocationResult) => settle(result, true);
      const onError = (error: Error) => settle({ ok: false, error: toFunctionError(error) }, false);
      const onExit = (code: number) =>
        settle({ ok: false, error: toFunctionError(new Error(`Runtime exited with code ${code}`)) }, false);
      const timer = setTimeout(() => {
        const seconds = this.definition.timeoutSeconds.toFixed(2);
        settle(
          {
            ok: false,
            error: {
              errorType: 'Sandbox.Timedout',
              errorMessage: `Task timed out after ${seconds} seconds`,
              trace: [],
            },
          },
          false,
        );
      }, timeoutMs);
      worker.on('message', onMessage).once('error', onError).once('exit', onExit);
      worker.postMessage(event);
    });
  }

  async stop(): Promise<void> {
    for (const reaper of this.reapers.values()) clearTimeout(reaper);
    this.reapers.clear();
    this.idle.length = 0;
    await Promise.all([...this.all].map((worker) => worker.terminate()));
  }
}

/** A name, a full ARN or a partial ARN (`123456789012:function:name`), with or without a qualifier. */
function functionNameOf(given: string): string {
  const parts = given.split(':');
  const at = parts.indexOf('function');
  return (at >= 0 ? parts[at + 1] : parts[0]) ?? '';
}

function readBody(request: IncomingMessage, limit: number): Promise<Buffer | undefined> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) chunks.push(chunk);
    });
    request.on('end', () => resolve(size > limit ? undefined : Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

/** An error of the Invoke API itself (not of the function), as the SDK's REST-JSON parser reads it. */
function serviceError(response: ServerResponse, statusCode: number, type: string, message: string): void {
  response.writeHead(statusCode, { 'content-type': 'application/json', 'x-amzn-errortype': type });
  response.end(JSON.stringify({ Type: 'User', message }));
}

/**
 * Lambda stand-in for the Invoke API (REST-JSON, `POST /2015-03-31/functions/{name}/invocations`):
 * `X-Amz-Invocation-Type: Event` answers 202 and runs the function in the background;
 * `RequestResponse` (the default) runs it and answers its result, a thrown error as Lambda does
 * (200 with `X-Amz-Function-Error: Unhandled`); `DryRun` answers 204. Each invocation runs the same
 * handler module the CDK stack deploys, in a worker thread (its own execution environment, reused
 * while warm), so a long CPU-bound function does not stall the local target.
 */
export function createLambdaInvokeStandIn(options: LambdaInvokeOptions): LambdaInvokeStandIn {
  const instances = new Map(
    Object.entries(options.functions).map(([name, definition]) => [
      name,
      new FunctionInstances(name, definition),
    ]),
  );
  const running = new Set<Promise<unknown>>();

  const serve = async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    const match = INVOKE_PATH.exec(new URL(request.url ?? '/', 'http://localhost').pathname);
    if (request.method !== 'POST' || !match) {
      serviceError(response, 404, 'UnknownOperationException', 'Only Invoke is supported here.');
      return;
    }
    const functionName = functionNameOf(decodeURIComponent(match[1]!));
    const invocationType = String(request.headers['x-amz-invocation-type'] ?? 'RequestResponse');
    if (!['Event', 'RequestResponse', 'DryRun'].includes(invocationType)) {
      serviceError(
        response,
        400,
        'InvalidParameterValueException',
        `Unknown invocation type ${invocationType}.`,
      );
      return;
    }
    const limit = invocationType === 'Event' ? MAX_EVENT_PAYLOAD_BYTES : MAX_SYNC_PAYLOAD_BYTES;
    const body = await readBody(request, limit);
    const instance = instances.get(functionName);
    if (!instance) {
      serviceError(response, 404, 'ResourceNotFoundException', `Function not found: ${functionName}`);
      return;
    }
    if (!body) {
      const message = `Request must be smaller than ${limit} bytes for the InvokeFunction operation`;
      serviceError(response, 413, 'RequestTooLargeException', message);
      return;
    }
    let event: unknown;
    try {
      event = body.length === 0 ? {} : JSON.parse(body.toString('utf8'));
    } catch (error) {
      const message = `Could not parse request body into json: ${(error as Error).message}`;
      serviceError(response, 400, 'InvalidRequestContentException', message);
      return;
    }
    if (invocationType === 'DryRun') {
      response.writeHead(204).end();
      return;
    }

    const invocation = instance.invoke(event);
    running.add(invocation);
    void invocation.finally(() => running.delete(invocation));
    if (invocationType === 'Event') {
      response.writeHead(202, { 'content-length': '0' }).end();
      const result = await invocation;
      if (!result.ok) options.onError?.(functionName, result.error);
      return;
    }
    const result = await invocation;
    response.writeHead(200, {
      'content-type': 'application/json',
      'x-amz-executed-version': '$LATEST',
      ...(result.ok ? {} : { 'x-amz-function-error': 'Unhandled' }),
    });
    response.end(result.ok ? result.payload : JSON.stringify(result.error));
  };
  const server = createServer((request, response) => {
    serve(request, response).catch((error: unknown) => {
      if (!response.headersSent) serviceError(response, 500, 'ServiceException', (error as Error).message);
    });
  });

  return {
    server,
    async drain(timeoutMs) {
      await Promise.race([
        Promise.allSettled([...running]),
        new Promise((resolve) => setTimeout(resolve, timeoutMs).unref()),
      ]);
      await Promise.all([...instances.values()].map((instance) => instance.stop()));
    },
  };
}
