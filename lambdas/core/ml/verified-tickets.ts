import { db, type DataLayer } from '../db/client.ts';
import type { Ticket } from '../db/entities/ticket.ts';

/**
 * Every ticket an admin verified or corrected (a correction sets manuallyVerified too, spec 001 §4),
 * newest event first. A filtered Query on the tickets index, read to the end.
 */
export async function verifiedTickets(data: DataLayer = db()): Promise<Ticket[]> {
  const { data: tickets } = await data.tickets.query
    .ticketsByEventDate({})
    .where(({ manuallyVerified }, { eq }) => eq(manuallyVerified, true))
    .go({ pages: 'all', order: 'desc' });
  return tickets;
}
