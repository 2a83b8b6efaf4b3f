import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { getConfig, type AppConfig } from '../config/env.ts';
import { createService, type DataService } from './service.ts';

/** The SDK client for the configured region; `DYNAMODB_ENDPOINT` points it at dynalite on the local target. */
export function createDynamoDbClient(
  config: Pick<AppConfig, 'AWS_REGION' | 'DYNAMODB_ENDPOINT'>,
): DynamoDBClient {
  const client = new DynamoDBClient({
    region: config.AWS_REGION,
    ...(config.DYNAMODB_ENDPOINT ? { endpoint: config.DYNAMODB_ENDPOINT } : {}),
  });
  // No SDK logger is configured, yet the SDK's default no-op logger still has the logger middleware copy
  // every response through its sensitive-data filter: a tenth of the CPU of a large BatchGetItem.
  client.middlewareStack.remove('loggerMiddleware');
  return client;
}

export interface DataLayerOptions {
  client: DynamoDBClient;
  tableName: string;
}

/** Builds the ElectroDB entities (plural names) on the given client and table. */
export function createDataLayer({ client, tableName }: DataLayerOptions) {
  // An optional attribute left undefined inside a map is dropped instead of failing the marshaller.
  const documentClient = DynamoDBDocumentClient.from(client, {
    marshallOptions: { removeUndefinedValues: true },
  });
  const service: DataService = createService(documentClient, tableName);
  const { entities } = service;
  return {
    tableName,
    client,
    documentClient,
    service,
    apiKeys: entities.apiKey,
    auditEntries: entities.auditEntry,
    counters: entities.counter,
    emails: entities.email,
    extractionFields: entities.extractionField,
    gmailConnections: entities.gmailConnection,
    listings: entities.listing,
    mlPerformance: entities.mlPerformance,
    modelVersions: entities.modelVersion,
    notifications: entities.notification,
    outboxEvents: entities.outboxEvent,
    payoutMethods: entities.payoutMethod,
    payouts: entities.payout,
    processingRecords: entities.processingRecord,
    revokedSessions: entities.revokedSession,
    settings: entities.settings,
    supportRequests: entities.supportRequest,
    tickets: entities.ticket,
    tokens: entities.token,
    trainingJobs: entities.trainingJob,
    uniqueValues: entities.uniqueValue,
    users: entities.user,
    webhooks: entities.webhook,
    webhookDeliveries: entities.webhookDelivery,
  };
}

export type DataLayer = ReturnType<typeof createDataLayer>;

let current: DataLayer | undefined;

/**
 * The process-wide data layer, built on first use from the typed configuration (so a Lambda creates
 * one client per container). Handlers: `const { users, listings } = db();`.
 */
export function db(): DataLayer {
  if (!current) {
    const config = getConfig();
    current = createDataLayer({ client: createDynamoDbClient(config), tableName: config.TABLE_NAME });
  }
  return current;
}

/** Replaces the process-wide data layer (tests, or the local target pointing at dynalite); undefined resets it. */
export function setDataLayer(layer: DataLayer | undefined): void {
  current = layer;
}
