import { requireApiKey } from '../../core/api-keys/request-key.ts';
import { marketplaceSaleBodySchema, type MarketplaceSale } from '../../core/external-api/schemas.ts';
import { defineRoute } from '../../core/http/define-route.ts';
import { json } from '../../core/http/responses.ts';
import { recordSale } from '../../core/sales/record-sale.ts';

/**
 * POST /api/marketplace/sales (write scope): a marketplace reports a sale, idempotent by its order id
 * (lambdas/core/sales/record-sale.ts). 201 recorded, 200 the same order again, 202 below the floor
 * price (waiting for the seller). The sale is made in the name of the admin who created the key and
 * audited as `API key "<name>"`.
 */
export const recordMarketplaceSale = defineRoute(
  { body: marketplaceSaleBodySchema },
  async ({ body, event }) => {
    const key = requireApiKey(event);
    const result = await recordSale({
      listingId: body.listingId,
      orderId: body.orderId,
      salePriceCents: body.salePriceCents,
      source: 'marketplace',
      by: key.userId,
      actorEmail: `API key "${key.name}"`,
    });
    if (result.outcome === 'awaiting_seller_approval') {
      const pending = result.listing.pendingSale;
      const sale: MarketplaceSale = {
        orderId: body.orderId,
        listingId: result.listing.listingId,
        status: 'awaiting_seller_approval',
        salePriceCents: pending?.price ?? body.salePriceCents,
      };
      return json(202, { sale });
    }
    const sale: MarketplaceSale = {
      orderId: body.orderId,
      listingId: result.listing.listingId,
      status: 'sold',
      salePriceCents: result.payout.salePrice ?? result.listing.finalSalePrice ?? body.salePriceCents,
      commissionCents: result.payout.commission ?? result.listing.commissionEarned ?? 0,
      payoutCents: result.payout.amount,
    };
    return json(result.alreadyRecorded ? 200 : 201, { sale });
  },
);
