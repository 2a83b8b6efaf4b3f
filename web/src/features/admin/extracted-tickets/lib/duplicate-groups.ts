import type { AdminTicket } from '../api/admin-ticket';

/** A group is a possible double sale when more than one seller holds its tickets (contract doubleSales). */
export function isDoubleSale(group: readonly AdminTicket[]): boolean {
  const sellers = new Set(group.map((ticket) => ticket.customerId).filter(Boolean));
  return sellers.size > 1;
}

/** Every ticket that removing "all" would remove: all but the first (kept) ticket of each group. */
export const duplicateIds = (groups: readonly (readonly AdminTicket[])[]) =>
  groups.flatMap((group) => group.slice(1).map((ticket) => ticket.id));
