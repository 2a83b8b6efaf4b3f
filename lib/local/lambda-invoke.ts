import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { FunctionWorker, type FunctionError, type InvocationResult } from './function-worker.ts';

export type { FunctionError };

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

// Lambda's limits on the request payload.
const MAX_SYNC_PAYLOAD_BYTES = 6 * 1024 * 1024;
const MAX_EVENT_PAYLOAD_BYTES = 1024 * 1024;
const INVOKE_PATH = /^\/2015-03-31\/functions\/([^/]+)\/invocations$/;
// Like Lambda, an environment idle for a while is reclaimed (its memory with it).
const IDLE_WORKER_MS = 10 * 60 * 1000;

/** The execution environments of one function: a warm worker is reused, a busy one never shared. */
class FunctionInstances {
  private readonly idle: FunctionWorker[] = [];
  private readonly all = new Set<FunctionWorker>();
  private readonly reapers = new Map<FunctionWorker, NodeJS.Timeout>();

  constructor(
    private readonly functionName: string,
    private readonly definition: LocalFunction,
  ) {}

  private spawn(): FunctionWorker {
    const { entry, timeoutSeconds } = this.definition;
    const worker = new FunctionWorker({ entry, functionName: this.functionName, timeoutSeconds }, (gone) =>
      this.forget(gone),
    );
    this.all.add(worker);
    return worker;
  }

  private forget(worker: FunctionWorker): void {
    this.all.delete(worker);
    clearTimeout(this.reapers.get(worker));
    this.reapers.delete(worker);
    const at = this.idle.indexOf(worker);
    if (at >= 0) this.idle.splice(at, 1);
  }

  private park(worker: FunctionWorker): void {
    this.idle.push(worker);
    const reaper = setTimeout(() => {
      this.forget(worker);
      void worker.terminate();
    }, IDLE_WORKER_MS).unref();
    this.reapers.set(worker, reaper);
  }

  private takeIdle(): FunctionWorker | undefined {
    const worker = this.idle.pop();
    if (worker) {
      clearTimeout(this.reapers.get(worker));
      this.reapers.delete(worker);
    }
    return worker;
  }

  async invoke(event: unknown): Promise<InvocationResult> {
    const worker = this.takeIdle() ?? this.spawn();
    const timeoutMs = this.definition.timeoutSeconds * 1000;
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<InvocationResult>((resolve) => {
      timer = setTimeout(() => {
        const seconds = this.definition.timeoutSeconds.toFixed(2);
        const error = {
          errorType: 'Sandbox.Timedout',
          errorMessage: `Task timed out after ${seconds} seconds`,
          trace: [],
        };
        resolve({ ok: false, error });
      }, timeoutMs);
    });
    const result = await Promise.race([worker.invoke(event), timedOut]);
    clearTimeout(timer);
    // A thrown error leaves the environment usable, as in Lambda; a timeout or a crash does not.
    const reusable = result.ok || (result.error.errorType !== 'Sandbox.Timedout' && !worker.exited);
    if (reusable) this.park(worker);
    else void worker.terminate();
    return result;
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
