import { startLocalTarget } from '../lib/local/local-target.ts';
import { readLocalSettings } from '../lib/local/local-settings.ts';
import { buildWebIfStale } from '../scripts/build-web-if-stale.ts';

const startedAt = performance.now();
const settings = readLocalSettings();
// In this process rather than as an npm pre-step: one Node start less on the way to ready.
buildWebIfStale();
const target = await startLocalTarget(settings).catch((error: unknown) => {
  console.error(`Ticket Relay could not start: ${error instanceof Error ? error.message : String(error)}`);
  if (error instanceof Error && 'code' in error && error.code === 'EADDRINUSE') {
    console.error('A port is taken: set PORT / SMTP_PORT (and the other *_PORT variables) to free ones.');
  }
  process.exit(1);
});

const { urls, ports } = target;
console.log(`
Ticket Relay is running (ready in ${((performance.now() - startedAt) / 1000).toFixed(2)} s, data in ${target.dataDir})

  Web app and API     ${urls.web}          (API under ${urls.api}, health ${urls.api}/health)
  Mail viewer         ${urls.mailViewer}   (outbound e-mail the product sends, via the SES stand-in)
  Inbound mail (SMTP) 127.0.0.1:${ports.smtp}       (send to any transfer address, no auth, no TLS)
  DynamoDB (dynalite) ${urls.dynamodb}
  S3 (s3rver)         ${urls.s3}
  Step Functions      ${urls.stepFunctions}
  Secrets Manager     ${urls.secrets}
  Lambda (Invoke)     ${urls.lambda}

Press Ctrl-C to stop.
`);

let stopping = false;
const shutdown = async (signal: string) => {
  if (stopping) return;
  stopping = true;
  console.log(`\n${signal} received, stopping...`);
  await target.stop();
  console.log('Stopped.');
  process.exit(0);
};
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
