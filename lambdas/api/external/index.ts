import { createAreaHandler } from '../../core/http/create-area-handler.ts';
import { getEmail } from './get-email.ts';
import { getListing } from './get-listing.ts';
import { getOpenApiDocument } from './get-openapi-document.ts';
import { getTicket } from './get-ticket.ts';
import { listEmails } from './list-emails.ts';
import { listListings } from './list-listings.ts';
import { listTickets } from './list-tickets.ts';
import { recordMarketplaceSale } from './record-marketplace-sale.ts';
import { submitEmail } from './submit-email.ts';
import { updateTicket } from './update-ticket.ts';
import { verifyTicket } from './verify-ticket.ts';

/** The external API v1 (issue 8): API-key access, errors as `{ error: { code, message, details? } }`. */
export const handler = createAreaHandler(
  'external',
  {
    getOpenApiDocument,
    listTickets,
    getTicket,
    updateTicket,
    verifyTicket,
    listEmails,
    submitEmail,
    getEmail,
    listListings,
    getListing,
    recordMarketplaceSale,
  },
  { errorFormat: 'external' },
);
