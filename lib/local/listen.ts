import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export const LOOPBACK = '127.0.0.1';

/** Listens on loopback (port 0 picks a free one) and resolves with the port actually bound. */
export function listen(server: Pick<Server, 'listen' | 'once' | 'address'>, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, LOOPBACK, () => resolve((server.address() as AddressInfo).port));
  });
}

/** Closes a server, ending idle keep-alive connections so that shutdown does not hang. */
export function close(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections?.();
  });
}
