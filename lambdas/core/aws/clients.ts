import { LambdaClient } from '@aws-sdk/client-lambda';
import { S3Client } from '@aws-sdk/client-s3';
import { SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { SESClient } from '@aws-sdk/client-ses';
import { SFNClient } from '@aws-sdk/client-sfn';
import { getConfig } from '../config/env.ts';

/** One lazily created client per AWS service, pointed at a local stand-in when the config names an endpoint. */
function lazy<T>(create: () => T): () => T {
  let client: T | undefined;
  return () => (client ??= create());
}

export const s3 = lazy(() => {
  const { AWS_REGION, S3_ENDPOINT } = getConfig();
  return new S3Client({ region: AWS_REGION, endpoint: S3_ENDPOINT, forcePathStyle: Boolean(S3_ENDPOINT) });
});

export const ses = lazy(() => {
  const { AWS_REGION, SES_ENDPOINT } = getConfig();
  return new SESClient({ region: AWS_REGION, endpoint: SES_ENDPOINT });
});

export const sfn = lazy(() => {
  const { AWS_REGION, SFN_ENDPOINT } = getConfig();
  return new SFNClient({ region: AWS_REGION, endpoint: SFN_ENDPOINT });
});

export const secretsManager = lazy(() => {
  const { AWS_REGION, SECRETS_ENDPOINT } = getConfig();
  return new SecretsManagerClient({ region: AWS_REGION, endpoint: SECRETS_ENDPOINT });
});

export const lambda = lazy(() => {
  const { AWS_REGION, LAMBDA_ENDPOINT } = getConfig();
  return new LambdaClient({ region: AWS_REGION, endpoint: LAMBDA_ENDPOINT });
});
