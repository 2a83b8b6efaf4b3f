import { Entity, type CreateEntityItem, type EntityItem } from 'electrodb';
import { SERVICE_NAME, centsAttribute, createdAtAttribute, updatedAtAttribute } from './attributes.ts';

export const payoutStatuses = ['pending', 'paid', 'failed'] as const;
export type PayoutStatus = (typeof payoutStatuses)[number];

/** The seller's share of one sale (DESIGN §6.14). Keyed by the listing: a retried sale cannot pay twice. */
export const createPayoutEntity = () =>
  new Entity({
    model: { entity: 'payout', version: '1', service: SERVICE_NAME },
    attributes: {
      listingId: { type: 'string', required: true, readOnly: true },
      customerId: { type: 'string', required: true, readOnly: true },
      payoutMethodId: { type: 'string' },
      amount: { ...centsAttribute, required: true },
      status: { type: payoutStatuses, required: true, default: 'pending' },
      paidAt: { type: 'string' },
      error: { type: 'string' },
      createdAt: createdAtAttribute,
      updatedAt: updatedAtAttribute,
    },
    indexes: {
      byListing: {
        pk: { field: 'pk', composite: ['listingId'] },
        sk: { field: 'sk', composite: [] },
      },
      payoutsByCustomer: {
        index: 'gsi1',
        pk: { field: 'gsi1pk', composite: ['customerId'] },
        sk: { field: 'gsi1sk', composite: ['createdAt'] },
      },
      payoutsByStatus: {
        index: 'gsi2',
        pk: { field: 'gsi2pk', composite: ['status'], template: '$ticketrelay#payouts#status_${status}' },
        sk: { field: 'gsi2sk', composite: ['createdAt'] },
      },
    },
  });

export type PayoutEntity = ReturnType<typeof createPayoutEntity>;
export type Payout = EntityItem<PayoutEntity>;
export type NewPayout = CreateEntityItem<PayoutEntity>;
