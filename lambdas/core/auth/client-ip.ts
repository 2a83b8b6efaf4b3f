import type { APIGatewayProxyEventV2 } from 'aws-lambda';

/**
 * The viewer's IP address. Behind CloudFront, API Gateway's sourceIp is a CloudFront edge shared by many
 * viewers, so the CloudFront-Viewer-Address header (`ip:port`, added by CloudFront's
 * AllViewerExceptHostHeader origin request policy) wins when present; otherwise sourceIp.
 */
export function clientIp(event: APIGatewayProxyEventV2): string {
  const viewer = event.headers?.['cloudfront-viewer-address'];
  if (viewer) {
    const separator = viewer.lastIndexOf(':');
    const ip = separator > 0 ? viewer.slice(0, separator) : viewer;
    if (ip) return ip.replace(/^\[|\]$/g, '');
  }
  return event.requestContext?.http?.sourceIp ?? 'unknown';
}
