import { z } from 'zod';
import { apiKeyScopes } from '../db/entities/api-key.ts';
import { BadRequestError } from '../http/errors.ts';
import { isIpOrCidr } from './ip-allow-list.ts';

/**
 * Validation of API key create/edit input (spec 001 §5 and §9): the name non-empty after trimming,
 * allowed IPs trimmed with empties dropped (empty = every IP), an optional future expiry that PATCH may
 * clear with null, a rate limit of 1 to 1000 requests per hour, scopes a non-empty subset of read/write.
 */
export const NAME_REQUIRED = 'Please enter a name for the API key';
const rateLimitRule = 'The rate limit must be a whole number from 1 to 1000 requests per hour.';
const scopesRule = 'Choose at least one scope: read or write.';
const mustBe = (rule: string) => ({ error: rule });

const nameField = z
  .string(mustBe(NAME_REQUIRED))
  .trim()
  .min(1, NAME_REQUIRED)
  .max(100, 'The name can be at most 100 characters long.');

const descriptionField = z
  .string(mustBe('The description must be text.'))
  .trim()
  .max(500, 'The description can be at most 500 characters long.')
  .nullable()
  .transform((value) => value ?? '');

/** An ISO date (or date-time); '' and null mean no expiry. It must lie in the future. */
const expiresAtField = z
  .string(mustBe('The expiry date must be a date such as 2027-01-31.'))
  .trim()
  .nullable()
  .transform((value, context) => {
    if (value === null || value === '') return null;
    const time = Date.parse(value);
    if (Number.isNaN(time)) {
      context.addIssue({ code: 'custom', message: 'The expiry date must be a date such as 2027-01-31.' });
      return z.NEVER;
    }
    if (time <= Date.now()) {
      context.addIssue({ code: 'custom', message: 'The expiry date must be in the future.' });
      return z.NEVER;
    }
    return new Date(time).toISOString();
  });

const rateLimitField = z
  .number(mustBe(rateLimitRule))
  .int(rateLimitRule)
  .min(1, rateLimitRule)
  .max(1000, rateLimitRule);

/** A list, or the comma-separated text the dialog's field holds; entries trimmed, empties dropped. */
const allowedIpsField = z
  .union(
    [z.array(z.string()), z.string()],
    mustBe('Allowed IPs must be a list of IP addresses or CIDR ranges.'),
  )
  .transform((value) => (Array.isArray(value) ? value : value.split(',')))
  .transform((entries) => [...new Set(entries.map((entry) => entry.trim()).filter(Boolean))])
  .check((context) => {
    const invalid = context.value.find((entry) => !isIpOrCidr(entry));
    if (invalid !== undefined) {
      context.issues.push({
        code: 'custom',
        input: context.value,
        message: `"${invalid}" is not an IP address or a CIDR range (such as 203.0.113.7 or 203.0.113.0/24).`,
      });
    }
    if (context.value.length > 100) {
      context.issues.push({
        code: 'custom',
        input: context.value,
        message: 'List at most 100 IP addresses or ranges.',
      });
    }
  });

const scopesField = z
  .array(z.enum(apiKeyScopes, mustBe(scopesRule)), mustBe(scopesRule))
  .min(1, scopesRule)
  .transform((scopes) => apiKeyScopes.filter((scope) => scopes.includes(scope)));

export const createApiKeyInputSchema = z.object({
  name: nameField,
  description: descriptionField.optional(),
  expiresAt: expiresAtField.optional(),
  rateLimit: rateLimitField.optional(),
  allowedIps: allowedIpsField.optional(),
  scopes: scopesField.optional(),
});

export const updateApiKeyInputSchema = z.object({
  name: nameField.optional(),
  description: descriptionField.optional(),
  expiresAt: expiresAtField.optional(),
  rateLimit: rateLimitField.optional(),
  allowedIps: allowedIpsField.optional(),
  scopes: scopesField.optional(),
  enabled: z.boolean(mustBe('Enabled must be true or false.')).optional(),
});

export type CreateApiKeyInput = z.infer<typeof createApiKeyInputSchema>;
export type UpdateApiKeyInput = z.infer<typeof updateApiKeyInputSchema>;

/**
 * Parses key input; a 400 whose message is the first problem as the dialog shows it (e.g. 'Please
 * enter a name for the API key') and whose `errors` names the message per field.
 */
export function parseKeyInput<S extends z.ZodType>(schema: S, body: unknown): z.infer<S> {
  const result = schema.safeParse(body ?? {});
  if (result.success) return result.data;
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[issue.path.join('.') || 'body'] ??= issue.message;
  throw new BadRequestError(Object.values(errors)[0] ?? 'The request is not valid.', { errors });
}
