import { Entity, type EntityItem } from 'electrodb';
import { SERVICE_NAME, createdAtAttribute } from './attributes.ts';

export const uniqueValueKinds = [
  'email',
  'transferEmail',
  'apiKeyHash',
  'messageId',
  'heldTicket',
  'marketplaceOrder',
] as const;
export type UniqueValueKind = (typeof uniqueValueKinds)[number];

/** Kinds an admin searches by prefix (customer search by e-mail or transfer address). */
const searchableKinds: ReadonlySet<UniqueValueKind> = new Set(['email', 'transferEmail']);

/** The one spelling of a value under which uniqueness is checked. */
export function normaliseUniqueValue(kind: UniqueValueKind, value: string): string {
  const trimmed = value.trim();
  switch (kind) {
    case 'email':
    case 'transferEmail':
      return trimmed.toLowerCase();
    case 'messageId':
      return trimmed.replace(/^<|>$/g, '');
    case 'apiKeyHash':
    case 'heldTicket':
    case 'marketplaceOrder':
      return trimmed;
  }
}

/**
 * A claim on a unique value (e-mail, transfer address, API-key hash, Message-ID, a customer's ticket by
 * its row and seats or its order number: `heldTicket`, lambdas/core/ingestion/repeated-tickets.ts):
 * created with a conditional create, so a second claim of the same normalised value fails. No
 * transactions needed.
 */
export const createUniqueValueEntity = () =>
  new Entity({
    model: { entity: 'uniqueValue', version: '1', service: SERVICE_NAME },
    attributes: {
      kind: { type: uniqueValueKinds, required: true, readOnly: true },
      value: {
        type: 'string',
        required: true,
        readOnly: true,
        set: (value: string | undefined, item: { kind?: UniqueValueKind }) =>
          value === undefined || item.kind === undefined ? value : normaliseUniqueValue(item.kind, value),
      },
      /** The id of the item that holds the value (user, API key, e-mail, ticket). */
      ownerId: { type: 'string', required: true, readOnly: true },
      createdAt: createdAtAttribute,
    },
    indexes: {
      byValue: {
        pk: { field: 'pk', composite: ['kind', 'value'] },
        sk: { field: 'sk', composite: [] },
      },
      uniqueValuesByKind: {
        index: 'gsi1',
        condition: (item) => searchableKinds.has(item.kind as UniqueValueKind),
        pk: { field: 'gsi1pk', composite: ['kind'], template: '$ticketrelay#uniquevalues#kind_${kind}' },
        sk: { field: 'gsi1sk', composite: ['value'] },
      },
    },
  });

export type UniqueValueEntity = ReturnType<typeof createUniqueValueEntity>;
export type UniqueValue = EntityItem<UniqueValueEntity>;
