import { describe, expect, it } from 'vitest';
import { findZoneHint, formatEventDate } from '../../../lambdas/extraction/candidates/time-zones.ts';

const at = (year: number, month: number, day: number, hour: number, minute = 0) => ({
  year,
  month,
  day,
  hour,
  minute,
});

describe('event dates with the venue zone', () => {
  it('gives Eastern time its standard offset before the March change and daylight time after it', () => {
    expect(formatEventDate(at(2026, 3, 7, 20), findZoneHint('8:00 PM ET'))).toBe('2026-03-07T20:00:00-05:00');
    expect(formatEventDate(at(2026, 3, 8, 20), findZoneHint('8:00 PM ET'))).toBe('2026-03-08T20:00:00-04:00');
  });

  it('takes EDT, CEST or MST at their word: MST in July is Arizona, which keeps standard time', () => {
    expect(formatEventDate(at(2026, 7, 4, 19, 30), findZoneHint('7:30 PM EDT'))).toBe(
      '2026-07-04T19:30:00-04:00',
    );
    expect(formatEventDate(at(2026, 7, 11, 21), findZoneHint('9:00 PM MST'))).toBe(
      '2026-07-11T21:00:00-07:00',
    );
    expect(formatEventDate(at(2026, 7, 11, 21), findZoneHint('21:00 CEST'))).toBe(
      '2026-07-11T21:00:00+02:00',
    );
  });

  it('ends Pacific daylight time on the first Sunday of November', () => {
    expect(formatEventDate(at(2026, 10, 31, 20), findZoneHint('PT'))).toBe('2026-10-31T20:00:00-07:00');
    expect(formatEventDate(at(2026, 11, 1, 20), findZoneHint('PT'))).toBe('2026-11-01T20:00:00-08:00');
  });

  it('follows the European change on the last Sunday of October for a zone known by its country', () => {
    expect(formatEventDate(at(2026, 10, 24, 20), { zone: 'Europe/Berlin' })).toBe(
      '2026-10-24T20:00:00+02:00',
    );
    expect(formatEventDate(at(2026, 10, 25, 20), { zone: 'Europe/Berlin' })).toBe(
      '2026-10-25T20:00:00+01:00',
    );
    expect(formatEventDate(at(2026, 3, 14, 20), { zone: 'Europe/Berlin' })).toBe('2026-03-14T20:00:00+01:00');
  });

  it('keeps a written numeric offset', () => {
    expect(formatEventDate(at(2026, 7, 1, 20), findZoneHint('20:00 (UTC+2)'))).toBe(
      '2026-07-01T20:00:00+02:00',
    );
  });

  it('leaves the offset out when the mail names no zone', () => {
    expect(findZoneHint('Saturday 20:00')).toBeUndefined();
    expect(formatEventDate(at(2026, 7, 1, 20))).toBe('2026-07-01T20:00:00');
  });
});
