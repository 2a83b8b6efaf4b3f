import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { S3Client } from '@aws-sdk/client-s3';
import { backfillLastNameKeys } from '../lambdas/core/admin-customers/backfill-last-name-keys.ts';
import { backfillTicketIndexes } from '../lambdas/core/admin-tickets/ticket-backfill.ts';
import { createDataLayer } from '../lambdas/core/db/client.ts';
import { hasMismatches, reconcile, type ReconcileReport } from '../lambdas/core/ingestion/reconcile.ts';
import { API_PREFIX } from '../lambdas/core/external-api/submitted-email.ts';
import { GMAIL_PREFIX } from '../lambdas/core/gmail/raw-mail-key.ts';
import { INBOUND_PREFIX } from '../lambdas/pipeline/pipeline-input.ts';
import { S3RVER_CREDENTIALS } from '../lib/local/blobs.ts';
import { findRunningTarget } from '../lib/local/running-target.ts';

/**
 * npm run reconcile — compares the raw e-mails in the raw-mail bucket with the recorded Emails and
 * exits 1 when any accepted e-mail is unaccounted for. Against AWS when TABLE_NAME and
 * RAW_MAIL_BUCKET are set (with the usual AWS credentials and region), otherwise against the local
 * target running on DATA_DIR (default .data).
 *
 * `--backfill` first writes every ticket again (index keys of the current templates: the review-state
 * index sorts by event date) and the duplicate candidates of existing duplicate groups
 * (lambdas/core/admin-tickets/ticket-backfill.ts); run it once after upgrading from a version without them.
 */
// The SDK's Node 20 end-of-support notice is known (README); it would bury the report.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
const usage = 'Usage: npm run reconcile -- [--grace-minutes 15] [--list 20] [--backfill]';
const { values: args } = parseArgs({
  options: {
    'grace-minutes': { type: 'string', default: '15' },
    list: { type: 'string', default: '20' },
    backfill: { type: 'boolean', default: false },
  },
});
const graceMinutes = Number(args['grace-minutes']);
const listLimit = Number(args.list);
if (!(graceMinutes >= 0) || !Number.isInteger(listLimit) || listLimit < 0) fail(usage);

// SMTP (SES's S3 action), Gmail sync and the external API store each accepted message under its own prefix.
const RAW_MAIL_PREFIXES = [INBOUND_PREFIX, GMAIL_PREFIX, API_PREFIX];

const store = connect();
try {
  const data = createDataLayer({ client: store.dynamodb, tableName: store.tableName });
  if (args.backfill) {
    const done = await backfillTicketIndexes(data, { resave: true });
    console.log(
      `Backfill: ${done.resaved} ticket(s) written again, ${done.duplicateCandidates} duplicate candidate(s) written.\n`,
    );
  }
  const report = await reconcile({
    data,
    s3: store.s3,
    bucket: store.bucket,
    prefixes: RAW_MAIL_PREFIXES,
    graceMs: graceMinutes * 60_000,
  });
  const rawPlaces = RAW_MAIL_PREFIXES.map((prefix) => `s3://${store.bucket}/${prefix}`).join(', ');
  print(report, `${store.where}, ${rawPlaces}`);
  if (args.backfill) {
    // Users stored before gsi1 became the last-name index of admin search: moved once, then 0.
    console.log(`\nBackfill: ${await backfillLastNameKeys(data)} user(s) moved into the last-name index.`);
  }
  process.exitCode = hasMismatches(report) ? 1 : 0;
} finally {
  store.dynamodb.destroy();
  store.s3.destroy();
}

function connect() {
  const { TABLE_NAME, RAW_MAIL_BUCKET, AWS_REGION } = process.env;
  if (TABLE_NAME && RAW_MAIL_BUCKET) {
    return {
      where: `AWS table ${TABLE_NAME}`,
      tableName: TABLE_NAME,
      bucket: RAW_MAIL_BUCKET,
      dynamodb: new DynamoDBClient({ ...(AWS_REGION ? { region: AWS_REGION } : {}) }),
      s3: new S3Client({ ...(AWS_REGION ? { region: AWS_REGION } : {}) }),
    };
  }
  const dataDir = resolve(process.env.DATA_DIR ?? '.data');
  const target = findRunningTarget(dataDir);
  if (!target) {
    fail(
      `No local target is running on ${dataDir}: start it with \`npm start\` (or set DATA_DIR), ` +
        'or set TABLE_NAME and RAW_MAIL_BUCKET to reconcile a deployment in AWS.',
    );
  }
  const local = { region: 'us-east-1', credentials: S3RVER_CREDENTIALS };
  return {
    where: `local target on ${dataDir}`,
    tableName: target.tableName,
    bucket: target.buckets.rawMail,
    dynamodb: new DynamoDBClient({ ...local, endpoint: target.urls.dynamodb }),
    s3: new S3Client({ ...local, endpoint: target.urls.s3, forcePathStyle: true }),
  };
}

function print(report: ReconcileReport, where: string): void {
  const line = (label: string, value: number) => console.log(`  ${label.padEnd(50)} ${value}`);
  const list = <T>(items: T[], show: (item: T) => string) => {
    for (const item of items.slice(0, listLimit)) console.log(`    ${show(item)}`);
    if (items.length > listLimit) console.log(`    … and ${items.length - listLimit} more`);
  };
  console.log(`Reconciliation of ${where} (grace period ${graceMinutes} min)\n`);
  line('Raw e-mails stored', report.rawObjects);
  line('E-mails recorded', report.emails);
  for (const [status, count] of Object.entries(report.byStatus).sort()) line(`  ${status}`, count);
  line('Held for an admin (autoProcess/autoExtract off)', report.held);
  line('Still in the pipeline (within the grace period)', report.inFlight);
  console.log('\nMismatches');
  line('Raw e-mails with no Email record', report.unrecorded.length);
  list(report.unrecorded, (item) => `${item.key} (stored ${item.storedAt ?? 'at an unknown time'})`);
  line(`E-mails not in a final state after ${graceMinutes} min`, report.stuck.length);
  list(
    report.stuck,
    (item) => `${item.emailId} (received ${item.receivedAt}, last change ${item.lastChange})`,
  );
  line('E-mails whose raw message is missing', report.missingRaw.length);
  list(report.missingRaw, (item) => `${item.emailId} (${item.rawS3Key ?? 'no raw key recorded'})`);
  console.log(
    hasMismatches(report)
      ? '\nMISMATCHES FOUND: some accepted e-mails are not accounted for.'
      : '\nOK: every stored e-mail is recorded, and every recorded e-mail has its raw message.',
  );
}

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}
