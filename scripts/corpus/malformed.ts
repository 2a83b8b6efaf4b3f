/**
 * Broken inputs for the engine's bad-input tests (test/fixtures/malformed): each one is built by hand
 * to break one thing. The 5 MB body is not written to disk; test/fixtures/malformed/index.ts builds it
 * in memory so that the repository stays small.
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import JSZip from 'jszip';
import { makePdf, ticketPage } from './attachments/pdf.ts';
import { compose } from './mime.ts';

const crlf = (lines: string[]): string => lines.join('\r\n');

const headers = (subject: string, contentType: string, extra: string[] = []): string[] => [
  'From: TicketHub <customer_support@email.tickethub.com>',
  'To: Jordan Blake <jordan.blake@gmail.com>',
  `Subject: ${subject}`,
  'Date: Sat, 14 Mar 2026 10:22:01 -0400',
  `Message-ID: <malformed-${subject.toLowerCase().replace(/[^a-z]+/g, '-')}@email.tickethub.com>`,
  'MIME-Version: 1.0',
  `Content-Type: ${contentType}`,
  ...extra,
];

const ticketText = [
  'You got the tickets!',
  'Cobalt Lanterns: The Midnight Cartography Tour',
  'Sat, Mar 14, 2026 8:00 PM ET',
  'Cascade Arena, Seattle, WA',
  'SEC 112 ROW K SEAT 7-8',
  'Order # 12-34567/SEA',
].join('\r\n');

const truncated = async (): Promise<Buffer> => {
  const whole = await compose({
    from: { name: 'TicketHub', address: 'customer_support@email.tickethub.com' },
    to: [{ address: 'jordan.blake@gmail.com' }],
    subject: 'Truncated MIME',
    date: 'Sat, 14 Mar 2026 10:22:01 -0400',
    messageId: '<malformed-truncated@email.tickethub.com>',
    boundary: 'truncated',
    text: ticketText,
    html: `<p>${ticketText.replace(/\r\n/g, '<br>')}</p>`,
    encoding: 'quoted-printable',
    attachments: [{ filename: 'tickets.pdf', contentType: 'application/pdf', content: samplePdf() }],
  });
  // Cut in the middle of the base64 attachment: no closing boundary, an incomplete base64 quantum.
  const cut = whole.indexOf('JVBERi0') + 301;
  return whole.subarray(0, cut);
};

const samplePdf = (): Buffer =>
  makePdf(
    [
      ticketPage({
        brand: 'TicketHub',
        title: 'Cobalt Lanterns',
        fields: [
          ['Date', 'Sat, Mar 14, 2026 8:00 PM'],
          ['Venue', 'Cascade Arena'],
          ['Section', '112'],
          ['Row', 'K'],
          ['Seat', '7'],
        ],
        barcode: '7301928374650192',
        footer: ['Sample'],
      }),
    ],
    { title: 'Cobalt Lanterns', producer: 'malformed fixtures' },
  );

/** The same PDF with an /Encrypt dictionary in the trailer: readers must refuse or warn, not crash. */
const encryptedPdf = (): Buffer => {
  const pdf = samplePdf().toString('latin1');
  const encrypt =
    '<< /Filter /Standard /V 2 /R 3 /Length 128 /P -1028 /O <28bf4e5e4e758a4164004e56fffa01082e2e00b6d0683e802f0ca9fe6453697a> /U <2c6e3c9f0a4b5e2d1f0e3d2c1b0a09080706050403020100ffeeddccbbaa9988> >>';
  return Buffer.from(
    pdf.replace(
      /trailer\n<< /,
      `trailer\n<< /Encrypt ${encrypt} /ID [<0123456789abcdef0123456789abcdef> <0123456789abcdef0123456789abcdef>] `,
    ),
    'latin1',
  );
};

/** A PDF whose xref points nowhere and whose content stream is cut short. */
const corruptPdf = (): Buffer => {
  const pdf = samplePdf().toString('latin1');
  const broken = pdf
    .replace(/startxref\n\d+/, 'startxref\n999999')
    .replace(/stream\n([\s\S]{40})[\s\S]*?endstream/, 'stream\n$1');
  return Buffer.from(broken, 'latin1');
};

/**
 * A .pkpass whose pass.json claims 4 GB uncompressed in both zip headers, next to an entry that really
 * inflates 20 MB of zeros from a few kilobytes. The file itself stays small.
 */
const zipBomb = async (): Promise<Buffer> => {
  const zip = new JSZip();
  const date = new Date(Date.UTC(2026, 0, 1, 12, 0, 0));
  zip.file(
    'pass.json',
    JSON.stringify({ formatVersion: 1, description: 'bomb', eventTicket: { primaryFields: [] } }),
    { date },
  );
  zip.file('strip.png', Buffer.alloc(20 * 1024 * 1024), { date });
  const bytes = await zip.generateAsync({
    type: 'nodebuffer',
    compression: 'DEFLATE',
    compressionOptions: { level: 9 },
  });
  const claim = 0xfffffff0;
  // Local file header: signature PK\x03\x04, uncompressed size at offset 22.
  const local = bytes.indexOf(Buffer.from('PK\x03\x04', 'latin1'));
  bytes.writeUInt32LE(claim, local + 22);
  // Central directory entry: signature PK\x01\x02, uncompressed size at offset 24.
  const central = bytes.indexOf(Buffer.from('PK\x01\x02', 'latin1'));
  bytes.writeUInt32LE(claim, central + 24);
  return bytes;
};

