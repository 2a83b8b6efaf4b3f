import { db, type DataLayer } from '../db/client.ts';
import { ticketKeyOf, type Ticket } from '../db/entities/ticket.ts';

/** The full tickets of the given ids, by BatchGetItem (100 keys a request); missing ids are left out. */
export async function ticketsByIds(
  ticketIds: readonly string[],
  data: DataLayer = db(),
): Promise<Map<string, Ticket>> {
  const keys = ticketIds.map(ticketKeyOf).filter((key) => key !== undefined);
  const found = new Map<string, Ticket>();
  let pending = keys;
  for (let attempt = 0; pending.length > 0 && attempt < 5; attempt += 1) {
    const { data: tickets, unprocessed } = await data.tickets.get(pending).go();
    for (const ticket of tickets) found.set(ticket.ticketId, ticket);
    pending = unprocessed;
  }
  return found;
}
