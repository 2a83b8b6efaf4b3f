import { getConfig, settingsMaxAgeMs } from '../config/env.ts';
import { db, type DataLayer } from '../db/client.ts';
import { isConditionalCheckFailed } from '../db/conditional.ts';
import type { Webhook } from '../db/entities/webhook.ts';
import { newId } from '../db/ids.ts';
import { NotFoundError } from '../http/errors.ts';
import { memoizeFor } from '../memoize-for.ts';
import { isSubscribed } from './event-types.ts';
import { generateSecret, openSecret, sealSecret, secretHintOf } from './secret.ts';
import { checkWebhookUrl } from './url-guard.ts';

/** A webhook as the admin API returns it (never the secret: `secretHint` instead). */
export interface WebhookView {
  id: string;
  name: string;
  url: string;
  events: string[];
  enabled: boolean;
  headers: Record<string, string>;
  description: string;
  createdAt: string;
  updatedAt: string;
  lastTriggered: string | null;
  failureCount: number;
  disabledReason: string | null;
  secretHint: string | null;
}

export const toWebhookView = (webhook: Webhook): WebhookView => ({
  id: webhook.webhookId,
  name: webhook.name,
  url: webhook.url,
  events: webhook.events,
  enabled: webhook.enabled,
  headers: webhook.headers ?? {},
  description: webhook.description ?? '',
  createdAt: webhook.createdAt,
  updatedAt: webhook.updatedAt,
  lastTriggered: webhook.lastTriggered ?? null,
  failureCount: webhook.failureCount,
  disabledReason: webhook.disabledReason ?? null,
  secretHint: webhook.secretHint ?? null,
});

export class WebhookNotFoundError extends NotFoundError {
  constructor() {
    super('We could not find this webhook.');
  }
}

/** What an admin sets on a webhook (validated at the edge). */
export interface WebhookInput {
  name: string;
  url: string;
  events: string[];
  secret?: string | undefined;
  description?: string | undefined;
  headers?: Record<string, string> | undefined;
  enabled?: boolean | undefined;
}

const allowPrivateUrls = (): boolean => getConfig().WEBHOOK_ALLOW_PRIVATE_URLS;

/** Every webhook, newest first (one Query on the small admin-managed set). */
export async function listWebhooks(data: DataLayer = db()): Promise<Webhook[]> {
  const { data: webhooks } = await data.webhooks.query.allWebhooks({}).go({ pages: 'all', order: 'desc' });
  return webhooks;
}

// Producers raise events in bursts (every e-mail, every ticket) and the list is small and rarely
// changed: it is read once per interval per container, per data layer (tests run several side by side).
const WEBHOOKS_MAX_AGE_MS = 2_000;
const currentByDataLayer = new WeakMap<DataLayer, () => Promise<Webhook[]>>();

/**
 * The webhook list as producers see it: at most 2 s (or SETTINGS_MAX_AGE_MS) old in another
 * container; a change made here is seen at once (create, update and delete forget the list).
 */
export function currentWebhooks(data: DataLayer = db()): Promise<Webhook[]> {
  let read = currentByDataLayer.get(data);
  if (!read) {
    read = memoizeFor(settingsMaxAgeMs(WEBHOOKS_MAX_AGE_MS), () => listWebhooks(data));
    currentByDataLayer.set(data, read);
  }
  return read();
}

const forgetCurrentWebhooks = (data: DataLayer): void => void currentByDataLayer.delete(data);

export async function findWebhook(webhookId: string, data: DataLayer = db()): Promise<Webhook> {
  const { data: webhook } = await data.webhooks.get({ webhookId }).go();
  if (!webhook) throw new WebhookNotFoundError();
  return webhook;
}

/** The enabled webhooks that receive events of `type` (subscribed to it or to `all`). */
export function subscribersOf(type: string, webhooks: readonly Webhook[]): Webhook[] {
  return webhooks.filter((webhook) => webhook.enabled && isSubscribed(webhook.events, type));
}

/**
 * Creates a webhook owned by `userId`: the URL passes the SSRF guard, the secret is the one given or
 * a generated one, stored sealed. Returns the webhook and its secret (shown in the create reply).
 */
export async function createWebhook(
  input: WebhookInput,
  userId: string,
  data: DataLayer = db(),
): Promise<{ webhook: Webhook; secret: string }> {
  await checkWebhookUrl(input.url, { allowPrivate: allowPrivateUrls() });
  const webhookId = newId();
  const secret = input.secret || generateSecret();
  const { data: webhook } = await data.webhooks
    .create({
      webhookId,
      userId,
      name: input.name,
      url: input.url,
      events: input.events,
      enabled: input.enabled ?? true,
      headers: input.headers ?? {},
      description: input.description || undefined,
      secretEncrypted: await sealSecret(secret, webhookId),
      secretHint: secretHintOf(secret),
    })
    .go();
  forgetCurrentWebhooks(data);
  return { webhook, secret };
}

/**
 * Changes the fields given. A changed URL passes the SSRF guard again; a new secret replaces the old
 * one at once; enabling a webhook clears the reason it was turned off.
 */
export async function updateWebhook(
  webhookId: string,
  changes: Partial<WebhookInput>,
  data: DataLayer = db(),
): Promise<{ before: Webhook; after: Webhook }> {
  const before = await findWebhook(webhookId, data);
  if (changes.url !== undefined && changes.url !== before.url) {
    await checkWebhookUrl(changes.url, { allowPrivate: allowPrivateUrls() });
  }
  const set: Partial<Webhook> = {};
  const remove: ('description' | 'disabledReason')[] = [];
  if (changes.name !== undefined) set.name = changes.name;
  if (changes.url !== undefined) set.url = changes.url;
  if (changes.events !== undefined) set.events = changes.events;
  if (changes.headers !== undefined) set.headers = changes.headers;
  if (changes.description !== undefined) {
    if (changes.description) set.description = changes.description;
    else if (before.description !== undefined) remove.push('description');
  }
  if (changes.enabled !== undefined) {
    set.enabled = changes.enabled;
    if (changes.enabled && before.disabledReason !== undefined) remove.push('disabledReason');
  }
  if (changes.secret) {
    set.secretEncrypted = await sealSecret(changes.secret, webhookId);
    set.secretHint = secretHintOf(changes.secret);
  }
  try {
    const patch = data.webhooks.patch({ webhookId }).set(set);
    const { data: after } = await (remove.length > 0 ? patch.remove(remove) : patch).go({
      response: 'all_new',
    });
    forgetCurrentWebhooks(data);
    return { before, after: after as Webhook };
  } catch (error) {
    if (isConditionalCheckFailed(error)) throw new WebhookNotFoundError();
    throw error;
  }
}

/** Deletes a webhook and its delivery log; pending retries stop with it. */
export async function deleteWebhook(webhookId: string, data: DataLayer = db()): Promise<Webhook> {
  const webhook = await findWebhook(webhookId, data);
  await data.webhooks.delete({ webhookId }).go();
  forgetCurrentWebhooks(data);
  const { data: deliveries } = await data.webhookDeliveries.query
    .byWebhook({ webhookId })
    .go({ pages: 'all', attributes: ['webhookId', 'deliveryId'] });
  if (deliveries.length > 0) await data.webhookDeliveries.delete(deliveries).go();
  return webhook;
}

/** The signing secret in clear (GET /api/webhooks/{id}/secret and every delivery). */
export async function secretOf(webhook: Webhook): Promise<string> {
  if (!webhook.secretEncrypted) throw new Error(`Webhook ${webhook.webhookId} has no secret`);
  return openSecret(webhook.secretEncrypted, webhook.webhookId);
}
