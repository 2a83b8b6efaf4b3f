import { randomBytes, sign } from 'node:crypto';
import { JwtVerifier } from 'aws-jwt-verify';
import { z } from 'zod';
import { userRoles } from '../db/entities/user.ts';
import type { SigningKey } from './signing-key.ts';

export const SESSION_ISSUER = 'urn:ticket-relay';
/** Session cookies only; bearer tokens for the external API get an audience of their own. */
export const SESSION_AUDIENCE = 'ticket-relay:session';
/** A session lasts 7 days from sign-in. */
export const SESSION_TTL_SECONDS = 7 * 24 * 60 * 60;
/** Bearer tokens of POST /api/external/v1/auth/login: accepted only on admin routes marked `bearer`. */
export const EXTERNAL_AUDIENCE = 'ticket-relay:external';
/** A bearer token lasts 12 hours. */
export const EXTERNAL_TOKEN_TTL_SECONDS = 12 * 60 * 60;

export type TokenAudience = typeof SESSION_AUDIENCE | typeof EXTERNAL_AUDIENCE;

export const sessionClaimsSchema = z.object({
  /** The user id. */
  sub: z.string().min(1),
  /** The role at sign-in; access decisions read the role from the user record, not from here. */
  role: z.enum(userRoles),
  /** The user's sessionVersion at sign-in: bumping it on the user revokes every session. */
  sv: z.number().int().nonnegative(),
  /** This session's id, for signing out just this session. */
  sid: z.string().min(16),
  iat: z.number().int(),
  exp: z.number().int(),
});

export type SessionClaims = z.infer<typeof sessionClaimsSchema>;

/** A new random session id (128 bits). */
export const newSessionId = (): string => randomBytes(16).toString('base64url');

const base64url = (value: unknown): string => Buffer.from(JSON.stringify(value)).toString('base64url');

/** Signs session claims as a compact JWT (EdDSA / Ed25519) with node:crypto. */
export function signSessionToken(
  claims: Pick<SessionClaims, 'sub' | 'role' | 'sv' | 'sid'>,
  key: SigningKey,
  options: { now?: Date; ttlSeconds?: number; audience?: TokenAudience } = {},
): { token: string; expiresAt: Date } {
  const iat = Math.floor((options.now ?? new Date()).getTime() / 1000);
  const exp = iat + (options.ttlSeconds ?? SESSION_TTL_SECONDS);
  const header = base64url({ alg: 'EdDSA', typ: 'JWT', kid: key.kid });
  const aud = options.audience ?? SESSION_AUDIENCE;
  const payload = base64url({ iss: SESSION_ISSUER, aud, ...claims, iat, exp });
  const signature = sign(null, Buffer.from(`${header}.${payload}`), key.privateKey).toString('base64url');
  return { token: `${header}.${payload}.${signature}`, expiresAt: new Date(exp * 1000) };
}

// One verifier per key id and audience, primed with the public key so aws-jwt-verify never fetches a JWKS.
const verifiers = new Map<string, ReturnType<typeof createVerifier>>();

function createVerifier(key: SigningKey, audience: TokenAudience) {
  const verifier = JwtVerifier.create({
    issuer: SESSION_ISSUER,
    audience,
    // Required to be a URL; never fetched: verifySync only uses the JWKS cached below.
    jwksUri: 'https://ticket-relay.invalid/.well-known/jwks.json',
  });
  verifier.cacheJwks({ keys: [key.publicJwk] });
  return verifier;
}

/**
 * The claims of a session token signed by `key`, or undefined when the token is malformed, signed by
 * another key, tampered with, expired, or meant for another audience. Never throws.
 */
export function verifySessionToken(
  token: string,
  key: SigningKey,
  audience: TokenAudience = SESSION_AUDIENCE,
): SessionClaims | undefined {
  const cacheKey = `${key.kid} ${audience}`;
  let verifier = verifiers.get(cacheKey);
  if (!verifier) {
    verifier = createVerifier(key, audience);
    verifiers.set(cacheKey, verifier);
  }
  try {
    const parsed = sessionClaimsSchema.safeParse(verifier.verifySync(token));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
