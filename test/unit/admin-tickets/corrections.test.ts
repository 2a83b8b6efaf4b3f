import { describe, expect, it } from 'vitest';
import { correctedValues, normaliseSeats } from '../../../lambdas/core/admin-tickets/correct-ticket.ts';
import { contentOfMime, FORWARD_SEPARATOR } from '../../../lambdas/core/admin-tickets/email-content.ts';
import type { Ticket } from '../../../lambdas/core/db/entities/ticket.ts';

const stored = {
  eventName: 'Coldplay',
  eventDate: '2026-06-01T20:00:00-04:00',
  venue: 'Arena',
  section: '101',
  row: 'A',
  seats: '1,2',
  quantity: 2,
  manuallyVerified: false,
  needsReview: true,
} as Ticket;

describe('corrections', () => {
  it('stores seats comma-separated without spaces', () => {
    expect(normaliseSeats(' 12, 13 ,, 14 ')).toBe('12,13,14');
  });

  it('keeps fields not sent, clears empty ones and verifies by default (spec 001 §4)', () => {
    expect(correctedValues(stored, { venue: '  ', eventDate: null, row: ' B ' })).toEqual({
      eventName: 'Coldplay',
      eventDate: undefined,
      venue: undefined,
      section: '101',
      row: 'B',
      seats: '1,2',
      quantity: 2,
      manuallyVerified: true,
      needsReview: false,
    });
  });

  it('takes the review state as sent', () => {
    expect(correctedValues(stored, { manuallyVerified: false, needsReview: true })).toMatchObject({
      manuallyVerified: false,
      needsReview: true,
    });
  });
});

describe('e-mail content', () => {
  const forward = [
    'From: seller@example.com',
    'To: relay@example.com',
    'Subject: Fwd: tickets',
    'MIME-Version: 1.0',
    'Content-Type: multipart/mixed; boundary="outer"',
    '',
    '--outer',
    'Content-Type: text/plain; charset=utf-8',
    '',
    'Please list these.',
    '--outer',
    'Content-Type: message/rfc822',
    '',
    'From: box@vendor.example',
    'Subject: Your tickets',
    'MIME-Version: 1.0',
    'Content-Type: text/html; charset=utf-8',
    '',
    '<html><body><h1>Coldplay</h1><p>Section 101, Row A</p></body></html>',
    '--outer--',
    '',
  ].join('\r\n');

  it("reads the seller's note and the forwarded vendor message, and the vendor's HTML", async () => {
    const content = await contentOfMime(new TextEncoder().encode(forward));

    expect(content.rawContent.split(FORWARD_SEPARATOR)).toEqual([
      'Please list these.',
      'Coldplay\nSection 101, Row A',
    ]);
    expect(content.html).toContain('<h1>Coldplay</h1>');
  });

  it('gives empty content for bytes that are no e-mail', async () => {
    expect(await contentOfMime(new Uint8Array([0, 1, 2]))).toMatchObject({ html: null });
  });
});
