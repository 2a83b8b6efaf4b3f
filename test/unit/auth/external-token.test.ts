import { describe, expect, it } from 'vitest';
import {
  EXTERNAL_AUDIENCE,
  EXTERNAL_TOKEN_TTL_SECONDS,
  newSessionId,
  signSessionToken,
  verifySessionToken,
} from '../../../lambdas/core/auth/session-token.ts';
import { deriveSigningKey } from '../../../lambdas/core/auth/signing-key.ts';

const key = deriveSigningKey('e'.repeat(64));
const claims = { sub: '01ADMIN', role: 'admin' as const, sv: 0, sid: newSessionId() };

describe('bearer tokens of the external login', () => {
  it('last 12 hours and are accepted only for the external audience, never as a session', () => {
    const now = new Date();
    const { token, expiresAt } = signSessionToken(claims, key, {
      audience: EXTERNAL_AUDIENCE,
      ttlSeconds: EXTERNAL_TOKEN_TTL_SECONDS,
      now,
    });

    expect(expiresAt.getTime() - Math.floor(now.getTime() / 1000) * 1000).toBe(12 * 3600 * 1000);
    expect(verifySessionToken(token, key, EXTERNAL_AUDIENCE)).toMatchObject(claims);
    expect(verifySessionToken(token, key)).toBeUndefined();
  });

  it('a session token is not a bearer token', () => {
    const { token } = signSessionToken(claims, key);

    expect(verifySessionToken(token, key)).toMatchObject(claims);
    expect(verifySessionToken(token, key, EXTERNAL_AUDIENCE)).toBeUndefined();
  });
});
