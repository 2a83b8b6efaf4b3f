import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';

export type ApiResult = APIGatewayProxyStructuredResultV2;

interface ResponseOptions {
  headers?: Record<string, string>;
  /** Each entry becomes one Set-Cookie header. */
  cookies?: string[];
}

export function json(statusCode: number, body: unknown, options: ResponseOptions = {}): ApiResult {
  return {
    statusCode,
    headers: { 'content-type': 'application/json; charset=utf-8', ...options.headers },
    cookies: options.cookies,
    body: JSON.stringify(body),
  };
}

export const ok = (body: unknown, options?: ResponseOptions): ApiResult => json(200, body, options);
export const created = (body: unknown, options?: ResponseOptions): ApiResult => json(201, body, options);
