import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import {
  startLocalTarget,
  type LocalTarget,
  type LocalTargetOptions,
} from '../../../lib/local/local-target.ts';

/**
 * Starts the local target in this test file's process on free ports with a fresh data folder, and
 * stops it after the file. Tests talk to it only over HTTP, SMTP and the AWS SDK. `options` adds
 * settings such as `ADMIN_EMAILS`.
 */
export function useLocalTarget(options: Omit<LocalTargetOptions, 'DATA_DIR' | 'PORT' | 'SMTP_PORT'> = {}): {
  readonly target: LocalTarget;
} {
  const holder = {} as { target: LocalTarget };
  let dataDir = '';
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'ticket-relay-it-'));
    holder.target = await startLocalTarget({
      DATA_DIR: dataDir,
      PORT: 0,
      SMTP_PORT: 0,
      LOG_LEVEL: 'SILENT',
      // The pipeline runs in worker threads: without this a settings change would reach it up to 5 s late.
      SETTINGS_MAX_AGE_MS: 0,
      quiet: true,
      warmPipeline: false,
      ...options,
    });
  });
  afterAll(async () => {
    await holder.target?.stop();
    await rm(dataDir, { recursive: true, force: true });
  });
  return holder;
}
