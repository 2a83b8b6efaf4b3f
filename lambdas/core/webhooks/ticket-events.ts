import type { Ticket } from '../db/entities/ticket.ts';
import type { EventBody } from './outbox.ts';
import { ticketCreatedEvent, type TicketCreatedData } from './pipeline-events.ts';

/** The ticket as `ticket.updated` and `ticket.verified` carry it (README.md). */
export interface TicketStateData extends TicketCreatedData {
  manuallyVerified: boolean;
  verifiedAt: string | null;
}

/** `ticket.updated`: an admin's (or the external API's) correction, with the fields it changed. */
export interface TicketUpdatedData extends TicketStateData {
  changes: Record<string, { from: unknown; to: unknown }>;
}

/** The fields whose changes `ticket.updated` lists (what a correction may change). */
const changeableFields = [
  'eventName',
  'eventDate',
  'venue',
  'section',
  'row',
  'seats',
  'quantity',
  'manuallyVerified',
  'needsReview',
] as const;

const ticketState = (ticket: Ticket): TicketStateData => ({
  ...ticketCreatedEvent(ticket).data,
  manuallyVerified: ticket.manuallyVerified,
  verifiedAt: ticket.verifiedAt ?? null,
});

/** Events raised per change are keyed by the ticket and the time of the change: a second one is new. */
export const ticketChangeSubject = (ticket: Ticket): string => `${ticket.ticketId}@${ticket.updatedAt}`;

export function ticketUpdatedEvent(before: Ticket, after: Ticket): EventBody<TicketUpdatedData> {
  const changes: TicketUpdatedData['changes'] = {};
  for (const field of changeableFields) {
    const from = before[field] ?? null;
    const to = after[field] ?? null;
    if (from !== to) changes[field] = { from, to };
  }
  return { type: 'ticket.updated', timestamp: after.updatedAt, data: { ...ticketState(after), changes } };
}

export function ticketVerifiedEvent(after: Ticket): EventBody<TicketStateData> {
  return {
    type: 'ticket.verified',
    timestamp: after.verifiedAt ?? after.updatedAt,
    data: ticketState(after),
  };
}
