import {
  CreateBucketCommand,
  DeleteBucketCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
} from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shippedCorpus } from '../../../lambdas/core/ml/shipped-corpus.ts';
import { baselineModel } from '../../../lambdas/extraction/model/baseline-model.ts';
import { parseModelArtifact, type ModelArtifact } from '../../../lambdas/extraction/model/model-artifact.ts';
import { useLocalTarget } from '../support/local-target.ts';
import { call } from '../accounts/account-client.ts';
import {
  followTraining,
  registerFirstAdmin,
  s3Of,
  seedEmail,
  type TrainingStatusReply,
} from './ml-client.ts';

const local = useLocalTarget();
let admin = '';
const s3 = () => s3Of(local.target);
const clients: { destroy(): void }[] = [];
afterAll(() => clients.forEach((client) => client.destroy()));

beforeAll(async () => {
  admin = await registerFirstAdmin(local.target);
});

const percent = (fraction: number) => Math.round(fraction * 1000) / 10;
const SHIPPED_CORPUS_EMAILS = shippedCorpus().emails.length;
// Training runs the real engine on ~150 e-mails in the trainer's worker thread: tens of seconds here.
const TRAINING_TIMEOUT_MS = 300_000;

async function storedModel(version: string): Promise<ModelArtifact> {
  const client = s3();
  clients.push(client);
  const object = await client.send(
    new GetObjectCommand({ Bucket: local.target.buckets.models, Key: `models/${version}.json` }),
  );
  return parseModelArtifact(await object.Body!.transformToString());
}

const status = async () =>
  (await call<TrainingStatusReply>(local.target, 'GET', '/api/ml/training-status', { cookie: admin })).body;

describe('model training through the trainer Lambda (local target)', () => {
  it('reports the shipped v1.0 as not trained before any training', async () => {
    // Act
    const before = await status();

    // Assess
    expect(before).toMatchObject({
      status: 'not_trained',
      progress: 0,
      modelVersion: 'v1.0',
      lastTrainedSamples: baselineModel.samples,
      error: null,
    });
  });

  it(
    'trains v1.1 in the background from the corpus plus verified e-mails, stores it in S3 and activates it',
    async () => {
      // Prepare: one fully verified e-mail (a training example) and one whose second ticket still
      // needs review (left out until reviewed).
      await seedEmail(local.target, 'tickethub-conf-05', { tickets: [{ manuallyVerified: true }] });
      await seedEmail(local.target, 'arenapass-conf-07', {
        tickets: [{ manuallyVerified: true }, { needsReview: true }],
        status: 'needs_review',
      });

      // Act: two admins press Train Model at the same moment.
      const starts = await Promise.all([
        call(local.target, 'POST', '/api/ml/train', { cookie: admin }),
        call(local.target, 'POST', '/api/ml/train', { cookie: admin }),
      ]);
      const whileRunning = await call(local.target, 'POST', '/api/ml/train', { cookie: admin });
      const seen = await followTraining(local.target, admin, TRAINING_TIMEOUT_MS);

      // Assess: one job started, the other start and the one during training were refused.
      const started = starts.find((reply) => reply.status === 202);
      const refused = starts.find((reply) => reply.status !== 202);
      expect(started?.body).toMatchObject({ success: true, status: 'training', message: 'Training started' });
      expect(refused?.status).toBe(409);
      expect(refused?.body).toEqual({ success: false, message: 'Training is already in progress.' });
      expect(whileRunning.status).toBe(409);
      expect(whileRunning.body).toEqual({ success: false, message: 'Training is already in progress.' });

      // The status moved through training (the request had long returned) to ready.
      const running = seen.filter((reply) => reply.status === 'training');
      expect(running.length).toBeGreaterThan(0);
      expect(running.some((reply) => reply.progress > 0 && reply.progress < 100)).toBe(true);
      // v1.1 goes live only after it is stored (at 90 %); the job reads 'ready' a moment later.
      const beforeStored = running.filter((reply) => reply.progress < 90);
      expect(beforeStored.length).toBeGreaterThan(0);
      expect(beforeStored.every((reply) => reply.modelVersion === 'v1.0')).toBe(true);
      const finished = seen.at(-1)!;
      expect(finished).toMatchObject({
        status: 'ready',
        progress: 100,
        modelVersion: 'v1.1',
        trainingModelVersion: 'v1.1',
        lastTrainedSamples: SHIPPED_CORPUS_EMAILS + 1,
        error: null,
      });

      // The artifact is in the models bucket under its version, and its figures are the ones served.
      const artifact = await storedModel('v1.1');
      expect(artifact).toMatchObject({ version: 'v1.1', samples: SHIPPED_CORPUS_EMAILS + 1 });
      const performance = await call(local.target, 'GET', '/api/ml/performance', { cookie: admin });
      expect(performance.body).toMatchObject({
        source: 'training',
        modelVersion: 'v1.1',
        accuracy: percent(artifact.metrics!.accuracy),
        fieldAccuracy: Object.fromEntries(
          Object.entries(artifact.metrics!.fieldAccuracy).map(([field, value]) => [field, percent(value)]),
        ),
        processedEmails: 0,
      });
      const stats = await call(local.target, 'GET', '/api/ml/stats', { cookie: admin });
      expect(stats.body).toMatchObject({
        modelVersion: 'v1.1',
        accuracy: percent(artifact.metrics!.accuracy),
      });
    },
    TRAINING_TIMEOUT_MS,
  );

  it(
    'keeps v1.1 active when a training fails (the models bucket is gone), and shows the failure',
    async () => {
      // Prepare: the models bucket disappears, so storing the trained model fails.
      const client = s3();
      clients.push(client);
      const bucket = local.target.buckets.models;
      const { Contents = [] } = await client.send(new ListObjectsV2Command({ Bucket: bucket }));
      const saved = await Promise.all(
        Contents.map(async ({ Key }) => ({
          Key: Key!,
          Body: await (
            await client.send(new GetObjectCommand({ Bucket: bucket, Key }))
          ).Body!.transformToString(),
        })),
      );
      for (const { Key } of saved) await client.send(new DeleteObjectCommand({ Bucket: bucket, Key }));
      await client.send(new DeleteBucketCommand({ Bucket: bucket }));

      try {
        // Act
        const start = await call(local.target, 'POST', '/api/ml/train', { cookie: admin });
        const seen = await followTraining(local.target, admin, TRAINING_TIMEOUT_MS);

        // Assess
        expect(start.status).toBe(202);
        expect(seen.at(-1)).toMatchObject({
          status: 'failed',
          modelVersion: 'v1.1',
          trainingModelVersion: 'v1.2',
          lastTrainedSamples: SHIPPED_CORPUS_EMAILS + 1,
        });
        expect(seen.at(-1)!.error).toMatch(/^Training failed: .*bucket does not exist/);
        const performance = await call(local.target, 'GET', '/api/ml/performance', { cookie: admin });
        expect(performance.body).toMatchObject({ source: 'training', modelVersion: 'v1.1' });
      } finally {
        await client.send(new CreateBucketCommand({ Bucket: bucket }));
        for (const object of saved) await client.send(new PutObjectCommand({ Bucket: bucket, ...object }));
      }
    },
    TRAINING_TIMEOUT_MS,
  );
});
