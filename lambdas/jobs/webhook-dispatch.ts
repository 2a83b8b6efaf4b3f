import type { Context } from 'aws-lambda';
import { z } from 'zod';
import { dispatchWebhooks, type DispatchSummary } from '../core/webhooks/dispatch.ts';
import { logger } from '../core/logger.ts';

/** Stop starting new batches this long before the timeout: an attempt may take its full 10 seconds. */
const SAFETY_MARGIN_MS = 15_000;

/**
 * What invokes it: the schedule (EventBridge Scheduler's event, or nothing locally) or a kick naming
 * the events just published. Anything else is treated as a plain scheduled run.
 */
const dispatchEventSchema = z.object({ eventIds: z.array(z.string().min(1)).max(100).optional() }).catch({});

/**
 * The webhook dispatcher Lambda (lambdas/core/webhooks/README.md): invoked every minute by its
 * schedule and at once, asynchronously, when an event is published. It fans out pending outbox events
 * and makes every delivery attempt that is due; what it cannot finish, the next run does.
 */
export async function handler(event: unknown, context?: Context): Promise<DispatchSummary> {
  const { eventIds } = dispatchEventSchema.parse(event ?? {});
  const remaining = context?.getRemainingTimeInMillis?.();
  const deadline = remaining === undefined ? undefined : Date.now() + remaining - SAFETY_MARGIN_MS;
  const summary = await dispatchWebhooks({ deadline, eventIds });
  if (summary.events > 0 || summary.attempted > 0) logger.info('Webhook dispatch', { ...summary });
  return summary;
}
