import { z } from 'zod';
import type { OperationOf } from '../../api/route-table.ts';
import {
  emailIdParamsSchema,
  listEmailsQuerySchema,
  listingIdParamsSchema,
  listListingsQuerySchema,
  listTicketsQuerySchema,
  marketplaceSaleBodySchema,
  marketplaceSaleSchema,
  submitEmailBodySchema,
  ticketIdParamsSchema,
  updateTicketBodySchema,
  type ErrorCode,
} from './schemas.ts';

export type ExternalOperation = OperationOf<'external'>;

/** Components of the document a response body refers to. */
export type ResponseModel = 'Ticket' | 'Email' | 'Listing' | 'SubmittedEmail' | 'OpenApiDocument';

export interface OperationDoc {
  summary: string;
  description: string;
  tag: 'Tickets' | 'E-mails' | 'Listings' | 'Sales' | 'Reference';
  params?: z.ZodObject;
  query?: z.ZodObject;
  body?: z.ZodType;
  /** The success status and its body: `list` = `{ data: Model[], nextCursor }`, `item` = `{ data: Model }`. */
  success: {
    status: 200 | 201 | 202;
    shape: 'list' | 'item' | 'raw';
    model: ResponseModel;
    description: string;
  };
  /**
   * The success body when it is not the `data` envelope of `shape` (the marketplace sale answers
   * `{ sale }`), and further success statuses with the same body.
   */
  successBody?: { schema: z.ZodType; alsoStatuses: { status: 200 | 202; description: string }[] };
  /** Error codes this operation itself can answer (the key errors of every apiKey route are added). */
  errors: ErrorCode[];
}

const listNote =
  ' One page of one DynamoDB Query (never a scan); pass `nextCursor` back as `cursor` for the next page.';

/**
 * Every operation of the external API v1, keyed by the operation names of lambdas/api/external/routes.ts
 * (the compiler refuses a route without an entry here). The handlers validate with these schemas and
 * the OpenAPI document is built from them.
 */
