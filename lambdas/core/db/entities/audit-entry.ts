import { Entity, type CreateEntityItem, type EntityItem } from 'electrodb';
import { SERVICE_NAME, createdAtAttribute, generatedIdAttribute } from './attributes.ts';

export const auditSubjectTypes = [
  'customer',
  'ticket',
  'listing',
  'email',
  'settings',
  'mlField',
  'model',
  'data',
  'apiKey',
  'webhook',
] as const;
export type AuditSubjectType = (typeof auditSubjectTypes)[number];

/**
 * Issue 7: every admin change to a customer, ticket or setting is written here, and admins can read it.
 * Entries are never updated; `changes` holds the changed fields' before and after values (secrets never).
 */
export const createAuditEntryEntity = () =>
  new Entity({
    model: { entity: 'auditEntry', version: '1', service: SERVICE_NAME },
    attributes: {
      entryId: generatedIdAttribute,
      /** The admin who made the change. */
      actorId: { type: 'string', required: true, readOnly: true },
      actorEmail: { type: 'string', readOnly: true },
      /** What was done, e.g. `ticket.corrected`, `customer.suspended`, `settings.extraction.saved`. */
      action: { type: 'string', required: true, readOnly: true },
      subjectType: { type: auditSubjectTypes, required: true, readOnly: true },
      subjectId: { type: 'string', required: true, readOnly: true },
      /** Field → { from, to }. */
      changes: { type: 'any', readOnly: true },
      /** A short human sentence shown in the log. */
      summary: { type: 'string', readOnly: true },
      createdAt: createdAtAttribute,
    },
    indexes: {
      byId: {
        pk: { field: 'pk', composite: ['entryId'] },
        sk: { field: 'sk', composite: [] },
      },
      auditLog: {
        index: 'gsi1',
        pk: { field: 'gsi1pk', composite: [], template: '$ticketrelay#auditlog' },
        sk: { field: 'gsi1sk', composite: ['createdAt', 'entryId'] },
      },
      auditBySubject: {
        index: 'gsi2',
        pk: { field: 'gsi2pk', composite: ['subjectType', 'subjectId'] },
        sk: { field: 'gsi2sk', composite: ['createdAt', 'entryId'] },
      },
    },
  });

export type AuditEntryEntity = ReturnType<typeof createAuditEntryEntity>;
export type AuditEntry = EntityItem<AuditEntryEntity>;
export type NewAuditEntry = CreateEntityItem<AuditEntryEntity>;
