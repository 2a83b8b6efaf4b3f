import { getConfig } from '../config/env.ts';
import { db } from '../db/client.ts';
import { incrementCounter } from '../db/counters.ts';

const SENT = 'mail:sent';
const FAILED = 'mail:failed';

/** Counts every send by its outcome; the counter's updatedAt is the time of the latest one. */
export const recordSendOutcome = (outcome: 'sent' | 'failed'): Promise<number> =>
  incrementCounter(outcome === 'sent' ? SENT : FAILED);

export interface MailStatus {
  /** True while no send has failed since the last successful one. */
  ready: boolean;
  provider: 'Amazon SES';
  sender: string;
  sent: number;
  failed: number;
  lastSentAt: string | null;
  lastFailedAt: string | null;
}

/**
 * The outbound mail status from real sends. Neither target offers a cheap read-only SES probe that the
 * API may call (the SES stand-in never answers GetSendQuota, and the API role is granted SendEmail
 * only), so "ready" means: configured, and the latest send did not fail.
 */
export async function readMailStatus(): Promise<MailStatus> {
  const { data: counters } = await db()
    .counters.get([{ name: SENT }, { name: FAILED }])
    .go({ consistent: true });
  const sent = counters.find((counter) => counter.name === SENT);
  const failed = counters.find((counter) => counter.name === FAILED);
  const lastSentAt = sent?.updatedAt ?? null;
  const lastFailedAt = failed?.updatedAt ?? null;
  return {
    ready: lastFailedAt === null || (lastSentAt !== null && lastSentAt > lastFailedAt),
    provider: 'Amazon SES',
    sender: getConfig().MAIL_FROM,
    sent: sent?.value ?? 0,
    failed: failed?.value ?? 0,
    lastSentAt,
    lastFailedAt,
  };
}
