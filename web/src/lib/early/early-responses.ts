// Part of the small first script (start-early-requests): it must not import the API client or zod.

/** An early answer nobody read within this time is dropped: a later read must not get old data. */
const FRESH_MS = 15_000;

const sent = new Map<string, { response: Promise<Response>; sentAt: number }>();
/** Paths the app has read already: an early answer sent after that would be older than what it has. */
const read = new Set<string>();

/**
 * Sends GET `path` now, with the session cookie, so that its answer is on its way while the code that
 * reads it still loads. The API client hands it to the first GET of the same path. Not sent (undefined)
 * when the app has read the path already: its code was quicker.
 */
export function sendEarly(path: string): Promise<Response> | undefined {
  if (read.has(path)) return undefined;
  const response = fetch(path, { credentials: 'include', headers: { Accept: 'application/json' } });
  // A failure surfaces where the answer is read; until then it must not count as unhandled.
  response.catch(() => undefined);
  sent.set(path, { response, sentAt: Date.now() });
  return response;
}

/** The early answer to GET `path`, once: the next read of the path goes to the server again. */
export function takeEarlyResponse(path: string): Promise<Response> | undefined {
  read.add(path);
  const early = sent.get(path);
  sent.delete(path);
  return early && Date.now() - early.sentAt < FRESH_MS ? early.response : undefined;
}

/** Forgets every early answer nobody read (tests start each case from none). */
export function dropEarlyResponses(): void {
  sent.clear();
  read.clear();
}
