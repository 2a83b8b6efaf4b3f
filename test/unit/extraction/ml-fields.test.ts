import { describe, expect, it } from 'vitest';
import { extractFromDocument } from '../../../lambdas/extraction/extract.ts';
import { baselineModel } from '../../../lambdas/extraction/model/baseline-model.ts';
import type { ExtractionFieldConfig } from '../../../lambdas/extraction/types.ts';
import { emailDocument } from './support/documents.ts';

const doc = emailDocument({
  subject: 'Your tickets for Cobalt Lanterns',
  lines: [
    'Thanks for your order!',
    'Order Number: TH-4821-9907',
    'Cobalt Lanterns: Glasshouse Tour',
    'Saturday, March 14, 2026 · 8:00 PM ET',
    'Harborview Pavilion, Boston, MA',
    'SEC 112 ROW K SEAT 7-8',
    'Gate: C',
    'Order Date: Feb 1, 2026',
    'Total: $180.00',
  ],
});

const config = (
  fieldName: string,
  displayName: string,
  settings: Partial<ExtractionFieldConfig> = {},
): ExtractionFieldConfig => ({
  fieldName,
  displayName,
  isEnabled: true,
  isRequired: false,
  confidenceThreshold: 0,
  ...settings,
});

describe('ML fields', () => {
  it('extracts every standard field when no fields are configured', () => {
    const [ticket] = extractFromDocument(doc, baselineModel).tickets;
    expect(ticket).toMatchObject({
      section: '112',
      row: 'K',
      seats: ['7', '8'],
      quantity: 2,
      additionalInfo: {},
    });
  });

  it('skips a disabled field: no value and no confidence', () => {
    const [ticket] = extractFromDocument(doc, baselineModel, {
      fields: [config('section', 'Section', { isEnabled: false })],
    }).tickets;
    expect(ticket?.section).toBeNull();
    expect(ticket?.fieldConfidence.section).toBe(0);
    expect(ticket?.row).toBe('K');
  });

  it('extracts custom fields by their label into additionalInfo', () => {
    const fields = [
      config('orderNumber', 'Order Number', { description: 'The order number printed on the confirmation' }),
      config('gate', 'Gate', { description: "The entrance, e.g. 'Gate' or 'Entrance'" }),
    ];
    const [ticket] = extractFromDocument(doc, baselineModel, { fields }).tickets;
    expect(ticket?.additionalInfo).toEqual({ orderNumber: 'TH-4821-9907', gate: 'C' });
  });

  it('finds a custom field written in another language by its kind of label', () => {
    const german = emailDocument({
      subject: 'Ihre Bestellung',
      lines: [
        'Vielen Dank für Ihre Bestellung!',
        'Bestellnummer: 264.548.599',
        'Veranstaltung: Frida & die Falken',
        'Datum: Samstag, 14. März 2026, 20:00 Uhr',
        'Ort: Isarhalle, München',
        'Block 112, Reihe K, Platz 7-8',
      ],
    });
    const [ticket] = extractFromDocument(german, baselineModel, {
      fields: [config('orderNumber', 'Order Number')],
    }).tickets;
    expect(ticket?.additionalInfo.orderNumber).toBe('264.548.599');
  });

  it('does not take the order date for the order number', () => {
    const dated = emailDocument({
      subject: 'Your tickets',
      lines: doc.lines.filter((line) => !line.startsWith('Order Number')),
    });
    const [ticket] = extractFromDocument(dated, baselineModel, {
      fields: [config('orderNumber', 'Order Number')],
    }).tickets;
    expect(ticket?.additionalInfo.orderNumber).toBeUndefined();
  });

  it('asks for review when a required custom field is missing', () => {
    const fields = [config('barcode', 'Barcode', { isRequired: true })];
    const result = extractFromDocument(doc, baselineModel, { fields });
    expect(result.needsReview).toBe(true);
    expect(result.evidence.reviewReasons).toContain('required barcode missing');
  });
});
