import { describe, expect, it } from 'vitest';

import { duplicateIds, isDoubleSale } from './duplicate-groups';
import { confidenceLevel, eventDateText, processingStatusText, quantityText, seatsText } from './ticket-text';
import type { AdminTicket } from '../api/admin-ticket';

describe('ticket texts', () => {
  it('gives the confidence badge of spec 001 §4', () => {
    const level = (extractionConfidence: number, manuallyVerified = false) =>
      confidenceLevel({ extractionConfidence, manuallyVerified });
    expect([level(90), level(89), level(70), level(69), level(10, true)]).toEqual([
      'high',
      'medium',
      'medium',
      'low',
      'verified',
    ]);
  });

  it('words quantity, seats and a missing date', () => {
    expect(quantityText(1)).toBe('1 ticket');
    expect(quantityText(3)).toBe('3 tickets');
    expect(seatsText({ section: '101', row: 'F', seats: '1, 2' })).toBe('Section 101, Row F, Seats 1, 2');
    expect(seatsText({ section: null, row: '', seats: undefined })).toBe('Section —, Row —, Seats —');
    expect(eventDateText(null)).toBe('Date not available');
  });

  it('names the processing status', () => {
    expect(processingStatusText({ manuallyVerified: true, needsReview: true })).toBe('Manually verified');
    expect(processingStatusText({ manuallyVerified: false, needsReview: true })).toBe('Needs review');
    expect(processingStatusText({ manuallyVerified: false, needsReview: false })).toBe(
      'Automatically extracted',
    );
  });
});

describe('duplicate groups', () => {
  const t = (id: string, customerId: string | null) => ({ id, customerId }) as AdminTicket;

  it('flags a group held by more than one seller', () => {
    expect(isDoubleSale([t('a', 'c1'), t('b', 'c2')])).toBe(true);
    expect(isDoubleSale([t('a', 'c1'), t('b', 'c1'), t('c', null)])).toBe(false);
  });

  it('lists every ticket but the first of each group', () => {
    expect(
      duplicateIds([
        [t('a', null), t('b', null)],
        [t('c', null), t('d', null), t('e', null)],
      ]),
    ).toEqual(['b', 'd', 'e']);
  });
});
