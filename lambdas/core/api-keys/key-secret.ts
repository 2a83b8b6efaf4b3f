import { createHash, randomBytes } from 'node:crypto';

/** Every key starts with this, so a leaked key is easy to recognise (secret scanners, logs). */
export const API_KEY_PREFIX = 'trk_live_';
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
/** 43 base62 characters: about 256 random bits. */
const SECRET_LENGTH = 43;
/** The characters after `trk_live_` kept as the visible prefix. */
const VISIBLE_CHARACTERS = 12;
const KEY_PATTERN = new RegExp(`^${API_KEY_PREFIX}[A-Za-z0-9]{${SECRET_LENGTH}}$`);

export interface NewKeySecret {
  /** The full key, shown to the admin once and never stored. */
  key: string;
  /** SHA-256 of the key (hex): what is stored and looked up. */
  keyHash: string;
  /** `trk_live_` and the first 12 characters after it, to recognise the key in lists. */
  prefix: string;
}

/** Uniform base62 characters from the CSPRNG (rejection sampling: no modulo bias). */
function randomBase62(length: number): string {
  let out = '';
  while (out.length < length) {
    for (const byte of randomBytes(length * 2)) {
      if (byte >= 248) continue; // 248 = 4 × 62
      out += ALPHABET[byte % 62];
      if (out.length === length) break;
    }
  }
  return out;
}

export const hashApiKey = (key: string): string => createHash('sha256').update(key, 'utf8').digest('hex');

/** A new key `trk_live_` + 43 base62 characters (≈ 256 random bits), with its hash and prefix. */
export function generateApiKey(): NewKeySecret {
  const key = `${API_KEY_PREFIX}${randomBase62(SECRET_LENGTH)}`;
  return { key, keyHash: hashApiKey(key), prefix: key.slice(0, API_KEY_PREFIX.length + VISIBLE_CHARACTERS) };
}

/** True when the text has the shape of a key this service issues (checked before any lookup). */
export const looksLikeApiKey = (text: string): boolean => KEY_PATTERN.test(text);
