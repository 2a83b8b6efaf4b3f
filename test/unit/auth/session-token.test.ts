import { sign } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  newSessionId,
  SESSION_AUDIENCE,
  SESSION_ISSUER,
  signSessionToken,
  verifySessionToken,
} from '../../../lambdas/core/auth/session-token.ts';
import { deriveSigningKey } from '../../../lambdas/core/auth/signing-key.ts';

const key = deriveSigningKey('a'.repeat(64));
const claims = { sub: '01USER', role: 'customer' as const, sv: 3, sid: newSessionId() };

const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const decode = (part: string) =>
  JSON.parse(Buffer.from(part, 'base64url').toString()) as Record<string, unknown>;

describe('session signing key', () => {
  it('derives the same Ed25519 key from the same secret, and another from another secret', () => {
    const again = deriveSigningKey('a'.repeat(64));
    const other = deriveSigningKey('b'.repeat(64));

    expect(again.kid).toBe(key.kid);
    expect(again.publicJwk).toEqual(key.publicJwk);
    expect(other.kid).not.toBe(key.kid);
    expect(key.publicJwk).toMatchObject({ kty: 'OKP', crv: 'Ed25519', alg: 'EdDSA', use: 'sig' });
    expect(key.privateKey.asymmetricKeyType).toBe('ed25519');
  });
});

describe('session tokens (EdDSA JWT, verified with aws-jwt-verify)', () => {
  it('signs the claims and verifies them back with issuer, audience and a 7-day expiry', () => {
    const now = new Date();
    const { token, expiresAt } = signSessionToken(claims, key, { now });

    const [header, payload] = token.split('.');
    expect(decode(header!)).toEqual({ alg: 'EdDSA', typ: 'JWT', kid: key.kid });
    expect(decode(payload!)).toMatchObject({ iss: SESSION_ISSUER, aud: SESSION_AUDIENCE, ...claims });
    expect(expiresAt.getTime() - now.getTime()).toBeGreaterThan(7 * 24 * 3600 * 1000 - 1000);
    expect(verifySessionToken(token, key)).toMatchObject(claims);
  });

  it('refuses a token whose payload was changed after signing', () => {
    const { token } = signSessionToken(claims, key);
    const [header, payload, signature] = token.split('.');
    const promoted = encode({ ...decode(payload!), role: 'admin' });

    expect(verifySessionToken(`${header}.${promoted}.${signature}`, key)).toBeUndefined();
  });

  it('refuses an expired token', () => {
    const { token } = signSessionToken(claims, key, { now: new Date(Date.now() - 8 * 24 * 3600 * 1000) });

    expect(verifySessionToken(token, key)).toBeUndefined();
  });

  it('refuses a token signed with another key, even under the same key id', () => {
    const other = deriveSigningKey('b'.repeat(64));
    const { token } = signSessionToken(claims, other);
    const [, payload] = token.split('.');
    const header = encode({ alg: 'EdDSA', typ: 'JWT', kid: key.kid });
    const signature = sign(null, Buffer.from(`${header}.${payload}`), other.privateKey).toString('base64url');

    expect(verifySessionToken(token, key)).toBeUndefined();
    expect(verifySessionToken(`${header}.${payload}.${signature}`, key)).toBeUndefined();
  });

  it('refuses an unsigned token, another audience and garbage', () => {
    const { token } = signSessionToken(claims, key);
    const [, payload] = token.split('.');
    const unsigned = `${encode({ alg: 'none', typ: 'JWT', kid: key.kid })}.${payload}.`;
    const otherAudience = encode({ ...decode(payload!), aud: 'ticket-relay:bearer' });
    const header = encode({ alg: 'EdDSA', typ: 'JWT', kid: key.kid });
    const resigned = sign(null, Buffer.from(`${header}.${otherAudience}`), key.privateKey).toString(
      'base64url',
    );

    expect(verifySessionToken(unsigned, key)).toBeUndefined();
    expect(verifySessionToken(`${header}.${otherAudience}.${resigned}`, key)).toBeUndefined();
    expect(verifySessionToken('not.a.jwt', key)).toBeUndefined();
    expect(verifySessionToken('', key)).toBeUndefined();
  });

  it('refuses a correctly signed token whose claims lack the session fields', () => {
    const header = encode({ alg: 'EdDSA', typ: 'JWT', kid: key.kid });
    const exp = Math.floor(Date.now() / 1000) + 60;
    const payload = encode({ iss: SESSION_ISSUER, aud: SESSION_AUDIENCE, sub: '01USER', exp, iat: exp - 60 });
    const signature = sign(null, Buffer.from(`${header}.${payload}`), key.privateKey).toString('base64url');

    expect(verifySessionToken(`${header}.${payload}.${signature}`, key)).toBeUndefined();
  });

  it('gives every session a different 128-bit id', () => {
    const ids = new Set(Array.from({ length: 100 }, () => newSessionId()));

    expect(ids.size).toBe(100);
    expect([...ids][0]).toMatch(/^[\w-]{22}$/);
  });
});
