import { db, type DataLayer } from '../db/client.ts';
import { ticketKeyOf, type Ticket } from '../db/entities/ticket.ts';

/** BatchGetItem requests (100 keys each) in flight at once. */
export const BATCH_CONCURRENCY = 10;

/** The full tickets of the given ids, by BatchGetItem (100 keys a request); missing ids are left out. */
export async function ticketsByIds(
  ticketIds: readonly string[],
  data: DataLayer = db(),
): Promise<Map<string, Ticket>> {
  const keys = ticketIds.map(ticketKeyOf).filter((key) => key !== undefined);
  const found = new Map<string, Ticket>();
  let pending = keys;
  for (let attempt = 0; pending.length > 0 && attempt < 5; attempt += 1) {
    // Every 100-key request at once (ElectroDB sends them one after another by default).
    const { data: tickets, unprocessed } = await data.tickets
      .get(pending)
      .go({ concurrent: BATCH_CONCURRENCY });
    for (const ticket of tickets) found.set(ticket.ticketId, ticket);
    pending = unprocessed;
  }
  return found;
}
