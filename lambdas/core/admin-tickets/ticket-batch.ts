import { batchGetAll, type BatchGetEntity } from '../db/batch-get.ts';
import { db, type DataLayer } from '../db/client.ts';
import { ticketKeyOf, type Ticket } from '../db/entities/ticket.ts';

/** The tickets of these ids (missing ids left out), all of their attributes or only `attributes`. */
async function readTicketsByIds<T extends { ticketId: string }>(
  ticketIds: readonly string[],
  data: DataLayer,
  attributes?: readonly string[],
): Promise<Map<string, T>> {
  const tickets = await batchGetAll<T, NonNullable<ReturnType<typeof ticketKeyOf>>>({
    client: data.documentClient,
    tableName: data.tableName,
    entity: data.tickets as unknown as BatchGetEntity,
    accessPattern: 'byEmail',
    composites: ticketIds.map(ticketKeyOf).filter((key) => key !== undefined),
    attributes,
  });
  return new Map(tickets.map((ticket) => [ticket.ticketId, ticket]));
}

/** The full tickets of the given ids; missing ids are left out. */
export function ticketsByIds(
  ticketIds: readonly string[],
  data: DataLayer = db(),
): Promise<Map<string, Ticket>> {
  return readTicketsByIds<Ticket>(ticketIds, data);
}

/**
 * Only these attributes of the tickets of the given ids: a view of many tickets reads (and decodes)
 * far less than the whole items, which carry index keys and bookkeeping too.
 */
export function ticketPartsByIds<const A extends readonly (keyof Ticket & string)[]>(
  ticketIds: readonly string[],
  attributes: A,
  data: DataLayer = db(),
): Promise<Map<string, Pick<Ticket, A[number] | 'ticketId'>>> {
  return readTicketsByIds(ticketIds, data, [...new Set([...attributes, 'ticketId'])]);
}
