import { createAreaHandler } from '../../core/http/create-area-handler.ts';
import { clearAllData } from './clear-all-data.ts';
import { clearTickets } from './clear-tickets.ts';
import { correctTicket } from './correct-ticket.ts';
import { exportTickets } from './export-tickets.ts';
import { getTicketDetails } from './get-ticket-details.ts';
import { getTicketNeedingReview } from './get-ticket-needing-review.ts';
import { listDuplicates } from './list-duplicates.ts';
import { listTickets } from './list-tickets.ts';
import { listUpcomingTickets } from './list-upcoming-tickets.ts';
import { removeDuplicates } from './remove-duplicates.ts';
import { verifyTicket } from './verify-ticket.ts';

export const handler = createAreaHandler('tickets', {
  listTickets,
  listUpcomingTickets,
  getTicketNeedingReview,
  getTicketDetails,
  correctTicket,
  verifyTicket,
  listDuplicates,
  removeDuplicates,
  clearTickets,
  clearAllData,
  exportTickets,
});
