import type { Webhook } from '../../core/db/entities/webhook.ts';

/** The fields an audit entry compares; `secret` is masked by diffFields (only that it changed). */
export const auditedWebhookFields = [
  'name',
  'url',
  'events',
  'enabled',
  'headers',
  'description',
  'secret',
] as const;

export const auditedWebhook = (webhook: Webhook): Record<string, unknown> => ({
  name: webhook.name,
  url: webhook.url,
  events: webhook.events,
  enabled: webhook.enabled,
  headers: webhook.headers ?? {},
  description: webhook.description ?? '',
  secret: webhook.secretEncrypted ?? null,
});
