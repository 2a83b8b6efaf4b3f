import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const ALGORITHM = 'aes-256-gcm';
const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** What a key protects; each purpose gets its own key from the one data-key secret. */
export type DataKeyPurpose = 'gmail-refresh-token' | 'payout-account' | 'webhook-secret';

/** An AES-256 key for one purpose, derived from the data-key secret (HKDF-SHA256, purpose as label). */
export function deriveDataKey(secret: string, purpose: DataKeyPurpose): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, 'ticket-relay', `${purpose}/aes-256-gcm/v1`, 32));
}

/**
 * Encrypts text as `v1.<iv>.<tag>.<ciphertext>` (base64url). `context` (for example the owning item's
 * id) is bound as associated data, so a ciphertext copied to another item does not decrypt.
 */
export function seal(plain: string, key: Buffer, context: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv(ALGORITHM, key, iv, { authTagLength: TAG_BYTES });
  cipher.setAAD(Buffer.from(context, 'utf8'));
  const ciphertext = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [VERSION, iv, cipher.getAuthTag(), ciphertext]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

/** The text back; throws when the value was altered, belongs to another context or used another key. */
export function unseal(sealed: string, key: Buffer, context: string): string {
  const [version, iv, tag, ciphertext, ...rest] = sealed.split('.');
  if (version !== VERSION || !iv || !tag || ciphertext === undefined || rest.length > 0) {
    throw new Error('The sealed value is not in a known format');
  }
  const decipher = createDecipheriv(ALGORITHM, key, Buffer.from(iv, 'base64url'), {
    authTagLength: TAG_BYTES,
  });
  decipher.setAAD(Buffer.from(context, 'utf8'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString(
    'utf8',
  );
}
