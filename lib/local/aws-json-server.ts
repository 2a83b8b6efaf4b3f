import { createServer, type Server } from 'node:http';

/** An error the AWS SDK understands: it reads the error code from `__type`. */
export class AwsServiceError extends Error {
  constructor(
    readonly type: string,
    message: string,
    readonly statusCode = 400,
  ) {
    super(message);
  }
}

export type AwsJsonOperation = (input: Record<string, unknown>) => Promise<unknown> | unknown;

/**
 * A minimal server for AWS's JSON protocol (`X-Amz-Target: <Service>.<Operation>`), enough for the
 * SDK clients our handlers use to talk to a local stand-in as they would to the real service.
 */
export function createAwsJsonServer(
  targetPrefix: string,
  contentType: string,
  operations: Record<string, AwsJsonOperation>,
): Server {
  return createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', async () => {
      const reply = (statusCode: number, body: unknown, headers: Record<string, string> = {}) => {
        response.writeHead(statusCode, { 'content-type': contentType, ...headers });
        response.end(JSON.stringify(body));
      };
      const target = String(request.headers['x-amz-target'] ?? '');
      const operation = target.startsWith(`${targetPrefix}.`)
        ? operations[target.slice(targetPrefix.length + 1)]
        : undefined;
      if (!operation) {
        reply(400, { __type: 'UnknownOperationException', message: `Unsupported operation ${target}` });
        return;
      }
      try {
        const text = Buffer.concat(chunks).toString('utf8');
        const result = await operation(text ? (JSON.parse(text) as Record<string, unknown>) : {});
        reply(200, result ?? {});
      } catch (error) {
        if (error instanceof AwsServiceError) {
          reply(
            error.statusCode,
            { __type: error.type, message: error.message },
            { 'x-amzn-errortype': error.type },
          );
        } else {
          reply(500, {
            __type: 'InternalFailure',
            message: error instanceof Error ? error.message : String(error),
          });
        }
      }
    });
  });
}
