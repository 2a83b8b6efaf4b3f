/** spec 001 §2.6: the filter and sort choices of the All Tickets page and the query values they send. */
export const ticketFilters = [
  { value: 'all', label: 'All Tickets' },
  { value: 'verified', label: 'Verified Only' },
  { value: 'needs_review', label: 'Needs Review' },
  { value: 'high_confidence', label: 'High Confidence' },
] as const;

export const ticketSorts = [
  { value: 'date_desc', label: 'Event Date Newest' },
  { value: 'date_asc', label: 'Event Date Oldest' },
  { value: 'confidence_desc', label: 'Confidence Highest' },
  { value: 'confidence_asc', label: 'Confidence Lowest' },
] as const;

export type TicketFilter = (typeof ticketFilters)[number]['value'];
export type TicketSort = (typeof ticketSorts)[number]['value'];

export const isTicketFilter = (value: string): value is TicketFilter =>
  ticketFilters.some((option) => option.value === value);

export const isTicketSort = (value: string): value is TicketSort =>
  ticketSorts.some((option) => option.value === value);
