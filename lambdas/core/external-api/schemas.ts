import { z } from 'zod';
import { emailExtractionStatuses, emailSources } from '../db/entities/email.ts';
import { listingStatuses } from '../db/entities/listing.ts';
import { listQuerySchema } from '../db/pagination.ts';

/**
 * The zod schemas of the external API v1: the routes validate their input with them and the OpenAPI
 * document (openapi-document.ts) is generated from the same objects, so the two cannot drift apart.
 * The views are the public shape of tickets, e-mails and listings: stable, independent of the admin views.
 */

const mustBe = (rule: string) => ({ error: rule });

const isoDateRule = 'must be an ISO date (2026-05-20) or date and time (2026-05-20T19:30:00Z).';
const isoDateOrDateTime = (name: string) =>
  z
    .union([z.iso.date(), z.iso.datetime({ offset: true })], mustBe(`${name} ${isoDateRule}`))
    .describe(
      `ISO date (whole day, UTC) or date-time with offset. ${name === 'eventFrom' ? 'Inclusive lower' : 'Inclusive upper'} bound of the event date.`,
    );

// ---------- Parameters ----------

export const ticketStatuses = ['needs_review', 'verified', 'unverified'] as const;
export type PublicTicketStatus = (typeof ticketStatuses)[number];

/** The e-mail statuses a list can filter by (contract); an e-mail's own status may also be unassigned or duplicate. */
export const emailFilterStatuses = ['pending', 'success', 'needs_review', 'failed', 'quarantined'] as const;

export const pageQuerySchema = listQuerySchema.extend({
  limit: listQuerySchema.shape.limit.describe('Items per page, 1 to 100.'),
  cursor: listQuerySchema.shape.cursor.describe(
    'Opaque: the `nextCursor` of the previous page, passed back unchanged.',
  ),
});

const idSchema = (what: string, max = 200) =>
  z
    .string(mustBe(`The ${what} id must be text.`))
    .min(1, `Please give the ${what} id.`)
    .max(max, `The ${what} id can be at most ${max} characters long.`);

export const ticketIdParamsSchema = z.object({
  id: idSchema('ticket').describe('The ticket id (`<emailId>~<index>`).'),
});
export const emailIdParamsSchema = z.object({ id: idSchema('e-mail', 128).describe('The e-mail id.') });
export const listingIdParamsSchema = z.object({ id: idSchema('listing').describe('The listing id.') });

export const listTicketsQuerySchema = pageQuerySchema
  .extend({
    status: z
      .enum(ticketStatuses, mustBe(`status must be one of ${ticketStatuses.join(', ')}.`))
      .optional()
      .describe(
        'needs_review: flagged for review; verified: checked by a person and not flagged; unverified: neither.',
      ),
    customerId: idSchema('customer').optional().describe('Only tickets of this customer (seller).'),
    emailId: idSchema('e-mail', 128).optional().describe('Only the tickets extracted from this e-mail.'),
    eventFrom: isoDateOrDateTime('eventFrom').optional(),
    eventTo: isoDateOrDateTime('eventTo').optional(),
    order: z
      .enum(['asc', 'desc'], mustBe('order must be asc or desc.'))
      .default('asc')
      .describe('By event date: asc = soonest first (undated tickets first), desc = latest first.'),
  })
  .refine(
    (query) => !query.eventFrom || !query.eventTo || dayStart(query.eventFrom) <= dayEnd(query.eventTo),
    {
      error: 'eventFrom must not be after eventTo.',
      path: ['eventFrom'],
    },
  );

export const listEmailsQuerySchema = pageQuerySchema.extend({
  status: z
    .enum(emailFilterStatuses, mustBe(`status must be one of ${emailFilterStatuses.join(', ')}.`))
    .optional()
    .describe('The processing status.'),
  customerId: idSchema('customer').optional().describe('Only e-mails of this customer (seller).'),
});

export const listListingsQuerySchema = pageQuerySchema.extend({
  status: z
    .enum(listingStatuses, mustBe(`status must be one of ${listingStatuses.join(', ')}.`))
    .optional()
    .describe('The listing status.'),
  customerId: idSchema('customer').optional().describe("Only this customer's listings."),
});

/** An ISO date bound as the event sort key compares it (UTC instants): a date is its whole day. */
export const dayStart = (bound: string): string =>
  bound.length === 10 ? `${bound}T00:00:00.000Z` : new Date(bound).toISOString();
export const dayEnd = (bound: string): string =>
  bound.length === 10 ? `${bound}T23:59:59.999Z` : new Date(bound).toISOString();

// ---------- Bodies ----------

const text = (label: string, max: number) =>
  z
    .string(mustBe(`The ${label} must be text.`))
    .trim()
    .max(max, `The ${label} can be at most ${max} characters long.`);

const eventDateRule = 'The event date must be an ISO date and time, e.g. 2026-05-20T19:30:00-04:00.';

