import { findTicket } from '../admin-tickets/find-ticket.ts';
import { db, type DataLayer } from '../db/client.ts';
import { unlessConditionFails } from '../db/conditional.ts';
import type { Listing } from '../db/entities/listing.ts';
import type { Payout } from '../db/entities/payout.ts';
import { NotFoundError } from '../http/errors.ts';
import { formatCents } from '../money.ts';
import { publishEvent } from '../webhooks/outbox.ts';
import { ticketUpdatedEvent } from '../webhooks/ticket-events.ts';

/**
 * `ticket.updated` for a sold listing made from an extracted ticket (README.md of this folder): the
 * ticket as it stands, `changes.listingStatus` listed → sold and the sale price. The subject names the
 * sale (`<ticketId>@<soldAt>`), so a retried step raises nothing twice.
 */
export async function publishSaleEvent(listing: Listing, data: DataLayer = db()): Promise<void> {
  if (!listing.ticketId) return;
  const ticket = await findTicket(listing.ticketId, data).catch((error: unknown) => {
    if (error instanceof NotFoundError) return undefined;
    throw error;
  });
  if (!ticket) return;
  const soldAt = listing.soldAt ?? listing.updatedAt;
  const base = ticketUpdatedEvent(ticket, ticket);
  await publishEvent(
    `${ticket.ticketId}@${soldAt}`,
    {
      type: 'ticket.updated',
      timestamp: soldAt,
      data: {
        ...base.data,
        changes: { listingStatus: { from: 'listed', to: 'sold' } },
        listingId: listing.listingId,
        listingStatus: 'sold',
        soldPriceCents: listing.finalSalePrice ?? null,
        soldAt,
      },
    },
    data,
  );
}

/**
 * The audit entry of a sale (`listing.sold`, one per listing: its id is `${listingId}:sold`, so a
 * retry writes nothing twice). The actor is who recorded it: the admin, the admin who created the
 * marketplace's API key, or the seller who accepted an offer below the floor price.
 */
export async function auditSale(
  listing: Listing,
  payout: Payout,
  actor: { id: string; email?: string | undefined },
  data: DataLayer = db(),
): Promise<void> {
  const actorEmail =
    actor.email ?? (await data.users.get({ userId: actor.id }).go()).data?.email ?? undefined;
  const source =
    listing.saleSource === 'marketplace'
      ? ` (marketplace order ${listing.marketplaceOrderId ?? 'unknown'})`
      : '';
  await unlessConditionFails(() =>
    data.auditEntries
      .create({
        entryId: `${listing.listingId}:sold`,
        actorId: actor.id,
        ...(actorEmail ? { actorEmail } : {}),
        action: 'listing.sold',
        subjectType: 'listing',
        subjectId: listing.listingId,
        changes: {
          status: { from: 'listed', to: 'sold' },
          soldPrice: { from: null, to: payout.salePrice ?? null },
          commissionEarned: { from: null, to: payout.commission ?? null },
          payout: { from: null, to: payout.amount },
        },
        summary:
          `Ticket "${listing.eventName}" sold for ${formatCents(payout.salePrice ?? 0)}${source}; ` +
          `payout ${formatCents(payout.amount)}`,
      })
      .go(),
  );
}
