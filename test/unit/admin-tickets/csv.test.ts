import { describe, expect, it } from 'vitest';
import { csvField, toCsv } from '../../../lambdas/core/admin-tickets/csv.ts';

describe('CSV (RFC 4180)', () => {
  it('quotes fields with commas, quotes and line breaks, doubling the quotes', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('Section 1, Row A')).toBe('"Section 1, Row A"');
    expect(csvField('The "Big" Show')).toBe('"The ""Big"" Show"');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
  });

  it('writes empty fields for null and undefined, and plain numbers and booleans', () => {
    expect([null, undefined, 0, 95, true, false].map(csvField)).toEqual(['', '', '0', '95', 'true', 'false']);
  });

  it('keeps a spreadsheet from running text as a formula', () => {
    expect(csvField('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
  });

  it('writes a header row and CRLF line ends', () => {
    expect(
      toCsv(
        ['a', 'b'],
        [
          [1, 'x,y'],
          [null, 'z'],
        ],
      ),
    ).toBe('a,b\r\n1,"x,y"\r\n,z\r\n');
  });
});
