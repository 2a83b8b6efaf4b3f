import { resolve } from 'node:path';
import { createServer } from 'vite';
import { readLocalSettings } from '../lib/local/local-settings.ts';
import { startLocalTarget } from '../lib/local/local-target.ts';

// npm run dev: the local target as in `npm start`, plus Vite's dev server with hot reload in front of it.
const target = await startLocalTarget(readLocalSettings());
process.env.API_PROXY_TARGET = target.urls.web;
const vite = await createServer({ configFile: resolve(import.meta.dirname, '../web/vite.config.ts') });
await vite.listen();

console.log(`
Ticket Relay (dev)
  Web app with hot reload  ${vite.resolvedUrls?.local[0] ?? ''}
  Local target (built SPA) ${target.urls.web}
  Mail viewer              ${target.urls.mailViewer}
  Inbound mail (SMTP)      127.0.0.1:${target.ports.smtp}
`);

const shutdown = async () => {
  await vite.close();
  await target.stop();
  process.exit(0);
};
process.on('SIGINT', () => void shutdown());
process.on('SIGTERM', () => void shutdown());
