import { eventSortKeyOf, type Ticket } from '../db/entities/ticket.ts';

export const ticketSorts = ['date_desc', 'date_asc', 'confidence_desc', 'confidence_asc'] as const;
export type TicketSort = (typeof ticketSorts)[number];

export const ticketFilters = ['all', 'verified', 'needs_review', 'high_confidence'] as const;
export type TicketFilter = (typeof ticketFilters)[number];

/** spec 001: 90 or more is High Confidence. */
export const HIGH_CONFIDENCE = 90;

/** The value a sort orders by, as a string that compares like the index's sort key. */
export function sortValueOf(
  ticket: Pick<Ticket, 'eventDate' | 'extractionConfidence'>,
  sortBy: TicketSort,
): string {
  return sortBy.startsWith('date')
    ? eventSortKeyOf(ticket.eventDate)
    : String(ticket.extractionConfidence).padStart(3, '0');
}

export interface SortPosition {
  value: string;
  /** The ticket's id: the tie-breaker, so every ticket has one place in the order. */
  id: string;
}

export const positionOf = (
  ticket: Pick<Ticket, 'eventDate' | 'extractionConfidence' | 'ticketId'>,
  sortBy: TicketSort,
): SortPosition => ({ value: sortValueOf(ticket, sortBy), id: ticket.ticketId });

/** Negative when `a` comes before `b` in the order of `sortBy`. */
export function comparePositions(a: SortPosition, b: SortPosition, sortBy: TicketSort): number {
  const ascending = a.value.localeCompare(b.value) || a.id.localeCompare(b.id);
  return sortBy.endsWith('_desc') ? -ascending : ascending;
}

/** The tickets in the order of `sortBy` (a copy). */
export function sortTickets<T extends Pick<Ticket, 'eventDate' | 'extractionConfidence' | 'ticketId'>>(
  tickets: readonly T[],
  sortBy: TicketSort,
): T[] {
  return [...tickets].sort((a, b) => comparePositions(positionOf(a, sortBy), positionOf(b, sortBy), sortBy));
}

/** Whether a ticket passes a filter (the same rule the indexes apply). */
export function matchesFilter(
  ticket: Pick<Ticket, 'manuallyVerified' | 'needsReview' | 'extractionConfidence'>,
  filterBy: TicketFilter,
): boolean {
  switch (filterBy) {
    case 'all':
      return true;
    case 'verified':
      return ticket.manuallyVerified && !ticket.needsReview;
    case 'needs_review':
      return ticket.needsReview;
    case 'high_confidence':
      return ticket.extractionConfidence >= HIGH_CONFIDENCE;
  }
}
