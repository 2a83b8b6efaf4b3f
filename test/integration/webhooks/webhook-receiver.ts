import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';

/** One request a receiver got. */
export interface ReceivedRequest {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
  at: number;
}

export interface WebhookReceiver {
  /** The URL of `path` on this receiver. */
  url(path: string): string;
  /** The next answers of `path`, one per request; afterwards it answers 200. */
  answer(path: string, statuses: number[]): void;
  /** Every request to `path` so far. */
  requests(path: string): ReceivedRequest[];
  close(): Promise<void>;
}

/** A real HTTP server that receives webhooks on any path (as an integrator's endpoint would). */
export async function startReceiver(): Promise<WebhookReceiver> {
  const received: ReceivedRequest[] = [];
  const scripted = new Map<string, number[]>();
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '/';
      received.push({
        path,
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
        at: Date.now(),
      });
      const status = scripted.get(path)?.shift() ?? 200;
      response.writeHead(status, { 'content-type': 'text/plain' }).end(status < 300 ? 'ok' : 'no');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (path) => `http://127.0.0.1:${port}${path}`,
    answer: (path, statuses) => scripted.set(path, [...statuses]),
    requests: (path) => received.filter((request) => request.path === path),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The event a request carries, after checking its Standard Webhooks signature (throws if it does not verify). */
export function verifiedEvent(secret: string, request: ReceivedRequest): WebhookEvent {
  return new Webhook(secret).verify(request.body, request.headers as Record<string, string>) as WebhookEvent;
}

export interface WebhookEvent {
  id: string;
  type: string;
  timestamp: string;
  data: Record<string, unknown>;
}
