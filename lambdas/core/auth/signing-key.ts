import { createHash, createPrivateKey, createPublicKey, hkdfSync, type KeyObject } from 'node:crypto';
import { SecretsProvider } from '@aws-lambda-powertools/parameters/secrets';
import { secretsManager } from '../aws/clients.ts';
import { getConfig } from '../config/env.ts';

export interface SigningKey {
  /** Short id of the key pair (from its public key), sent as the JWT `kid`. */
  kid: string;
  privateKey: KeyObject;
  /** The public half as a JWK for aws-jwt-verify's `cacheJwks`. */
  publicJwk: { kty: 'OKP'; crv: 'Ed25519'; x: string; kid: string; alg: 'EdDSA'; use: 'sig' };
}

// PKCS#8 DER header of an Ed25519 private key; the 32-byte seed follows it (RFC 8410).
const ED25519_PKCS8_PREFIX = Buffer.from('302e020100300506032b657004220420', 'hex');

/**
 * The Ed25519 session-signing key derived from the secret string (HKDF-SHA256 → 32-byte seed). The
 * secret is any string (64 letters and digits in AWS, a random base64url string locally), so no key
 * format is ever stored; the same secret always gives the same key.
 */
export function deriveSigningKey(secret: string): SigningKey {
  const seed = Buffer.from(hkdfSync('sha256', secret, 'ticket-relay', 'session-signing-key/ed25519/v1', 32));
  const privateKey = createPrivateKey({
    key: Buffer.concat([ED25519_PKCS8_PREFIX, seed]),
    format: 'der',
    type: 'pkcs8',
  });
  const { x } = createPublicKey(privateKey).export({ format: 'jwk' });
  if (!x) throw new Error('Ed25519 public key has no x coordinate');
  const kid = createHash('sha256').update(x).digest('base64url').slice(0, 16);
  return { kid, privateKey, publicJwk: { kty: 'OKP', crv: 'Ed25519', x, kid, alg: 'EdDSA', use: 'sig' } };
}

let provider: SecretsProvider | undefined;
const derived = new Map<string, SigningKey>();

// Re-read every 5 minutes, so a deliberately rotated secret takes effect without a redeploy.
const SECRET_MAX_AGE_SECONDS = 300;

/** The current signing key, from the secret named by SESSION_KEY_SECRET_ID (cached per container). */
export async function getSigningKey(): Promise<SigningKey> {
  provider ??= new SecretsProvider({ awsSdkV3Client: secretsManager() });
  const secret = await provider.get(getConfig().SESSION_KEY_SECRET_ID, { maxAge: SECRET_MAX_AGE_SECONDS });
  if (typeof secret !== 'string' || secret.length < 32) {
    throw new Error('The session key secret is missing or shorter than 32 characters');
  }
  let key = derived.get(secret);
  if (!key) {
    key = deriveSigningKey(secret);
    derived.clear();
    derived.set(secret, key);
  }
  return key;
}
