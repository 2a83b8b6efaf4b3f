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

/**
 * Closes a server: no new connections, requests in flight may finish, idle keep-alive connections end
 * at once, and whatever is still open after `graceMs` is cut so that shutdown never hangs.
 */
export function close(server: Server, graceMs = 3_000): Promise<void> {
  return new Promise((resolve) => {
    const force = setTimeout(() => server.closeAllConnections?.(), graceMs).unref();
    server.close(() => {
      clearTimeout(force);
      resolve();
    });
    server.closeIdleConnections?.();
  });
}
