import { Entity, type CreateEntityItem, type EntityItem } from 'electrodb';
import {
  SERVICE_NAME,
  isNonNegativeInteger,
  normaliseEmail,
  nowIso,
  updatedAtAttribute,
} from './attributes.ts';

/** The product has one connected mailbox (spec 001 §2.9 Gmail tab). */
export const PRIMARY_GMAIL_CONNECTION = 'primary';

export const createGmailConnectionEntity = () =>
  new Entity({
    model: { entity: 'gmailConnection', version: '1', service: SERVICE_NAME },
    attributes: {
      connectionId: { type: 'string', required: true, readOnly: true, default: PRIMARY_GMAIL_CONNECTION },
      email: { type: 'string', required: true, set: normaliseEmail },
      /** OAuth refresh token, encrypted with the data key. */
      refreshTokenEncrypted: { type: 'string', required: true },
      historyId: { type: 'string' },
      connectedBy: { type: 'string' },
      connectedAt: { type: 'string', required: true, default: nowIso },
      /** The "last sync" time of the Emails screen and extraction settings. */
      lastSync: { type: 'string' },
      /** When a sync last ran, good or not: auto-sync waits syncInterval from here, so a failing mailbox is not retried every minute. */
      lastSyncAttemptAt: { type: 'string' },
      /** Why the last sync failed (a revoked token, Google unreachable); removed by the next good sync. */
      lastSyncError: { type: 'string' },
      /** E-mails taken from the mailbox so far (atomic add). */
      processedCount: { type: 'number', required: true, default: 0, validate: isNonNegativeInteger },
      updatedAt: updatedAtAttribute,
    },
    indexes: {
      byId: {
        pk: { field: 'pk', composite: ['connectionId'] },
        sk: { field: 'sk', composite: [] },
      },
    },
  });

export type GmailConnectionEntity = ReturnType<typeof createGmailConnectionEntity>;
export type GmailConnection = EntityItem<GmailConnectionEntity>;
export type NewGmailConnection = CreateEntityItem<GmailConnectionEntity>;
