import { seatsOverlap } from '../db/fingerprint.ts';

/** What grouping needs of a ticket. */
export interface DuplicateCandidate {
  ticketId: string;
  fingerprint?: string | undefined;
  seats?: string | undefined;
  customerId?: string | undefined;
  createdAt: string;
  cancelled?: boolean | undefined;
}

const oldestFirst = (a: DuplicateCandidate, b: DuplicateCandidate) =>
  a.createdAt.localeCompare(b.createdAt) || a.ticketId.localeCompare(b.ticketId);

/** Both name a common seat, or neither names any seat (the same row of the same showing, seats unknown). */
export const sameSeats = (a: DuplicateCandidate, b: DuplicateCandidate) =>
  seatsOverlap(a.seats, b.seats) || (!a.seats?.trim() && !b.seats?.trim());

/**
 * DESIGN §6.20 duplicate groups: tickets of the same event, date, section and row (the fingerprint)
 * whose seats overlap, across e-mails and sellers. Overlap is not transitive ("1,2" ~ "2,3" ~ "3,4"),
 * so a group is a connected set. Cancelled tickets and tickets without a fingerprint take no part.
 * Each group is oldest first (the first is the one kept); groups are ordered by their first ticket.
 */
export function groupDuplicates<T extends DuplicateCandidate>(tickets: readonly T[]): T[][] {
  const byRow = new Map<string, T[]>();
  for (const ticket of tickets) {
    if (!ticket.fingerprint || ticket.cancelled) continue;
    byRow.set(ticket.fingerprint, [...(byRow.get(ticket.fingerprint) ?? []), ticket]);
  }
  const groups: T[][] = [];
  for (const row of byRow.values()) {
    const unvisited = new Set(row);
    for (const start of row) {
      if (!unvisited.delete(start)) continue;
      const group = [start];
      for (let next = 0; next < group.length; next += 1) {
        const current = group[next]!;
        for (const other of [...unvisited]) {
          if (sameSeats(current, other)) {
            unvisited.delete(other);
            group.push(other);
          }
        }
      }
      if (group.length > 1) groups.push(group.sort(oldestFirst));
    }
  }
  return groups.sort((a, b) => oldestFirst(a[0]!, b[0]!));
}

/** A group held by more than one customer: a possible double sale (DESIGN §6.20). */
export const isDoubleSale = (group: readonly DuplicateCandidate[]): boolean =>
  new Set(group.map((ticket) => ticket.customerId ?? '')).size > 1;

/** The tickets a "remove all" takes away: every ticket of a group but its first. */
export const removableDuplicates = <T extends DuplicateCandidate>(groups: readonly T[][]): T[] =>
  groups.flatMap((group) => group.slice(1));
