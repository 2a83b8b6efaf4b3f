/**
 * The data layer: `const { users, listings } = db();` gives ElectroDB entities on the configured
 * table; the helpers below cover the writes that must be conditional (no transactions, DESIGN §4).
 */
export { createDataLayer, createDynamoDbClient, db, setDataLayer } from './client.ts';
export type { DataLayer, DataLayerOptions } from './client.ts';
export { isConditionalCheckFailed, unlessConditionFails } from './conditional.ts';
export { incrementCounter, readCounters } from './counters.ts';
export { parseSeats, seatsOverlap, ticketFingerprint } from './fingerprint.ts';
export { newId } from './ids.ts';
export { transitionListing } from './listing-status.ts';
export type { ListingStatusExtras, ListingTransition } from './listing-status.ts';
export { activateModelVersion, DEFAULT_MODEL_VERSION, getActiveModelVersion } from './model-versions.ts';
export {
  DEFAULT_PAGE_SIZE,
  listQuerySchema,
  MAX_PAGE_SIZE,
  paginate,
  toElectroCursor,
  toOpaqueCursor,
} from './pagination.ts';
export type { ListQuery, Page, PageRequest } from './pagination.ts';
export { defaultSettings, settingsNames, settingsSchemas } from './settings-defaults.ts';
export type { SettingsName, SettingsValues } from './settings-defaults.ts';
export { readSettings, writeSettings } from './settings-store.ts';
export { consumeToken } from './tokens.ts';
export { claimUniqueValue, findUniqueValueOwner, releaseUniqueValue } from './unique-values.ts';

export * from './entities/api-key.ts';
export * from './entities/audit-entry.ts';
export * from './entities/counter.ts';
export * from './entities/email.ts';
export * from './entities/extraction-field.ts';
export * from './entities/gmail-connection.ts';
export * from './entities/listing.ts';
export * from './entities/ml-performance.ts';
export * from './entities/model-version.ts';
export * from './entities/notification.ts';
export * from './entities/outbox-event.ts';
export * from './entities/payout-method.ts';
export * from './entities/payout.ts';
export * from './entities/processing-record.ts';
export * from './entities/revoked-session.ts';
export * from './entities/settings.ts';
export * from './entities/support-request.ts';
export * from './entities/ticket.ts';
export * from './entities/token.ts';
export * from './entities/training-job.ts';
export * from './entities/unique-value.ts';
export * from './entities/user.ts';
export * from './entities/webhook-delivery.ts';
export * from './entities/webhook.ts';
