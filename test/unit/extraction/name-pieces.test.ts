import { describe, expect, it } from 'vitest';
import { generateCandidates } from '../../../lambdas/extraction/candidates/generate-candidates.ts';
import { emailDocument } from './support/documents.ts';

describe('name candidates', () => {
  it('keeps the closing bracket of a place it opened ("Cascade Arena (Seattle)")', () => {
    const venues = generateCandidates(
      emailDocument({ lines: ['Breakers vs. Anchors', 'Sun 3/22/26 7:00pm PT · Cascade Arena (Seattle)'] }),
    )
      .candidates.filter((candidate) => candidate.field === 'venue')
      .map((candidate) => candidate.value);

    expect(venues).toContain('Cascade Arena (Seattle)');
    expect(venues.filter((venue) => venue.endsWith('(Seattle'))).toEqual([]);
  });
});
