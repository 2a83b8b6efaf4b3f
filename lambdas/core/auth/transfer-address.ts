import { randomInt } from 'node:crypto';
import type { DataLayer } from '../db/client.ts';
import { claimUniqueValue } from '../db/unique-values.ts';

// Crockford's base32 in lower case: no i, l, o or u, so an address read aloud or retyped stays right.
const ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz';
/** 6 characters = 30 random bits: readable, yet not guessable from the seller's name. */
const SUFFIX_LENGTH = 6;
const MAX_ATTEMPTS = 8;

/** `Jane`, `Doe` → `jane.doe`; accents dropped; anything else becomes a dot; never empty. */
export function transferAddressSlug(...names: (string | undefined)[]): string {
  const slug = names
    .filter(Boolean)
    .join(' ')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '.')
    .replace(/^\.+|\.+$/g, '')
    .slice(0, 30)
    .replace(/\.+$/, '');
  return slug || 'seller';
}

export function randomSuffix(length = SUFFIX_LENGTH): string {
  let suffix = '';
  for (let index = 0; index < length; index += 1) suffix += ALPHABET[randomInt(ALPHABET.length)];
  return suffix;
}

/**
 * Creates a seller's transfer address (`jane.doe.k7q4xz@<domain>`) and claims it as a uniqueness item
 * for the user; a collision draws a new suffix.
 */
export async function claimTransferAddress(
  userId: string,
  slug: string,
  domain: string,
  data?: DataLayer,
): Promise<string> {
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
    const address = `${slug}.${randomSuffix()}@${domain}`.toLowerCase();
    if (await claimUniqueValue('transferEmail', address, userId, data)) return address;
  }
  throw new Error(`No free transfer address for ${slug} after ${MAX_ATTEMPTS} attempts`);
}
