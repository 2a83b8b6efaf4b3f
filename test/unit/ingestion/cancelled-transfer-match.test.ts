import { describe, expect, it } from 'vitest';
import {
  matchCancelledTickets,
  orderKey,
  orderNumbersInText,
  type CancelledTicket,
  type HeldTicket,
} from '../../../lambdas/core/ingestion/cancelled-transfer-match.ts';

const held = (ticketId: string, fields: Partial<HeldTicket> = {}): HeldTicket => ({
  ticketId,
  eventName: 'Harbor Lights vs. Granite Peaks',
  eventDate: '2026-10-17T19:10:00',
  section: '118',
  row: 'D',
  seats: '5,6',
  ...fields,
});

const cancelled = (fields: Partial<CancelledTicket> = {}): CancelledTicket => ({
  eventName: 'Harbor Lights vs. Granite Peaks',
  eventDate: '2026-10-17T19:10:00-04:00',
  section: '118',
  row: 'D',
  seats: '5,6',
  ...fields,
});

const match = (tickets: CancelledTicket[], holding: HeldTicket[], orderNumbers: string[] = []) =>
  matchCancelledTickets({ orderNumbers, tickets }, holding);

describe('matching a cancelled transfer to the tickets a seller holds', () => {
  it('matches the same event, local date and overlapping seats, whatever the offset or punctuation', () => {
    expect(
      match([cancelled({ eventName: 'HARBOR LIGHTS vs Granite Peaks', seats: '6-7' })], [held('a')]),
    ).toEqual(['a']);
  });

  it('does not match another showing, other seats, another section or another event', () => {
    const holding = [
      held('other-day', { eventDate: '2026-10-18T19:10:00' }),
      held('other-seats', { seats: '7,8' }),
      held('other-section', { section: '119' }),
      held('other-event', { eventName: 'Harbor Lights' }),
    ];
    expect(match([cancelled()], holding)).toEqual([]);
  });

  it('matches general admission by event and date, but never on the event name alone', () => {
    const ga = held('ga', { section: undefined, row: undefined, seats: undefined });
    expect(match([cancelled({ section: null, row: null, seats: '' })], [ga])).toEqual(['ga']);
    const undated = held('undated', {
      eventDate: undefined,
      section: undefined,
      row: undefined,
      seats: undefined,
    });
    expect(match([cancelled({ eventDate: null, section: null, row: null, seats: '' })], [undated])).toEqual(
      [],
    );
  });

  it('prefers the order number: only the tickets of that order, even when the seats say otherwise', () => {
    const holding = [held('ordered', { orderNumber: '11-22214/CHI', seats: '1,2' }), held('same-seats')];
    expect(match([cancelled()], holding, ['11 22214 chi'])).toEqual(['ordered']);
  });

  it('falls back to event, date and seats when no held ticket carries the order number', () => {
    expect(match([cancelled()], [held('a', { orderNumber: 'A-1000' })], ['B-2000'])).toEqual(['a']);
  });

  it('matches nothing when the cancellation names no ticket and no known order', () => {
    expect(match([], [held('a')], [])).toEqual([]);
  });
});

describe('order numbers in an e-mail’s text', () => {
  it.each([
    ['Order #: 11-22214/CHI', ['11-22214/CHI']],
    ['Order number 4471-22 was cancelled', ['4471-22']],
    ['Your order no. AB12345 and Order ID: 99-1', ['AB12345', '99-1']],
    ['Please order more tickets today', []],
  ])('reads %j', (text, expected) => {
    expect(orderNumbersInText(text)).toEqual(expected);
  });

  it('compares order numbers without case, spaces or punctuation', () => {
    expect(orderKey('11-22214/CHI')).toBe(orderKey('11 22214 chi'));
  });
});
