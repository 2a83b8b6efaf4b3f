import { GetObjectCommand, NoSuchKey, PutObjectCommand } from '@aws-sdk/client-s3';
import { s3 } from '../aws/clients.ts';
import { getConfig } from '../config/env.ts';
import { parseModelArtifact, type ModelArtifact } from './engine.ts';

const versionPattern = /^v\d+\.\d+$/;

/** Where a trained version lives in the models bucket: `models/<version>.json`. */
export function modelKeyOf(version: string): string {
  if (!versionPattern.test(version)) throw new Error(`Not a model version: ${version}`);
  return `models/${version}.json`;
}

/** Stores a trained artifact under its version; resolves to its key. */
export async function saveModelArtifact(artifact: ModelArtifact): Promise<string> {
  const key = modelKeyOf(artifact.version);
  await s3().send(
    new PutObjectCommand({
      Bucket: getConfig().MODELS_BUCKET,
      Key: key,
      Body: JSON.stringify(artifact),
      ContentType: 'application/json',
    }),
  );
  return key;
}

/** Reads and validates a stored version; the error names the object when it is missing or malformed. */
export async function readModelArtifact(version: string): Promise<ModelArtifact> {
  const bucket = getConfig().MODELS_BUCKET;
  const key = modelKeyOf(version);
  try {
    const object = await s3().send(new GetObjectCommand({ Bucket: bucket, Key: key }));
    const artifact = parseModelArtifact(await object.Body!.transformToString());
    if (artifact.version !== version) throw new Error(`it holds version ${artifact.version}`);
    return artifact;
  } catch (error) {
    const reason = error instanceof NoSuchKey ? 'it does not exist' : (error as Error).message;
    throw new Error(`Model ${version} could not be loaded from s3://${bucket}/${key}: ${reason}`, {
      cause: error,
    });
  }
}
