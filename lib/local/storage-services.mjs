// Entry point of the local target's storage process (started by storage-process.ts): the DynamoDB
// stand-in (dynalite, LevelDB under <dataDir>/dynamodb) and the S3 stand-in (s3rver, files under
// <dataDir>/s3), separate from the handlers as the real services are, so that their CPU-heavy
// emulation runs on a core of its own. Plain JavaScript, so the process starts without a TypeScript
// loader. It reads what to start from its first argument (JSON: dataDir, dynamodbPort, s3Port,
// buckets), answers over IPC (the messages are typed in storage-process.ts), and stops when the parent
// disconnects: the parent's stop, or the parent's death, so that no orphan process is left.
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import dynalite from 'dynalite';
import S3rver from 's3rver';
import { cacheDynaliteTableDescriptions } from './dynalite-table-cache.mjs';

const LOOPBACK = '127.0.0.1';
const CLOSE_GRACE_MS = 3_000;

const send = (message) => process.send?.(message);

const listen = (server, port) =>
  new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, LOOPBACK, () => resolve(server.address().port));
  });

// Requests in flight may finish; whatever is still open after the grace time is cut.
const close = (server) =>
  new Promise((resolve) => {
    const force = setTimeout(() => server.closeAllConnections?.(), CLOSE_GRACE_MS).unref();
    server.close(() => {
      clearTimeout(force);
      resolve();
    });
    server.closeIdleConnections?.();
  });

const request = JSON.parse(process.argv[2] ?? '{}');
const servers = [];
let stopping;
const stop = () =>
  (stopping ??= (async () => {
    for (const server of servers.reverse()) await close(server).catch(() => undefined);
    process.exit(0);
  })());

process.on('disconnect', () => void stop());
// Ctrl-C reaches the whole process group: the parent stops first and then disconnects, so that
// executions still writing are drained before the database closes. Alone, a signal ends us.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (!process.connected) void stop();
  });
}
const dynamodbRequests = {};
process.on('message', (command) => {
  if (command?.type !== 'usage') return;
  const usage = {
    cpu: process.cpuUsage(),
    peakRss: process.resourceUsage().maxRSS * 1024,
    dynamodbRequests: { ...dynamodbRequests },
  };
  send({ type: 'usage', id: command.id, usage });
});

try {
  const databaseFolder = join(request.dataDir, 'dynamodb');
  await mkdir(databaseFolder, { recursive: true });
  cacheDynaliteTableDescriptions();
  const database = dynalite({ path: databaseFolder, createTableMs: 0, deleteTableMs: 0, updateTableMs: 0 });
  // X-Amz-Target: DynamoDB_20120810.<Operation>
  database.on('request', (incoming) => {
    const operation = String(incoming.headers['x-amz-target'] ?? '').split('.')[1] || 'other';
    dynamodbRequests[operation] = (dynamodbRequests[operation] ?? 0) + 1;
  });
  const dynamodbPort = await listen(database, request.dynamodbPort);
  servers.push(database);

  const blobsFolder = join(request.dataDir, 's3');
  await mkdir(blobsFolder, { recursive: true });
  const blobs = new S3rver({
    address: LOOPBACK,
    port: request.s3Port,
    silent: true,
    directory: blobsFolder,
    configureBuckets: request.buckets.map((name) => ({ name })),
  });
  const { port: s3Port } = await blobs.run();
  if (blobs.httpServer) servers.push(blobs.httpServer);

  send({ type: 'ready', dynamodbPort, s3Port });
} catch (error) {
  send({
    type: 'failed',
    message: error instanceof Error ? error.message : String(error),
    ...(error?.code ? { code: error.code } : {}),
  });
  await stop();
}
