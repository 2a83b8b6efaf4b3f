import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/** DESIGN §6.7: at least 8 characters everywhere. */
export const MIN_PASSWORD_LENGTH = 8;
/** scrypt's cost grows with the input; a cap keeps a huge "password" from costing a request seconds. */
export const MAX_PASSWORD_LENGTH = 256;

// OWASP's scrypt equivalents: N=2^17/r=8/p=1 (128 MiB) ≈ N=2^14/r=8/p=5 (16 MiB). The latter costs the
// same CPU with an eighth of the memory: about 240 ms per hash on the 2-core build machine.
const DEFAULT_PARAMETERS = { logN: 14, r: 8, p: 5 } as const;
const KEY_LENGTH = 32;
const SALT_LENGTH = 16;

interface ScryptParameters {
  logN: number;
  r: number;
  p: number;
}

function deriveKey(password: string, salt: Buffer, { logN, r, p }: ScryptParameters, length: number) {
  const N = 2 ** logN;
  const options: ScryptOptions = { N, r, p, maxmem: 256 * N * r + 1024 * 1024 };
  return new Promise<Buffer>((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, length, options, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

/**
 * Hashes a password with scrypt and a fresh 16-byte salt. The result carries its own parameters
 * (`scrypt$14$8$5$<salt>$<hash>`, base64url), so they can be raised later without breaking old hashes.
 */
export async function hashPassword(password: string, parameters: ScryptParameters = DEFAULT_PARAMETERS) {
  const salt = randomBytes(SALT_LENGTH);
  const key = await deriveKey(password, salt, parameters, KEY_LENGTH);
  const { logN, r, p } = parameters;
  return ['scrypt', logN, r, p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

function parseHash(stored: string) {
  const [scheme, logN, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !key) return undefined;
  const parameters = { logN: Number(logN), r: Number(r), p: Number(p) };
  const sane =
    Number.isInteger(parameters.logN) &&
    parameters.logN >= 10 &&
    parameters.logN <= 20 &&
    Number.isInteger(parameters.r) &&
    parameters.r >= 1 &&
    parameters.r <= 32 &&
    Number.isInteger(parameters.p) &&
    parameters.p >= 1 &&
    parameters.p <= 16;
  if (!sane) return undefined;
  return { parameters, salt: Buffer.from(salt, 'base64url'), key: Buffer.from(key, 'base64url') };
}

/** True when the password matches the stored hash; compared in constant time. A malformed hash never matches. */
export async function verifyPassword(password: string, stored: string | undefined): Promise<boolean> {
  const parsed = stored ? parseHash(stored) : undefined;
  if (!parsed || parsed.key.length === 0) {
    // Same work as a real check, so an unknown account cannot be told apart by timing.
    await deriveKey(password, DUMMY_SALT, DEFAULT_PARAMETERS, KEY_LENGTH);
    return false;
  }
  const candidate = await deriveKey(password, parsed.salt, parsed.parameters, parsed.key.length);
  return timingSafeEqual(candidate, parsed.key);
}

const DUMMY_SALT = Buffer.alloc(SALT_LENGTH, 7);
