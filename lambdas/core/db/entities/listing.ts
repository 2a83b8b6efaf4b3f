import { Entity, type CreateEntityItem, type EntityItem } from 'electrodb';
import {
  SERVICE_NAME,
  centsAttribute,
  createdAtAttribute,
  generatedIdAttribute,
  isNonNegativeInteger,
  isPercent,
  isPositiveInteger,
  updatedAtAttribute,
} from './attributes.ts';

export const listingStatuses = ['pending', 'listed', 'sold', 'cancelled'] as const;
export type ListingStatus = (typeof listingStatuses)[number];

/** DESIGN §6.2: 15 % commission everywhere. */
export const DEFAULT_COMMISSION_PERCENT = 15;

/**
 * The customer's consignment listing (spec 000/001 §3 "Consignment listing"); the customer-side
 * "ticket". Money is integer cents. A listing the pipeline creates for an extracted ticket uses the
 * ticket's id as its listingId, so a retried step cannot create a second one.
 * Status changes go through `transitionListing` (listing-status.ts): conditional on the current status.
 */
export const createListingEntity = () =>
  new Entity({
    model: { entity: 'listing', version: '1', service: SERVICE_NAME },
    attributes: {
      listingId: generatedIdAttribute,
      /** The consignment user (spec: consignmentUserId). */
      customerId: { type: 'string', required: true, readOnly: true },
      ticketId: { type: 'string' },
      status: { type: listingStatuses, required: true, default: 'pending' },
      eventName: { type: 'string', required: true },
      eventDate: { type: 'string' },
      venue: { type: 'string' },
      section: { type: 'string' },
      row: { type: 'string' },
      seats: { type: 'string' },
      quantity: { type: 'number', required: true, default: 1, validate: isPositiveInteger },
      askingPrice: centsAttribute,
      ourPrice: centsAttribute,
      listedPrice: centsAttribute,
      floorPrice: centsAttribute,
      soldPrice: centsAttribute,
      finalSalePrice: centsAttribute,
      /** Percent. */
      commission: {
        type: 'number',
        required: true,
        default: DEFAULT_COMMISSION_PERCENT,
        validate: isPercent,
      },
      commissionEarned: centsAttribute,
      notes: { type: 'string' },
      listedAt: { type: 'string' },
      soldAt: { type: 'string' },
      cancelledAt: { type: 'string' },
      viewCount: { type: 'number', required: true, default: 0, validate: isNonNegativeInteger },
      lastStatusUpdate: { type: 'string' },
      statusHistory: {
        type: 'list',
        required: true,
        default: [],
        items: {
          type: 'map',
          properties: {
            /** The status before the change (absent on the first entry and on entries written before issue 9). */
            from: { type: listingStatuses },
            status: { type: listingStatuses, required: true },
            at: { type: 'string', required: true },
            by: { type: 'string' },
            note: { type: 'string' },
          },
        },
      },
      /** Every floor-price change, oldest first (cents; who and when). */
      floorPriceHistory: {
        type: 'list',
        items: {
          type: 'map',
          properties: {
            price: { type: 'number' },
            previous: { type: 'number' },
            at: { type: 'string', required: true },
            by: { type: 'string', required: true },
          },
        },
      },
      /** A sale below the floor price waiting for the seller's Accept / Decline (cents). */
      pendingSale: {
        type: 'map',
        properties: {
          price: { type: 'number', required: true },
          source: { type: 'string', required: true },
          orderId: { type: 'string' },
          requestedAt: { type: 'string', required: true },
          requestedBy: { type: 'string', required: true },
        },
      },
      /** Who reported the sale ('admin' or 'marketplace') and the marketplace's order id. */
      saleSource: { type: 'string' },
      marketplaceOrderId: { type: 'string' },
      /** Set when something happened after the sale that an admin must look at (never undone silently). */
      saleAttention: {
        type: 'map',
        properties: {
          reason: { type: 'string', required: true },
          at: { type: 'string', required: true },
          emailId: { type: 'string' },
          resolvedAt: { type: 'string' },
          resolvedBy: { type: 'string' },
        },
      },
      /** DESIGN §6.13: the extraction needs an admin's review; approving is refused until then. */
      underReview: { type: 'boolean', required: true, default: false },
      createdAt: createdAtAttribute,
      updatedAt: updatedAtAttribute,
    },
    indexes: {
      byId: {
        pk: { field: 'pk', composite: ['listingId'] },
        sk: { field: 'sk', composite: [] },
      },
      /** Dashboard tabs: a customer's listings of one status, newest first. Status writes must supply createdAt. */
      listingsByCustomer: {
        index: 'gsi1',
        pk: { field: 'gsi1pk', composite: ['customerId'] },
        sk: { field: 'gsi1sk', composite: ['status', 'createdAt'] },
      },
      listingsByStatus: {
        index: 'gsi2',
        pk: { field: 'gsi2pk', composite: ['status'], template: '$ticketrelay#listings#status_${status}' },
        sk: { field: 'gsi2sk', composite: ['createdAt'] },
      },
      /** Sparse: listings made from an extracted ticket (corrections flow into them, DESIGN §6.13). */
      listingsByTicket: {
        index: 'gsi3',
        pk: { field: 'gsi3pk', composite: ['ticketId'] },
        sk: { field: 'gsi3sk', composite: [] },
      },
    },
  });

export type ListingEntity = ReturnType<typeof createListingEntity>;
export type Listing = EntityItem<ListingEntity>;
export type NewListing = CreateEntityItem<ListingEntity>;
export type ListingStatusChange = Listing['statusHistory'][number];
