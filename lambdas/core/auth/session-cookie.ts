import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { getConfig } from '../config/env.ts';

/** The session cookie (httpOnly: the SPA never reads it; it asks GET /api/user). */
export const SESSION_COOKIE_NAME = 'tr_session';

// DESIGN §6.5: Secure wherever the site is served over https (AWS); plain http only on the local target.
const secureAttribute = (): string[] =>
  new URL(getConfig().WEB_URL).protocol === 'https:' ? ['Secure'] : [];

/** Set-Cookie value that stores a session token until `expiresAt`. */
export function sessionCookie(token: string, expiresAt: Date, now = new Date()): string {
  const maxAge = Math.max(0, Math.ceil((expiresAt.getTime() - now.getTime()) / 1000));
  return [
    `${SESSION_COOKIE_NAME}=${token}`,
    'Path=/',
    'HttpOnly',
    'SameSite=Lax',
    ...secureAttribute(),
    `Max-Age=${maxAge}`,
    `Expires=${expiresAt.toUTCString()}`,
  ].join('; ');
}

/** Set-Cookie value that removes the session cookie. */
export function clearedSessionCookie(): string {
  return [
    `${SESSION_COOKIE_NAME}=`,
    'Path=/',
    'HttpOnly',
    'SameSite=Lax',
    ...secureAttribute(),
    'Max-Age=0',
    'Expires=Thu, 01 Jan 1970 00:00:00 GMT',
  ].join('; ');
}

/** The session token sent by the browser, if any (API Gateway v2 puts cookies in `event.cookies`). */
export function readSessionCookie(event: APIGatewayProxyEventV2): string | undefined {
  for (const cookie of event.cookies ?? []) {
    const separator = cookie.indexOf('=');
    if (separator < 0) continue;
    if (cookie.slice(0, separator).trim() !== SESSION_COOKIE_NAME) continue;
    const value = cookie.slice(separator + 1).trim();
    if (value) return value;
  }
  return undefined;
}
