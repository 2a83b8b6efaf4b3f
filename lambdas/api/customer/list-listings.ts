import { readSettings } from '../../core/db/settings-store.ts';
import { defineRoute } from '../../core/http/define-route.ts';
import { ok } from '../../core/http/responses.ts';
import { allListingsOf } from '../../core/listings/customer-listings.ts';
import { salesTotalsOf, toSalesHistoryRow } from '../../core/listings/sales-history.ts';
import { customerIdParamsSchema } from './get-customer.ts';

/**
 * GET /api/customer/{id}/listings (spec 000 §7): the Sales History rows, plus the live figures of the
 * tax tracker and payment portal (DESIGN §6.12), with the 1099 threshold setting (§6.21). Cents.
 */
export const listListings = defineRoute({ params: customerIdParamsSchema }, async ({ params }) => {
  const [listings, tax] = await Promise.all([allListingsOf(params.id), readSettings('tax')]);
  return ok({
    success: true,
    listings: listings.map(toSalesHistoryRow),
    totals: { ...salesTotalsOf(listings), form1099ThresholdCents: tax.form1099ThresholdCents },
  });
});
