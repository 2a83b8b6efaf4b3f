import { Entity, type CreateEntityItem, type EntityItem } from 'electrodb';
import { SERVICE_NAME, createdAtAttribute, generatedIdAttribute, updatedAtAttribute } from './attributes.ts';

export const payoutMethodTypes = ['ACH', 'PayPal', 'Zelle'] as const;
export type PayoutMethodType = (typeof payoutMethodTypes)[number];

/**
 * Payment and payout methods are one entity (DESIGN §6.4). Account details are stored encrypted;
 * only the last four digits and a label are ever returned.
 */
export const createPayoutMethodEntity = () =>
  new Entity({
    model: { entity: 'payoutMethod', version: '1', service: SERVICE_NAME },
    attributes: {
      customerId: { type: 'string', required: true, readOnly: true },
      payoutMethodId: generatedIdAttribute,
      type: { type: payoutMethodTypes, required: true },
      isDefault: { type: 'boolean', required: true, default: false },
      isActive: { type: 'boolean', required: true, default: true },
      /** The account details (ACH numbers, PayPal e-mail, Zelle contact) as JSON, encrypted with the data key. */
      accountInfoEncrypted: { type: 'string', required: true },
      /** What may be shown back (DESIGN §6.4): masked ACH numbers, the PayPal e-mail, the Zelle contact. */
      publicAccountInfo: { type: 'any' },
      lastFour: { type: 'string' },
      displayLabel: { type: 'string' },
      createdAt: createdAtAttribute,
      updatedAt: updatedAtAttribute,
    },
    indexes: {
      /** A customer's methods, oldest first (ULID order). */
      byCustomer: {
        pk: { field: 'pk', composite: ['customerId'] },
        sk: { field: 'sk', composite: ['payoutMethodId'] },
      },
    },
  });

export type PayoutMethodEntity = ReturnType<typeof createPayoutMethodEntity>;
export type PayoutMethod = EntityItem<PayoutMethodEntity>;
export type NewPayoutMethod = CreateEntityItem<PayoutMethodEntity>;
