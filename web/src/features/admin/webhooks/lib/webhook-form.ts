import { z } from 'zod';

import type { WebhookBody } from '../api/save-webhook';
import { webhookEvents, type Webhook } from '../api/schemas';

// The create/edit dialog's rules (spec 001 §5): name required, a valid URL, at least one event; secret,
// description and headers optional; enabled by default; the events default to ticket.created.

/** http and https only: the server posts to the address. */
function isWebUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

// The server's rules (lambdas/api/webhooks/webhook-schemas.ts), with its sentences, so that an admin
// sees them before sending: a Standard Webhooks secret, and no header the signature or the body needs.
export const secretFormatMessage =
  'The secret must be whsec_ followed by base64 of 24 to 64 bytes; leave it empty to have one generated.';

/** `whsec_` + base64 of 24 to 64 bytes (or empty: generated on create, kept on edit). */
function isValidSecret(secret: string): boolean {
  if (secret === '') return true;
  if (!secret.startsWith('whsec_')) return false;
  const encoded = secret.slice('whsec_'.length);
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(encoded) || encoded.length % 4 !== 0) return false;
  const bytes = (encoded.length / 4) * 3 - (encoded.match(/=+$/)?.[0].length ?? 0);
  return bytes >= 24 && bytes <= 64;
}

const isReservedHeader = (name: string): boolean =>
  name.toLowerCase().startsWith('webhook-') ||
  ['content-type', 'content-length', 'host', 'connection', 'transfer-encoding'].includes(name.toLowerCase());

/** The server takes at most this many custom headers. */
export const maxHeaders = 20;

/** An HTTP header name (RFC 9110 token). */
const headerName = /^[A-Za-z0-9!#$%&'*+.^_`|~-]+$/;

const headerRows = z.array(z.object({ key: z.string(), value: z.string() })).superRefine((rows, ctx) => {
  const seen = new Set<string>();
  const problem = (index: number, field: 'key' | 'value', message: string) =>
    ctx.addIssue({ code: 'custom', path: [index, field], message });
  rows.forEach((row, index) => {
    const key = row.key.trim();
    const value = row.value.trim();
    if (!key && !value) return;
    if (!key) problem(index, 'key', 'Please enter a header name.');
    else if (!headerName.test(key)) problem(index, 'key', `"${key}" is not a valid header name.`);
    else if (isReservedHeader(key)) {
      problem(index, 'key', `The header ${key} is set by Ticket Relay and cannot be replaced.`);
    } else if (seen.has(key.toLowerCase())) problem(index, 'key', 'This header is already listed.');
    if (key && !value) problem(index, 'value', 'Please enter a value.');
    else if (value.length > 1000) {
      problem(index, 'value', `The value of the header ${key} must be one line of at most 1000 characters.`);
    }
    seen.add(key.toLowerCase());
  });
});

export const webhookFormSchema = z.object({
  name: z.string().trim().min(1, 'Name is required').max(100, 'The name can be at most 100 characters long.'),
  url: z.string().trim().refine(isWebUrl, 'Must be a valid URL'),
  events: z.array(z.enum(webhookEvents)).min(1, 'At least one event must be selected'),
  secret: z.string().trim().refine(isValidSecret, secretFormatMessage),
  description: z.string().trim().max(500, 'The description can be at most 500 characters long.'),
  headers: headerRows,
  enabled: z.boolean(),
});

export type WebhookFormValues = z.infer<typeof webhookFormSchema>;

const knownEvent = (event: string): event is (typeof webhookEvents)[number] =>
  (webhookEvents as readonly string[]).includes(event);

/** The form's starting values: the webhook's own, or the defaults of spec 001 §3 and §5. */
export function webhookFormValues(webhook?: Webhook): WebhookFormValues {
  return {
    name: webhook?.name ?? '',
    url: webhook?.url ?? '',
    events: webhook ? webhook.events.filter(knownEvent) : ['ticket.created'],
    secret: '',
    description: webhook?.description ?? '',
    headers: Object.entries(webhook?.headers ?? {}).map(([key, value]) => ({ key, value })),
    enabled: webhook?.enabled ?? true,
  };
}

/** What is sent: empty header rows are dropped; an empty secret is left out (generated, or kept on edit). */
export function toWebhookBody(values: WebhookFormValues): WebhookBody {
  const headers = Object.fromEntries(
    values.headers.map((row) => [row.key.trim(), row.value.trim()] as const).filter(([key]) => key !== ''),
  );
  return {
    name: values.name,
    url: values.url,
    events: values.events,
    description: values.description,
    headers,
    enabled: values.enabled,
    ...(values.secret ? { secret: values.secret } : {}),
  };
}
