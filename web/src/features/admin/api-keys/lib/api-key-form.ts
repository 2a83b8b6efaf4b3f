import { z } from 'zod';

import { apiKeyScopes, type ApiKey, type ApiKeyInput } from '../api/schemas';
import type { ApiKeyChanges } from '../api/api-key-mutations';
import { dateInputValue, endOfDayIso } from './expiry-date';
import { ipEntryError, parseAllowedIps } from './allowed-ips';

// spec 001 §5 and §9: the rules of the create and edit dialogs, with the server's messages
// (lambdas/core/api-keys/key-input.ts) so that an admin reads the same sentence before sending. The name must be non-empty after trimming;
// allowed IPs comma-separated (empty = all); expiry optional and clearable; scopes read/write, default read;
// rate limit per hour 10-1000 in steps of 10 on create (default 100), 1-1000 on edit (100 when not a number).

export const NAME_REQUIRED = 'Please enter a name for the API key';
export const DEFAULT_RATE_LIMIT = 100;
export const CREATE_RATE_LIMIT = { min: 10, max: 1000, step: 10 } as const;
export const EDIT_RATE_LIMIT = { min: 1, max: 1000 } as const;

const name = z.string().trim().min(1, NAME_REQUIRED).max(100, 'The name can be at most 100 characters long.');
const description = z.string().trim().max(500, 'The description can be at most 500 characters long.');
const scopes = z.array(z.enum(apiKeyScopes)).min(1, 'Choose at least one scope: read or write.');
const allowedIps = z.string().superRefine((value, context) => {
  const error = ipEntryError(value);
  if (error) context.addIssue({ code: 'custom', message: error });
});
const expiryRule = 'The expiry date must be in the future.';
const isFuture = (date: string) => date === '' || new Date(endOfDayIso(date)).getTime() > Date.now();

export const createApiKeyFormSchema = z.object({
  name,
  description,
  expiresOn: z.string().refine(isFuture, expiryRule),
  allowedIps,
  scopes,
  rateLimit: z.number().int().min(CREATE_RATE_LIMIT.min).max(CREATE_RATE_LIMIT.max),
});

export type CreateApiKeyFormValues = z.infer<typeof createApiKeyFormSchema>;

export const createApiKeyDefaults: CreateApiKeyFormValues = {
  name: '',
  description: '',
  expiresOn: '',
  allowedIps: '',
  scopes: ['read'],
  rateLimit: DEFAULT_RATE_LIMIT,
};

/** The POST body: trimmed texts, the IP list, and the expiry as the end of the chosen day (left out when none). */
export function toCreateInput(values: CreateApiKeyFormValues): ApiKeyInput {
  return {
    name: values.name,
    description: values.description,
    ...(values.expiresOn ? { expiresAt: endOfDayIso(values.expiresOn) } : {}),
    rateLimit: values.rateLimit,
    allowedIps: parseAllowedIps(values.allowedIps),
    scopes: orderedScopes(values.scopes),
  };
}

/** spec 001 §5: the edit dialog's number input falls back to 100 when it does not hold a number. */
export function editRateLimit(value: string): number {
  const number = Number(value.trim());
  return value.trim() === '' || Number.isNaN(number) ? DEFAULT_RATE_LIMIT : number;
}

/** The edit rules; an expiry date left as it was is not checked (an expired key can still be renamed). */
export function editApiKeyFormSchema(key: ApiKey) {
  const initialExpiry = dateInputValue(key.expiresAt);
  return z.object({
    name,
    description,
    expiresOn: z.string().refine((date) => date === initialExpiry || isFuture(date), expiryRule),
    allowedIps,
    scopes,
    rateLimit: z.string().refine((value) => {
      const number = editRateLimit(value);
      return Number.isInteger(number) && number >= EDIT_RATE_LIMIT.min && number <= EDIT_RATE_LIMIT.max;
    }, 'The rate limit must be a whole number from 1 to 1000 requests per hour.'),
  });
}

export type EditApiKeyFormValues = z.infer<ReturnType<typeof editApiKeyFormSchema>>;

export function editApiKeyDefaults(key: ApiKey): EditApiKeyFormValues {
  return {
    name: key.name,
    description: key.description ?? '',
    expiresOn: dateInputValue(key.expiresAt),
    allowedIps: key.allowedIps.join(', '),
    scopes: key.scopes,
    rateLimit: String(key.rateLimit),
  };
}

/** The PATCH body; the expiry is sent only when it was changed (null when it was cleared). */
export function toEditChanges(values: EditApiKeyFormValues, key: ApiKey): ApiKeyChanges {
  const expiryChanged = values.expiresOn !== dateInputValue(key.expiresAt);
  return {
    name: values.name,
    description: values.description,
    ...(expiryChanged ? { expiresAt: values.expiresOn ? endOfDayIso(values.expiresOn) : null } : {}),
    rateLimit: editRateLimit(values.rateLimit),
    allowedIps: parseAllowedIps(values.allowedIps),
    scopes: orderedScopes(values.scopes),
  };
}

const orderedScopes = (chosen: readonly string[]) => apiKeyScopes.filter((scope) => chosen.includes(scope));
