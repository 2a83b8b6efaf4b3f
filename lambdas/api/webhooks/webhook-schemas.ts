import { z } from 'zod';
import { listQuerySchema } from '../../core/db/pagination.ts';
import { webhookEventChoices } from '../../core/webhooks/event-types.ts';
import { isValidSecret, SECRET_FORMAT_MESSAGE } from '../../core/webhooks/secret.ts';
import { isReservedHeader } from '../../core/webhooks/send-webhook.ts';
import { ONLY_HTTP_MESSAGE } from '../../core/webhooks/url-guard.ts';

/** spec 001 §5 webhook form; unknown keys (the SPA may send the whole webhook) are ignored. */
const NAME_REQUIRED = 'Name is required';
const VALID_URL = 'Must be a valid URL';
const ONE_EVENT = 'At least one event must be selected';
const MAX_HEADERS = 20;

const nameField = z
  .string({ error: NAME_REQUIRED })
  .trim()
  .min(1, NAME_REQUIRED)
  .max(100, 'The name can be at most 100 characters long.');

const urlField = z
  .string({ error: VALID_URL })
  .trim()
  .max(2048, 'The URL can be at most 2048 characters long.')
  .pipe(z.url({ error: VALID_URL }))
  // Zod runs this even when the URL check failed: only a parsable URL can have a wrong scheme.
  .refine((url) => !URL.canParse(url) || /^https?:$/.test(new URL(url).protocol), ONLY_HTTP_MESSAGE);

const eventsField = z
  .array(z.enum(webhookEventChoices, { error: `Events must be among ${webhookEventChoices.join(', ')}.` }), {
    error: ONE_EVENT,
  })
  .min(1, ONE_EVENT)
  .transform((events) => [...new Set(events)]);

/** Empty means "generate one" on create and "keep it" on update. */
const secretField = z
  .string({ error: SECRET_FORMAT_MESSAGE })
  .trim()
  .refine((secret) => secret === '' || isValidSecret(secret), SECRET_FORMAT_MESSAGE)
  .nullish()
  .transform((secret) => secret || undefined);

const descriptionField = z
  .string({ error: 'The description must be text.' })
  .trim()
  .max(500, 'The description can be at most 500 characters long.')
  .nullish()
  .transform((description) => description ?? undefined);

// RFC 9110 field name (token) and a value without line breaks.
const headerName = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;
const headersField = z
  .record(z.string(), z.string({ error: 'Header values must be text.' }), {
    error: 'Headers must be an object of names and text values.',
  })
  .nullish()
  .transform((headers) => headers ?? undefined)
  .superRefine((headers, context) => {
    const entries = Object.entries(headers ?? {});
    if (entries.length > MAX_HEADERS) {
      context.addIssue({ code: 'custom', message: `At most ${MAX_HEADERS} custom headers are allowed.` });
    }
    for (const [name, value] of entries) {
      const problem = !headerName.test(name)
        ? `"${name}" is not a valid header name.`
        : isReservedHeader(name)
          ? `The header ${name} is set by Ticket Relay and cannot be replaced.`
          : /[\r\n\0]/.test(value) || value.length > 1000
            ? `The value of the header ${name} must be one line of at most 1000 characters.`
            : undefined;
      if (problem) context.addIssue({ code: 'custom', message: problem, path: [name] });
    }
  });

const enabledField = z.boolean({ error: 'Enabled must be true or false.' }).optional();

export const createWebhookSchema = z.object({
  name: nameField,
  url: urlField,
  // spec 001 §3: events default to [ticket.created].
  events: eventsField.default(['ticket.created']),
  secret: secretField,
  description: descriptionField,
  headers: headersField,
  enabled: enabledField,
});

export const updateWebhookSchema = z.object({
  name: nameField.optional(),
  url: urlField.optional(),
  events: eventsField.optional(),
  secret: secretField,
  description: descriptionField,
  headers: headersField,
  enabled: enabledField,
});

const idField = z.string().trim().min(1).max(64);

export const webhookIdParamsSchema = z.object({ id: idField });
export const deliveryParamsSchema = z.object({ id: idField, deliveryId: idField });
export const deliveriesQuerySchema = listQuerySchema;
