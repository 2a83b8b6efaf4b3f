import { syncMailbox } from '../../core/gmail/sync-mailbox.ts';
import { RESULT_WAIT_MS } from '../../core/gmail/await-results.ts';
import { defineRoute } from '../../core/http/define-route.ts';
import { ok } from '../../core/http/responses.ts';

// Time the reply itself needs after the wait (the counts are read from the table).
const REPLY_MARGIN_MS = 3_000;

/**
 * POST /api/gmail/sync: takes new mail into the pipeline and answers count (messages taken),
 * processedCount and ticketsCreated of the runs that finished within the Lambda's remaining time.
 */
export const syncGmail = defineRoute({}, async ({ context }) => {
  const remaining = context.getRemainingTimeInMillis() - REPLY_MARGIN_MS;
  const outcome = await syncMailbox({ waitUntil: Date.now() + Math.min(RESULT_WAIT_MS, remaining) });
  return ok({
    success: true,
    count: outcome.count,
    processedCount: outcome.processedCount,
    ticketsCreated: outcome.ticketsCreated,
    stillProcessing: outcome.stillRunning,
  });
});
