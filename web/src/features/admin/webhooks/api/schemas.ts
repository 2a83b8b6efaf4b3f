import { z } from 'zod';

// The shapes of /api/webhooks (issue 8 contract): a webhook as the server shows it, and one delivery of
// an event to it with its retries.

/** spec 001 §5: the events a webhook can subscribe to; `all` stands for every one of them. */
export const webhookEvents = [
  'ticket.created',
  'ticket.verified',
  'ticket.updated',
  'email.received',
  'all',
] as const;

export type WebhookEvent = (typeof webhookEvents)[number];

export const webhookSchema = z.object({
  id: z.string(),
  name: z.string(),
  url: z.string(),
  events: z.array(z.string()),
  enabled: z.boolean(),
  headers: z.record(z.string(), z.string()).nullish(),
  description: z.string().nullish(),
  createdAt: z.string(),
  updatedAt: z.string().nullish(),
  lastTriggered: z.string().nullish(),
  failureCount: z.number().int(),
  disabledReason: z.string().nullish(),
  secretHint: z.string().nullish(),
});

export type Webhook = z.infer<typeof webhookSchema>;

export const deliveryStatuses = ['pending', 'delivered', 'failed'] as const;

export const deliverySchema = z.object({
  id: z.string(),
  eventId: z.string(),
  eventType: z.string(),
  status: z.enum(deliveryStatuses),
  attempts: z.number().int(),
  responseStatus: z.number().int().nullish(),
  durationMs: z.number().nullish(),
  lastError: z.string().nullish(),
  nextAttemptAt: z.string().nullish(),
  deliveredAt: z.string().nullish(),
  createdAt: z.string(),
  updatedAt: z.string().nullish(),
});

export type Delivery = z.infer<typeof deliverySchema>;
