/**
 * Large e-mails for the benchmark's size checks, built in memory (not stored as fixtures): a ticket
 * e-mail of about 5 MB whose PDF tickets carry a large photo, and the same tickets as a 5 MB plain-text body.
 */
import { makePdf, ticketPage } from './attachments/pdf.ts';
import { compose } from './mime.ts';

const megabytes = 1024 * 1024;

/** Bytes that do not compress or repeat, the same on every run (a stand-in for JPEG data). */
function noise(length: number): Uint8Array {
  const bytes = new Uint8Array(length);
  let state = 0x2545f491;
  for (let i = 0; i < length; i += 1) {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    bytes[i] = state & 0xff;
  }
  return bytes;
}

const seats = ['7', '8', '9', '10'];

/** A confirmation with a four-page PDF (one ticket a page) whose first page holds a ~3.7 MB photo. */
export async function largePdfEmail(): Promise<Uint8Array> {
  const pages = seats.map((seat) =>
    ticketPage({
      brand: 'TicketHub',
      title: 'Cobalt Lanterns: Harbor Lights Tour',
      fields: [
        ['EVENT DATE', 'Sat, Mar 14, 2026 8:00 PM'],
        ['VENUE', 'Cascade Arena'],
        ['SECTION', '112'],
        ['ROW', 'K'],
        ['SEAT', seat],
        ['ORDER', '41-88213/NYC'],
      ],
      barcode: `4188213${seat.padStart(3, '0')}`,
      footer: ['This ticket is valid for one entry.'],
    }),
  );
  // base64 grows the attachment by a third: a 3.7 MB PDF makes a mail of about 5 MB.
  const pdf = makePdf(pages, {
    title: 'Cobalt Lanterns',
    producer: 'TicketHub ticketing',
    image: { jpeg: noise(Math.round(3.7 * megabytes)), width: 2400, height: 1600 },
  });
  const raw = await compose({
    from: { name: 'TicketHub', address: 'customer_support@email.tickethub.com' },
    to: [{ name: 'Jordan Blake', address: 'jordan.blake@gmail.com' }],
    subject: 'Your tickets for Cobalt Lanterns',
    date: 'Sat, 14 Feb 2026 10:22:01 -0500',
    messageId: '<large-pdf@email.tickethub.com>',
    text: [
      'Hi Jordan,',
      '',
      'Your order 41-88213/NYC is confirmed. Your tickets are attached as a PDF.',
      '',
      'Cobalt Lanterns: Harbor Lights Tour',
      'Sat, Mar 14, 2026 8:00 PM',
      'Cascade Arena',
      'Section 112, Row K, Seats 7-10',
    ].join('\n'),
    attachments: [{ filename: 'tickets.pdf', contentType: 'application/pdf', content: pdf }],
    boundary: 'large-pdf',
  });
  return new Uint8Array(raw);
}

/** The same confirmation with its body padded by newsletter text to `bytes` of plain text. */
export async function largeTextEmail(bytes = 5 * megabytes): Promise<Uint8Array> {
  const line = 'Stay in the loop: news, presales and offers from the venues you love, every week.\n';
  const head = [
    'Hi Jordan,',
    '',
    'Thank you for your order 41-88213/NYC.',
    '',
    'Cobalt Lanterns: Harbor Lights Tour',
    'Sat, Mar 14, 2026 8:00 PM',
    'Cascade Arena',
    'Section 112, Row K, Seats 7-10',
    'Total: $342.00',
    '',
  ].join('\n');
  const raw = await compose({
    from: { name: 'TicketHub', address: 'customer_support@email.tickethub.com' },
    to: [{ name: 'Jordan Blake', address: 'jordan.blake@gmail.com' }],
    subject: 'Your tickets for Cobalt Lanterns',
    date: 'Sat, 14 Feb 2026 10:22:01 -0500',
    messageId: '<large-text@email.tickethub.com>',
    text: head + line.repeat(Math.ceil(bytes / line.length)),
    encoding: 'quoted-printable',
    boundary: 'large-text',
  });
  return new Uint8Array(raw);
}
