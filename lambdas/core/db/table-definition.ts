/**
 * The single DynamoDB table, defined once: the CDK stack (lib/aws) and the local target (lib/local)
 * both build the table from this description, and ElectroDB entities map onto these attribute names.
 */
export const TABLE_SCHEMA_VERSION = 1;

export interface KeyPair {
  partitionKey: string;
  sortKey: string;
}

export interface GlobalIndexDefinition extends KeyPair {
  indexName: string;
}

export const primaryKey: KeyPair = { partitionKey: 'pk', sortKey: 'sk' };

// Overloaded GSIs: each entity names in its own index definition which access pattern it serves.
export const globalIndexes: readonly GlobalIndexDefinition[] = [
  { indexName: 'gsi1', partitionKey: 'gsi1pk', sortKey: 'gsi1sk' },
  { indexName: 'gsi2', partitionKey: 'gsi2pk', sortKey: 'gsi2sk' },
  { indexName: 'gsi3', partitionKey: 'gsi3pk', sortKey: 'gsi3sk' },
  { indexName: 'gsi4', partitionKey: 'gsi4pk', sortKey: 'gsi4sk' },
  { indexName: 'gsi5', partitionKey: 'gsi5pk', sortKey: 'gsi5sk' },
];

/** Expiry is always checked in code; the TTL attribute only lets AWS clean up (dynalite has no TTL). */
export const timeToLiveAttribute = 'expiresAtEpoch';

/** Every key attribute is a string. */
export const keyAttributeNames: readonly string[] = [
  primaryKey.partitionKey,
  primaryKey.sortKey,
  ...globalIndexes.flatMap((index) => [index.partitionKey, index.sortKey]),
];
