import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DeleteObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { setDataLayer } from '../../../lambdas/core/db/client.ts';
import { activateModelVersion } from '../../../lambdas/core/db/model-versions.ts';
import { loadActiveModel } from '../../../lambdas/core/ml/load-active-model.ts';
import { baselineModel } from '../../../lambdas/extraction/model/baseline-model.ts';
import { S3RVER_CREDENTIALS, startBlobStore } from '../../../lib/local/blobs.ts';
import { startInMemoryDatabase, TEST_TABLE, type InMemoryDatabase } from '../db/dynalite-harness.ts';

const MODELS_BUCKET = 'models-test';
let database: InMemoryDatabase;
let blobs: Awaited<ReturnType<typeof startBlobStore>>;
let s3: S3Client;
let dataDir = '';

beforeAll(async () => {
  database = await startInMemoryDatabase();
  setDataLayer(database.data);
  dataDir = await mkdtemp(join(tmpdir(), 'models-'));
  blobs = await startBlobStore(dataDir, 0, [MODELS_BUCKET]);
  const env = {
    TABLE_NAME: TEST_TABLE,
    RAW_MAIL_BUCKET: 'raw-mail',
    MODELS_BUCKET,
    PIPELINE_STATE_MACHINE_ARN: 'arn:aws:states:us-east-1:000000000000:stateMachine:x',
    WEB_URL: 'http://localhost:3000',
    INBOUND_DOMAIN: 'relay.localhost',
    MAIL_FROM: 'no-reply@example.com',
    ADMIN_EMAILS: '',
    SESSION_KEY_SECRET_ID: 'session',
    DATA_KEY_SECRET_ID: 'data',
    TRAINER_FUNCTION_NAME: 'train-model',
    S3_ENDPOINT: `http://127.0.0.1:${blobs.port}`,
    AWS_ACCESS_KEY_ID: S3RVER_CREDENTIALS.accessKeyId,
    AWS_SECRET_ACCESS_KEY: S3RVER_CREDENTIALS.secretAccessKey,
  };
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  s3 = new S3Client({
    region: 'us-east-1',
    endpoint: `http://127.0.0.1:${blobs.port}`,
    forcePathStyle: true,
    credentials: S3RVER_CREDENTIALS,
  });
});

afterAll(async () => {
  vi.unstubAllEnvs();
  setDataLayer(undefined);
  s3.destroy();
  await blobs.server.close();
  await database.stop();
  await rm(dataDir, { recursive: true, force: true });
});

const store = (version: string, body: string) =>
  s3.send(new PutObjectCommand({ Bucket: MODELS_BUCKET, Key: `models/${version}.json`, Body: body }));

async function activate(version: string): Promise<void> {
  await database.data.modelVersions.put({ version, status: 'ready', s3Key: `models/${version}.json` }).go();
  expect(await activateModelVersion(version, { data: database.data })).toBe(true);
}

describe('loadActiveModel', () => {
  it('gives the shipped baseline while v1.0 is active, without reading the bucket', async () => {
    expect(await loadActiveModel()).toBe(baselineModel);
  });

  it('reads an activated version from models/<version>.json once, then keeps it', async () => {
    // Prepare
    await store('v1.1', JSON.stringify({ ...baselineModel, version: 'v1.1', samples: 7 }));
    await activate('v1.1');

    // Act
    const first = await loadActiveModel();
    await s3.send(new DeleteObjectCommand({ Bucket: MODELS_BUCKET, Key: 'models/v1.1.json' }));
    const again = await loadActiveModel();

    // Assess
    expect(first).toMatchObject({ version: 'v1.1', samples: 7 });
    expect(again).toBe(first);
  });

  it('names the object when the active version cannot be read, and tries again next time', async () => {
    // Prepare
    await activate('v1.2');

    // Act
    const missing = loadActiveModel();

    // Assess
    await expect(missing).rejects.toThrow(
      `Model v1.2 could not be loaded from s3://${MODELS_BUCKET}/models/v1.2.json: it does not exist`,
    );
    await store('v1.2', JSON.stringify({ ...baselineModel, version: 'v1.2' }));
    expect(await loadActiveModel()).toMatchObject({ version: 'v1.2' });
  });

  it('refuses a stored object that is not a model of that version', async () => {
    // Prepare
    await store('v1.3', JSON.stringify({ ...baselineModel, version: 'v1.9' }));
    await store('v1.4', '{"version":"v1.4"}');

    // Act + Assess
    await activate('v1.3');
    await expect(loadActiveModel()).rejects.toThrow('it holds version v1.9');
    await activate('v1.4');
    await expect(loadActiveModel()).rejects.toThrow('Model v1.4 could not be loaded');
  });
});
