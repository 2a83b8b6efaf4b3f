import { db, type DataLayer } from '../db/client.ts';
import { unlessConditionFails } from '../db/conditional.ts';
import type { Listing } from '../db/entities/listing.ts';
import type { Payout } from '../db/entities/payout.ts';
import { transitionListing } from '../db/listing-status.ts';
import { claimUniqueValue, releaseUniqueValue } from '../db/unique-values.ts';
import { ConflictError, NotFoundError } from '../http/errors.ts';
import { assertCanMove, illegalTransition } from './listing-transitions.ts';
import { notifyBelowFloor, notifySold } from './sale-notices.ts';
import { ensurePayout } from './sale-payout.ts';
import { auditSale, publishSaleEvent } from './sale-records.ts';
import { splitSale } from './split-sale.ts';

export type SaleSource = 'admin' | 'marketplace';

export interface RecordSaleInput {
  listingId: string;
  salePriceCents: number;
  source: SaleSource;
  /** Who records it (user id): the admin, the admin who created the API key, or the accepting seller. */
  by: string;
  /** The marketplace's order id: the sale is idempotent by it. */
  orderId?: string | undefined;
  /** The seller accepted this price below the floor price. */
  approvedBySeller?: boolean | undefined;
  /** For the audit entry (e.g. `API key "Marketplace"`); default: the e-mail of `by`. */
  actorEmail?: string | undefined;
}

export type RecordSaleResult = (
  | { outcome: 'sold'; listing: Listing; payout: Payout }
  | { outcome: 'awaiting_seller_approval'; listing: Listing }
) & {
  /** True when this order id had already been recorded for the listing (nothing new was written). */
  alreadyRecorded: boolean;
};

export const LISTING_NOT_FOUND = 'Ticket not found';
export const ORDER_ID_CONFLICT = 'This order id was already used for a sale of another ticket.';
export const OFFER_ALREADY_WAITING =
  "An offer below the floor price is already waiting for the seller's answer on this ticket.";

async function readListing(listingId: string, data: DataLayer): Promise<Listing> {
  const { data: listing } = await data.listings.get({ listingId }).go({ consistent: true });
  if (!listing) throw new NotFoundError(LISTING_NOT_FOUND);
  return listing;
}

const soldBy = (input: RecordSaleInput): string => {
  if (input.source === 'marketplace') return `Sold on the marketplace (order ${input.orderId ?? 'unknown'})`;
  return input.approvedBySeller
    ? "Sold below the floor price with the seller's approval"
    : 'Sold by an admin';
};

/**
 * Everything that follows a sale, each step idempotent by a deterministic key, so calling it again for
 * the same sold listing (a retry, a repeated marketplace callback) repairs a half-finished run and
 * creates nothing twice: the payout, 'Ticket Sold' with the sale e-mail, `ticket.updated`, the audit entry.
 */
async function completeSale(
  listing: Listing,
  actor: { id: string; email?: string | undefined },
  data: DataLayer,
): Promise<Payout> {
  const payout = await ensurePayout(listing, data);
  const { data: seller } = await data.users.get({ userId: listing.customerId }).go();
  await Promise.all([
    seller ? notifySold(seller, listing, payout, data) : undefined,
    publishSaleEvent(listing, data),
    auditSale(listing, payout, actor, data),
  ]);
  return payout;
}

/** A below-floor offer waits for the seller (conditional: still listed and no other offer waiting). */
async function askSeller(listing: Listing, input: RecordSaleInput, data: DataLayer): Promise<Listing> {
  const requestedAt = new Date().toISOString();
  const pendingSale = {
    price: input.salePriceCents,
    source: input.source,
    requestedAt,
    requestedBy: input.by,
    ...(input.orderId ? { orderId: input.orderId } : {}),
  };
  const updated = await unlessConditionFails(() =>
    data.listings
      .patch({ listingId: listing.listingId })
      .set({ pendingSale })
      .where(
        (attributes, { eq, notExists }) =>
          `${eq(attributes.status, 'listed')} AND ${notExists(attributes.pendingSale)}`,
      )
      .go({ response: 'all_new' }),
  );
  if (!updated) {
    const now = await readListing(listing.listingId, data);
    if (now.status !== 'listed') throw illegalTransition(now.status, 'sold');
    throw new ConflictError(OFFER_ALREADY_WAITING, { code: 'OFFER_WAITING' });
  }
  await notifyBelowFloor(updated.data, pendingSale, data);
  return updated.data;
}

