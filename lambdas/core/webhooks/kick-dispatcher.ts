import { InvokeCommand } from '@aws-sdk/client-lambda';
import { lambda } from '../aws/clients.ts';
import { getConfig } from '../config/env.ts';
import { logger } from '../logger.ts';
import { memoizeFor } from '../memoize-for.ts';
import { listWebhooks, subscribersOf } from './webhook-store.ts';

// A burst of e-mails reads the (small, rarely changed) webhook list once per interval, not once per
// event; a webhook created within it gets the event from the dispatcher's schedule instead.
const WEBHOOKS_MAX_AGE_MS = 2_000;
const currentWebhooks = memoizeFor(WEBHOOKS_MAX_AGE_MS, () => listWebhooks());

/**
 * Starts the webhook dispatcher now (an asynchronous Lambda invocation, as POST /api/ml/train starts
 * the trainer), so a new event does not wait for the dispatcher's one-minute schedule. The event is
 * named, so the run reads it directly instead of waiting for the status index to show it. Only when an
 * enabled webhook subscribes to the type: otherwise the schedule just marks the event dispatched (a
 * run per event would cost a Lambda invocation per event for nothing). Best effort: without
 * WEBHOOK_DISPATCH_FUNCTION_NAME, or when the invocation fails, the schedule delivers it.
 */
export async function kickDispatcher(eventId: string, type: string): Promise<void> {
  let functionName: string | undefined;
  try {
    functionName = getConfig().WEBHOOK_DISPATCH_FUNCTION_NAME;
  } catch {
    return; // No deployment configuration (unit tests of producers): nothing to start.
  }
  if (!functionName) return;
  try {
    if (subscribersOf(type, await currentWebhooks()).length === 0) return;
    await lambda().send(
      new InvokeCommand({
        FunctionName: functionName,
        InvocationType: 'Event',
        Payload: JSON.stringify({ eventIds: [eventId] }),
      }),
    );
  } catch (error) {
    logger.warn('The webhook dispatcher could not be started; its schedule will deliver', { error });
  }
}
