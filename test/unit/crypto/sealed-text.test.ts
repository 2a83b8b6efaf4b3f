import { describe, expect, it } from 'vitest';
import { deriveDataKey, seal, unseal } from '../../../lambdas/core/crypto/sealed-text.ts';

const secret = 'a-long-enough-data-key-secret-for-the-tests-0123456789';

describe('sealed text (AES-256-GCM with a derived key)', () => {
  const key = deriveDataKey(secret, 'payout-account');

  it('round-trips and never stores the plain text', () => {
    const sealed = seal('{"accountNumber":"000123456789"}', key, 'method-1');
    expect(sealed).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(sealed).not.toContain('000123456789');
    expect(unseal(sealed, key, 'method-1')).toBe('{"accountNumber":"000123456789"}');
  });

  it('refuses another context, another purpose’s key and altered text', () => {
    const sealed = seal('secret', key, 'method-1');
    expect(() => unseal(sealed, key, 'method-2')).toThrow();
    expect(() => unseal(sealed, deriveDataKey(secret, 'gmail-refresh-token'), 'method-1')).toThrow();
    const [version, iv, tag, body] = sealed.split('.');
    const flipped = `${body!.startsWith('A') ? 'B' : 'A'}${body!.slice(1)}`;
    expect(() => unseal([version, iv, tag, flipped].join('.'), key, 'method-1')).toThrow();
    expect(() => unseal('nonsense', key, 'method-1')).toThrow('The sealed value is not in a known format');
  });
});
