import { InvokeCommand } from '@aws-sdk/client-lambda';
import { lambda } from '../aws/clients.ts';
import { getConfig } from '../config/env.ts';
import { logger } from '../logger.ts';

/**
 * Starts the webhook dispatcher now (an asynchronous Lambda invocation, as POST /api/ml/train starts
 * the trainer), so a new event does not wait for the dispatcher's one-minute schedule. The event is
 * named, so the run reads it directly instead of waiting for the status index to show it (only events
 * a webhook subscribes to are written: `publishEvent`). Best effort: without
 * WEBHOOK_DISPATCH_FUNCTION_NAME, or when the invocation fails, the schedule delivers it.
 */
export async function kickDispatcher(eventId: string): Promise<void> {
  let functionName: string | undefined;
  try {
    functionName = getConfig().WEBHOOK_DISPATCH_FUNCTION_NAME;
  } catch {
    return; // No deployment configuration (unit tests of producers): nothing to start.
  }
  if (!functionName) return;
  try {
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
