import { db, type DataLayer } from '../db/client.ts';
import { unlessConditionFails } from '../db/conditional.ts';
import type { Ticket } from '../db/entities/ticket.ts';

/** The listing fields that follow the extracted ticket while the listing is pending (DESIGN §6.13). */
function listingFieldsOf(ticket: Ticket) {
  return {
    eventName: ticket.eventName,
    quantity: ticket.quantity,
    underReview: ticket.needsReview,
    ...(ticket.eventDate ? { eventDate: ticket.eventDate } : {}),
    ...(ticket.venue ? { venue: ticket.venue } : {}),
    ...(ticket.section ? { section: ticket.section } : {}),
    ...(ticket.row ? { row: ticket.row } : {}),
    ...(ticket.seats ? { seats: ticket.seats } : {}),
  };
}

/**
 * A pending listing per ticket for the customer, keyed by the ticket id (listingId = ticketId), so a
 * retried step finds the one it made. A listing that already exists follows the re-extracted ticket
 * only while it is still pending: what the customer approved or sold is never rewritten.
 * Resolves to the ids of listings created by this call.
 */
export async function storePendingListings(
  customerId: string,
  tickets: readonly Ticket[],
  data: DataLayer = db(),
): Promise<string[]> {
  const created: string[] = [];
  for (const ticket of tickets) {
    const fields = listingFieldsOf(ticket);
    const at = new Date().toISOString();
    const made = await unlessConditionFails(() =>
      data.listings
        .create({
          listingId: ticket.ticketId,
          ticketId: ticket.ticketId,
          customerId,
          status: 'pending',
          statusHistory: [
            { status: 'pending', at, by: 'pipeline', note: 'Extracted from a forwarded e-mail' },
          ],
          ...fields,
        })
        .go(),
    );
    if (made) {
      created.push(ticket.ticketId);
      continue;
    }
    await unlessConditionFails(() =>
      data.listings
        .patch({ listingId: ticket.ticketId })
        .set(fields)
        .where(
          (attributes, { eq }) =>
            `${eq(attributes.status, 'pending')} AND ${eq(attributes.customerId, customerId)}`,
        )
        .go(),
    );
  }
  return created;
}

/** Removes the pending listings of tickets a re-run no longer finds; listed or sold ones stay. */
export async function removePendingListings(
  tickets: readonly Ticket[],
  data: DataLayer = db(),
): Promise<void> {
  for (const ticket of tickets) {
    await unlessConditionFails(() =>
      data.listings
        .delete({ listingId: ticket.ticketId })
        .where((attributes, { eq }) => eq(attributes.status, 'pending'))
        .go(),
    );
  }
}
