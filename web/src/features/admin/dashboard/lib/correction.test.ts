import { describe, expect, it } from 'vitest';

import { mergeEventDate, splitEventDate, toCorrectionPayload } from './correction';

describe('correction payload', () => {
  it('merges date and time only when both are present, keeping the venue offset', () => {
    expect(mergeEventDate('2027-03-14', '19:30', '-04:00')).toBe('2027-03-14T19:30:00-04:00');
    expect(mergeEventDate('2027-03-14', '', '-04:00')).toBeNull();
    expect(mergeEventDate('', '19:30')).toBeNull();
    expect(mergeEventDate('2027-03-14', '19:30')).toMatch(/^2027-03-14T19:30:00[+-]\d{2}:\d{2}$/);
  });

  it('splits an event date into the wall-clock date, time and offset', () => {
    expect(splitEventDate('2027-03-14T19:30:00-04:00')).toEqual({
      date: '2027-03-14',
      time: '19:30',
      offset: '-04:00',
    });
    expect(splitEventDate(null)).toEqual({ date: '', time: '' });
  });

  it('drops the time field, verifies and clears the review flag', () => {
    const payload = toCorrectionPayload({
      eventName: ' Harbour Lights ',
      date: '2027-03-14',
      time: '',
      venue: 'Pier 9',
      section: '104',
      row: 'C',
      seats: '5, 6',
      quantity: '2',
    });
    expect(payload).toEqual({
      eventName: 'Harbour Lights',
      eventDate: null,
      venue: 'Pier 9',
      section: '104',
      row: 'C',
      seats: '5, 6',
      quantity: 2,
      manuallyVerified: true,
      needsReview: false,
    });
    expect(payload).not.toHaveProperty('time');
  });
});
