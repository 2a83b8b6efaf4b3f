import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendWebhook } from '../../../lambdas/core/webhooks/send-webhook.ts';
import {
  checkWebhookUrl,
  forbiddenAddressReason,
  WebhookUrlError,
} from '../../../lambdas/core/webhooks/url-guard.ts';

const refused = (url: string, resolve?: (host: string) => Promise<string[]>) =>
  checkWebhookUrl(url, { allowPrivate: false, resolve });

describe('the webhook SSRF guard when a URL is saved', () => {
  it.each([
    ['http://127.0.0.1/hook', '127.0.0.1, a loopback address'],
    ['http://[::1]:8080/hook', '::1, a loopback address'],
    ['https://10.0.0.7/hook', '10.0.0.7, a private network address'],
    ['https://172.16.4.2/hook', '172.16.4.2, a private network address'],
    ['https://192.168.1.20/hook', '192.168.1.20, a private network address'],
    ['http://169.254.169.254/latest/meta-data/', '169.254.169.254, a cloud metadata address'],
    ['http://[fd00:ec2::254]/latest', 'fd00:ec2::254, a cloud metadata address'],
    ['http://169.254.10.1/', '169.254.10.1, a link-local address'],
    ['http://[fe80::1]/', 'fe80::1, a link-local address'],
    ['http://100.64.1.1/', '100.64.1.1, a shared (CGNAT) address'],
    ['http://0.0.0.0:3000/', '0.0.0.0, an unspecified address'],
    ['http://[fc00::5]/', 'fc00::5, a private network address'],
  ])('refuses %s (%s)', async (url, what) => {
    const error = await refused(url).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(WebhookUrlError);
    expect((error as WebhookUrlError).statusCode).toBe(400);
    expect((error as Error).message).toBe(
      `This URL leads to ${what}; webhooks may only call public internet addresses.`,
    );
  });

  it('refuses a host name when any address it resolves to is private (localhost, or a rebinding name)', async () => {
    await expect(refused('http://localhost:4000/hook')).rejects.toThrow(/a loopback address/);
    await expect(
      refused('https://hooks.example.com/x', async () => ['93.184.216.34', '10.1.1.1']),
    ).rejects.toThrow('This URL leads to 10.1.1.1, a private network address');
  });

  it('accepts public addresses and names that resolve only to them', async () => {
    await expect(refused('https://93.184.216.34/hook')).resolves.toBeUndefined();
    await expect(refused('https://[2606:4700::1111]/hook')).resolves.toBeUndefined();
    await expect(
      refused('https://hooks.example.com/x', async () => ['93.184.216.34', '2606:2800:220:1::']),
    ).resolves.toBeUndefined();
    expect(forbiddenAddressReason('8.8.8.8')).toBeNull();
  });

  it('refuses a host that cannot be found and any scheme but http and https', async () => {
    await expect(
      refused('https://no-such-host.invalid/x', async () => {
        throw Object.assign(new Error('getaddrinfo ENOTFOUND'), { code: 'ENOTFOUND' });
      }),
    ).rejects.toThrow('The host name no-such-host.invalid could not be found. Please check the URL.');
    await expect(refused('ftp://93.184.216.34/x')).rejects.toThrow(
      'Only http and https URLs can receive webhooks.',
    );
    await expect(refused('not a url')).rejects.toThrow('Must be a valid URL');
  });

  it('lets private addresses through when WEBHOOK_ALLOW_PRIVATE_URLS is on (local development)', async () => {
    await expect(
      checkWebhookUrl('http://127.0.0.1:4000/hook', { allowPrivate: true }),
    ).resolves.toBeUndefined();
    await expect(checkWebhookUrl('file:///etc/passwd', { allowPrivate: true })).rejects.toThrow(
      'Only http and https URLs can receive webhooks.',
    );
  });
});

describe('the webhook SSRF guard when a delivery connects', () => {
  let server: Server;
  let port: number;
  let requests = 0;

  beforeAll(async () => {
    server = createServer((request, response) => {
      requests += 1;
      request.resume();
      response.writeHead(204).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const message = { id: 'ticket.created:t1', body: '{"type":"ticket.created"}' };
  const secret = `whsec_${Buffer.alloc(32, 7).toString('base64')}`;

  it('does not connect to a loopback address, by IP or by a name resolving to it, when not allowed', async () => {
    for (const host of ['127.0.0.1', 'localhost']) {
      const outcome = await sendWebhook({ url: `http://${host}:${port}/hook`, secret }, message, {
        allowPrivate: false,
      });
      expect(outcome).toMatchObject({ ok: false, statusCode: null });
      expect(outcome.error).toMatch(/^This URL leads to (127\.0\.0\.1|::1), a loopback address; webhooks/);
    }
    expect(requests).toBe(0);
  });

  it('delivers to the same server when private addresses are allowed', async () => {
    const outcome = await sendWebhook({ url: `http://127.0.0.1:${port}/hook`, secret }, message, {
      allowPrivate: true,
    });
    expect(outcome).toMatchObject({ ok: true, statusCode: 204, error: null });
    expect(requests).toBe(1);
  });
});
