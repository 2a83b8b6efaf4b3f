import { GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { S3RVER_CREDENTIALS } from '../../../lib/local/blobs.ts';
import type { LocalTarget } from '../../../lib/local/local-target.ts';

/** The local target's raw-mail bucket through the AWS SDK, as the pipeline reads it. */
export function rawMailBucket(target: LocalTarget) {
  const s3 = new S3Client({
    region: 'us-east-1',
    endpoint: target.urls.s3,
    forcePathStyle: true,
    credentials: S3RVER_CREDENTIALS,
  });
  const Bucket = target.buckets.rawMail;
  return {
    /** The stored bytes of `key`, or undefined when there is no such object. */
    async read(key: string): Promise<string | undefined> {
      try {
        const object = await s3.send(new GetObjectCommand({ Bucket, Key: key }));
        return await object.Body?.transformToString();
      } catch (error) {
        if ((error as Error).name === 'NoSuchKey') return undefined;
        throw error;
      }
    },
    async write(key: string, body: string | Uint8Array): Promise<void> {
      await s3.send(new PutObjectCommand({ Bucket, Key: key, Body: body, ContentType: 'message/rfc822' }));
    },
    close: () => s3.destroy(),
  };
}
