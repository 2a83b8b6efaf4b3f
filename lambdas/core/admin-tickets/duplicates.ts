import { db, type DataLayer } from '../db/client.ts';
import type { DuplicateCandidateItem } from '../db/entities/duplicate-candidate.ts';
import { eventSortKeyOf, ticketKeyOf, type Ticket } from '../db/entities/ticket.ts';
import { dropStaleCandidates, upcomingDuplicateCandidates, upcomingFrom } from './duplicate-candidates.ts';
import {
  groupDuplicates,
  isDoubleSale,
  removableDuplicates,
  type DuplicateCandidate,
} from './duplicate-groups.ts';
import { removeTickets, type RemovalOutcome } from './remove-ticket.ts';
import { ticketPartsByIds, ticketsByIds } from './ticket-batch.ts';
import {
  adminTicketAttributes,
  emailsOf,
  toAdminTicket,
  type AdminTicket,
  type EmailHeaders,
} from './ticket-view.ts';

/** What duplicate grouping reads of a ticket, besides what an admin ticket shows. */
const groupingAttributes = [...adminTicketAttributes, 'fingerprint'] as const;

type TicketRead<T> = (ticketIds: string[]) => Promise<Map<string, T>>;

/**
 * Duplicate groups of the upcoming tickets (oldest first in each group): the tickets the upcoming
 * duplicate candidates name (one Query, one BatchGetItem per 100, read with `read`), grouped as they
 * are now. Candidates whose ticket is gone, past, or in no group any more are deleted (conditionally).
 */
async function duplicateGroups<T extends DuplicateCandidate & Pick<Ticket, 'eventDate'>>(
  data: DataLayer,
  read: TicketRead<T>,
  alongside?: (candidates: DuplicateCandidateItem[]) => Promise<unknown>,
): Promise<T[][]> {
  const candidates = await upcomingDuplicateCandidates(data);
  const ticketIds = candidates.map((candidate) => candidate.ticketId);
  const [found] = await Promise.all([read(ticketIds), alongside?.(candidates)]);
  const from = upcomingFrom();
  const upcoming = [...found.values()].filter((ticket) => eventSortKeyOf(ticket.eventDate) >= from);
  const groups = groupDuplicates(upcoming);
  const grouped = new Set(groups.flat().map((ticket) => ticket.ticketId));
  await dropStaleCandidates(
    candidates.filter((candidate) => !grouped.has(candidate.ticketId)),
    data,
  );
  return groups;
}

/** The e-mail headers the candidates carry, and those of older candidates without them read in one batch. */
async function candidateEmails(
  candidates: readonly DuplicateCandidateItem[],
  data: DataLayer,
): Promise<Map<string, EmailHeaders>> {
  const carried = candidates.flatMap((candidate) => candidate.email ?? []);
  const emails = new Map(carried.map((email) => [email.emailId, email]));
  const missing = candidates.flatMap((candidate) => {
    const key = candidate.email ? undefined : ticketKeyOf(candidate.ticketId);
    return key && !emails.has(key.emailId) ? [key] : [];
  });
  for (const [emailId, email] of await emailsOf(missing, data)) emails.set(emailId, email);
  return emails;
}

export interface DuplicatesReport {
  duplicates: AdminTicket[][];
  count: number;
  /** Groups held by more than one seller (DESIGN §6.20). */
  doubleSales: number;
}

/** GET /api/tickets/duplicates. */
export async function findDuplicates(data: DataLayer = db()): Promise<DuplicatesReport> {
  // The e-mails' headers come with the candidates (read alongside the tickets for older candidates).
  let emails = new Map<string, EmailHeaders>();
  const read = (ids: string[]) => ticketPartsByIds(ids, groupingAttributes, data);
  const groups = await duplicateGroups(data, read, async (candidates) => {
    emails = await candidateEmails(candidates, data);
  });
  return {
    duplicates: groups.map((group) =>
      group.map((ticket) => toAdminTicket(ticket, emails.get(ticket.emailId))),
    ),
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
  const groups = await duplicateGroups(data, (ids) => ticketsByIds(ids, data));
  const chosen = new Set(ticketIds ?? []);
  const targets =
    chosen.size === 0
      ? removableDuplicates(groups)
      : groups.flat().filter((ticket) => chosen.has(ticket.ticketId));
  return removeTickets(targets, data);
}
