import { db, type DataLayer } from '../db/client.ts';
import { unlessConditionFails } from '../db/conditional.ts';
import type { Listing } from '../db/entities/listing.ts';
import { ConflictError } from '../http/errors.ts';

/** Why a sold listing needs an admin: its transfer was cancelled after the sale. */
export const TRANSFER_CANCELLED_AFTER_SALE = 'transfer_cancelled_after_sale';

export const NOTHING_TO_RESOLVE = 'This ticket has nothing waiting for attention.';

/** Who the audit log names for changes the e-mail pipeline makes (no admin behind them). */
const PIPELINE_ACTOR = 'pipeline';

/**
 * A cancelled transfer matched a listing that is already sold: the sale and its payout stay as they
 * are, and the listing is flagged for an admin (saleAttention) with an audit entry. One conditional
 * write: only a sold listing with no open flag from another e-mail, so a retried step (the same e-mail)
 * changes nothing and writes no second audit entry. Resolves to the flagged listing, or undefined.
 */
export async function flagCancelledAfterSale(
  listing: Pick<Listing, 'listingId'>,
  emailId: string,
  data: DataLayer = db(),
): Promise<Listing | undefined> {
  const saleAttention = { reason: TRANSFER_CANCELLED_AFTER_SALE, at: new Date().toISOString(), emailId };
  const flagged = await unlessConditionFails(() =>
    data.listings
      .patch({ listingId: listing.listingId })
      .set({ saleAttention })
      .where(
        (attributes, { eq, ne, exists, notExists }) =>
          `${eq(attributes.status, 'sold')} AND (${notExists(attributes.saleAttention)} OR (${exists(attributes.saleAttention.resolvedAt)} AND ${ne(attributes.saleAttention.emailId, emailId)}))`,
      )
      .go({ response: 'all_new' }),
  );
  if (!flagged) return undefined;
  const sold = flagged.data;
  await data.auditEntries
    .create({
      actorId: PIPELINE_ACTOR,
      action: 'listing.sale_attention',
      subjectType: 'listing',
      subjectId: sold.listingId,
      changes: { saleAttention: { from: null, to: saleAttention } },
      summary: `Ticket "${sold.eventName}" was sold, then its transfer was cancelled (e-mail ${emailId}): needs attention`,
    })
    .go();
  return sold;
}

/**
 * POST /api/admin/tickets/{id}/resolve-attention: the admin has dealt with the flag. Conditional on the
 * flag read being still open, so a second click (or a second admin) gets a 409.
 */
export async function resolveSaleAttention(
  listing: Listing,
  adminId: string,
  data: DataLayer = db(),
): Promise<Listing> {
  const open = listing.saleAttention;
  if (!open || open.resolvedAt) throw new ConflictError(NOTHING_TO_RESOLVE, { code: 'NOTHING_TO_RESOLVE' });
  const resolved = await unlessConditionFails(() =>
    data.listings
      .patch({ listingId: listing.listingId })
      .set({ saleAttention: { ...open, resolvedAt: new Date().toISOString(), resolvedBy: adminId } })
      .where(
        (attributes, { eq, notExists }) =>
          `${eq(attributes.saleAttention.at, open.at)} AND ${notExists(attributes.saleAttention.resolvedAt)}`,
      )
      .go({ response: 'all_new' }),
  );
  if (!resolved) throw new ConflictError(NOTHING_TO_RESOLVE, { code: 'NOTHING_TO_RESOLVE' });
  return resolved.data;
}
