import { db, type DataLayer } from '../db/client.ts';
import { DEFAULT_MODEL_VERSION, getActiveModelVersion } from '../db/model-versions.ts';
import { readSettings } from '../db/settings-store.ts';
import { baselineModel } from './engine.ts';
import { effectiveJob, latestTrainingJob } from './training-jobs.ts';

export interface TrainingStatus {
  /** Of the latest training job; 'not_trained' when nobody has trained (spec: anything else is Not Trained). */
  status: 'training' | 'ready' | 'failed' | 'not_trained';
  /** Percent of the latest job. */
  progress: number;
  /** The live model (spec 001 §9: v1.0 until a training succeeds). */
  modelVersion: string;
  lastUpdated: string | null;
  /** E-mails the live model learned from. */
  lastTrainedSamples: number;
  /** The version the latest job produces or produced. */
  trainingModelVersion: string | null;
  /** Why the latest job failed. */
  error: string | null;
  startedAt: string | null;
  finishedAt: string | null;
}

/** spec 001 §3 Training status: the latest job (polled every 5 s while training) and the live model. */
export async function trainingStatus(data: DataLayer = db()): Promise<TrainingStatus> {
  // The job first, then the live version: a training activates its model before it completes the
  // job, so a job read as ready is always seen with its model live. Read side by side, the version
  // could be read before the activation and the job after the completion ('ready' on v1.0).
  const latest = await latestTrainingJob(data);
  const modelVersion = await getActiveModelVersion(data);
  const lastTrainedSamples =
    modelVersion === DEFAULT_MODEL_VERSION
      ? baselineModel.samples
      : ((await data.modelVersions.get({ version: modelVersion }).go()).data?.trainedSamples ?? 0);
  if (!latest) {
    return {
      status: 'not_trained',
      progress: 0,
      modelVersion,
      lastUpdated: (await readSettings('ml', data)).activatedAt ?? null,
      lastTrainedSamples,
      trainingModelVersion: null,
      error: null,
      startedAt: null,
      finishedAt: null,
    };
  }
  const job = effectiveJob(latest);
  return {
    status: job.status,
    progress: job.progress,
    modelVersion,
    lastUpdated: job.updatedAt,
    lastTrainedSamples,
    trainingModelVersion: job.modelVersion ?? null,
    error: job.status === 'failed' ? (job.error ?? null) : null,
    startedAt: job.startedAt,
    finishedAt: job.finishedAt ?? null,
  };
}
