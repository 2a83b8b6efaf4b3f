import { SecretsProvider } from '@aws-lambda-powertools/parameters/secrets';
import { secretsManager } from '../aws/clients.ts';
import { getConfig } from '../config/env.ts';
import { deriveDataKey, type DataKeyPurpose } from './sealed-text.ts';

let provider: SecretsProvider | undefined;
let cached: { secret: string; keys: Map<DataKeyPurpose, Buffer> } | undefined;

// As the session key: re-read every 5 minutes, so a rotated secret takes effect without a redeploy.
const SECRET_MAX_AGE_SECONDS = 300;

/** The key for `purpose` from the data-key secret (DATA_KEY_SECRET_ID), cached per container. */
export async function getDataKey(purpose: DataKeyPurpose): Promise<Buffer> {
  provider ??= new SecretsProvider({ awsSdkV3Client: secretsManager() });
  const secret = await provider.get(getConfig().DATA_KEY_SECRET_ID, { maxAge: SECRET_MAX_AGE_SECONDS });
  if (typeof secret !== 'string' || secret.length < 32) {
    throw new Error('The data key secret is missing or shorter than 32 characters');
  }
  if (cached?.secret !== secret) cached = { secret, keys: new Map() };
  let key = cached.keys.get(purpose);
  if (!key) {
    key = deriveDataKey(secret, purpose);
    cached.keys.set(purpose, key);
  }
  return key;
}
