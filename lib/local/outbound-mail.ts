import type { Server } from 'node:http';
import sesLocal from 'aws-ses-v2-local';
import { LOOPBACK } from './listen.ts';

type StartSesLocal = (config: { host: string; port: number }) => Promise<Server>;

// CommonJS with `exports.default`: depending on the loader the function is the module or its default.
const startSesLocal = ((sesLocal as unknown as { default?: StartSesLocal }).default ??
  sesLocal) as unknown as StartSesLocal;

/**
 * SES API stand-in (aws-ses-v2-local): the handlers send with @aws-sdk/client-ses as in AWS, and a
 * person reads the mail in its viewer at `/` (links in the mail can be clicked there).
 */
export async function startOutboundMail(port: number): Promise<{ server: Server; port: number }> {
  const server = await startSesLocal({ host: LOOPBACK, port });
  const address = server.address();
  return { server, port: typeof address === 'object' && address ? address.port : port };
}
