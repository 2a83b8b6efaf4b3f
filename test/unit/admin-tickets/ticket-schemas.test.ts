import { describe, expect, it } from 'vitest';
import {
  listTicketsQuerySchema,
  removeDuplicatesSchema,
  ticketCorrectionSchema,
} from '../../../lambdas/api/tickets/ticket-schemas.ts';

describe('tickets area input', () => {
  it('defaults the list to newest event first, all tickets, 25 a page', () => {
    expect(listTicketsQuerySchema.parse({})).toEqual({ sortBy: 'date_desc', filterBy: 'all', limit: 25 });
    expect(listTicketsQuerySchema.safeParse({ sortBy: 'price' }).success).toBe(false);
  });

  it('takes the correction fields sent, ignoring unknown keys, and an emptied date as none', () => {
    expect(
      ticketCorrectionSchema.parse({
        id: 'x',
        eventName: ' Coldplay ',
        eventDate: '',
        seats: '1, 2',
        quantity: 2,
      }),
    ).toEqual({ eventName: 'Coldplay', eventDate: null, seats: '1, 2', quantity: 2 });
    expect(ticketCorrectionSchema.parse({ eventDate: '2026-05-20T19:30' })).toEqual({
      eventDate: '2026-05-20T19:30',
    });
  });

  it('refuses an empty correction, a bad date, an empty event name and a quantity below 1', () => {
    for (const body of [
      {},
      { eventDate: '20 May' },
      { eventName: ' ' },
      { quantity: 0 },
      { quantity: 1.5 },
    ]) {
      expect(ticketCorrectionSchema.safeParse(body).success, JSON.stringify(body)).toBe(false);
    }
  });

  it('takes no ids or a list of ids for duplicate removal', () => {
    expect(removeDuplicatesSchema.parse({})).toEqual({});
    expect(removeDuplicatesSchema.parse({ ticketIds: ['a~1'] })).toEqual({ ticketIds: ['a~1'] });
    expect(removeDuplicatesSchema.safeParse({ ticketIds: 'all' }).success).toBe(false);
  });
});
