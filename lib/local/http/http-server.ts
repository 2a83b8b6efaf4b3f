import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { APIGatewayProxyEventV2, APIGatewayProxyResultV2, Context } from 'aws-lambda';
import sirv from 'sirv';
import type { ApiArea } from '../../../lambdas/api/route-table.ts';
import { toApiGatewayEvent } from './api-gateway-event.ts';
import { writeApiGatewayResult } from './api-gateway-result.ts';
import { lambdaContext } from './lambda-context.ts';
import { matchRoute } from './route-matcher.ts';

export type AreaHandler = (
  event: APIGatewayProxyEventV2,
  context: Context,
) => Promise<APIGatewayProxyResultV2>;

// API Gateway's payload limit for HTTP APIs.
const MAX_BODY_BYTES = 10 * 1024 * 1024;

const jsonReply = (statusCode: number, message: string) => ({
  statusCode,
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ success: false, message }),
});

function readBody(request: IncomingMessage): Promise<Buffer | undefined> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_BODY_BYTES) chunks.push(chunk);
    });
    request.on('end', () => resolve(size > MAX_BODY_BYTES ? undefined : Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

/**
 * One HTTP server for the local target: `/api/*` becomes an API Gateway v2 event for the handler of the
 * matching route's area (the same module the CDK stack deploys); everything else is the built SPA,
 * with unknown paths answered by index.html so that client-side routes load.
 */
export function createHttpServer(areaHandlers: Record<ApiArea, AreaHandler>, webDist: string): Server {
  const spa = sirv(webDist, {
    single: true,
    etag: true,
    gzip: true,
    brotli: true,
    dev: false,
    // As CloudFront serves them (lib/aws/web.ts): hashed bundles forever, entry files revalidated.
    setHeaders: (response, pathname) => {
      response.setHeader(
        'Cache-Control',
        pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
  return createServer(async (request, response) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    if (!path.startsWith('/api/')) {
      spa(request, response, () => {
        response.writeHead(404, { 'content-type': 'text/plain' });
        response.end('The web app is not built: run npm run build:web');
      });
      return;
    }
    try {
      const body = await readBody(request);
      if (!body) {
        writeApiGatewayResult(jsonReply(413, 'The request is too large.'), response);
        return;
      }
      const route = matchRoute(request.method ?? 'GET', path);
      const event = toApiGatewayEvent(request, body, route);
      const result = await areaHandlers[route.area](event, lambdaContext(`api-${route.area}`));
      writeApiGatewayResult(result, response);
    } catch (error) {
      // Handlers render their own errors; reaching here means the adapter itself failed.
      console.error('Local HTTP adapter error', error);
      writeApiGatewayResult(
        jsonReply(500, 'Something went wrong on our side. Please try again in a moment.'),
        response,
      );
    }
  });
}
