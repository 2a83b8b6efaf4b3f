import { describe, expect, it } from 'vitest';
import { extractFromDocument } from '../../../lambdas/extraction/extract.ts';
import { baselineModel } from '../../../lambdas/extraction/model/baseline-model.ts';
import type { ExtractionFieldConfig } from '../../../lambdas/extraction/types.ts';
import { emailDocument } from './support/documents.ts';

const clear = emailDocument({
  subject: 'Your tickets for Cobalt Lanterns',
  lines: [
    'Thanks for your order!',
    'Cobalt Lanterns: Glasshouse Tour',
    'Saturday, March 14, 2026 · 8:00 PM ET',
    'Harborview Pavilion, Boston, MA',
    'SEC 112 ROW K SEAT 7-8',
    'Total: $180.00',
  ],
});
const withoutRow = emailDocument({
  subject: 'Your tickets for Cobalt Lanterns',
  lines: [
    'Thanks for your order!',
    'Cobalt Lanterns: Glasshouse Tour',
    'Saturday, March 14, 2026 · 8:00 PM ET',
    'Harborview Pavilion, Boston, MA',
    'Section 112 · 2 tickets',
    'Total: $180.00',
  ],
});

const field = (fieldName: string, settings: Partial<ExtractionFieldConfig> = {}): ExtractionFieldConfig => ({
  fieldName,
  displayName: fieldName,
  isEnabled: true,
  isRequired: false,
  confidenceThreshold: 70,
  ...settings,
});

describe('needs review', () => {
  it('is not asked for a clear confirmation at the default threshold of 70', () => {
    const result = extractFromDocument(clear, baselineModel);
    expect(result.confidence).toBeGreaterThanOrEqual(70);
    expect(result.needsReview).toBe(false);
  });

  it('is asked for when the overall confidence is under the extraction threshold setting', () => {
    const result = extractFromDocument(clear, baselineModel, { confidenceThreshold: 100 });
    expect(result.needsReview).toBe(true);
    expect(result.evidence.reviewReasons).toEqual([expect.stringMatching(/^confidence \d+ < 100$/)]);
  });

  it('is asked for when a required ML field is missing', () => {
    const result = extractFromDocument(withoutRow, baselineModel, {
      fields: [field('row', { isRequired: true })],
    });
    expect(result.tickets[0]?.row).toBeNull();
    expect(result.needsReview).toBe(true);
    expect(result.evidence.reviewReasons).toContain('required row missing');
  });

  it('is not asked for a missing field that is not required', () => {
    const result = extractFromDocument(withoutRow, baselineModel, {
      fields: [field('row')],
      confidenceThreshold: 0,
    });
    expect(result.evidence.reviewReasons).not.toContain('required row missing');
  });

  it("is asked for when a field's confidence is under that field's threshold", () => {
    const [ticket] = extractFromDocument(clear, baselineModel).tickets;
    const sectionConfidence = ticket!.fieldConfidence.section;
    const result = extractFromDocument(clear, baselineModel, {
      fields: [field('section', { confidenceThreshold: sectionConfidence + 1 })],
    });
    expect(result.needsReview).toBe(true);
    expect(result.evidence.reviewReasons).toContain(
      `section confidence ${sectionConfidence} < ${sectionConfidence + 1}`,
    );
  });

  it('does not hold general admission to a required section', () => {
    const ga = emailDocument({
      subject: 'Your tickets for Priya Raman',
      lines: [
        'Thanks for your order!',
        'Priya Raman: Overthinking It',
        'Wednesday, March 11, 2026 · 7:00 PM ET',
        'The Foundry Ballroom, Brooklyn, NY',
        '2 x General Admission',
        'Total: $60.00',
      ],
    });
    const result = extractFromDocument(ga, baselineModel, {
      fields: [field('section', { isRequired: true })],
    });
    expect(result.tickets[0]).toMatchObject({ section: null, quantity: 2 });
    expect(result.evidence.reviewReasons).not.toContain('required section missing');
  });
});