export const operationDocs: Record<ExternalOperation, OperationDoc> = {
  getOpenApiDocument: {
    summary: 'This API description',
    description: 'The OpenAPI 3.1 document of the external API v1. Public: no API key needed.',
    tag: 'Reference',
    success: {
      status: 200,
      shape: 'raw',
      model: 'OpenApiDocument',
      description: 'The OpenAPI 3.1 document.',
    },
    errors: [],
  },
  listTickets: {
    summary: 'List tickets',
    description:
      "Extracted tickets, by event date. Index used: `emailId` → that e-mail's tickets in their order; " +
      '`status=needs_review|verified` → the review-state index, event dates as its key range; otherwise ' +
      '(`unverified` or no status) the event-date index. `customerId` (and `unverified`) have no index of their ' +
      'own and filter that Query, so such a page may take longer to fill. With `eventFrom`/`eventTo`, undated ' +
      'tickets are left out.' +
      listNote,
    tag: 'Tickets',
    query: listTicketsQuerySchema,
    success: { status: 200, shape: 'list', model: 'Ticket', description: 'A page of tickets.' },
    errors: ['invalid_request'],
  },
  getTicket: {
    summary: 'Get a ticket',
    description: 'One ticket by id.',
    tag: 'Tickets',
    params: ticketIdParamsSchema,
    success: { status: 200, shape: 'item', model: 'Ticket', description: 'The ticket.' },
    errors: ['invalid_request', 'not_found'],
  },
  updateTicket: {
    summary: 'Correct a ticket',
    description:
      'Sets the fields sent, as an admin correction does: the ticket becomes verified and no longer needs ' +
      'review, its pending listing follows, and a `ticket.updated` webhook event is sent. An empty text removes ' +
      'a value, `eventDate: null` removes the date.',
    tag: 'Tickets',
    params: ticketIdParamsSchema,
    body: updateTicketBodySchema,
    success: { status: 200, shape: 'item', model: 'Ticket', description: 'The ticket after the correction.' },
    errors: ['invalid_request', 'not_found'],
  },
  verifyTicket: {
    summary: 'Verify a ticket',
    description:
      'Marks the ticket as right as it stands (verified, no longer needing review), as an admin verify does; ' +
      'its pending listing follows and a `ticket.verified` webhook event is sent. No body.',
    tag: 'Tickets',
    params: ticketIdParamsSchema,
    success: { status: 200, shape: 'item', model: 'Ticket', description: 'The verified ticket.' },
    errors: ['invalid_request', 'not_found'],
  },
  listEmails: {
    summary: 'List e-mails',
    description:
      'Received e-mails, newest first. Index used: no status → all e-mails by received time; a status → the ' +
      'processed or unprocessed partition that holds it (pending and failed e-mails are unprocessed), ' +
      'filtered by the status. `customerId` has no index of its own and filters that Query.' +
      listNote,
    tag: 'E-mails',
    query: listEmailsQuerySchema,
    success: { status: 200, shape: 'list', model: 'Email', description: 'A page of e-mails.' },
    errors: ['invalid_request'],
  },
  submitEmail: {
    summary: 'Submit an e-mail',
    description:
      'Takes a raw e-mail (base64 of the whole MIME message, at most 10 MB decoded) into processing exactly ' +
      'like an e-mail forwarded to a transfer address. Answers 202 at once; poll `GET /emails/{emailId}` until ' +
      'its status is no longer `pending`. Recipients: `recipient` when given, else the addresses of the ' +
      "message's X-Original-To, Delivered-To, To and Cc headers. The sender check uses the Return-Path, else " +
      'the From address, as the envelope sender (it must be the registered address of the seller). ' +
      'The whole request body is limited too (base64 adds a third): in AWS to 6 MB by the Lambda payload ' +
      'limit, so a raw message of at most about 4.4 MB.',
    tag: 'E-mails',
    body: submitEmailBodySchema,
    success: { status: 202, shape: 'item', model: 'SubmittedEmail', description: 'Accepted for processing.' },
    errors: ['invalid_request', 'payload_too_large'],
  },
  getEmail: {
    summary: 'Get an e-mail',
    description:
      'One e-mail by id, with its processing outcome. A submitted e-mail is `pending` until processed.',
    tag: 'E-mails',
    params: emailIdParamsSchema,
    success: { status: 200, shape: 'item', model: 'Email', description: 'The e-mail.' },
    errors: ['invalid_request', 'not_found'],
  },
  listListings: {
    summary: 'List listings',
    description:
      "Customers' consignment listings, newest first. Index used: `customerId` → that customer's listings " +
      '(without `status` grouped by status: sold, pending, listed, cancelled); `status` alone → the by-status ' +
      'index; neither → the by-status index, status after status.' +
      listNote,
    tag: 'Listings',
    query: listListingsQuerySchema,
    success: { status: 200, shape: 'list', model: 'Listing', description: 'A page of listings.' },
    errors: ['invalid_request'],
  },
  recordMarketplaceSale: {
    summary: 'Record a marketplace sale',
    description:
      'A marketplace reports that a listing sold (path `/api/marketplace/sales`, outside `/api/external/v1`). ' +
      'The listing must be listed; it becomes sold with the sale price, our 15 % commission (rounded to the cent) ' +
      "and the seller's payout (the rest), and the seller is notified. Answers `{ sale: { orderId, listingId, " +
      'status, salePriceCents, commissionCents, payoutCents } }`: 201 when recorded; 200 with the same body when ' +
      'this orderId was already recorded for this listing (nothing is recorded twice); 202 with status ' +
      "`awaiting_seller_approval` when the price is below the seller's floor price: the seller accepts or " +
      'declines it on their dashboard. 409 `order_id_conflict` when the orderId was used for another listing; ' +
      '409 `conflict` when the listing is pending, sold or cancelled.',
    tag: 'Sales',
    body: marketplaceSaleBodySchema,
    success: { status: 201, shape: 'item', model: 'Listing', description: 'The sale was recorded.' },
    successBody: {
      schema: z.object({ sale: marketplaceSaleSchema }),
      alsoStatuses: [
        { status: 200, description: 'This orderId was already recorded for this listing.' },
        { status: 202, description: "Below the seller's floor price: waiting for the seller's answer." },
      ],
    },
    errors: ['invalid_request', 'not_found', 'conflict', 'order_id_conflict'],
  },
  getListing: {
    summary: 'Get a listing',
    description: 'One listing by id.',
    tag: 'Listings',
    params: listingIdParamsSchema,
    success: { status: 200, shape: 'item', model: 'Listing', description: 'The listing.' },
    errors: ['invalid_request', 'not_found'],
  },
};
