import { describe, expect, it } from 'vitest';
import type { Listing } from '../../../lambdas/core/db/entities/listing.ts';
import type { Ticket } from '../../../lambdas/core/db/entities/ticket.ts';
import { toPublicListing, toPublicTicket } from '../../../lambdas/core/external-api/public-views.ts';
import {
  listTicketsQuerySchema,
  publicListingSchema,
  publicTicketSchema,
  submitEmailBodySchema,
  updateTicketBodySchema,
} from '../../../lambdas/core/external-api/schemas.ts';

const ticket = (overrides: Partial<Ticket> = {}): Ticket =>
  ({
    emailId: 'e1',
    ticketIndex: 0,
    ticketId: 'e1~0',
    eventName: 'Show',
    quantity: 2,
    seats: '3, 4',
    extractionConfidence: 88,
    needsReview: false,
    manuallyVerified: false,
    cancelled: false,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-02T00:00:00.000Z',
    ...overrides,
  }) as Ticket;

describe('public views of the external API', () => {
  it.each([
    [{ needsReview: true, manuallyVerified: true }, 'needs_review'],
    [{ needsReview: false, manuallyVerified: true, verifiedAt: '2026-01-03T00:00:00.000Z' }, 'verified'],
    [{ needsReview: false, manuallyVerified: false }, 'unverified'],
  ] as const)('a ticket %o has status %s, in the documented shape', (state, status) => {
    const view = toPublicTicket(ticket(state));
    expect(view.status).toBe(status);
    expect(view.seats).toEqual(['3', '4']);
    expect(view.venue).toBeNull();
    expect(publicTicketSchema.strict().parse(view)).toEqual(view);
  });

  it('shows listing money in whole cents', () => {
    const view = toPublicListing({
      listingId: 'l1',
      customerId: 'c1',
      status: 'sold',
      eventName: 'Show',
      quantity: 1,
      askingPrice: 5000,
      finalSalePrice: 7000,
      commission: 15,
      underReview: false,
      statusHistory: [],
      viewCount: 0,
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
    } as Listing);
    expect(view).toMatchObject({
      askingPriceCents: 5000,
      soldPriceCents: 7000,
      listedPriceCents: null,
      seats: [],
    });
    expect(publicListingSchema.strict().parse(view)).toEqual(view);
  });
});

describe('input schemas of the external API', () => {
  it('reads list filters with defaults and refuses a reversed date range', () => {
    expect(listTicketsQuerySchema.parse({})).toEqual({ limit: 25, order: 'asc' });
    expect(listTicketsQuerySchema.safeParse({ eventFrom: '2026-05-02', eventTo: '2026-05-01' }).success).toBe(
      false,
    );
    expect(listTicketsQuerySchema.safeParse({ eventFrom: '2026-05-01', eventTo: '2026-05-01' }).success).toBe(
      true,
    );
  });

  it('accepts only the correction fields and base64 raw mail', () => {
    expect(updateTicketBodySchema.safeParse({ venue: 'Hall' }).success).toBe(true);
    expect(updateTicketBodySchema.safeParse({}).success).toBe(false);
    expect(updateTicketBodySchema.safeParse({ needsReview: true }).success).toBe(false);
    expect(
      submitEmailBodySchema.safeParse({ raw: Buffer.from('To: a@b.c\r\n\r\nx').toString('base64') }).success,
    ).toBe(true);
    expect(submitEmailBodySchema.safeParse({ raw: 'not base64!' }).success).toBe(false);
    expect(submitEmailBodySchema.safeParse({ raw: 'QQ==', recipient: 'nobody' }).success).toBe(false);
  });
});
