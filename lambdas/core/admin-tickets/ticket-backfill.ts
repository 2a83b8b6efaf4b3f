import { db, type DataLayer } from '../db/client.ts';
import type { Ticket } from '../db/entities/ticket.ts';
import { markDuplicateCandidates, upcomingFrom } from './duplicate-candidates.ts';
import { groupDuplicates } from './duplicate-groups.ts';

const groupingAttributes = [
  'emailId',
  'ticketIndex',
  'ticketId',
  'fingerprint',
  'eventDate',
  'seats',
  'customerId',
  'createdAt',
  'cancelled',
] as const;

/**
 * Duplicate candidates for tickets stored before they existed (and a repair at any time): reads every
 * upcoming ticket (the date index from a day ago, grouping attributes only), groups them and writes a
 * candidate for every member of a group (marked again). Resolves to the number marked.
 */
export async function backfillDuplicateCandidates(data: DataLayer = db()): Promise<number> {
  const { data: tickets } = await data.tickets.query
    .ticketsByEventDate({})
    .gte({ eventSortKey: upcomingFrom() })
    .go({ pages: 'all', attributes: [...groupingAttributes] });
  const members = groupDuplicates(tickets as Ticket[]).flat();
  await markDuplicateCandidates(members, data);
  return members.length;
}

/**
 * Writes every ticket again as it is (BatchWriteItem), so that each index key follows the entity's
 * current key templates (the review-state index gsi3 sorts by event date since its candidates came
 * in; tickets written before keep their old `createdat` key until written again). Resolves to the
 * number of tickets written. A one-off: a ticket corrected while this runs may be written back as read.
 */
export async function resaveTickets(data: DataLayer = db()): Promise<number> {
  const { data: tickets } = await data.tickets.query.ticketsByEventDate({}).go({ pages: 'all' });
  for (let start = 0; start < tickets.length; start += 500) {
    let pending = tickets.slice(start, start + 500);
    const byKey = new Map(pending.map((ticket) => [`${ticket.emailId}#${ticket.ticketIndex}`, ticket]));
    for (let attempt = 0; pending.length > 0 && attempt < 8; attempt += 1) {
      const { unprocessed } = await data.tickets.put(pending).go({ concurrency: 4 });
      pending = unprocessed.flatMap((key) => byKey.get(`${key.emailId}#${key.ticketIndex}`) ?? []);
    }
  }
  return tickets.length;
}

export interface TicketBackfill {
  resaved: number;
  duplicateCandidates: number;
}

/** `npm run reconcile -- --backfill` (and bench:admin's seed): the steps above, `resave` optional. */
export async function backfillTicketIndexes(
  data: DataLayer = db(),
  options: { resave?: boolean } = {},
): Promise<TicketBackfill> {
  const resaved = options.resave ? await resaveTickets(data) : 0;
  return { resaved, duplicateCandidates: await backfillDuplicateCandidates(data) };
}
