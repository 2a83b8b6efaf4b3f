// Part of the entry chunk: it must not import the API client (which loads with the first guard).

/** Pages whose guard asks who is signed in as soon as they open. */
const guardedPage = /^\/(customer|account|admin)(\/|$)/;

let pending: Promise<Response> | undefined;

/**
 * Sends GET /api/user as the entry starts on a page whose guard needs it, so that the answer is on
 * its way while the guard's code loads (one round trip less before the page shows). Public pages do
 * not ask: a signed-out visitor's 401 there would only be noise.
 */
export function startEarlyUserRequest(pathname: string): void {
  if (!guardedPage.test(pathname)) return;
  pending = fetch('/api/user', { credentials: 'include', headers: { Accept: 'application/json' } });
  // A failure surfaces where the answer is read; until then it must not count as unhandled.
  pending.catch(() => undefined);
}

/** The early answer, once: the next reads of the user go to the server again. */
export function takeEarlyUserResponse(): Promise<Response> | undefined {
  const response = pending;
  pending = undefined;
  return response;
}
