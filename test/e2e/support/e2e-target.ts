import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { startLocalTarget, type LocalTarget } from '../../../lib/local/local-target.ts';

/**
 * The local target an e2e file drives: a fresh data folder, free ports, only errors logged and no
 * ADMIN_EMAILS (the first admin bootstraps from /admin/auth, DESIGN §6.6). `stop` also removes the folder.
 */
export async function startE2eTarget(): Promise<LocalTarget> {
  const dataDir = await mkdtemp(join(tmpdir(), 'ticket-relay-e2e-'));
  const removeData = () => rm(dataDir, { recursive: true, force: true });
  try {
    const target = await startLocalTarget({
      DATA_DIR: dataDir,
      PORT: 0,
      SMTP_PORT: 0,
      LOG_LEVEL: 'ERROR',
      ADMIN_EMAILS: '',
      // A settings change saved in a test applies to the next e-mail (the pipeline runs in worker threads).
      SETTINGS_MAX_AGE_MS: 0,
      quiet: true,
      warmPipeline: false,
    });
    return {
      ...target,
      stop: async () => {
        await target.stop();
        await removeData();
      },
    };
  } catch (error) {
    await removeData();
    throw error;
  }
}
