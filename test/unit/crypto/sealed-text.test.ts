import { describe, expect, it } from 'vitest';
import { deriveDataKey, seal, unseal } from '../../../lambdas/core/crypto/sealed-text.ts';

const deriveTokenKey = (secret: string) => deriveDataKey(secret, 'gmail-refresh-token');

const key = deriveTokenKey('a-data-key-secret-of-at-least-32-characters');
const token = '1//0gRefreshTokenFromGoogle-abc_DEF';

describe('refresh-token encryption (AES-256-GCM, key from the data-key secret)', () => {
  it('round-trips a token and never shows it in the stored form', () => {
    const sealed = seal(token, key, 'primary');

    expect(sealed).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(sealed).not.toContain(token);
    expect(unseal(sealed, key, 'primary')).toBe(token);
  });

  it('uses a fresh IV each time, so the same token never encrypts alike', () => {
    expect(seal(token, key, 'primary')).not.toBe(seal(token, key, 'primary'));
  });

  it('derives the same key from the same secret and a different one from another secret', () => {
    expect(deriveTokenKey('a-data-key-secret-of-at-least-32-characters').equals(key)).toBe(true);
    expect(deriveTokenKey('another-data-key-secret-of-32-characters!').equals(key)).toBe(false);
    // Each purpose has its own key: a payout ciphertext cannot be read with the token key.
    expect(deriveDataKey('a-data-key-secret-of-at-least-32-characters', 'payout-account').equals(key)).toBe(
      false,
    );
  });

  it('refuses another key, another connection, an altered ciphertext and an unknown format', () => {
    const sealed = seal(token, key, 'primary');
    const [version, iv, tag, data] = sealed.split('.') as [string, string, string, string];
    const flipped = Buffer.from(data, 'base64url');
    flipped[0] = flipped[0]! ^ 1;

    expect(() =>
      unseal(sealed, deriveTokenKey('another-data-key-secret-of-32-characters!'), 'primary'),
    ).toThrow();
    expect(() => unseal(sealed, key, 'secondary')).toThrow();
    expect(() =>
      unseal([version, iv, tag, flipped.toString('base64url')].join('.'), key, 'primary'),
    ).toThrow();
    expect(() => unseal(`v2.${iv}.${tag}.${data}`, key, 'primary')).toThrow(/known format/);
  });
});
