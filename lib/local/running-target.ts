import { existsSync, readFileSync } from 'node:fs';
import { rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * Where a running local target says how to reach it (its stand-ins listen on free ports): written to
 * the data folder at start, removed at stop. Scripts such as `npm run demo` and `npm run reconcile`
 * read it to talk to the same DynamoDB, S3 and SMTP servers.
 */
export interface RunningTarget {
  pid: number;
  urls: { web: string; mailViewer: string; dynamodb: string; s3: string; smtp: string };
  smtpPort: number;
  tableName: string;
  buckets: { rawMail: string; models: string };
}

const fileOf = (dataDir: string) => join(dataDir, 'local-target.json');

export async function announceRunningTarget(
  dataDir: string,
  target: RunningTarget,
): Promise<() => Promise<void>> {
  await writeFile(fileOf(dataDir), `${JSON.stringify(target, null, 2)}\n`);
  return () => rm(fileOf(dataDir), { force: true });
}

/** The target running on `dataDir`, or undefined when none is (no file, or its process is gone). */
export function findRunningTarget(dataDir: string): RunningTarget | undefined {
  const file = fileOf(dataDir);
  if (!existsSync(file)) return undefined;
  const target = JSON.parse(readFileSync(file, 'utf8')) as RunningTarget;
  try {
    process.kill(target.pid, 0);
  } catch (error) {
    // EPERM: alive, but another user's process.
    if ((error as NodeJS.ErrnoException).code === 'ESRCH') return undefined;
  }
  return target;
}
