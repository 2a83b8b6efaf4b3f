import { GetObjectCommand } from '@aws-sdk/client-s3';
import { s3 } from '../aws/clients.ts';

/** The raw MIME bytes of a stored e-mail (SES's S3 action or the local SMTP server wrote them). */
export async function readRawEmail(bucket: string, key: string): Promise<Uint8Array> {
  const object = await s3().send(new GetObjectCommand({ Bucket: bucket, Key: key }));
  if (!object.Body) throw new Error(`Stored e-mail s3://${bucket}/${key} is empty`);
  return object.Body.transformToByteArray();
}
