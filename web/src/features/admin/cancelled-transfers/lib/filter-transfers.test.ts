import { describe, expect, it } from 'vitest';

import { relativeTime } from './filter-transfers';

describe('relativeTime', () => {
  const now = Date.parse('2026-03-10T12:00:00Z');
  it('says how long ago in words', () => {
    expect(relativeTime('2026-03-10T11:59:30Z', now)).toBe('30 seconds ago');
    expect(relativeTime('2026-03-10T09:00:00Z', now)).toBe('3 hours ago');
    expect(relativeTime('2026-03-09T12:00:00Z', now)).toBe('yesterday');
    expect(relativeTime('2026-01-01T12:00:00Z', now)).toBe('2 months ago');
  });
});
