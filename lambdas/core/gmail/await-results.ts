import { DescribeExecutionCommand } from '@aws-sdk/client-sfn';
import { sfn } from '../aws/clients.ts';
import { db, type DataLayer } from '../db/client.ts';

export interface SyncResults {
  /** Started e-mails whose pipeline run finished with the e-mail processed. */
  processedCount: number;
  /** Tickets extracted from them. */
  ticketsCreated: number;
  /** Runs still going when the wait ended; their results show in the e-mail lists later. */
  stillRunning: number;
}

// Keeps the sync request well inside the API Lambda's 15 s (and API Gateway's 30 s) limits.
export const RESULT_WAIT_MS = 10_000;
const POLL_MS = 250;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function finishedWithin(executionArns: readonly string[], deadline: number): Promise<number> {
  let running = [...executionArns];
  while (running.length > 0) {
    const statuses = await Promise.all(
      running.map((executionArn) => sfn().send(new DescribeExecutionCommand({ executionArn }))),
    );
    running = running.filter((_, index) => statuses[index]?.status === 'RUNNING');
    if (running.length === 0 || Date.now() + POLL_MS > deadline) break;
    await sleep(POLL_MS);
  }
  return running.length;
}

/**
 * Waits (bounded) for the pipeline runs a sync started and counts what they produced from the stored
 * Email records: the spec's sync reply carries processedCount and ticketsCreated.
 */
export async function awaitSyncResults(
  started: readonly { executionArn: string; emailId: string }[],
  options: { waitUntil?: number; data?: DataLayer } = {},
): Promise<SyncResults> {
  if (started.length === 0) return { processedCount: 0, ticketsCreated: 0, stillRunning: 0 };
  const data = options.data ?? db();
  const stillRunning = await finishedWithin(
    started.map((run) => run.executionArn),
    options.waitUntil ?? Date.now() + RESULT_WAIT_MS,
  );
  const { data: emails } = await data.emails
    .get(started.map(({ emailId }) => ({ emailId })))
    .go({ consistent: true });
  const processed = emails.filter((email) => email.processed);
  return {
    processedCount: processed.length,
    ticketsCreated: processed.reduce((sum, email) => sum + (email.ticketCount ?? 0), 0),
    stillRunning,
  };
}
