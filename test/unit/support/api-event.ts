import type { APIGatewayProxyEventV2 } from 'aws-lambda';

/** A payload-2.0 event as API Gateway (or the local adapter) delivers it. */
export function apiEvent(
  overrides: Partial<APIGatewayProxyEventV2> & { method?: string; path?: string } = {},
): APIGatewayProxyEventV2 {
  const { method = 'GET', path = '/api/test', ...rest } = overrides;
  return {
    version: '2.0',
    routeKey: `${method} ${path}`,
    rawPath: path,
    rawQueryString: '',
    headers: {},
    isBase64Encoded: false,
    requestContext: {
      accountId: '000000000000',
      apiId: 'test',
      domainName: 'localhost',
      domainPrefix: 'localhost',
      http: { method, path, protocol: 'HTTP/1.1', sourceIp: '127.0.0.1', userAgent: 'vitest' },
      requestId: 'request-1',
      routeKey: `${method} ${path}`,
      stage: '$default',
      time: new Date().toUTCString(),
      timeEpoch: Date.now(),
    },
    ...rest,
  };
}
