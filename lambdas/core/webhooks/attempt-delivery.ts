import { getConfig } from '../config/env.ts';
import { db, type DataLayer } from '../db/client.ts';
import type { WebhookDelivery, WebhookDeliveryStatus } from '../db/entities/webhook-delivery.ts';
import { nextAttemptAfter } from './backoff.ts';
import { claimDelivery, recordAttempt } from './deliveries.ts';
import { sendWebhook, DELIVERY_TIMEOUT_MS, type SendOutcome } from './send-webhook.ts';
import { exhaustedReason, GONE_REASON, recordWebhookAttempt } from './webhook-health.ts';
import { secretOf } from './webhook-store.ts';

/** How long a claimed delivery is held by one attempt: the request timeout and ample room for the writes. */
export const CLAIM_MS = DELIVERY_TIMEOUT_MS + 50_000;

export const DISABLED_MESSAGE = 'Not sent: the webhook is disabled.';

export interface AttemptOptions {
  /** The dispatcher's clock: decides what is due and when the next attempt is. */
  now: Date;
  /**
   * `scheduled`: an attempt of the retry schedule. `resend`: an admin's Resend, which tries even a
   * delivered or failed delivery (or one of a disabled webhook) once more.
   */
  mode: 'scheduled' | 'resend';
  data?: DataLayer;
  /** @default WEBHOOK_ALLOW_PRIVATE_URLS */
  allowPrivate?: boolean;
}

export class DeliveryBusyError extends Error {}

interface Decision {
  status: WebhookDeliveryStatus;
  nextAttemptAt: Date;
  disable?: string;
}

function decide(
  claimed: WebhookDelivery,
  outcome: SendOutcome,
  attempts: number,
  options: AttemptOptions,
): Decision {
  const { now } = options;
  if (outcome.ok) return { status: 'delivered', nextAttemptAt: now };
  if (outcome.statusCode === 410) return { status: 'failed', nextAttemptAt: now, disable: GONE_REASON };
  // A Resend of a delivery that had finished is one more try, not a new schedule.
  if (options.mode === 'resend' && claimed.status !== 'pending')
    return { status: 'failed', nextAttemptAt: now };
  const next = nextAttemptAfter(attempts, now);
  if (next) return { status: 'pending', nextAttemptAt: next };
  return { status: 'failed', nextAttemptAt: now, disable: exhaustedReason(attempts) };
}

/**
 * One attempt at a delivery: claim it (a lost race returns undefined, as does a webhook deleted
 * meanwhile), POST it signed, then record the result on the delivery (status, attempts, response
 * status, duration, error, the next attempt from the backoff schedule) and on the webhook
 * (failureCount, lastTriggered, disabled after a 410 or the last retry). A scheduled attempt for a
 * disabled webhook is not sent: the delivery fails with DISABLED_MESSAGE and can be resent later.
 */
export async function attemptDelivery(
  delivery: WebhookDelivery,
  options: AttemptOptions,
): Promise<WebhookDelivery | undefined> {
  const data = options.data ?? db();
  const { now } = options;
  const claimed = await claimDelivery(delivery, new Date(now.getTime() + CLAIM_MS), data);
  if (!claimed) {
    if (options.mode === 'resend') throw new DeliveryBusyError();
    return undefined;
  }
  const { data: webhook } = await data.webhooks.get({ webhookId: claimed.webhookId }).go();
  if (!webhook) return undefined;
  if (options.mode === 'scheduled' && !webhook.enabled) {
    return recordAttempt(
      claimed,
      {
        status: 'failed',
        attempts: claimed.attempts,
        nextAttemptAt: now,
        responseStatus: claimed.responseStatus ?? null,
        durationMs: null,
        lastError: DISABLED_MESSAGE,
      },
      data,
    );
  }

  const outcome = await sendWebhook(
    { url: webhook.url, secret: await secretOf(webhook), headers: webhook.headers },
    { id: claimed.eventId, body: claimed.payload },
    { allowPrivate: options.allowPrivate ?? getConfig().WEBHOOK_ALLOW_PRIVATE_URLS },
  );
  const attempts = claimed.attempts + 1;
  const decision = decide(claimed, outcome, attempts, options);
  const written = await recordAttempt(
    claimed,
    {
      status: decision.status,
      attempts,
      nextAttemptAt: decision.nextAttemptAt,
      responseStatus: outcome.statusCode,
      durationMs: outcome.durationMs,
      lastError: outcome.error,
      deliveredAt: outcome.ok ? now : undefined,
    },
    data,
  );
  await recordWebhookAttempt(
    webhook.webhookId,
    { ok: outcome.ok, at: now, disable: webhook.enabled ? decision.disable : undefined },
    data,
  );
  return written;
}
