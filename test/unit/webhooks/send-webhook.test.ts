import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateSecret, isValidSecret } from '../../../lambdas/core/webhooks/secret.ts';
import { sendWebhook } from '../../../lambdas/core/webhooks/send-webhook.ts';

interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

let server: Server;
let base: string;
const received: Received[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({
        path: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks).toString(),
      });
      if (request.url === '/silent') return; // never answers
      const status = Number(new URL(request.url ?? '/', 'http://x').searchParams.get('status') ?? 200);
      response.writeHead(status).end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.closeAllConnections();
  return new Promise<void>((resolve) => server.close(() => resolve()));
});

const secret = generateSecret();
const message = {
  id: 'ticket.updated:e1~0@2026-11-22T00:00:00.000Z',
  body: '{"type":"ticket.updated","data":{}}',
};

describe('sending one signed webhook message', () => {
  it('generates whsec_ secrets of 32 random bytes', () => {
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(Buffer.from(secret.slice(6), 'base64')).toHaveLength(32);
    expect(isValidSecret(secret)).toBe(true);
    expect(isValidSecret(`whsec_${Buffer.alloc(16).toString('base64')}`)).toBe(false);
    expect(isValidSecret('not-a-secret')).toBe(false);
  });

  it('POSTs the JSON body with Standard Webhooks headers that verify, custom headers never replacing them', async () => {
    const outcome = await sendWebhook(
      {
        url: `${base}/hook?status=202`,
        secret,
        headers: { 'X-Team': 'ops', 'Content-Type': 'text/plain', 'webhook-id': 'forged', Host: 'evil' },
      },
      message,
      { allowPrivate: true },
    );

    expect(outcome).toMatchObject({ ok: true, statusCode: 202, error: null });
    expect(outcome.durationMs).toBeGreaterThanOrEqual(0);
    const request = received.at(-1)!;
    expect(request.body).toBe(message.body);
    expect(request.headers).toMatchObject({
      'content-type': 'application/json',
      'x-team': 'ops',
      'webhook-id': message.id,
    });
    expect(request.headers.host).toMatch(/^127\.0\.0\.1:/);
    expect(new Webhook(secret).verify(request.body, request.headers as Record<string, string>)).toEqual(
      JSON.parse(message.body),
    );
  });

  it('reports a non-2xx answer, a refused connection and a timeout as failures a person can read', async () => {
    expect(
      await sendWebhook({ url: `${base}/hook?status=500`, secret }, message, { allowPrivate: true }),
    ).toMatchObject({ ok: false, statusCode: 500, error: 'Endpoint answered 500' });
    expect(
      await sendWebhook({ url: `${base}/hook?status=302`, secret }, message, { allowPrivate: true }),
    ).toMatchObject({ ok: false, statusCode: 302, error: 'Endpoint answered 302' });
    const closed = await sendWebhook({ url: 'http://127.0.0.1:1/hook', secret }, message, {
      allowPrivate: true,
    });
    expect(closed).toMatchObject({ ok: false, statusCode: null, error: 'Connection refused by 127.0.0.1:1' });
    const silent = await sendWebhook({ url: `${base}/silent`, secret }, message, {
      allowPrivate: true,
      timeoutMs: 300,
    });
    expect(silent).toMatchObject({ ok: false, statusCode: null, error: 'No answer within 0.3 seconds' });
    expect(silent.durationMs).toBeGreaterThanOrEqual(290);
  });
});
