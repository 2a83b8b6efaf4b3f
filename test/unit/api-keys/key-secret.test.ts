import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { generateApiKey, hashApiKey, looksLikeApiKey } from '../../../lambdas/core/api-keys/key-secret.ts';

describe('API key secrets', () => {
  it('issues trk_live_ keys of 43 base62 characters with their SHA-256 and a 12-character prefix', () => {
    const { key, keyHash, prefix } = generateApiKey();

    expect(key).toMatch(/^trk_live_[A-Za-z0-9]{43}$/);
    expect(keyHash).toBe(createHash('sha256').update(key).digest('hex'));
    expect(hashApiKey(key)).toBe(keyHash);
    expect(prefix).toBe(key.slice(0, 'trk_live_'.length + 12));
    expect(looksLikeApiKey(key)).toBe(true);
  });

  it('never repeats a key and recognises only its own format', () => {
    const keys = new Set(Array.from({ length: 500 }, () => generateApiKey().key));

    expect(keys.size).toBe(500);
    expect(looksLikeApiKey('trk_live_short')).toBe(false);
    expect(looksLikeApiKey(`trk_test_${'a'.repeat(43)}`)).toBe(false);
    expect(looksLikeApiKey('eyJhbGciOi.eyJzdWIiOi.c2lnbmF0dXJl')).toBe(false);
  });
});
