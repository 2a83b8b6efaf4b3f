import { db, type DataLayer } from '../db/client.ts';
import { activateModelVersion } from '../db/model-versions.ts';
import { logger } from '../logger.ts';
import { customerExamples } from './customer-examples.ts';
import { toPercent, trainExtractionModel } from './engine.ts';
import { saveModelArtifact } from './model-store.ts';
import { versionAfterLatest } from './model-version-numbers.ts';
import { shippedCorpusExamples } from './shipped-corpus.ts';
import {
  completeTrainingJob,
  failTrainingJob,
  readTrainingJob,
  updateTrainingProgress,
} from './training-jobs.ts';

export type TrainingOutcome =
  | { outcome: 'trained'; modelVersion: string; samples: number; accuracy: number; trainingMs: number }
  | { outcome: 'skipped'; reason: string };

const percentOf = (fieldAccuracy: Record<string, number>) =>
  Object.fromEntries(Object.entries(fieldAccuracy).map(([field, value]) => [field, toPercent(value)]));

/** Records the measured figures of a new version; its live counters start at 0 (the pipeline adds to them). */
async function recordPerformance(
  modelVersion: string,
  figures: { accuracy: number; fieldAccuracy: Record<string, number> },
  data: DataLayer,
): Promise<void> {
  await data.mlPerformance
    .put({
      modelVersion,
      accuracy: toPercent(figures.accuracy),
      fieldAccuracy: percentOf(figures.fieldAccuracy),
      processedEmails: 0,
      successfulExtractions: 0,
    })
    .go();
}

/**
 * One training job from start to finish: the admins' verified e-mails plus the shipped corpus,
 * trained by the engine (held-out folds give the figures), stored as `models/<version>.json`,
 * recorded (ModelVersion ready, MlPerformance) and only then activated. Any failure marks the job
 * failed with its reason and leaves the active model as it was. A job that is not running (already
 * finished, or a repeated delivery of the event) is skipped.
 */
export async function runTraining(jobId: string, data: DataLayer = db()): Promise<TrainingOutcome> {
  const job = await readTrainingJob(jobId, data);
  if (job?.status !== 'training') return { outcome: 'skipped', reason: `job ${jobId} is not running` };
  const startedAt = performance.now();
  let recorded: string | undefined;
  try {
    const { previous, next } = await versionAfterLatest(data);
    await updateTrainingProgress(jobId, 5, { modelVersion: next }, data);

    // 5 → 40 %: the admins' e-mails (S3 reads and parsing), written when the whole percent moves;
    // 40 → 50 %: the shipped corpus.
    let shown = 5;
    const customer = await customerExamples({
      data,
      onEmail: async (done, total) => {
        const progress = Math.floor(5 + (35 * done) / total);
        if (progress > shown) await updateTrainingProgress(jobId, (shown = progress), {}, data);
      },
    });
    await updateTrainingProgress(jobId, 40, {}, data);
    const corpus = await shippedCorpusExamples();
    const examples = [...corpus, ...customer.examples];
    await updateTrainingProgress(jobId, 50, { samples: examples.length }, data);

    const trained = trainExtractionModel(examples, previous, new Date().toISOString());
    const { artifact } = trained;
    if (artifact.version !== next) throw new Error(`the engine produced ${artifact.version}, not ${next}`);
    await updateTrainingProgress(jobId, 90, {}, data);

    const s3Key = await saveModelArtifact(artifact);
    await data.modelVersions
      .put({
        version: next,
        status: 'ready',
        s3Key,
        trainingJobId: jobId,
        trainedSamples: examples.length,
        metrics: {
          accuracy: toPercent(trained.accuracy),
          classAccuracy: toPercent(trained.classAccuracy),
          heldOutEmails: trained.heldOutEmails,
          corpusExamples: corpus.length,
          customerExamples: customer.examples.length,
          verifiedTickets: customer.verifiedTickets,
          trainingMs: Math.round(performance.now() - startedAt),
        },
      })
      .go();
    recorded = next;
    await recordPerformance(next, trained, data);
    if (!(await activateModelVersion(next, { data })))
      throw new Error(`model ${next} could not be activated`);
    recorded = undefined;
    await completeTrainingJob(jobId, { modelVersion: next, samples: examples.length }, data);

    const trainingMs = Math.round(performance.now() - startedAt);
    logger.info('Model trained', {
      jobId,
      modelVersion: next,
      samples: examples.length,
      accuracy: toPercent(trained.accuracy),
      trainingMs,
    });
    return {
      outcome: 'trained',
      modelVersion: next,
      samples: examples.length,
      accuracy: toPercent(trained.accuracy),
      trainingMs,
    };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    logger.error('Model training failed; the previous model stays active', { jobId, error });
    await failTrainingJob(jobId, `Training failed: ${message}`, data);
    // A version recorded but never activated must not look usable.
    if (recorded) await data.modelVersions.patch({ version: recorded }).set({ status: 'failed' }).go();
    throw error;
  }
}
