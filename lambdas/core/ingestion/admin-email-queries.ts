import { db, type DataLayer } from '../db/client.ts';
import { readCounters } from '../db/counters.ts';
import { paginate, type ListQuery } from '../db/pagination.ts';
import { countQuery } from '../ml/count-query.ts';
import { activeModelPerformance } from '../ml/model-performance.ts';
import { toEmailView, toHistoryItem } from './email-views.ts';
import { PROCESSING_RECORDS_COUNTER } from './record-outcome.ts';

export const emailFilters = ['all', 'unprocessed', 'processed'] as const;
export type EmailFilter = (typeof emailFilters)[number];

/** Incoming Emails (spec 001 §2.4): newest first, one Query on the index of the filter. */
export async function listEmails(filter: EmailFilter, query: ListQuery, data: DataLayer = db()) {
  const page = await paginate(
    (options) =>
      filter === 'all'
        ? data.emails.query.emailsByReceivedAt({}).go({ ...options, order: 'desc' })
        : data.emails.query
            .emailsByProcessed({ processed: filter === 'processed' })
            .go({ ...options, order: 'desc' }),
    query,
  );
  return { items: page.items.map(toEmailView), nextCursor: page.nextCursor };
}

/** Cancelled Transfers (spec 001 §2.5): newest first, one Query on the sparse cancelled-transfer index. */
export async function listCancelledTransfers(query: ListQuery, data: DataLayer = db()) {
  const page = await paginate(
    (options) =>
      data.emails.query.cancelledTransfers({ cancelledTransfer: true }).go({ ...options, order: 'desc' }),
    query,
  );
  return { items: page.items.map(toEmailView), nextCursor: page.nextCursor };
}

/**
 * Processing History (spec 001 §2.7) by page number, newest first. DynamoDB has no offset: the page
 * is read through its predecessors, which is fine at the screen's page size and the product's volume.
 */
export async function processingHistory(page: number, pageSize: number, data: DataLayer = db()) {
  const [{ data: records }, counters] = await Promise.all([
    data.processingRecords.query
      .processingRecordsByProcessedAt({})
      .go({ order: 'desc', count: page * pageSize, limit: page * pageSize }),
    readCounters([PROCESSING_RECORDS_COUNTER], data),
  ]);
  return {
    items: records.slice((page - 1) * pageSize, page * pageSize).map(toHistoryItem),
    total: counters[PROCESSING_RECORDS_COUNTER],
  };
}

/** The dashboard strip (spec 001 §2.3): live counts from the indexes (DynamoDB counts, no item read). */
export async function ingestionStats(data: DataLayer = db()) {
  const [totalEmails, processedEmails, ticketsExtracted, needsReview, cancelledTransfers, performance] =
    await Promise.all([
      countQuery(data, data.emails.query.emailsByReceivedAt({}).params()),
      countQuery(data, data.emails.query.emailsByProcessed({ processed: true }).params()),
      countQuery(data, data.tickets.query.ticketsByEventDate({}).params()),
      countQuery(data, data.tickets.query.ticketsNeedingReview({ needsReview: true }).params()),
      countQuery(data, data.emails.query.cancelledTransfers({ cancelledTransfer: true }).params()),
      activeModelPerformance(data),
    ]);
  return {
    totalEmails,
    processedEmails,
    ticketsExtracted,
    needsReview,
    cancelledTransfers,
    accuracy: performance.accuracy,
    modelVersion: performance.modelVersion,
  };
}
