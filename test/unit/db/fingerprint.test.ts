import { describe, expect, it } from 'vitest';
import { parseSeats, seatsOverlap, ticketFingerprint } from '../../../lambdas/core/db/fingerprint.ts';

describe('ticket fingerprint', () => {
  it('ignores case, punctuation and the time of day, but keeps the venue-local date', () => {
    const a = ticketFingerprint({
      eventName: 'Coldplay: Music of the Spheres',
      eventDate: '2026-07-04T21:00:00-04:00',
      section: '141',
      row: 'B',
    });
    const b = ticketFingerprint({
      eventName: 'coldplay music of the spheres',
      eventDate: '2026-07-04',
      section: ' 141 ',
      row: 'b',
    });

    expect(a).toBe(b);
    expect(a).toContain('2026-07-04');
  });

  it('is undefined while section or row is unknown', () => {
    expect(
      ticketFingerprint({ eventName: 'Coldplay', eventDate: '2026-07-04', section: '141' }),
    ).toBeUndefined();
  });
});

describe('seats', () => {
  it('expands ranges and reads "07" as seat 7', () => {
    expect([...parseSeats('11-13, 07,A')]).toEqual(['11', '12', '13', '7', 'a']);
  });

  it('overlap only when a seat is shared', () => {
    expect(seatsOverlap('1,2', '2-4')).toBe(true);
    expect(seatsOverlap('1,2', '3,4')).toBe(false);
    expect(seatsOverlap(undefined, '1')).toBe(false);
  });
});