/** The answer to a repeated order id on this listing, when it was recorded before; else undefined. */
async function replayOf(
  listing: Listing,
  input: RecordSaleInput,
  actor: { id: string; email?: string | undefined },
  data: DataLayer,
): Promise<RecordSaleResult | undefined> {
  if (!input.orderId) return undefined;
  if (listing.status === 'sold' && listing.marketplaceOrderId === input.orderId) {
    return {
      outcome: 'sold',
      listing,
      payout: await completeSale(listing, actor, data),
      alreadyRecorded: true,
    };
  }
  if (
    listing.status === 'listed' &&
    listing.pendingSale?.orderId === input.orderId &&
    !input.approvedBySeller
  ) {
    return { outcome: 'awaiting_seller_approval', listing, alreadyRecorded: true };
  }
  return undefined;
}

async function sell(listing: Listing, input: RecordSaleInput, data: DataLayer): Promise<Listing> {
  const split = splitSale(input.salePriceCents, listing.commission);
  const sold = await transitionListing(
    listing,
    {
      from: 'listed',
      to: 'sold',
      by: input.by,
      note: soldBy(input),
      set: {
        soldPrice: split.salePrice,
        finalSalePrice: split.salePrice,
        commissionEarned: split.commission,
        saleSource: input.source,
        ...(input.orderId ? { marketplaceOrderId: input.orderId } : {}),
      },
      remove: ['pendingSale'],
    },
    data,
  );
  if (sold) return sold;
  throw illegalTransition((await readListing(listing.listingId, data)).status, 'sold');
}

/**
 * Records a sale (DESIGN §6.14): listed → sold in one conditional write with the sale price and the
 * commission (splitSale), then the payout, 'Ticket Sold' + sale e-mail, `ticket.updated` and the audit
 * entry. A price below the floor price waits for the seller (pendingSale) unless they approved it.
 * A marketplace order id is claimed first (UniqueValue `marketplaceOrder`): the same order for this
 * listing answers what was recorded, for another listing 409 `order_id_conflict`. Illegal transitions
 * (pending, sold, cancelled) → 409 with a sentence.
 */
export async function recordSale(input: RecordSaleInput, data: DataLayer = db()): Promise<RecordSaleResult> {
  const actor = { id: input.by, email: input.actorEmail };
  const listing = await readListing(input.listingId, data);
  const replay = await replayOf(listing, input, actor, data);
  if (replay) return replay;

  if (
    input.orderId &&
    !(await claimUniqueValue('marketplaceOrder', input.orderId, listing.listingId, data))
  ) {
    throw new ConflictError(ORDER_ID_CONFLICT, { code: 'order_id_conflict' });
  }
  try {
    assertCanMove(listing.status, 'sold');
    const belowFloor = listing.floorPrice !== undefined && input.salePriceCents < listing.floorPrice;
    if (belowFloor && !input.approvedBySeller) {
      return {
        outcome: 'awaiting_seller_approval',
        listing: await askSeller(listing, input, data),
        alreadyRecorded: false,
      };
    }
    const sold = await sell(listing, input, data);
    return {
      outcome: 'sold',
      listing: sold,
      payout: await completeSale(sold, actor, data),
      alreadyRecorded: false,
    };
  } catch (error) {
    if (!input.orderId || !(error instanceof ConflictError)) throw error;
    // The same order recorded at the same moment by a concurrent callback: answer as a repeat.
    const now = await readListing(listing.listingId, data);
    const concurrent = await replayOf(now, input, actor, data);
    if (concurrent) return concurrent;
    // A refused sale leaves the order id free for the ticket it was really meant for.
    if (now.marketplaceOrderId !== input.orderId && now.pendingSale?.orderId !== input.orderId) {
      await releaseUniqueValue('marketplaceOrder', input.orderId, listing.listingId, data);
    }
    throw error;
  }
}