/** PATCH /tickets/{id}: the fields sent are corrected, the others stay (as the admin correction). */
export const updateTicketBodySchema = z
  .strictObject(
    {
      eventName: text('event name', 300).min(1, 'Please enter the event name.').optional(),
      eventDate: z
        .union(
          [z.iso.datetime({ offset: true, local: true, error: eventDateRule }), z.null()],
          mustBe(eventDateRule),
        )
        .optional()
        .describe('ISO date-time with the venue offset; null removes the date.'),
      venue: text('venue', 300).optional().describe('An empty text removes the value.'),
      section: text('section', 100).optional().describe('An empty text removes the value.'),
      row: text('row', 100).optional().describe('An empty text removes the value.'),
      seats: text('seats', 500).optional().describe('Comma-separated seats, e.g. "12, 13".'),
      quantity: z
        .number(mustBe('The quantity must be a whole number of at least 1.'))
        .int('The quantity must be a whole number of at least 1.')
        .min(1, 'The quantity must be a whole number of at least 1.')
        .max(1000, 'The quantity can be at most 1000.')
        .optional(),
    },
    mustBe('Send a JSON object with only eventName, eventDate, venue, section, row, seats and quantity.'),
  )
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    error: 'Please send at least one ticket field to change.',
  });

/** Decoded raw MIME above this is refused with 413 (contract: ≤ 10 MB). */
export const MAX_RAW_EMAIL_BYTES = 10 * 1024 * 1024;

export const submitEmailBodySchema = z.object({
  raw: z
    .string(mustBe('raw must be the base64 of the whole MIME message.'))
    .min(1, 'raw must be the base64 of the whole MIME message.')
    .regex(/^[A-Za-z0-9+/_\-\r\n]+=*[\r\n]*$/, 'raw must be the base64 of the whole MIME message.')
    .describe('The whole RFC 5322 message (headers and body), base64-encoded; at most 10 MB decoded.'),
  recipient: z
    .email(mustBe('recipient must be an e-mail address.'))
    .max(320)
    .optional()
    .describe(
      "A seller's transfer address to deliver to; default: the recipients of the message's headers (X-Original-To, Delivered-To, To, Cc).",
    ),
});

/** POST /api/marketplace/sales: a marketplace reports a sale (idempotent by its order id). */
export const marketplaceSaleBodySchema = z.strictObject(
  {
    listingId: idSchema('listing').describe('The listing that sold.'),
    orderId: z
      .string(mustBe('The order id must be text.'))
      .trim()
      .min(1, 'Please give the order id.')
      .max(200, 'The order id can be at most 200 characters long.')
      .describe("The marketplace's order id; repeating it for the same listing records nothing new."),
    salePriceCents: z
      .number(mustBe('The sale price must be a whole number of cents.'))
      .int('The sale price must be a whole number of cents.')
      .min(1, 'The sale price must be at least 1 cent.')
      .max(100_000_000, 'The sale price cannot be more than $1,000,000.')
      .describe('What the buyer paid, in whole cents (USD).'),
    currency: z
      .literal('USD', mustBe('The currency must be USD.'))
      .optional()
      .describe('Only USD is accepted.'),
  },
  mustBe('Send a JSON object with listingId, orderId, salePriceCents and optionally currency.'),
);

// ---------- Views ----------

const isoDateTime = (what: string) => z.string().describe(`${what} (ISO 8601 date-time).`);
const nullableText = (what: string) => z.string().nullable().describe(what);

export const publicTicketSchema = z.object({
  id: z.string().describe('Ticket id (`<emailId>~<index>`).'),
  emailId: z.string().describe('The e-mail the ticket was extracted from.'),
  customerId: z.string().nullable().describe('The seller, when the e-mail was matched to one.'),
  status: z.enum(ticketStatuses).describe('needs_review, verified (by a person) or unverified.'),
  eventName: z.string(),
  eventDate: nullableText('ISO date-time with the venue offset when known.'),
  venue: nullableText('Venue.'),
  section: nullableText('Section.'),
  row: nullableText('Row.'),
  seats: z.array(z.string()).describe('Seat numbers in order.'),
  quantity: z.number().int(),
  orderNumber: nullableText('The vendor order number.'),
  confidence: z.number().int().min(0).max(100).describe('Extraction confidence, percent.'),
  cancelled: z.boolean().describe('The transfer was cancelled by the vendor.'),
  possibleDuplicateOf: nullableText('An earlier ticket for the same seat.'),
  verifiedAt: isoDateTime('When a person verified it').nullable(),
  createdAt: isoDateTime('Extracted at'),
  updatedAt: isoDateTime('Last change'),
});

