import { db, type DataLayer } from '../db/client.ts';
import type { Ticket } from '../db/entities/ticket.ts';
import {
  groupDuplicates,
  isDoubleSale,
  removableDuplicates,
  type DuplicateCandidate,
} from './duplicate-groups.ts';
import { removeTickets, type RemovalOutcome } from './remove-ticket.ts';
import { ticketsByIds } from './ticket-batch.ts';
import { toAdminTickets, type AdminTicket } from './ticket-view.ts';

/** Events from a day ago on: a show tonight in any time zone still counts as upcoming. */
const SCAN_FROM_MS = 24 * 60 * 60 * 1000;

const candidateAttributes = [
  'emailId',
  'ticketIndex',
  'ticketId',
  'fingerprint',
  'seats',
  'customerId',
  'createdAt',
  'cancelled',
] as const;

/**
 * The tickets that can still be sold twice: upcoming events on the date index (past and undated
 * tickets are not scanned), read with only the attributes grouping needs, page after page.
 */
async function upcomingCandidates(data: DataLayer): Promise<DuplicateCandidate[]> {
  const { data: tickets } = await data.tickets.query
    .ticketsByEventDate({})
    .gte({ eventSortKey: new Date(Date.now() - SCAN_FROM_MS).toISOString() })
    .go({ pages: 'all', attributes: [...candidateAttributes] });
  return tickets as DuplicateCandidate[];
}

/** Duplicate groups of the upcoming tickets, as full tickets (oldest first in each group). */
async function duplicateGroups(data: DataLayer): Promise<Ticket[][]> {
  const groups = groupDuplicates(await upcomingCandidates(data));
  const tickets = await ticketsByIds(
    groups.flat().map((ticket) => ticket.ticketId),
    data,
  );
  return groups
    .map((group) => group.flatMap((candidate) => tickets.get(candidate.ticketId) ?? []))
    .filter((group) => group.length > 1);
}

export interface DuplicatesReport {
  duplicates: AdminTicket[][];
  count: number;
  /** Groups held by more than one seller (DESIGN §6.20). */
  doubleSales: number;
}

/** GET /api/tickets/duplicates. */
export async function findDuplicates(data: DataLayer = db()): Promise<DuplicatesReport> {
  const groups = await duplicateGroups(data);
  const views = await toAdminTickets(groups.flat(), data);
  const byId = new Map(views.map((view) => [view.id, view]));
  return {
    duplicates: groups.map((group) => group.map((ticket) => byId.get(ticket.ticketId)!)),
    count: groups.length,
    doubleSales: groups.filter(isDoubleSale).length,
  };
}

/**
 * POST /api/tickets/remove-duplicates: the chosen tickets, or without a choice every ticket of a group
 * but its first. Only tickets that are part of a duplicate group now are removed (ids of other
 * tickets are ignored), each with its pending listing (remove-ticket.ts).
 */
export async function removeDuplicates(
  ticketIds: readonly string[] | undefined,
  data: DataLayer = db(),
): Promise<RemovalOutcome> {
  const groups = await duplicateGroups(data);
  const chosen = new Set(ticketIds ?? []);
  const targets =
    chosen.size === 0
      ? removableDuplicates(groups)
      : groups.flat().filter((ticket) => chosen.has(ticket.ticketId));
  return removeTickets(targets, data);
}
