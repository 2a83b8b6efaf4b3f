import type { ServerResponse } from 'node:http';
import type { APIGatewayProxyResultV2 } from 'aws-lambda';

/**
 * Writes a Lambda result to a Node response with API Gateway's payload-2.0 rules: a bare value or an
 * object without `statusCode` is a 200 JSON body; `cookies` become one Set-Cookie header each.
 */
export function writeApiGatewayResult(result: APIGatewayProxyResultV2, response: ServerResponse): void {
  if (typeof result !== 'object' || result === null || !('statusCode' in result)) {
    const body = typeof result === 'string' ? result : JSON.stringify(result);
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(body);
    return;
  }
  const headers: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(result.headers ?? {}))
    headers[name.toLowerCase()] = String(value);
  if (result.cookies?.length) headers['set-cookie'] = result.cookies;
  const body = result.body ? Buffer.from(result.body, result.isBase64Encoded ? 'base64' : 'utf8') : undefined;
  response.writeHead(result.statusCode ?? 200, headers);
  response.end(body);
}
