import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A fake of Google's OAuth token endpoint and the Gmail API (the calls Ticket Relay makes), served over
 * HTTP so the real @googleapis/gmail client and google-auth-library talk to it. It records every request.
 */

export interface FakeMessage {
  id: string;
  raw: Buffer;
  subject: string;
  snippet: string;
  labelIds: string[];
  historyId: number;
  internalDate: number;
}

export interface RecordedRequest {
  method: string;
  path: string;
  query: Record<string, string | string[]>;
  form?: Record<string, string>;
}

export interface FakeGmail {
  url: string;
  mailbox: string;
  /** The code the consent screen would hand back, and the refresh token it exchanges for. */
  validCode: string;
  refreshToken: string;
  requests: RecordedRequest[];
  revokedTokens: string[];
  /** Delivers a message to the mailbox (a new history record). */
  deliver(message: { raw: Buffer; subject: string; snippet?: string; labelIds?: string[] }): FakeMessage;
  /** Deletes a message: reading it answers 404, its messageAdded history record stays (as in Gmail). */
  remove(id: string): void;
  /** History before this id is forgotten: history.list from an older id answers 404, as Gmail does. */
  expireHistoryBefore(historyId: number): void;
  currentHistoryId(): number;
  close(): Promise<void>;
}

const json = (response: ServerResponse, status: number, body: unknown) => {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
};

const readBody = async (request: IncomingMessage): Promise<string> => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
};

const queryOf = (url: URL): Record<string, string | string[]> => {
  const query: Record<string, string | string[]> = {};
  for (const key of new Set(url.searchParams.keys())) {
    const values = url.searchParams.getAll(key);
    query[key] = values.length === 1 ? values[0]! : values;
  }
  return query;
};

/** Enough of Gmail's search for the queries Ticket Relay sends: `{a b "c d"}` (any of) or one term. */
function matchesQuery(q: string | null, message: FakeMessage): boolean {
  if (!q) return true;
  const keywords = q.replace(/\s*-in:\w+/g, '').trim();
  const terms = [...keywords.replace(/^\{|\}$/g, '').matchAll(/"([^"]+)"|(\S+)/g)].map((m) =>
    (m[1] ?? m[2])!.toLowerCase(),
  );
  const text = `${message.subject}\n${message.snippet}\n${message.raw.toString('utf8')}`.toLowerCase();
  return terms.some((term) => text.includes(term));
}

