import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { HeadObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { createDataLayer } from '../../lambdas/core/db/client.ts';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, startLocalProcess } from '../../scripts/local-process.ts';
import { eventually, sendMail } from './support/mail.ts';

let dataDir = '';
afterAll(async () => {
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe('npm start (integration, as a separate process)', () => {
  it(
    'prints its URLs, stops cleanly on SIGTERM and keeps its data across a restart',
    { timeout: 120_000 },
    async () => {
      dataDir = await mkdtemp(join(tmpdir(), 'ticket-relay-restart-'));
      const ports = {
        SMTP_PORT: String(await freePort()),
        S3_PORT: String(await freePort()),
        DYNAMODB_PORT: String(await freePort()),
      };
      const s3 = new S3Client({
        region: 'us-east-1',
        endpoint: `http://127.0.0.1:${ports.S3_PORT}`,
        forcePathStyle: true,
        credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
      });

      const first = await startLocalProcess(dataDir, ports, { captureOutput: true });
      await sendMail(Number(ports.SMTP_PORT), {
        from: 'a@example.com',
        to: 'b@relay.localhost',
        subject: 'kept',
        text: 'hi',
      });
      const stored = await eventually(async () => {
        const list = await s3.send(
          new ListObjectsV2Command({ Bucket: 'ticket-relay-raw-mail', Prefix: 'inbound/' }),
        );
        return list.Contents?.[0]?.Key;
      });
      const secretsBefore = await readFile(join(dataDir, 'secrets.json'), 'utf8');
      s3.destroy();
      await first.stop();

      expect(first.output()).toContain(`Web app and API     http://localhost:${new URL(first.baseUrl).port}`);
      expect(first.output()).toMatch(/Mail viewer\s+http:\/\/127\.0\.0\.1:\d+/);
      expect(first.output()).toContain(`Inbound mail (SMTP) 127.0.0.1:${ports.SMTP_PORT}`);
      expect(first.output()).toContain('Stopped.');

      const second = await startLocalProcess(dataDir, ports);
      const dynamodb = new DynamoDBClient({
        region: 'us-east-1',
        endpoint: `http://127.0.0.1:${ports.DYNAMODB_PORT}`,
        credentials: { accessKeyId: 'x', secretAccessKey: 'x' },
      });
      const s3Again = new S3Client({
        region: 'us-east-1',
        endpoint: `http://127.0.0.1:${ports.S3_PORT}`,
        forcePathStyle: true,
        credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
      });
      try {
        const head = await s3Again.send(
          new HeadObjectCommand({ Bucket: 'ticket-relay-raw-mail', Key: stored }),
        );
        expect(head.ContentLength).toBeGreaterThan(0);
        expect(await readFile(join(dataDir, 'secrets.json'), 'utf8')).toBe(secretsBefore);
        const health = await fetch(`${second.baseUrl}/api/health`);
        expect(health.status).toBe(200);
        const { emails } = createDataLayer({ client: dynamodb, tableName: 'ticket-relay' });
        const { data: email } = await emails.get({ emailId: stored.slice('inbound/'.length) }).go();
        expect(email?.subject).toBe('kept');
      } finally {
        dynamodb.destroy();
        s3Again.destroy();
        await second.stop();
      }
    },
  );
});
