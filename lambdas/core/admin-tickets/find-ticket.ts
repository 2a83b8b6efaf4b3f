import { db, type DataLayer } from '../db/client.ts';
import { ticketKeyOf, type Ticket } from '../db/entities/ticket.ts';
import { NotFoundError } from '../http/errors.ts';

export class TicketNotFoundError extends NotFoundError {
  constructor() {
    super('Ticket not found');
  }
}

/** The ticket of a route id (`ticketIdOf(emailId, index)`); 404 'Ticket not found' when there is none. */
export async function findTicket(ticketId: string, data: DataLayer = db()): Promise<Ticket> {
  const key = ticketKeyOf(ticketId);
  const { data: ticket } = key ? await data.tickets.get(key).go() : { data: null };
  if (!ticket) throw new TicketNotFoundError();
  return ticket;
}
