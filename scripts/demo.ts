import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import nodemailer from 'nodemailer';
import { createDataLayer } from '../lambdas/core/db/client.ts';
import { findUniqueValueOwner } from '../lambdas/core/db/unique-values.ts';
import { findRunningTarget } from '../lib/local/running-target.ts';
import { corpusDir } from '../test/fixtures/corpus.ts';

/**
 * npm run demo -- <account e-mail or transfer address>: forwards a few sample ticket confirmations
 * (from the corpus in test/fixtures/emails) to that seller's transfer address over SMTP, from the
 * seller's registered e-mail so that the sender check passes, on the local target running on DATA_DIR.
 */
// The SDK's Node 20 end-of-support notice is known (README); it would bury the report.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
const SAMPLES = ['eventique-conf-05', 'arenapass-conf-02', 'tickethub-conf-01', 'mariners-conf-01'];

const account = process.argv[2]?.trim().toLowerCase();
if (!account || account.startsWith('-')) {
  fail(
    'Usage: npm run demo -- <account e-mail or transfer address>\n' +
      'Register a seller at /customer/auth?tab=register first; the demo forwards sample tickets to them.',
  );
}
const dataDir = resolve(process.env.DATA_DIR ?? '.data');
const target = findRunningTarget(dataDir);
if (!target) fail(`No local target is running on ${dataDir}: start it with \`npm start\` first.`);

const client = new DynamoDBClient({
  region: 'us-east-1',
  endpoint: target.urls.dynamodb,
  credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
});
const data = createDataLayer({ client, tableName: target.tableName });
const userId =
  (await findUniqueValueOwner('email', account, data)) ??
  (await findUniqueValueOwner('transferEmail', account, data));
const { data: user } = userId ? await data.users.get({ userId }).go() : { data: null };
client.destroy();
if (!user || user.role !== 'customer' || !user.transferEmail) {
  fail(`No seller account has the e-mail or transfer address ${account}.`);
}

const transport = nodemailer.createTransport({
  host: '127.0.0.1',
  port: target.smtpPort,
  secure: false,
  ignoreTLS: true,
});
console.log(
  `Forwarding ${SAMPLES.length} sample ticket e-mails from ${user.email} to ${user.transferEmail}:\n`,
);
try {
  for (const sample of SAMPLES) {
    const raw = readFileSync(join(corpusDir, `${sample}.eml`));
    const label = JSON.parse(readFileSync(join(corpusDir, `${sample}.json`), 'utf8')) as {
      original: { subject: string };
    };
    const info = (await transport.sendMail({
      from: user.email,
      to: user.transferEmail,
      subject: `Fwd: ${label.original.subject}`,
      text: 'Forwarding my tickets, please list them.',
      attachments: [{ contentType: 'message/rfc822', content: raw, filename: `${sample}.eml` }],
    })) as { response: string };
    console.log(`  Fwd: ${label.original.subject}\n     ${info.response}`);
  }
} finally {
  transport.close();
}

console.log(`
Where to look (tickets appear within a second or two):
  Pending tickets      ${target.urls.web}/customer/dashboard   (signed in as ${user.email})
  Incoming e-mails     ${target.urls.web}/admin/emails and /admin/history   (as an admin)
  'Processed' e-mails  ${target.urls.mailViewer}   (the mail viewer)
${user.emailConfirmed ? '' : `\nNote: ${user.email} is not verified yet, so these forwards are quarantined. Verify it through the link in the mail viewer and run the demo again.\n`}`);

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}