export async function startFakeGmail(mailbox = 'relay.mailbox@gmail.com'): Promise<FakeGmail> {
  const validCode = `code-${randomBytes(6).toString('hex')}`;
  const refreshToken = `1//refresh-${randomBytes(12).toString('hex')}`;
  const accessTokens = new Set<string>();
  const messages: FakeMessage[] = [];
  const requests: RecordedRequest[] = [];
  const revokedTokens: string[] = [];
  let historyId = 1000;
  let oldestHistoryId = 0;
  const removed = new Set<string>();

  const issueAccessToken = () => {
    const token = `ya29.${randomBytes(12).toString('hex')}`;
    accessTokens.add(token);
    return { access_token: token, expires_in: 3599, token_type: 'Bearer', scope: 'gmail.readonly' };
  };

  const token = (form: Record<string, string>, response: ServerResponse) => {
    if (form.grant_type === 'authorization_code' && form.code === validCode) {
      return json(response, 200, { ...issueAccessToken(), refresh_token: refreshToken });
    }
    if (
      form.grant_type === 'refresh_token' &&
      form.refresh_token === refreshToken &&
      !revokedTokens.includes(refreshToken)
    ) {
      return json(response, 200, issueAccessToken());
    }
    return json(response, 400, { error: 'invalid_grant', error_description: 'Bad Request' });
  };

  const gmailApi = (url: URL, response: ServerResponse) => {
    const path = url.pathname.replace(/^\/gmail\/v1\/users\/me/, '');
    if (path === '/profile') {
      return json(response, 200, {
        emailAddress: mailbox,
        messagesTotal: messages.length,
        historyId: String(historyId),
      });
    }
    if (path === '/messages') {
      const q = url.searchParams.get('q');
      const newestFirst = messages
        .filter((message) => !removed.has(message.id) && matchesQuery(q, message))
        .reverse();
      const size = Number(url.searchParams.get('maxResults') ?? 100);
      const start = Number(url.searchParams.get('pageToken') ?? 0);
      const page = newestFirst.slice(start, start + size);
      return json(response, 200, {
        messages: page.map((message) => ({ id: message.id, threadId: message.id })),
        resultSizeEstimate: newestFirst.length,
        ...(start + size < newestFirst.length ? { nextPageToken: String(start + size) } : {}),
      });
    }
    const single = /^\/messages\/([\w-]+)$/.exec(path);
    if (single) {
      const message = messages.find((item) => item.id === single[1] && !removed.has(item.id));
      if (!message)
        return json(response, 404, { error: { code: 404, message: 'Requested entity was not found.' } });
      const base = {
        id: message.id,
        threadId: message.id,
        labelIds: message.labelIds,
        snippet: message.snippet,
        historyId: String(message.historyId),
        internalDate: String(message.internalDate),
        sizeEstimate: message.raw.length,
      };
      if (url.searchParams.get('format') === 'raw') {
        return json(response, 200, { ...base, raw: message.raw.toString('base64url') });
      }
      return json(response, 200, {
        ...base,
        payload: { headers: [{ name: 'Subject', value: message.subject }] },
      });
    }
    if (path === '/history') {
      const start = Number(url.searchParams.get('startHistoryId'));
      if (!Number.isFinite(start) || start < oldestHistoryId) {
        return json(response, 404, { error: { code: 404, message: 'Requested entity was not found.' } });
      }
      const added = messages.filter((message) => message.historyId > start);
      return json(response, 200, {
        history: added.map((message) => ({
          id: String(message.historyId),
          messages: [{ id: message.id, threadId: message.id }],
          messagesAdded: [{ message: { id: message.id, threadId: message.id, labelIds: message.labelIds } }],
        })),
        historyId: String(historyId),
      });
    }
    return json(response, 404, { error: { code: 404, message: `No fake for ${url.pathname}` } });
  };

  const server: Server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://fake');
      const body = await readBody(request);
      const form =
        body && request.headers['content-type']?.includes('x-www-form-urlencoded')
          ? Object.fromEntries(new URLSearchParams(body))
          : undefined;
      requests.push({ method: request.method ?? 'GET', path: url.pathname, query: queryOf(url), form });

      if (url.pathname === '/token' && request.method === 'POST') return token(form ?? {}, response);
      if (url.pathname === '/revoke') {
        revokedTokens.push(String(url.searchParams.get('token') ?? form?.token ?? ''));
        return json(response, 200, {});
      }
      if (url.pathname.startsWith('/gmail/v1/users/me/')) {
        const bearer = request.headers.authorization?.replace(/^Bearer /, '') ?? '';
        if (!accessTokens.has(bearer)) {
          return json(response, 401, {
            error: { code: 401, message: 'Invalid Credentials', status: 'UNAUTHENTICATED' },
          });
        }
        return gmailApi(url, response);
      }
      return json(response, 404, { error: 'not found' });
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    mailbox,
    validCode,
    refreshToken,
    requests,
    revokedTokens,
    deliver({ raw, subject, snippet = '', labelIds = ['INBOX', 'UNREAD'] }) {
      historyId += 7; // Gmail's history ids grow with gaps.
      const message: FakeMessage = {
        id: randomBytes(8).toString('hex'),
        raw,
        subject,
        snippet,
        labelIds,
        historyId,
        internalDate: Date.now(),
      };
      messages.push(message);
      return message;
    },
    remove(id) {
      removed.add(id);
    },
    expireHistoryBefore(id) {
      oldestHistoryId = id;
    },
    currentHistoryId: () => historyId,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Points the Gmail configuration of the local target (read from the environment) at the fake. */
export function configureGmailFor(fake: FakeGmail): void {
  Object.assign(process.env, {
    GMAIL_CLIENT_ID: 'ticket-relay-test.apps.googleusercontent.com',
    GMAIL_CLIENT_SECRET: 'test-client-secret',
    GMAIL_OAUTH_AUTH_URL: `${fake.url}/auth`,
    GMAIL_OAUTH_TOKEN_URL: `${fake.url}/token`,
    GMAIL_API_ROOT_URL: `${fake.url}/`,
  });
}
