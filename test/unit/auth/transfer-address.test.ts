import { describe, expect, it } from 'vitest';
import { randomSuffix, transferAddressSlug } from '../../../lambdas/core/auth/transfer-address.ts';

describe('transfer address names', () => {
  it('turns a name into a readable slug', () => {
    expect(transferAddressSlug('Jane', 'Doe')).toBe('jane.doe');
    expect(transferAddressSlug('  José ', "O'Brien-Núñez")).toBe('jose.o.brien.nunez');
    expect(transferAddressSlug('Ann Marie', undefined)).toBe('ann.marie');
  });

  it('falls back to "seller" when nothing readable is left, and keeps slugs short', () => {
    expect(transferAddressSlug('李', '雷')).toBe('seller');
    expect(transferAddressSlug('', '')).toBe('seller');
    const long = transferAddressSlug('A'.repeat(50), 'B'.repeat(50));
    expect(long.length).toBeLessThanOrEqual(30);
    expect(long.endsWith('.')).toBe(false);
  });

  it('draws suffixes from lower-case base32 without i, l, o or u', () => {
    const suffixes = Array.from({ length: 200 }, () => randomSuffix());

    for (const suffix of suffixes) expect(suffix).toMatch(/^[0-9a-hjkmnp-tv-z]{6}$/);
    expect(new Set(suffixes).size).toBeGreaterThan(195);
  });
});
