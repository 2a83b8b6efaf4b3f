import { setTimeout as sleep } from 'node:timers/promises';
import { db, type DataLayer } from '../db/client.ts';
import type { Email } from '../db/entities/email.ts';
import { ConflictError } from '../http/errors.ts';
import { startManualRun, storedEmail } from './reprocess-email.ts';

// Well inside the API Lambda's 15 s timeout; the pipeline takes well under a second per e-mail.
const WAIT_MS = 10_000;
const POLL_MS = 150;

export type ProcessAnswer =
  { finished: true; email: Email; executionName: string } | { finished: false; executionName: string };

/**
 * `POST /api/emails/{id}/process` (spec 001 §2.4 Process button): runs the pipeline on an unprocessed
 * e-mail (held by the settings, or failed) and waits, bounded, until that run has recorded its outcome
 * on the Email (`outcomeRun`), so the admin sees the result. A run still going after the bound is
 * answered as started; it finishes on its own.
 */
export async function processEmailNow(emailId: string, data: DataLayer = db()): Promise<ProcessAnswer> {
  const email = await storedEmail(emailId, data);
  if (email.processed) {
    throw new ConflictError('This e-mail has already been processed. Use Reprocess to run it again.');
  }
  const { executionName, run } = await startManualRun(email, data);
  const deadline = Date.now() + WAIT_MS;
  while (Date.now() < deadline) {
    await sleep(POLL_MS);
    const { data: current } = await data.emails.get({ emailId }).go({ consistent: true });
    if (current && current.outcomeRun === run) return { finished: true, email: current, executionName };
  }
  return { finished: false, executionName };
}
