import { Entity, type CreateEntityItem, type EntityItem } from 'electrodb';
import { SERVICE_NAME, centsAttribute, createdAtAttribute, updatedAtAttribute } from './attributes.ts';

/** pending → sent → paid (an admin marks each step); failed when the transfer bounced. */
export const payoutStatuses = ['pending', 'sent', 'paid', 'failed'] as const;
export type PayoutStatus = (typeof payoutStatuses)[number];

/** The seller's share of one sale (DESIGN §6.14). Keyed by the listing: a retried sale cannot pay twice. */
export const createPayoutEntity = () =>
  new Entity({
    model: { entity: 'payout', version: '1', service: SERVICE_NAME },
    attributes: {
      listingId: { type: 'string', required: true, readOnly: true },
      customerId: { type: 'string', required: true, readOnly: true },
      payoutMethodId: { type: 'string' },
      /** What the seller receives: sale price less commission (lambdas/core/sales/split-sale.ts). */
      amount: { ...centsAttribute, required: true },
      salePrice: centsAttribute,
      commission: centsAttribute,
      eventName: { type: 'string' },
      /** How it is paid, masked for display ('PayPal · s***@example.com', 'ACH ••••6789'); none → unset. */
      payoutMethodLabel: { type: 'string' },
      /** 'admin' or 'marketplace'; the marketplace's order id when it reported the sale. */
      saleSource: { type: 'string' },
      orderId: { type: 'string' },
      status: { type: payoutStatuses, required: true, default: 'pending' },
      sentAt: { type: 'string' },
      sentBy: { type: 'string' },
      paidAt: { type: 'string' },
      paidBy: { type: 'string' },
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
