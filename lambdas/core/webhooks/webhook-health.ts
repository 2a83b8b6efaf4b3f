import type { DataLayer } from '../db/client.ts';
import { unlessConditionFails } from '../db/conditional.ts';

/** Why the dispatcher turned a webhook off (shown as `disabledReason`). */
export const GONE_REASON =
  'The endpoint answered 410 Gone, so deliveries stopped. Enable the webhook to resume.';
export const exhaustedReason = (attempts: number): string =>
  `An event could not be delivered in ${attempts} attempts over more than 24 hours, so deliveries stopped. Enable the webhook to resume.`;

export interface AttemptEffect {
  ok: boolean;
  at: Date;
  /** Set to turn the webhook off with this reason. */
  disable?: string | undefined;
}

/**
 * Keeps a webhook's figures after a delivery attempt: `lastTriggered` = the attempt's time;
 * `failureCount` + 1 on a failure (an atomic add) or back to 0 on a success, so it counts consecutive
 * failed attempts; off with a reason after a 410 or exhausted retries. A deleted webhook is left alone.
 */
export async function recordWebhookAttempt(
  webhookId: string,
  effect: AttemptEffect,
  data: DataLayer,
): Promise<void> {
  const lastTriggered = effect.at.toISOString();
  await unlessConditionFails(() => {
    const patch = data.webhooks.patch({ webhookId });
    if (effect.ok) return patch.set({ failureCount: 0, lastTriggered }).go();
    const failed = patch.add({ failureCount: 1 });
    return (
      effect.disable
        ? failed.set({ lastTriggered, enabled: false, disabledReason: effect.disable })
        : failed.set({ lastTriggered })
    ).go();
  });
}
