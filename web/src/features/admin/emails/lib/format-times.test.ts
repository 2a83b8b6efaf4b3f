import { describe, expect, it } from 'vitest';

import { formatEasternTime } from './format-times';

describe('formatEasternTime', () => {
  it('says EST in winter and EDT in summer', () => {
    expect(formatEasternTime('2027-01-05T20:04:00Z')).toBe('Jan 5, 2027, 3:04 PM EST');
    expect(formatEasternTime('2027-07-05T20:04:00Z')).toBe('Jul 5, 2027, 4:04 PM EDT');
  });
});
