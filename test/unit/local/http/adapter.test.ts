import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { toApiGatewayEvent } from '../../../../lib/local/http/api-gateway-event.ts';
import { writeApiGatewayResult } from '../../../../lib/local/http/api-gateway-result.ts';
import { matchRoute } from '../../../../lib/local/http/route-matcher.ts';

function request(method: string, url: string, headers: Record<string, string | string[]>): IncomingMessage {
  const message = new IncomingMessage(new Socket());
  message.method = method;
  message.url = url;
  message.httpVersion = '1.1';
  message.headers = headers as IncomingMessage['headers'];
  return message;
}

describe('toApiGatewayEvent', () => {
  it('splits cookies into the cookies array and keeps them out of the headers', () => {
    const event = toApiGatewayEvent(
      request('GET', '/api/health', { cookie: 'session=abc; theme=dark', host: 'localhost:3000' }),
      Buffer.alloc(0),
      matchRoute('GET', '/api/health'),
    );

    expect(event.cookies).toEqual(['session=abc', 'theme=dark']);
    expect(event.headers.cookie).toBeUndefined();
    expect(event.routeKey).toBe('GET /api/health');
    expect(event.requestContext.http.method).toBe('GET');
    expect(event.body).toBeUndefined();
  });

  it('joins repeated query parameters with commas as API Gateway does', () => {
    const event = toApiGatewayEvent(
      request('GET', '/api/health?tag=a&tag=b&q=x%20y', {}),
      Buffer.alloc(0),
      matchRoute('GET', '/api/health'),
    );

    expect(event.queryStringParameters).toEqual({ tag: 'a,b', q: 'x y' });
    expect(event.rawQueryString).toBe('tag=a&tag=b&q=x%20y');
  });

  it('passes JSON bodies as text and binary bodies base64-encoded', () => {
    const json = toApiGatewayEvent(
      request('POST', '/api/x', { 'content-type': 'application/json' }),
      Buffer.from('{"a":1}'),
      matchRoute('POST', '/api/x'),
    );
    const binary = toApiGatewayEvent(
      request('POST', '/api/x', { 'content-type': 'application/pdf' }),
      Buffer.from([0, 1, 2, 255]),
      matchRoute('POST', '/api/x'),
    );

    expect(json).toMatchObject({ body: '{"a":1}', isBase64Encoded: false });
    expect(binary).toMatchObject({ body: 'AAEC/w==', isBase64Encoded: true });
  });
});

describe('matchRoute', () => {
  it('sends paths outside the route table to the fallback area as the proxy route', () => {
    expect(matchRoute('GET', '/api/unknown/thing')).toEqual({
      area: 'system',
      routeKey: 'ANY /api/{proxy+}',
      pathParameters: { proxy: 'unknown/thing' },
    });
  });
});

describe('writeApiGatewayResult', () => {
  function capture() {
    const response = new ServerResponse(request('GET', '/', {}));
    const written: { status?: number; headers?: Record<string, unknown>; body?: Buffer } = {};
    response.writeHead = ((status: number, headers: Record<string, unknown>) => {
      Object.assign(written, { status, headers });
      return response;
    }) as typeof response.writeHead;
    response.end = ((body?: Buffer) => {
      written.body = body;
      return response;
    }) as typeof response.end;
    return { response, written };
  }

  it('writes one Set-Cookie header per cookie', () => {
    const { response, written } = capture();

    writeApiGatewayResult({ statusCode: 204, cookies: ['a=1; HttpOnly', 'b=2; Path=/'] }, response);

    expect(written.status).toBe(204);
    expect(written.headers?.['set-cookie']).toEqual(['a=1; HttpOnly', 'b=2; Path=/']);
  });

  it('decodes a base64 body and treats a bare object as a 200 JSON reply', () => {
    const binary = capture();
    const bare = capture();

    writeApiGatewayResult({ statusCode: 200, body: 'AAEC/w==', isBase64Encoded: true }, binary.response);
    writeApiGatewayResult({ hello: 'world' } as never, bare.response);

    expect([...(binary.written.body ?? [])]).toEqual([0, 1, 2, 255]);
    expect(bare.written.status).toBe(200);
    expect(String(bare.written.body)).toBe('{"hello":"world"}');
  });
});
