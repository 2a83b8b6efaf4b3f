import { describe, expect, it } from 'vitest';
import type { Ticket } from '../../../lambdas/core/db/entities/ticket.ts';
import { deliveryIdOf } from '../../../lambdas/core/webhooks/delivery-id.ts';
import { isSubscribed } from '../../../lambdas/core/webhooks/event-types.ts';
import {
  ticketChangeSubject,
  ticketUpdatedEvent,
  ticketVerifiedEvent,
} from '../../../lambdas/core/webhooks/ticket-events.ts';

const before = {
  emailId: 'e1',
  ticketIndex: 0,
  ticketId: 'e1~0',
  customerId: 'c1',
  eventName: 'Show',
  venue: 'Hall',
  section: 'A',
  quantity: 2,
  extractionConfidence: 62,
  needsReview: true,
  manuallyVerified: false,
  cancelled: false,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
} as Ticket;

const after = {
  ...before,
  section: 'Floor B',
  row: '12',
  needsReview: false,
  manuallyVerified: true,
  verifiedAt: '2026-11-22T09:00:00.000Z',
  updatedAt: '2026-11-22T09:00:00.000Z',
} as Ticket;

describe('ticket events for webhooks', () => {
  it('ticket.updated carries the ticket as it now stands and the fields the correction changed', () => {
    expect(ticketUpdatedEvent(before, after)).toEqual({
      type: 'ticket.updated',
      timestamp: '2026-11-22T09:00:00.000Z',
      data: {
        ticketId: 'e1~0',
        listingId: 'e1~0',
        emailId: 'e1',
        customerId: 'c1',
        eventName: 'Show',
        eventDate: null,
        venue: 'Hall',
        section: 'Floor B',
        row: '12',
        seats: null,
        quantity: 2,
        extractionConfidence: 62,
        needsReview: false,
        manuallyVerified: true,
        verifiedAt: '2026-11-22T09:00:00.000Z',
        changes: {
          section: { from: 'A', to: 'Floor B' },
          row: { from: null, to: '12' },
          manuallyVerified: { from: false, to: true },
          needsReview: { from: true, to: false },
        },
      },
    });
  });

  it('ticket.verified is timed at the verification, and each change has its own subject', () => {
    expect(ticketVerifiedEvent(after)).toMatchObject({
      type: 'ticket.verified',
      timestamp: after.verifiedAt,
      data: { ticketId: 'e1~0', manuallyVerified: true },
    });
    expect(ticketChangeSubject(after)).toBe('e1~0@2026-11-22T09:00:00.000Z');
    expect(ticketChangeSubject({ ...after, updatedAt: '2026-11-22T09:05:00.000Z' })).not.toBe(
      ticketChangeSubject(after),
    );
  });

  it('delivers to webhooks subscribed to the type or to all', () => {
    expect(isSubscribed(['ticket.created'], 'ticket.created')).toBe(true);
    expect(isSubscribed(['all'], 'ticket.verified')).toBe(true);
    expect(isSubscribed(['email.received'], 'ticket.updated')).toBe(false);
  });

  it('derives one URL-safe, time-ordered delivery id per webhook and event', () => {
    const id = deliveryIdOf('w1', 'ticket.created:e1~0', '2026-11-22T09:00:00.000Z');
    expect(id).toMatch(/^[0-9A-HJKMNP-TV-Z]{26}$/);
    expect(deliveryIdOf('w1', 'ticket.created:e1~0', '2026-11-22T09:00:00.000Z')).toBe(id);
    expect(deliveryIdOf('w2', 'ticket.created:e1~0', '2026-11-22T09:00:00.000Z')).not.toBe(id);
    expect(deliveryIdOf('w1', 'ticket.created:e2~0', '2026-11-22T09:00:01.000Z') > id).toBe(true);
  });
});
