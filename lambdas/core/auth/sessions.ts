import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { db } from '../db/client.ts';
import type { BatchGetEntity } from '../db/batch-get.ts';
import { unlessConditionFails } from '../db/conditional.ts';
import { getTogether } from '../db/get-together.ts';
import type { RevokedSession } from '../db/entities/revoked-session.ts';
import type { User, UserRole } from '../db/entities/user.ts';
import { UnauthorizedError } from '../http/errors.ts';
import { clearedSessionCookie, readSessionCookie, sessionCookie } from './session-cookie.ts';
import {
  EXTERNAL_AUDIENCE,
  EXTERNAL_TOKEN_TTL_SECONDS,
  newSessionId,
  signSessionToken,
  verifySessionToken,
  type SessionClaims,
} from './session-token.ts';
import { getSigningKey } from './signing-key.ts';

/** Whoever a request is signed in as, read from the user record at the time of the request. */
export interface Session {
  userId: string;
  sessionId: string;
  /** From the user record, so a role change applies at once. */
  role: UserRole;
  expiresAt: Date;
  user: User;
}

/**
 * Signs a user in: a new session id and a token carrying the user's current sessionVersion. Resolves
 * to the Set-Cookie value for the reply.
 */
export async function startSession(user: Pick<User, 'userId' | 'role' | 'sessionVersion'>): Promise<string> {
  const key = await getSigningKey();
  const { token, expiresAt } = signSessionToken(
    { sub: user.userId, role: user.role, sv: user.sessionVersion, sid: newSessionId() },
    key,
  );
  return sessionCookie(token, expiresAt);
}

/**
 * Like startSession, but keeps the session id of the request's session (e.g. after a password change
 * bumped the sessionVersion: this browser stays signed in, every other session ends).
 */
export async function renewSession(
  session: Session,
  user: Pick<User, 'userId' | 'role' | 'sessionVersion'>,
): Promise<string> {
  const key = await getSigningKey();
  const { token, expiresAt } = signSessionToken(
    { sub: user.userId, role: user.role, sv: user.sessionVersion, sid: session.sessionId },
    key,
  );
  return sessionCookie(token, expiresAt);
}

/**
 * A bearer token for the direct-access page (POST /api/external/v1/auth/login): the same claims as a
 * session with an audience of its own and a 12-hour lifetime, so it is refused as a cookie and
 * accepted only on admin routes marked `bearer` (same revocation rules as a session).
 */
export async function startBearerSession(
  user: Pick<User, 'userId' | 'role' | 'sessionVersion'>,
): Promise<{ token: string; expiresAt: Date }> {
  const key = await getSigningKey();
  return signSessionToken(
    { sub: user.userId, role: user.role, sv: user.sessionVersion, sid: newSessionId() },
    key,
    { audience: EXTERNAL_AUDIENCE, ttlSeconds: EXTERNAL_TOKEN_TTL_SECONDS },
  );
}

async function readValidClaims(event: APIGatewayProxyEventV2): Promise<SessionClaims | undefined> {
  const token = readSessionCookie(event);
  if (!token || token.length > 4096) return undefined;
  return verifySessionToken(token, await getSigningKey());
}

/** The JWT of an `Authorization: Bearer` header, if the header carries one (not an API key). */
function readBearerJwt(event: APIGatewayProxyEventV2): string | undefined {
  const authorization = event.headers?.authorization ?? event.headers?.Authorization;
  const token = authorization?.match(/^Bearer\s+(\S+)$/i)?.[1];
  if (!token || token.length > 4096 || token.split('.').length !== 3) return undefined;
  return token;
}

async function readValidBearerClaims(event: APIGatewayProxyEventV2): Promise<SessionClaims | undefined> {
  const token = readBearerJwt(event);
  if (!token) return undefined;
  return verifySessionToken(token, await getSigningKey(), EXTERNAL_AUDIENCE);
}

/** The session of valid claims: the user active with the same sessionVersion, the session not signed out. */
async function sessionOfClaims(claims: SessionClaims | undefined): Promise<Session | undefined> {
  if (!claims) return undefined;
  const { users, revokedSessions, documentClient, tableName } = db();
  // The user (active, same sessionVersion) and the sign-out list in one consistent request: every
  // signed-in API call makes it.
  const [user, revoked] = (await getTogether(documentClient, tableName, [
    { entity: users as unknown as BatchGetEntity, accessPattern: 'byId', composite: { userId: claims.sub } },
    {
      entity: revokedSessions as unknown as BatchGetEntity,
      accessPattern: 'byId',
      composite: { sessionId: claims.sid },
    },
  ])) as [User | undefined, RevokedSession | undefined];
  if (!user || !user.isActive || user.sessionVersion !== claims.sv) return undefined;
  if (revoked && revoked.userId === claims.sub) return undefined;
  return {
    userId: user.userId,
    sessionId: claims.sid,
    role: user.role,
    expiresAt: new Date(claims.exp * 1000),
    user,
  };
}

const loadSession = async (event: APIGatewayProxyEventV2): Promise<Session | undefined> =>
  sessionOfClaims(await readValidClaims(event));

const resolved = new WeakMap<APIGatewayProxyEventV2, Promise<Session | undefined>>();

/** The request's session, or undefined when nobody valid is signed in (resolved once per request). */
export function resolveSession(event: APIGatewayProxyEventV2): Promise<Session | undefined> {
  let session = resolved.get(event);
  if (!session) {
    session = loadSession(event);
    resolved.set(event, session);
  }
  return session;
}

/**
 * The session of the request's `Authorization: Bearer` token from the external login, or undefined.
 * Only the access middleware calls this, and only for admin routes marked `bearer`.
 */
export async function resolveBearerSession(event: APIGatewayProxyEventV2): Promise<Session | undefined> {
  return sessionOfClaims(await readValidBearerClaims(event));
}

const attached = new WeakMap<APIGatewayProxyEventV2, Session>();

/** Called by the access middleware once it has accepted a session for a non-public route. */
export function attachSession(event: APIGatewayProxyEventV2, session: Session): void {
  attached.set(event, session);
}

/** The session the access middleware accepted for this request; 401 when there is none. */
export function requireSession(event: APIGatewayProxyEventV2): Session {
  const session = attached.get(event);
  if (!session) throw new UnauthorizedError();
  return session;
}

/**
 * Signs the request's session out (it stays refused until its token would have expired) and resolves
 * to the Set-Cookie value that clears the cookie. Works, and clears the cookie, even without a session.
 */
export async function endSession(event: APIGatewayProxyEventV2): Promise<string> {
  const claims = await readValidClaims(event);
  if (claims) {
    await db()
      .revokedSessions.put({
        sessionId: claims.sid,
        userId: claims.sub,
        expiresAt: new Date(claims.exp * 1000).toISOString(),
      })
      .go();
  }
  return clearedSessionCookie();
}

/**
 * Ends every session of a user at once (password change or reset, admin-set password, suspension):
 * an atomic add to the user's sessionVersion, which every session token must match. Resolves to the
 * new version, or undefined when the user does not exist.
 */
export async function revokeAllSessions(userId: string): Promise<number | undefined> {
  const result = await unlessConditionFails(() =>
    db().users.patch({ userId }).add({ sessionVersion: 1 }).go({ response: 'all_new' }),
  );
  return result?.data.sessionVersion;
}
