import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import { DeleteObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { describe, expect, it } from 'vitest';
import { S3RVER_CREDENTIALS } from '../../../lib/local/blobs.ts';
import { tableOf } from '../accounts/account-client.ts';
import { useLocalTarget } from '../support/local-target.ts';
import { deliverMail } from '../support/mail.ts';
import { rawMailBucket } from '../support/raw-mail.ts';
import {
  corpusEmail,
  firstAdmin,
  forwardMessage,
  settledEmails,
  verifiedSeller,
} from './ingestion-client.ts';

const local = useLocalTarget();
const repoRoot = resolve(import.meta.dirname, '../../..');

/** `npm run reconcile` as a person runs it next to `npm start`: a separate process, DATA_DIR set. */
async function runReconcile(): Promise<{ code: number; output: string }> {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: local.target.dataDir };
  delete env.TABLE_NAME;
  delete env.RAW_MAIL_BUCKET;
  try {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', 'scripts/reconcile.ts', '--grace-minutes', '0'],
      { cwd: repoRoot, env },
    );
    return { code: 0, output: stdout };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? -1, output: `${failed.stdout ?? ''}${failed.stderr ?? ''}` };
  }
}

describe('npm run reconcile against a running local target (integration)', () => {
  it('reports the e-mails by state and exits 0 when everything is accounted for, 1 with each kind of mismatch (SMTP, Gmail and API mail)', async () => {
    const adminCookie = await firstAdmin(local.target);
    const seller = await verifiedSeller(local.target);
    const subject = `Fwd: reconcile ${randomUUID().slice(0, 8)}`;
    const id = await deliverMail(
      local.target.ports.smtp,
      forwardMessage(corpusEmail('eventique-conf-05'), {
        from: seller.email,
        to: seller.transferEmail,
        subject,
      }),
    );
    const [email] = await settledEmails(local.target, adminCookie, subject);

    const clean = await runReconcile();
    expect(clean.output).toMatch(/Raw e-mails stored\s+1\n/);
    expect(clean.output).toMatch(new RegExp(`${email!.extractionStatus}\\s+1\\n`));
    expect(clean.output).toContain('OK: every stored e-mail is recorded');
    expect(clean.code).toBe(0);

    // A raw message the pipeline never recorded, an Email stuck in pending, an Email without its raw message.
    const raw = rawMailBucket(local.target);
    const { data, close } = tableOf(local.target);
    const s3 = new S3Client({
      region: 'us-east-1',
      endpoint: local.target.urls.s3,
      forcePathStyle: true,
      credentials: S3RVER_CREDENTIALS,
    });
    try {
      await raw.write('inbound/never-recorded-1', 'From: a@example.com\r\n\r\nlost\r\n');
      await raw.write('gmail/never-recorded-2', 'From: c@example.com\r\n\r\nlost in a sync\r\n');
      await raw.write('api/never-recorded-3', 'From: d@example.com\r\n\r\nlost from the API\r\n');
      await raw.write('inbound/stuck-1', 'From: b@example.com\r\n\r\nstuck\r\n');
      await data.emails
        .put({
          emailId: 'stuck-1',
          rawS3Key: 'inbound/stuck-1',
          receivedAt: new Date(Date.now() - 3_600_000).toISOString(),
          extractionStatus: 'pending',
        })
        .go();
      await s3.send(new DeleteObjectCommand({ Bucket: local.target.buckets.rawMail, Key: `inbound/${id}` }));
    } finally {
      raw.close();
      close();
      s3.destroy();
    }

    const dirty = await runReconcile();
    expect(dirty.output).toMatch(
      /Raw e-mails with no Email record\s+3\n\s+inbound\/never-recorded-1 .*\n\s+gmail\/never-recorded-2 .*\n\s+api\/never-recorded-3 /,
    );
    expect(dirty.output).toMatch(/E-mails not in a final state after 0 min\s+1\n\s+stuck-1/);
    expect(dirty.output).toMatch(
      new RegExp(`E-mails whose raw message is missing\\s+1\\n\\s+${id} \\(inbound/${id}\\)`),
    );
    expect(dirty.output).toContain('MISMATCHES FOUND');
    expect(dirty.code).toBe(1);
  }, 60_000);

  it('says how to start the local target when none runs on DATA_DIR, with exit code 2', async () => {
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      DATA_DIR: resolve(local.target.dataDir, 'nothing-here'),
    };
    delete env.TABLE_NAME;
    const failure = await promisify(execFile)(process.execPath, ['--import', 'tsx', 'scripts/reconcile.ts'], {
      cwd: repoRoot,
      env,
    }).catch((error: { code: number; stderr: string }) => error);
    expect(failure).toMatchObject({ code: 2 });
    expect((failure as { stderr: string }).stderr).toContain('No local target is running on');
  }, 30_000);
});
