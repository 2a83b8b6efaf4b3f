import { describe, expect, it } from 'vitest';
import { capTextParts } from '../../../../lambdas/extraction/document/cap-text-parts.ts';
import { limits } from '../../../../lambdas/extraction/document/limits.ts';
import { parseDocument } from '../../../../lambdas/extraction/document/parse-document.ts';
import { composeMail } from './support/compose-mail.ts';
import { minimalPdf } from './support/minimal-pdf.ts';

const filler = 'Stay in the loop: news, presales and offers from the venues you love.\n';
const longText = (bytes: number) =>
  `Cobalt Lanterns\nSection 112, Row K, Seats 7-8\n${filler.repeat(Math.ceil(bytes / filler.length))}`;
const decode = (raw: Uint8Array) => Buffer.from(raw).toString('latin1');

describe('capTextParts', () => {
  it('returns a message under the cap as it is', () => {
    const raw = new TextEncoder().encode('Subject: x\r\n\r\nSection 104\r\n');

    const capped = capTextParts(raw);

    expect(capped).toEqual({ raw, cutParts: 0 });
  });

  it('cuts a 5 MB plain-text body at a line end near the cap', () => {
    const raw = new TextEncoder().encode(`Subject: x\r\nContent-Type: text/plain\r\n\r\n${longText(5e6)}`);

    const capped = capTextParts(raw);

    expect(capped.cutParts).toBe(1);
    expect(capped.raw.length).toBeLessThanOrEqual(limits.maxTextPartBytes + 100);
    expect(capped.raw.length).toBeGreaterThan(limits.maxTextPartBytes - filler.length);
    expect(decode(capped.raw).endsWith(filler)).toBe(true);
  });

  it('cuts the long text part of a multipart mail and keeps its PDF and closing boundary', async () => {
    const raw = await composeMail({
      from: 'tickets@example.com',
      to: 'sam@example.com',
      subject: 'Your tickets',
      text: longText(3e6),
      attachments: [{ filename: 'tickets.pdf', content: Buffer.from(minimalPdf(['Section 104 Row F'])) }],
    });

    const capped = capTextParts(raw);
    const document = await parseDocument(raw);

    expect(capped.cutParts).toBe(1);
    expect(capped.raw.length).toBeLessThan(raw.length - 1e6);
    expect(document.lines.slice(0, 2)).toEqual(['Cobalt Lanterns', 'Section 112, Row K, Seats 7-8']);
    expect(document.attachments.map((attachment) => attachment.text)).toEqual(['Section 104 Row F']);
    expect(document.warnings).toContain('mime: cut 1 text part(s) longer than the engine reads');
  });
});
