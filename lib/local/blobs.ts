import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { LOOPBACK } from './listen.ts';

// s3rver accepts only this key pair; the local target gives it to every SDK client.
export const S3RVER_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

/** S3 API stand-in (s3rver) holding the buckets as files under `<dataDir>/s3`. Dev-only: bound to loopback. */
export async function startBlobStore(dataDir: string, port: number, buckets: string[]) {
  // Loaded here, not at the top: the local target imports this module for the credentials only, and
  // s3rver runs in the storage process (storage-services.mjs).
  const { default: S3rver } = await import('s3rver');
  const directory = join(dataDir, 's3');
  await mkdir(directory, { recursive: true });
  const server = new S3rver({
    address: LOOPBACK,
    port,
    silent: true,
    directory,
    configureBuckets: buckets.map((name) => ({ name })),
  });
  const address = await server.run();
  return { server, port: address.port };
}
