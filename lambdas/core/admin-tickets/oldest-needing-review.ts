import { db, type DataLayer } from '../db/client.ts';
import type { Ticket } from '../db/entities/ticket.ts';
import { ticketsByIds } from './ticket-batch.ts';

/**
 * How long a container keeps the order of the tickets needing review. The review-state partition is
 * sorted by event date (the lists' order), so "oldest first" means reading its keys and createdAt
 * (about 1,000 small items at 10,000 tickets); each answer then checks the head against the table.
 */
export const REVIEW_QUEUE_MAX_AGE_MS = 30_000;
/** Tickets of the queue's head checked per BatchGetItem. */
const HEAD_SIZE = 5;

type QueueEntry = Pick<Ticket, 'ticketId' | 'createdAt'>;

let cached: { data: DataLayer; readAt: number; queue: QueueEntry[] } | undefined;

const oldestFirst = (a: QueueEntry, b: QueueEntry) =>
  a.createdAt.localeCompare(b.createdAt) || a.ticketId.localeCompare(b.ticketId);

async function readQueue(data: DataLayer): Promise<QueueEntry[]> {
  const { data: tickets } = await data.tickets.query
    .ticketsNeedingReview({ needsReview: true })
    .go({ pages: 'all', attributes: ['ticketId', 'createdAt'] });
  return (tickets as QueueEntry[]).sort(oldestFirst);
}

/** A ticket was flagged for review again (it may be older than the queue's head): read the queue anew. */
export function forgetReviewQueue(): void {
  cached = undefined;
}

/**
 * GET /api/tickets/needs-review: the ticket that has waited longest for review (by createdAt), or
 * undefined. The queue read at most REVIEW_QUEUE_MAX_AGE_MS ago is walked from its head; tickets that
 * no longer need review (or are gone) are dropped from it. Newer tickets are behind the head anyway;
 * when the queue runs out it is read again before "none" is answered. Only an old ticket flagged
 * again in another container can wait up to REVIEW_QUEUE_MAX_AGE_MS for its turn.
 */
export async function oldestTicketNeedingReview(data: DataLayer = db()): Promise<Ticket | undefined> {
  let readNow = false;
  if (!cached || cached.data !== data || Date.now() - cached.readAt > REVIEW_QUEUE_MAX_AGE_MS) {
    cached = { data, readAt: Date.now(), queue: await readQueue(data) };
    readNow = true;
  }
  const current = cached;
  for (;;) {
    while (current.queue.length > 0) {
      const head = current.queue.slice(0, HEAD_SIZE);
      const found = await ticketsByIds(
        head.map((entry) => entry.ticketId),
        data,
      );
      for (const entry of head) {
        const ticket = found.get(entry.ticketId);
        if (ticket?.needsReview) return ticket;
        current.queue.shift();
      }
    }
    if (readNow) return undefined;
    current.queue = await readQueue(data);
    current.readAt = Date.now();
    readNow = true;
  }
}
