import { fork, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';

/** What the parent asks the storage process for (its first argument, JSON). */
export interface StorageRequest {
  dataDir: string;
  dynamodbPort: number;
  s3Port: number;
  buckets: string[];
}

/** What the storage process has used since it started. */
export interface StorageUsage {
  /** CPU time, user and system, in microseconds. */
  cpu: NodeJS.CpuUsage;
  /** Peak resident set size in bytes. */
  peakRss: number;
  /** DynamoDB requests served, by operation (`PutItem`, `Query`, ...), from every caller. */
  dynamodbRequests: Record<string, number>;
}

/** Messages of the storage process to its parent (storage-services.mjs sends them). */
type StorageMessage =
  | { type: 'ready'; dynamodbPort: number; s3Port: number }
  | { type: 'failed'; message: string; code?: string }
  | { type: 'usage'; id: number; usage: StorageUsage };

/** Messages of the parent to the storage process. */
type StorageCommand = { type: 'usage'; id: number };

const STOP_GRACE_MS = 5_000;

export interface StorageProcess {
  pid: number;
  dynamodbPort: number;
  s3Port: number;
  /** CPU time and peak memory of the storage process since it started. */
  usage(): Promise<StorageUsage>;
  /** Closes the servers (dynalite flushes its LevelDB) and waits for the process to end. */
  stop(): Promise<void>;
}

/**
 * Starts dynalite and s3rver in a child process (storage-services.mjs) on the given ports (0: free
 * ones) over the same data folder, and resolves once both listen. The child ends with this process.
 */
export function startStorageProcess(request: StorageRequest): Promise<StorageProcess> {
  const child = fork(join(import.meta.dirname, 'storage-services.mjs'), [JSON.stringify(request)], {
    // Plain JavaScript: no TypeScript loader (or other flag of this process) to start with.
    execArgv: [],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  return new Promise((resolve, reject) => {
    const onExit = (code: number | null) =>
      reject(new Error(`The storage process (dynalite, s3rver) exited with ${code} while starting`));
    child.once('exit', onExit);
    child.once('error', reject);
    child.on('message', (message: StorageMessage) => {
      if (message.type === 'failed') {
        child.off('exit', onExit);
        const error = Object.assign(new Error(message.message), message.code ? { code: message.code } : {});
        // Rejected once the child is gone, so that nothing writes to the data folder any more.
        if (child.exitCode === null && child.signalCode === null) {
          const killed = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS).unref();
          void exited.then(() => {
            clearTimeout(killed);
            reject(error);
          });
        } else reject(error);
      } else if (message.type === 'ready') {
        child.off('exit', onExit);
        resolve(running(child, message, exited));
      }
    });
  });
}

function running(
  child: ChildProcess,
  ports: { dynamodbPort: number; s3Port: number },
  exited: Promise<void>,
): StorageProcess {
  let nextId = 0;
  const asked = new Map<number, (usage: StorageUsage) => void>();
  child.on('message', (message: StorageMessage) => {
    if (message.type !== 'usage') return;
    asked.get(message.id)?.(message.usage);
    asked.delete(message.id);
  });
  return {
    pid: child.pid ?? 0,
    dynamodbPort: ports.dynamodbPort,
    s3Port: ports.s3Port,
    usage: () =>
      new Promise((resolve) => {
        const id = nextId++;
        asked.set(id, resolve);
        child.send({ type: 'usage', id } satisfies StorageCommand);
      }),
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      // Disconnecting is the child's signal to close its servers and exit.
      if (child.connected) child.disconnect();
      const killed = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS).unref();
      await exited;
      clearTimeout(killed);
    },
  };
}
