import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import { join } from 'node:path';
import { AwsServiceError, createAwsJsonServer } from './aws-json-server.ts';

export const SESSION_KEY_SECRET_ID = 'ticket-relay/session-key';
export const DATA_KEY_SECRET_ID = 'ticket-relay/data-key';

/** Generated once into `<dataDir>/secrets.json`, so sessions and encrypted data survive a restart. */
async function loadOrCreateSecrets(dataDir: string): Promise<Record<string, string>> {
  const file = join(dataDir, 'secrets.json');
  const secrets: Record<string, string> = existsSync(file) ? JSON.parse(await readFile(file, 'utf8')) : {};
  let changed = false;
  for (const id of [SESSION_KEY_SECRET_ID, DATA_KEY_SECRET_ID]) {
    if (!secrets[id]) {
      secrets[id] = randomBytes(32).toString('base64url');
      changed = true;
    }
  }
  if (changed) await writeFile(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  return secrets;
}

/** Secrets Manager stand-in: GetSecretValue over the SDK's JSON protocol. */
export async function createSecretsStandIn(dataDir: string): Promise<Server> {
  const secrets = await loadOrCreateSecrets(dataDir);
  return createAwsJsonServer('secretsmanager', 'application/x-amz-json-1.1', {
    GetSecretValue: ({ SecretId }) => {
      const id = String(SecretId);
      const value = secrets[id];
      if (!value)
        throw new AwsServiceError(
          'ResourceNotFoundException',
          "Secrets Manager can't find the specified secret.",
        );
      return {
        ARN: `arn:aws:secretsmanager:us-east-1:000000000000:secret:${id}`,
        Name: id,
        SecretString: value,
        VersionId: 'local',
        VersionStages: ['AWSCURRENT'],
      };
    },
  });
}
