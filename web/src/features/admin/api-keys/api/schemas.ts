import { z } from 'zod';

// The key view of /api/external/keys (contract of issue 8, spec 001 §3 API key). DESIGN §6.8: the list
// never holds the key itself, only its prefix; the full key comes once, in the reply to POST.

export const apiKeyScopes = ['read', 'write'] as const;
export type ApiKeyScope = (typeof apiKeyScopes)[number];

export const apiKeySchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullish(),
  prefix: z.string(),
  enabled: z.boolean(),
  status: z.enum(['active', 'disabled', 'expired']),
  expiresAt: z.string().nullish(),
  rateLimit: z.number(),
  allowedIps: z.array(z.string()),
  scopes: z.array(z.enum(apiKeyScopes)),
  lastUsed: z.string().nullish(),
  usageCount: z.number(),
  createdAt: z.string(),
  updatedAt: z.string().optional(),
});

export type ApiKey = z.infer<typeof apiKeySchema>;

export const createdApiKeySchema = apiKeySchema.extend({ key: z.string() });

export type CreatedApiKey = z.infer<typeof createdApiKeySchema>;

/** The fields of POST /api/external/keys; PATCH takes any of them, `enabled`, and `expiresAt: null`. */
export interface ApiKeyInput {
  name: string;
  description: string;
  expiresAt?: string | null;
  rateLimit: number;
  allowedIps: string[];
  scopes: ApiKeyScope[];
}
