import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { Webhook } from 'standardwebhooks';
import { describeRefusedConnection, guardedAgent } from './url-guard.ts';

/** How long an endpoint has to answer one attempt (issue 8). */
export const DELIVERY_TIMEOUT_MS = 10_000;

const USER_AGENT = 'TicketRelay-Webhooks/1.0';

/**
 * Headers a webhook's custom headers may not set: the signature headers and what HTTP framing and the
 * JSON body need. Names are compared in lower case.
 */
export const isReservedHeader = (name: string): boolean =>
  name.toLowerCase().startsWith('webhook-') ||
  ['content-type', 'content-length', 'host', 'connection', 'transfer-encoding'].includes(name.toLowerCase());

export interface WebhookEndpoint {
  url: string;
  /** `whsec_…` */
  secret: string;
  headers?: Record<string, string> | undefined;
}

export interface WebhookMessage {
  /** The Standard Webhooks `webhook-id`: the event id, the same on every retry. */
  id: string;
  /** The JSON body, signed and sent as is. */
  body: string;
}

export interface SendOutcome {
  ok: boolean;
  /** HTTP status of the answer; null when there was none. */
  statusCode: number | null;
  durationMs: number;
  /** What went wrong, for a person ('Endpoint answered 500', 'No answer within 10 seconds', …). */
  error: string | null;
}

export interface SendOptions {
  allowPrivate: boolean;
  timeoutMs?: number;
  /** The signature's time: the moment of sending (receivers refuse a stale `webhook-timestamp`). */
  clock?: () => Date;
}

/** The Standard Webhooks headers of one message: id, timestamp (seconds) and `v1,<HMAC-SHA256>`. */
export function signatureHeaders(secret: string, message: WebhookMessage, at: Date): Record<string, string> {
  return {
    'webhook-id': message.id,
    'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
    'webhook-signature': new Webhook(secret).sign(message.id, at, message.body),
  };
}

function describeNetworkError(error: NodeJS.ErrnoException, url: URL, timeoutMs: number): string {
  if (error.name === 'WebhookTimeout') return `No answer within ${timeoutMs / 1000} seconds`;
  const refused = describeRefusedConnection(error);
  if (refused) return refused;
  switch (error.code) {
    case 'ECONNREFUSED':
      return `Connection refused by ${url.host}`;
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return `The host name ${url.hostname} could not be found`;
    case 'ECONNRESET':
      return 'The endpoint closed the connection';
    default:
      return error.message || 'The request failed';
  }
}

/**
 * POSTs one signed message to a webhook: the custom headers first, then content-type and the
 * signature headers (so custom headers never replace them), through the SSRF-guarded agent, with a
 * timeout. Success is a 2xx answer; redirects are not followed. Never throws.
 */
export function sendWebhook(
  endpoint: WebhookEndpoint,
  message: WebhookMessage,
  options: SendOptions,
): Promise<SendOutcome> {
  const timeoutMs = options.timeoutMs ?? DELIVERY_TIMEOUT_MS;
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  return new Promise<SendOutcome>((resolve) => {
    let url: URL;
    try {
      url = new URL(endpoint.url);
    } catch {
      resolve({ ok: false, statusCode: null, durationMs: 0, error: 'The webhook URL is not valid' });
      return;
    }
    const custom = Object.entries(endpoint.headers ?? {}).filter(([name]) => !isReservedHeader(name));
    const headers = {
      'user-agent': USER_AGENT,
      ...Object.fromEntries(custom),
      'content-type': 'application/json',
      'content-length': String(Buffer.byteLength(message.body)),
      ...signatureHeaders(endpoint.secret, message, (options.clock ?? (() => new Date()))()),
    };
    const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
    const request = send(url, {
      method: 'POST',
      headers,
      agent: guardedAgent(url, options.allowPrivate),
    });
    const timer = setTimeout(() => {
      const timeout = new Error('timed out');
      timeout.name = 'WebhookTimeout';
      request.destroy(timeout);
    }, timeoutMs);
    let settled = false;
    const finish = (outcome: SendOutcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(outcome);
    };
    request.on('response', (response: IncomingMessage) => {
      const statusCode = response.statusCode ?? 0;
      const ok = statusCode >= 200 && statusCode < 300;
      const done = () =>
        finish({
          ok,
          statusCode,
          durationMs: elapsed(),
          error: ok ? null : `Endpoint answered ${statusCode}`,
        });
      // The answer's body is not kept; reading it to the end frees the socket.
      response.on('end', done).on('error', done).on('close', done).resume();
    });
    request.on('error', (error: NodeJS.ErrnoException) =>
      finish({
        ok: false,
        statusCode: null,
        durationMs: elapsed(),
        error: describeNetworkError(error, url, timeoutMs),
      }),
    );
    request.end(message.body);
  });
}