export const publicEmailSchema = z.object({
  id: z.string().describe('E-mail id.'),
  status: z.enum(emailExtractionStatuses).describe('Processing status.'),
  source: z
    .enum(emailSources)
    .describe('Forwarded to a transfer address, synced from Gmail, or submitted through this API.'),
  messageId: nullableText('The Message-ID header.'),
  from: z.object({ name: z.string(), email: z.string() }).describe('The sender as the message names it.'),
  recipient: z.string().describe('The address it was delivered to.'),
  subject: z.string(),
  snippet: z.string().describe('The start of the text.'),
  customerId: z.string().nullable().describe('The seller it was matched to.'),
  classification: z
    .enum(['ticket_confirmation', 'transfer_received', 'transfer_cancelled', 'other'])
    .nullable(),
  confidence: z.number().nullable().describe('Extraction confidence, percent.'),
  ticketCount: z.number().int().describe('Tickets extracted; list them with GET /tickets?emailId=.'),
  duplicateOf: nullableText('The e-mail this one repeats.'),
  quarantineReason: nullableText('Why it was quarantined.'),
  error: nullableText('Why processing failed.'),
  receivedAt: isoDateTime('Received at'),
  processedAt: isoDateTime('Processed at').nullable(),
});

const cents = (what: string) => z.number().int().nullable().describe(`${what}, in whole cents (USD).`);

export const publicListingSchema = z.object({
  id: z.string().describe('Listing id.'),
  customerId: z.string().describe('The seller.'),
  ticketId: z.string().nullable().describe('The extracted ticket it was made from.'),
  status: z.enum(listingStatuses),
  underReview: z.boolean().describe('Its ticket still needs review; it cannot be approved until then.'),
  eventName: z.string(),
  eventDate: nullableText('ISO date-time with the venue offset when known.'),
  venue: nullableText('Venue.'),
  section: nullableText('Section.'),
  row: nullableText('Row.'),
  seats: z.array(z.string()),
  quantity: z.number().int(),
  askingPriceCents: cents('Asking price'),
  listedPriceCents: cents('Listed price'),
  floorPriceCents: cents('Floor price'),
  soldPriceCents: cents('Sold price'),
  commissionPercent: z.number(),
  listedAt: isoDateTime('Listed at').nullable(),
  soldAt: isoDateTime('Sold at').nullable(),
  cancelledAt: isoDateTime('Cancelled at').nullable(),
  createdAt: isoDateTime('Created at'),
  updatedAt: isoDateTime('Last change'),
});

export const marketplaceSaleSchema = z.object({
  orderId: z.string(),
  listingId: z.string(),
  status: z
    .enum(['sold', 'awaiting_seller_approval'])
    .describe("sold, or awaiting_seller_approval when the price is below the seller's floor price."),
  salePriceCents: z.number().int(),
  commissionCents: z.number().int().optional().describe('Our commission (15 %), when sold.'),
  payoutCents: z.number().int().optional().describe("The seller's payout, when sold."),
});

export const submittedEmailSchema = z.object({
  emailId: z.string().describe('Poll GET /emails/{emailId} for the outcome.'),
  status: z.literal('pending'),
});

export type PublicTicket = z.output<typeof publicTicketSchema>;
export type PublicEmail = z.output<typeof publicEmailSchema>;
export type PublicListing = z.output<typeof publicListingSchema>;
export type MarketplaceSale = z.output<typeof marketplaceSaleSchema>;

// ---------- Errors ----------

export const errorCodes = [
  'invalid_request',
  'invalid_api_key',
  'api_key_expired',
  'api_key_disabled',
  'ip_not_allowed',
  'insufficient_scope',
  'not_found',
  'conflict',
  'order_id_conflict',
  'payload_too_large',
  'rate_limited',
  'internal_error',
] as const;
export type ErrorCode = (typeof errorCodes)[number];

/** The status of each stable code and when it is given (the reference page shows this table). */
export const errorCodeDocs: Record<ErrorCode, { status: number; meaning: string }> = {
  invalid_request: {
    status: 400,
    meaning: 'A parameter or the body is not valid; details.errors names each field.',
  },
  invalid_api_key: { status: 401, meaning: 'No API key, or an unknown or deleted one.' },
  api_key_expired: { status: 401, meaning: 'The key is past its expiry date.' },
  api_key_disabled: { status: 403, meaning: 'The key is disabled.' },
  ip_not_allowed: { status: 403, meaning: "The caller's IP address is not in the key's allowed list." },
  insufficient_scope: {
    status: 403,
    meaning: 'The key lacks the scope the operation needs (read or write).',
  },
  not_found: { status: 404, meaning: 'No such item (or route).' },
  conflict: { status: 409, meaning: 'The item is not in a state that allows the change.' },
  order_id_conflict: { status: 409, meaning: 'The order id was already used for a sale of another listing.' },
  payload_too_large: { status: 413, meaning: 'The request body is too large.' },
  rate_limited: { status: 429, meaning: "The key's hourly request limit is used up; see Retry-After." },
  internal_error: { status: 500, meaning: 'Something went wrong on our side; try again later.' },
};

export const errorBodySchema = z.object({
  error: z.object({
    code: z.enum(errorCodes).describe('Stable, machine-readable code.'),
    message: z.string().describe('A sentence for a person.'),
    details: z
      .record(z.string(), z.unknown())
      .optional()
      .describe('invalid_request: { errors: { field: message } }.'),
  }),
});
