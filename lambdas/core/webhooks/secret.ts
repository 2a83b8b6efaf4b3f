import { randomBytes } from 'node:crypto';
import { getDataKey } from '../crypto/data-key.ts';
import { seal, unseal } from '../crypto/sealed-text.ts';

export const SECRET_PREFIX = 'whsec_';
/** Standard Webhooks asks for 24 to 64 bytes; a generated secret has 32. */
export const MIN_SECRET_BYTES = 24;
export const MAX_SECRET_BYTES = 64;
const GENERATED_SECRET_BYTES = 32;

export const SECRET_FORMAT_MESSAGE = `The secret must be ${SECRET_PREFIX} followed by base64 of ${MIN_SECRET_BYTES} to ${MAX_SECRET_BYTES} bytes; leave it empty to have one generated.`;

/** A new signing secret: `whsec_` and base64 of 32 random bytes. */
export const generateSecret = (): string =>
  `${SECRET_PREFIX}${randomBytes(GENERATED_SECRET_BYTES).toString('base64')}`;

/** Whether `secret` is a Standard Webhooks secret this product signs with (whsec_ + base64 of 24-64 bytes). */
export function isValidSecret(secret: string): boolean {
  if (!secret.startsWith(SECRET_PREFIX)) return false;
  const encoded = secret.slice(SECRET_PREFIX.length);
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(encoded) || encoded.length % 4 !== 0) return false;
  const bytes = Buffer.from(encoded, 'base64').length;
  return bytes >= MIN_SECRET_BYTES && bytes <= MAX_SECRET_BYTES;
}

/** What the API shows instead of the secret: `whsec_…` and its last four characters. */
export const secretHintOf = (secret: string): string => `${SECRET_PREFIX}…${secret.slice(-4)}`;

/** The secret sealed with the data key, bound to its webhook (a copied ciphertext does not open elsewhere). */
export async function sealSecret(secret: string, webhookId: string): Promise<string> {
  return seal(secret, await getDataKey('webhook-secret'), `webhook:${webhookId}`);
}

export async function openSecret(secretEncrypted: string, webhookId: string): Promise<string> {
  return unseal(secretEncrypted, await getDataKey('webhook-secret'), `webhook:${webhookId}`);
}