const withAttachment = (subject: string, filename: string, type: string, content: Buffer): Promise<Buffer> =>
  compose({
    from: { name: 'TicketHub', address: 'customer_support@email.tickethub.com' },
    to: [{ address: 'jordan.blake@gmail.com' }],
    subject,
    date: 'Sat, 14 Mar 2026 10:22:01 -0400',
    messageId: `<malformed-${filename.replace(/[^a-z]+/g, '-')}@email.tickethub.com>`,
    boundary: filename.replace(/[^a-z]+/g, ''),
    text: ticketText,
    encoding: 'quoted-printable',
    attachments: [{ filename, contentType: type, content }],
  });

const nestedMultiparts = (depth: number): string => {
  const lines = headers(`Nested ${depth} deep`, 'multipart/mixed; boundary="n0"');
  lines.push('');
  for (let level = 0; level < depth; level++) {
    lines.push(`--n${level}`, `Content-Type: multipart/mixed; boundary="n${level + 1}"`, '');
  }
  lines.push(`--n${depth}`, 'Content-Type: text/plain; charset=utf-8', '', ticketText, `--n${depth}--`);
  for (let level = depth - 1; level >= 0; level--) lines.push(`--n${level}--`);
  return crlf(lines);
};

const nestedMessages = (depth: number): string => {
  let message = crlf([...headers('Innermost', 'text/plain; charset=utf-8'), '', ticketText]);
  for (let level = 0; level < depth; level++) {
    message = crlf([
      ...headers(`Fwd loop ${level + 1}`, `multipart/mixed; boundary="m${level}"`),
      '',
      `--m${level}`,
      'Content-Type: message/rfc822',
      '',
      message,
      `--m${level}--`,
    ]);
  }
  return message;
};

export const malformedFiles = async (): Promise<Record<string, Buffer>> => ({
  'truncated-mime.eml': await truncated(),
  'missing-boundary.eml': Buffer.from(
    crlf([
      ...headers('Missing boundary', 'multipart/alternative'),
      '',
      '--abc',
      'Content-Type: text/plain',
      '',
      ticketText,
      '--abc--',
      '',
    ]),
  ),
  'undeclared-boundary.eml': Buffer.from(
    crlf([
      ...headers('Boundary never used', 'multipart/mixed; boundary="declared"'),
      '',
      '--other',
      'Content-Type: text/plain',
      '',
      ticketText,
      '--other--',
      '',
    ]),
  ),
  'wrong-charset.eml': Buffer.concat([
    Buffer.from(
      crlf([
        ...headers('Wrong charset', 'text/plain; charset=utf-8', ['Content-Transfer-Encoding: 8bit']),
        '',
        '',
      ]),
    ),
    // Declared UTF-8, written in ISO-8859-1: 'Grüße' and 'Platz 7–8' are invalid UTF-8 bytes here.
    Buffer.from(
      'Grüße aus München!\r\nBlock C3 · Reihe 12 · Platz 7-8\r\nSamstag, 14. März 2026, 20:00 Uhr\r\n',
      'latin1',
    ),
  ]),
  'unknown-charset.eml': Buffer.from(
    crlf([
      ...headers('Unknown charset', 'text/plain; charset="x-klingon-1"', [
        'Content-Transfer-Encoding: quoted-printable',
      ]),
      '',
      'Gr=FC=DFe aus M=FCnchen',
      'Block C3 Reihe 12 Platz 7',
      '',
    ]),
  ),
  'bad-base64.eml': Buffer.from(
    crlf([
      ...headers('Bad base64', 'text/html; charset=utf-8', ['Content-Transfer-Encoding: base64']),
      '',
      'PGgxPllvdSBnb3QgdGhlIHRpY2tldHMhPC9oMT4=',
      '!!!not*base64@@@',
      'U0VDIDExMiBST1cgSyBTRUFUIDctOA',
      '',
    ]),
  ),
  'empty-body.eml': Buffer.from(crlf([...headers('Empty body', 'text/plain; charset=utf-8'), '', ''])),
  'headers-only.eml': Buffer.from(crlf(headers('No blank line and no body', 'text/html; charset=utf-8'))),
  'empty-file.eml': Buffer.alloc(0),
  'not-an-email.eml': Buffer.from([
    0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x00, 0x00, 0x08, 0x00, 0xff, 0xfe, 0x00, 0x01, 0x02, 0x03, 0x89,
    0x50, 0x4e, 0x47,
  ]),
  'zip-bomb-pkpass.eml': await withAttachment(
    'Your tickets (pass)',
    'tickets.pkpass',
    'application/vnd.apple.pkpass',
    await zipBomb(),
  ),
  'encrypted-pdf.eml': await withAttachment(
    'Your tickets (encrypted PDF)',
    'tickets.pdf',
    'application/pdf',
    encryptedPdf(),
  ),
  'corrupt-pdf.eml': await withAttachment(
    'Your tickets (corrupt PDF)',
    'tickets.pdf',
    'application/pdf',
    corruptPdf(),
  ),
  'corrupt-ics.eml': await withAttachment(
    'Your event (broken calendar)',
    'event.ics',
    'text/calendar',
    Buffer.from(
      'BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nDTSTART;TZID=Nowhere/Atlantis:2026031\r\nSUMMARY:Cobalt Lanterns\r\n',
    ),
  ),
  'deeply-nested-multipart.eml': Buffer.from(nestedMultiparts(300)),
  'forward-loop.eml': Buffer.from(nestedMessages(40)),
});

export const writeMalformed = async (dir: string): Promise<number> => {
  mkdirSync(dir, { recursive: true });
  for (const name of readdirSync(dir)) if (name.endsWith('.eml')) rmSync(join(dir, name));
  const files = await malformedFiles();
  for (const [name, bytes] of Object.entries(files)) writeFileSync(join(dir, name), bytes);
  return Object.keys(files).length;
};
