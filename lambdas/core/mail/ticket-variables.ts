/** The ticket rows shared by the 'processed', 'live' and 'sale' templates (templates.ts `ticketRows`). */
export interface TicketDetails {
  eventName: string;
  venue?: string | undefined;
  eventDate?: string | undefined;
  section?: string | undefined;
  row?: string | undefined;
  seats?: string | undefined;
  quantity: number;
}

const orDash = (value: string | undefined): string => value?.trim() || '—';

/** The ticket's template variables; a missing detail reads '—'. */
export const ticketVariables = (ticket: TicketDetails) => ({
  eventName: ticket.eventName,
  venue: orDash(ticket.venue),
  eventDate: orDash(ticket.eventDate),
  section: orDash(ticket.section),
  row: orDash(ticket.row),
  seats: orDash(ticket.seats),
  quantity: String(ticket.quantity),
});
