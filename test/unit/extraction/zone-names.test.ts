import { describe, expect, it } from 'vitest';
import { generateCandidates } from '../../../lambdas/extraction/candidates/generate-candidates.ts';
import { emailDocument } from './support/documents.ts';

const datesOf = (lines: string[]) =>
  generateCandidates(emailDocument({ lines, fromAddress: 'boletos@example.com' }))
    .candidates.filter((candidate) => candidate.field === 'eventDate')
    .map((candidate) => candidate.value);

describe('zones written out in words', () => {
  it.each([
    ['lun 16 mar 2026 · 21:00 h (hora del centro de México)', '2026-03-16T21:00:00-06:00'],
    ['Saturday, March 14, 2026, 8:00 PM Central European Time', '2026-03-14T20:00:00+01:00'],
    ['Saturday, July 18, 2026, 8:00 PM Eastern Time', '2026-07-18T20:00:00-04:00'],
  ])('gives "%s" the offset of its zone', (line, expected) => {
    expect(datesOf(['Los Faroles', line])).toContain(expected);
  });
});
