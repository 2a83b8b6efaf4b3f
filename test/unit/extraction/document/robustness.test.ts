import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { EmailDocument } from '../../../../lambdas/extraction/types.ts';
import { parseDocument } from '../../../../lambdas/extraction/document/parse-document.ts';
import { buildPkpass, eventPass } from './support/build-pkpass.ts';
import { composeMail } from './support/compose-mail.ts';
import { gmailForward } from './support/forward-layers.ts';
import { minimalPdf } from './support/minimal-pdf.ts';
import { vendor, vendorHtml, vendorText } from './support/vendor-message.ts';

const encode = (text: string) => new TextEncoder().encode(text);

// Only a hang fails this: a generous bound, not a speed assertion.
const hangLimitMs = 10_000;

async function parseWithinLimit(raw: Uint8Array): Promise<EmailDocument> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const hang = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('parseDocument did not return')), hangLimitMs);
  });
  try {
    return await Promise.race([parseDocument(raw), hang]);
  } finally {
    clearTimeout(timer);
  }
}

function expectWellFormed(document: EmailDocument): void {
  expect(typeof document.subject).toBe('string');
  expect(Number.isInteger(document.forwardDepth)).toBe(true);
  expect(Array.isArray(document.lines)).toBe(true);
  expect(
    document.lines.every((line) => typeof line === 'string' && line.trim() === line && line !== ''),
  ).toBe(true);
  expect(Array.isArray(document.structured)).toBe(true);
  expect(Array.isArray(document.warnings)).toBe(true);
}

const richSample = async () =>
  composeMail({
    ...gmailForward(
      {
        from: vendor.from,
        shownDate: 'Tue, Jan 14, 2025 at 10:03 AM',
        subject: vendor.subject,
        html: vendorHtml,
        text: vendorText,
      },
      { note: 'Please sell' },
    ),
    attachments: [
      {
        filename: 'ticket.pkpass',
        content: Buffer.from(await buildPkpass(eventPass)),
        contentType: 'application/vnd.apple.pkpass',
      },
      {
        filename: 'tickets.pdf',
        content: Buffer.from(minimalPdf(['Section 104'])),
        contentType: 'application/pdf',
      },
    ],
  });

describe('parseDocument on malformed input', () => {
  it('returns a document with a warning for empty input', async () => {
    const document = await parseDocument(new Uint8Array());

    expectWellFormed(document);
    expect(document.lines).toEqual([]);
    expect(document.warnings).toEqual(['body: no text']);
  });

  it('never throws on random bytes', async () => {
    await fc.assert(
      fc.asyncProperty(fc.uint8Array({ maxLength: 4096 }), async (bytes) => {
        expectWellFormed(await parseWithinLimit(bytes));
      }),
      { numRuns: 150 },
    );
  });

  it('never throws on a real forward with attachments that has been cut, overwritten and spliced', async () => {
    const sample = await richSample();
    const mutation = fc.oneof(
      fc.record({ kind: fc.constant('cut' as const), at: fc.nat() }),
      fc.record({
        kind: fc.constant('overwrite' as const),
        at: fc.nat(),
        bytes: fc.uint8Array({ minLength: 1, maxLength: 64 }),
      }),
      fc.record({ kind: fc.constant('splice' as const), at: fc.nat(), text: fc.string({ maxLength: 200 }) }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(mutation, { minLength: 1, maxLength: 6 }), async (mutations) => {
        let bytes = sample;
        for (const change of mutations) {
          const at = change.at % (bytes.length + 1);
          if (change.kind === 'cut') bytes = bytes.slice(0, at);
          else if (change.kind === 'overwrite') {
            bytes = bytes.slice();
            bytes.set(change.bytes.subarray(0, Math.max(0, bytes.length - at)), at);
          } else
            bytes = new Uint8Array([...bytes.subarray(0, at), ...encode(change.text), ...bytes.subarray(at)]);
        }
        expectWellFormed(await parseWithinLimit(bytes));
      }),
      { numRuns: 60 },
    );
  }, 60_000);

  it('never throws on arbitrary HTML bodies', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.string({ maxLength: 2000 }),
        fc.constantFrom(
          '<table><tr><td>',
          '<script type="application/ld+json">{',
          '<div itemscope itemprop="x">',
          '<pre>',
          '',
        ),
        async (body, prefix) => {
          const raw = encode(
            `From: a@example.com\r\nSubject: Fwd: x\r\nContent-Type: text/html; charset=utf-8\r\n\r\n${prefix}${body}`,
          );
          expectWellFormed(await parseWithinLimit(raw));
        },
      ),
      { numRuns: 150 },
    );
  });

  it('keeps the headers and warns when the MIME nesting goes past the limit', async () => {
    const depth = 60;
    let body = '';
    for (let level = 0; level < depth; level += 1)
      body += `Content-Type: multipart/mixed; boundary="b${level}"\r\n\r\n--b${level}\r\n`;
    body += 'Content-Type: text/plain\r\n\r\nDeep text\r\n';
    for (let level = depth - 1; level >= 0; level -= 1) body += `--b${level}--\r\n`;

    const document = await parseDocument(
      encode(`From: TicketHub <orders@tickethub.com>\r\nSubject: Deep\r\n${body}`),
    );

    expect(document.subject).toBe('Deep');
    expect(document.original.from).toEqual({ name: 'TicketHub', address: 'orders@tickethub.com' });
    expect(document.warnings).toContain(
      'mime: unreadable (Maximum MIME nesting depth of 40 levels exceeded)',
    );
  });

  it('reads a part in an unknown charset instead of failing', async () => {
    const raw = encode(
      'From: a@example.com\r\nSubject: x\r\nContent-Type: text/plain; charset=x-unknown\r\n\r\nSection 104\r\n',
    );

    const document = await parseDocument(raw);

    expect(document.lines).toEqual(['Section 104']);
  });

  it('caps the body text at a million characters and says so', async () => {
    const paragraph = `<p>${'Lorem ipsum dolor sit amet. '.repeat(40)}</p>`;
    const raw = await composeMail({
      from: vendor.from,
      to: 'sam@example.com',
      subject: 'Huge',
      html: paragraph.repeat(1500),
    });

    const document = await parseDocument(raw);

    expect(document.lines.join('').length).toBeLessThanOrEqual(1_000_000);
    expect(document.warnings).toContain('text: truncated at 1000000 characters');
  });

  it('reads a 5 MB e-mail with a PDF attachment', async () => {
    const padding = new Uint8Array(5 * 1024 * 1024).map((_, index) => (index * 7919) % 251);
    const raw = await composeMail({
      from: vendor.from,
      to: 'sam@example.com',
      subject: vendor.subject,
      html: vendorHtml,
      attachments: [
        {
          filename: 'tickets.pdf',
          content: Buffer.from(minimalPdf(['Section 104 Row F'])),
          contentType: 'application/pdf',
        },
        { filename: 'poster.jpg', content: Buffer.from(padding), contentType: 'image/jpeg' },
      ],
    });

    const document = await parseDocument(raw);

    expect(raw.length).toBeGreaterThan(5 * 1024 * 1024);
    expect(document.attachments.map((attachment) => attachment.text)).toEqual(['Section 104 Row F']);
  });
});
