import { db, type DataLayer } from '../db/client.ts';
import { unlessConditionFails } from '../db/conditional.ts';
import type { ApiKey } from '../db/entities/api-key.ts';
import { newId } from '../db/ids.ts';
import { claimUniqueValue, releaseUniqueValue } from '../db/unique-values.ts';
import { NotFoundError } from '../http/errors.ts';
import type { CreateApiKeyInput, UpdateApiKeyInput } from './key-input.ts';
import { generateApiKey } from './key-secret.ts';
import { toApiKeyView, type ApiKeyView } from './key-view.ts';

export const API_KEY_NOT_FOUND = 'API key not found';
export const DEFAULT_RATE_LIMIT = 100;

/** Every key, newest first (the admin console lists all admins' keys). */
export async function listApiKeys(data: DataLayer = db()): Promise<ApiKeyView[]> {
  const { data: keys } = await data.apiKeys.query.allApiKeys({}).go({ order: 'desc', pages: 'all' });
  const now = new Date();
  return keys.map((key) => toApiKeyView(key, now));
}

export async function getApiKey(apiKeyId: string, data: DataLayer = db()): Promise<ApiKey | undefined> {
  const { data: key } = await data.apiKeys.get({ apiKeyId }).go({ consistent: true });
  return key ?? undefined;
}

/**
 * Issues a key for `userId` (DESIGN §6.8): a fresh random secret whose SHA-256 is claimed as a
 * UniqueValue (apiKeyHash) before the key is stored with its hash and prefix only. Resolves to the
 * view and the full key, which the caller shows once.
 */
export async function createApiKey(
  userId: string,
  input: CreateApiKeyInput,
  data: DataLayer = db(),
): Promise<{ view: ApiKeyView; key: string }> {
  const apiKeyId = newId();
  let secret = generateApiKey();
  // 256 random bits never collide in practice; the claim makes uniqueness a checked fact, not a hope.
  while (!(await claimUniqueValue('apiKeyHash', secret.keyHash, apiKeyId, data))) secret = generateApiKey();
  const { data: stored } = await data.apiKeys
    .create({
      apiKeyId,
      userId,
      name: input.name,
      description: input.description ?? '',
      keyHash: secret.keyHash,
      prefix: secret.prefix,
      enabled: true,
      expiresAt: input.expiresAt ?? undefined,
      rateLimit: input.rateLimit ?? DEFAULT_RATE_LIMIT,
      allowedIps: input.allowedIps ?? [],
      scopes: input.scopes ?? ['read'],
      usageCount: 0,
    })
    .go();
  return { view: toApiKeyView(stored as ApiKey), key: secret.key };
}

/** Changes the fields sent (expiresAt null clears the expiry); 404 for an unknown key. */
export async function updateApiKey(
  apiKeyId: string,
  input: UpdateApiKeyInput,
  data: DataLayer = db(),
): Promise<{ before: ApiKeyView; after: ApiKeyView }> {
  const existing = await getApiKey(apiKeyId, data);
  if (!existing) throw new NotFoundError(API_KEY_NOT_FOUND);
  const { expiresAt, ...rest } = input;
  const set = Object.fromEntries(Object.entries(rest).filter(([, value]) => value !== undefined));
  if (expiresAt) set.expiresAt = expiresAt;
  let update = data.apiKeys.patch({ apiKeyId }).set(set);
  if (expiresAt === null) update = update.remove(['expiresAt']);
  const updated = await unlessConditionFails(() => update.go({ response: 'all_new' }));
  if (!updated) throw new NotFoundError(API_KEY_NOT_FOUND);
  return { before: toApiKeyView(existing), after: toApiKeyView(updated.data as ApiKey) };
}

/**
 * Deletes a key: the record goes (a lookup by hash finds nothing, so the key stops working at once)
 * and its hash claim is released. Resolves to the deleted key's view; 404 for an unknown key.
 */
export async function deleteApiKey(apiKeyId: string, data: DataLayer = db()): Promise<ApiKeyView> {
  const existing = await getApiKey(apiKeyId, data);
  if (!existing) throw new NotFoundError(API_KEY_NOT_FOUND);
  await data.apiKeys.delete({ apiKeyId }).go();
  await releaseUniqueValue('apiKeyHash', existing.keyHash, apiKeyId, data);
  return toApiKeyView(existing);
}
