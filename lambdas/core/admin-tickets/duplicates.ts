import { db, type DataLayer } from '../db/client.ts';
import { eventSortKeyOf, type Ticket } from '../db/entities/ticket.ts';
import {
  clearStaleCandidates,
  upcomingDuplicateCandidateParts,
  upcomingDuplicateCandidates,
  upcomingFrom,
} from './duplicate-candidates.ts';
import {
  groupDuplicates,
  isDoubleSale,
  removableDuplicates,
  type DuplicateCandidate,
} from './duplicate-groups.ts';
import { removeTickets, type RemovalOutcome } from './remove-ticket.ts';
import {
  adminTicketAttributes,
  emailsOf,
  toAdminTicket,
  type AdminTicket,
  type EmailHeaders,
} from './ticket-view.ts';

/** What the dialog reads of a candidate ticket: what an admin ticket shows, and what grouping needs. */
const dialogAttributes = [
  ...adminTicketAttributes,
  'ticketIndex',
  'fingerprint',
  'duplicateMarkedAt',
  'emailHeaders',
] as const;

type Candidate = DuplicateCandidate &
  Pick<Ticket, 'emailId' | 'ticketIndex' | 'eventDate' | 'duplicateMarkedAt'>;

/**
 * Duplicate groups among the upcoming candidate tickets (oldest first in each group), grouped as they
 * are now. Candidates now past or in no group any more are unmarked (conditionally).
 */
async function duplicateGroups<T extends Candidate>(
  candidates: readonly T[],
  data: DataLayer,
): Promise<T[][]> {
  const from = upcomingFrom();
  const upcoming = candidates.filter((ticket) => eventSortKeyOf(ticket.eventDate) >= from);
  const groups = groupDuplicates(upcoming);
  const grouped = new Set(groups.flat().map((ticket) => ticket.ticketId));
  await clearStaleCandidates(
    candidates.filter((ticket) => !grouped.has(ticket.ticketId)),
    data,
  );
  return groups;
}

/** The e-mail headers the candidates carry, and those of candidates without them read in one batch. */
async function candidateEmails(
  tickets: readonly Pick<Ticket, 'emailId' | 'emailHeaders'>[],
  data: DataLayer,
): Promise<Map<string, EmailHeaders>> {
  const emails = new Map(
    tickets.flatMap((ticket) => (ticket.emailHeaders ? [[ticket.emailId, ticket.emailHeaders]] : [])),
  );
  const missing = tickets.filter((ticket) => !emails.has(ticket.emailId));
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
  const groups = await duplicateGroups(await upcomingDuplicateCandidateParts(dialogAttributes, data), data);
  const emails = await candidateEmails(groups.flat(), data);
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
  const groups = await duplicateGroups(await upcomingDuplicateCandidates(data), data);
  const chosen = new Set(ticketIds ?? []);
  const targets =
    chosen.size === 0
      ? removableDuplicates(groups)
      : groups.flat().filter((ticket) => chosen.has(ticket.ticketId));
  return removeTickets(targets, data);
}
