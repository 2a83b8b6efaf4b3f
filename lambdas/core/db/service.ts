import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { Service } from 'electrodb';
import { createApiKeyEntity } from './entities/api-key.ts';
import { createAuditEntryEntity } from './entities/audit-entry.ts';
import { createCounterEntity } from './entities/counter.ts';
import { createEmailEntity } from './entities/email.ts';
import { createExtractionFieldEntity } from './entities/extraction-field.ts';
import { createGmailConnectionEntity } from './entities/gmail-connection.ts';
import { createListingEntity } from './entities/listing.ts';
import { createMlPerformanceEntity } from './entities/ml-performance.ts';
import { createModelVersionEntity } from './entities/model-version.ts';
import { createNotificationEntity } from './entities/notification.ts';
import { createOutboxEventEntity } from './entities/outbox-event.ts';
import { createPayoutMethodEntity } from './entities/payout-method.ts';
import { createPayoutEntity } from './entities/payout.ts';
import { createProcessingRecordEntity } from './entities/processing-record.ts';
import { createRevokedSessionEntity } from './entities/revoked-session.ts';
import { createSettingsEntity } from './entities/settings.ts';
import { createSupportRequestEntity } from './entities/support-request.ts';
import { createTicketEntity } from './entities/ticket.ts';
import { createTokenEntity } from './entities/token.ts';
import { createTrainingJobEntity } from './entities/training-job.ts';
import { createUniqueValueEntity } from './entities/unique-value.ts';
import { createUserEntity } from './entities/user.ts';
import { createWebhookDeliveryEntity } from './entities/webhook-delivery.ts';
import { createWebhookEntity } from './entities/webhook.ts';

export { SERVICE_NAME } from './entities/attributes.ts';

/**
 * Every entity of the single table, bound to one client and table name. Entities are created afresh
 * per service because a Service mutates the entities it joins (client, table).
 */
export function createService(client: DynamoDBDocumentClient, table: string) {
  return new Service(
    {
      apiKey: createApiKeyEntity(),
      auditEntry: createAuditEntryEntity(),
      counter: createCounterEntity(),
      email: createEmailEntity(),
      extractionField: createExtractionFieldEntity(),
      gmailConnection: createGmailConnectionEntity(),
      listing: createListingEntity(),
      mlPerformance: createMlPerformanceEntity(),
      modelVersion: createModelVersionEntity(),
      notification: createNotificationEntity(),
      outboxEvent: createOutboxEventEntity(),
      payout: createPayoutEntity(),
      payoutMethod: createPayoutMethodEntity(),
      processingRecord: createProcessingRecordEntity(),
      revokedSession: createRevokedSessionEntity(),
      settings: createSettingsEntity(),
      supportRequest: createSupportRequestEntity(),
      ticket: createTicketEntity(),
      token: createTokenEntity(),
      trainingJob: createTrainingJobEntity(),
      uniqueValue: createUniqueValueEntity(),
      user: createUserEntity(),
      webhook: createWebhookEntity(),
      webhookDelivery: createWebhookDeliveryEntity(),
    },
    { client, table },
  );
}

export type DataService = ReturnType<typeof createService>;
