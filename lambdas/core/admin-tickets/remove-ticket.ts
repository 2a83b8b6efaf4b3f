import { db, type DataLayer } from '../db/client.ts';
import { unlessConditionFails } from '../db/conditional.ts';
import type { ListingStatus } from '../db/entities/listing.ts';
import type { Ticket } from '../db/entities/ticket.ts';
import { listingOfTicket } from './ticket-listing.ts';

export interface RemovalOutcome {
  removed: Ticket[];
  /** Tickets left in place because the customer's listing of them is no longer pending. */
  kept: { ticket: Ticket; listingStatus: ListingStatus }[];
}

/**
 * Removes one extracted ticket and the customer's listing made from it, but only while that listing
 * is still pending: a listed or sold listing is never silently removed, so its ticket stays too.
 */
export async function removeTicket(ticket: Ticket, data: DataLayer = db()): Promise<RemovalOutcome> {
  const listing = await listingOfTicket(ticket.ticketId, data);
  if (listing) {
    const deleted = await unlessConditionFails(() =>
      data.listings
        .delete({ listingId: listing.listingId })
        .where((attributes, { eq }) => eq(attributes.status, 'pending'))
        .go(),
    );
    if (!deleted) {
      const { data: current } = await data.listings.get({ listingId: listing.listingId }).go();
      if (current) return { removed: [], kept: [{ ticket, listingStatus: current.status }] };
    }
  }
  await data.tickets.delete({ emailId: ticket.emailId, ticketIndex: ticket.ticketIndex }).go();
  return { removed: [ticket], kept: [] };
}

/** Removes tickets one after another (each with its own listing check). */
export async function removeTickets(
  tickets: readonly Ticket[],
  data: DataLayer = db(),
): Promise<RemovalOutcome> {
  const outcome: RemovalOutcome = { removed: [], kept: [] };
  for (const ticket of tickets) {
    const one = await removeTicket(ticket, data);
    outcome.removed.push(...one.removed);
    outcome.kept.push(...one.kept);
  }
  return outcome;
}

/** 'Successfully removed N duplicate ticket(s)', plus a sentence for the tickets kept and why. */
export function removalMessage(outcome: RemovalOutcome): string {
  const message = `Successfully removed ${outcome.removed.length} duplicate ticket(s)`;
  if (outcome.kept.length === 0) return message;
  const statuses = [...new Set(outcome.kept.map((kept) => kept.listingStatus))].join(' or ');
  return `${message}. ${outcome.kept.length} ticket(s) were kept because the customer's listing is already ${statuses}.`;
}
