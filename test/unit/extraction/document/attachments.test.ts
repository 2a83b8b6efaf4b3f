import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { parseDocument } from '../../../../lambdas/extraction/document/parse-document.ts';
import { buildPkpass, eventPass } from './support/build-pkpass.ts';
import { composeMail, seller } from './support/compose-mail.ts';
import { minimalPdf } from './support/minimal-pdf.ts';
import { vendor } from './support/vendor-message.ts';

type Attachments = { filename: string; content: Buffer | string; contentType: string }[];

const withAttachments = async (attachments: Attachments, extra: { icalEvent?: { content: string } } = {}) =>
  parseDocument(
    await composeMail({
      from: vendor.from,
      to: seller.address,
      subject: vendor.subject,
      html: '<p>Your tickets are attached.</p>',
      attachments,
      ...extra,
    }),
  );

const pkpass = async (pass: unknown, files?: Record<string, string | Uint8Array>) => ({
  filename: 'ticket.pkpass',
  content: Buffer.from(await buildPkpass(pass, files)),
  contentType: 'application/vnd.apple.pkpass',
});

describe('Apple Wallet passes', () => {
  it('reads the event ticket fields of a .pkpass into a ticket group and its text', async () => {
    const document = await withAttachments([await pkpass(eventPass)]);

    expect(document.structured).toEqual([
      {
        source: 'pkpass',
        fromForwardedPart: false,
        eventName: 'The Midnight Owls',
        startDate: '2025-03-15T20:00-04:00',
        venue: 'Riverside Arena',
        section: '104',
        row: 'F',
        seats: ['7'],
        quantity: 1,
        quantityCounted: true,
        orderNumber: 'TH-123456',
        extra: {
          DATE: 'Mar 15',
          GATE: 'B',
          description: 'Ticket for The Midnight Owls',
          organization: 'TicketHub',
          barcode: '8812345678901',
        },
      },
    ]);
    expect(document.attachments[0]?.text).toContain('SECTION | 104');
  });

  it('maps German labels and localised pass.strings keys to section, row and seat', async () => {
    const pass = {
      ...eventPass,
      eventTicket: {
        primaryFields: [{ key: 'name', label: 'EVENT_LABEL', value: 'Die Nachtfalter' }],
        secondaryFields: [
          { key: 'f1', label: 'Block', value: 'C3' },
          { key: 'f2', label: 'Reihe', value: '12' },
          { key: 'f3', label: 'SEAT_LABEL', value: '5' },
        ],
      },
    };
    const strings = '"EVENT_LABEL" = "Veranstaltung";\n"SEAT_LABEL" = "Platz";\n';

    const document = await withAttachments([await pkpass(pass, { 'de.lproj/pass.strings': strings })]);

    expect(document.structured[0]).toMatchObject({
      eventName: 'Die Nachtfalter',
      section: 'C3',
      row: '12',
      seats: ['5'],
    });
  });

  it('reads the venue from the label of the event field when the label names a place', async () => {
    const titled = (label: string, locations: unknown[] = []) => ({
      ...eventPass,
      locations,
      eventTicket: {
        ...eventPass.eventTicket,
        primaryFields: [{ key: 'event', label, value: 'Armadillos vs. Sidewinders' }],
        auxiliaryFields: [],
      },
    });

    const [byName, byLocation, generic, oneWord] = await Promise.all([
      withAttachments([await pkpass(titled('Dell Diamond'))]),
      withAttachments([await pkpass(titled('Paradiso', [{ relevantText: 'Welcome to Paradiso!' }]))]),
      withAttachments([await pkpass(titled('HOME TEAM'))]),
      withAttachments([await pkpass(titled('Headliner'))]),
    ]);

    expect(byName.structured[0]).toMatchObject({
      eventName: 'Armadillos vs. Sidewinders',
      venue: 'Dell Diamond',
    });
    expect(byLocation.structured[0]?.venue).toBe('Paradiso');
    expect(generic.structured[0]?.venue).toBeUndefined();
    expect(oneWord.structured[0]?.venue).toBeUndefined();
  });

  it.each(['PREMIER LEAGUE', 'Scottish Cup Fifth Round Replay', 'SIDEWINDERS AT PLAINSMEN', 'Dress Circle'])(
    "reads no venue from the event field's label '%s', a competition, a game or a seating area (decision 393)",
    async (label) => {
      const pass = {
        ...eventPass,
        eventTicket: {
          ...eventPass.eventTicket,
          primaryFields: [{ key: 'event', label, value: 'Armadillos vs. Sidewinders' }],
          auxiliaryFields: [],
        },
      };

      const document = await withAttachments([await pkpass(pass)]);

      expect(document.structured[0]?.venue).not.toBe(label);
    },
  );

  it('merges the passes of one order into one group with every seat', async () => {
    const second = {
      ...eventPass,
      eventTicket: {
        ...eventPass.eventTicket,
        secondaryFields: [
          { key: 'section', label: 'SECTION', value: '104' },
          { key: 'row', label: 'ROW', value: 'F' },
          { key: 'seat', label: 'SEAT', value: '8' },
        ],
      },
    };

    const document = await withAttachments([
      await pkpass(eventPass),
      { ...(await pkpass(second)), filename: 'ticket-2.pkpass' },
    ]);

    expect(document.structured).toHaveLength(1);
    expect(document.structured[0]).toMatchObject({ seats: ['7', '8'], quantity: 2 });
  });

  it('refuses a pass.json that declares more than 2 MB, with a warning', async () => {
    const big = { ...eventPass, description: 'x'.repeat(3 * 1024 * 1024) };

    const document = await withAttachments([await pkpass(big)]);

    expect(document.structured).toEqual([]);
    expect(document.warnings.join('\n')).toMatch(
      /^pkpass: pass\.json too large \(\d+ bytes declared\) \(ticket\.pkpass\)$/m,
    );
  });

  it('stops inflating a zip bomb whose header understates the size of pass.json', async () => {
    const zip = await JSZip.loadAsync(
      await buildPkpass({ ...eventPass, description: 'x'.repeat(3 * 1024 * 1024) }),
    );
    const bytes = await zip.generateAsync({ type: 'uint8array', compression: 'DEFLATE' });
    lieAboutUncompressedSizes(bytes, 1000);

    const document = await withAttachments([
      { filename: 'bomb.pkpass', content: Buffer.from(bytes), contentType: 'application/vnd.apple.pkpass' },
    ]);

    expect(document.structured).toEqual([]);
    expect(document.warnings.join('\n')).toMatch(
      /^pkpass: pass\.json too large \(over \d+ bytes inflated\) \(bomb\.pkpass\)$/m,
    );
  });

  it('refuses a zip with too many entries before reading it', async () => {
    const files = Object.fromEntries(Array.from({ length: 300 }, (_, index) => [`icon-${index}.png`, 'x']));

    const document = await withAttachments([await pkpass(eventPass, files)]);

    expect(document.structured).toEqual([]);
    expect(document.warnings).toContain('pkpass: too many entries (301) (ticket.pkpass)');
  });

  it('warns about a .pkpass that is not a zip', async () => {
    const document = await withAttachments([
      { filename: 'ticket.pkpass', content: 'not a zip', contentType: 'application/vnd.apple.pkpass' },
    ]);

    expect(document.warnings).toContain('pkpass: not a zip file (ticket.pkpass)');
  });
});

const calendar = (start: string, timezone = '') => `BEGIN:VCALENDAR
VERSION:2.0
PRODID:-//TicketHub//EN
${timezone}BEGIN:VEVENT
UID:th-123456@tickethub.com
DTSTAMP:20250114T150300Z
${start}
SUMMARY:The Midnight Owls
LOCATION:Riverside Arena\\, 1 River Rd\\, Springfield
DESCRIPTION:Section 104\\, Row F\\, Seats 7-8
END:VEVENT
END:VCALENDAR
`;

const newYork = `BEGIN:VTIMEZONE
TZID:Eastern Standard Time
BEGIN:STANDARD
DTSTART:16011104T020000
RRULE:FREQ=YEARLY;BYDAY=1SU;BYMONTH=11
TZOFFSETFROM:-0400
TZOFFSETTO:-0500
END:STANDARD
BEGIN:DAYLIGHT
DTSTART:16010311T020000
RRULE:FREQ=YEARLY;BYDAY=2SU;BYMONTH=3
TZOFFSETFROM:-0500
TZOFFSETTO:-0400
END:DAYLIGHT
END:VTIMEZONE
`;

describe('calendar attachments', () => {
  it('reads an .ics event with the offset of its VTIMEZONE', async () => {
    const ics = calendar('DTSTART;TZID=Eastern Standard Time:20250315T200000', newYork);

    const document = await withAttachments([
      { filename: 'event.ics', content: ics, contentType: 'text/calendar' },
    ]);

    expect(document.structured).toEqual([
      {
        source: 'ics',
        fromForwardedPart: false,
        eventName: 'The Midnight Owls',
        startDate: '2025-03-15T20:00:00-04:00',
        venue: 'Riverside Arena',
        venueAddress: '1 River Rd, Springfield',
      },
    ]);
    expect(document.attachments[0]?.text).toContain('Section 104, Row F, Seats 7-8');
  });

  it('reads an inline text/calendar part whose TZID is an IANA zone without a VTIMEZONE', async () => {
    const ics = calendar('DTSTART;TZID=Europe/Berlin:20250702T193000');

    const document = await withAttachments([], { icalEvent: { content: ics } });

    expect(document.structured[0]?.startDate).toBe('2025-07-02T19:30:00+02:00');
  });

  it('keeps UTC and floating start times as they are', async () => {
    const utc = await withAttachments([
      { filename: 'a.ics', content: calendar('DTSTART:20250315T230000Z'), contentType: 'text/calendar' },
    ]);
    const floating = await withAttachments([
      { filename: 'b.ics', content: calendar('DTSTART:20250315T200000'), contentType: 'text/calendar' },
    ]);

    expect(utc.structured[0]?.startDate).toBe('2025-03-15T23:00:00Z');
    expect(floating.structured[0]?.startDate).toBe('2025-03-15T20:00:00');
  });

  it('warns about a calendar it cannot parse', async () => {
    const document = await withAttachments([
      { filename: 'event.ics', content: 'BEGIN:VCALENDAR\nthis is not ical', contentType: 'text/calendar' },
    ]);

    expect(document.structured).toEqual([]);
    expect(
      document.warnings.some((warning) => warning.startsWith('ics: ') && warning.endsWith('(event.ics)')),
    ).toBe(true);
  });
});

describe('PDF attachments', () => {
  it('adds the text of a PDF ticket to the attachments', async () => {
    const pdf = minimalPdf(['The Midnight Owls', 'Section 104 Row F Seat 7']);

    const document = await withAttachments([
      { filename: 'tickets.pdf', content: Buffer.from(pdf), contentType: 'application/pdf' },
    ]);

    expect(document.attachments).toEqual([
      {
        filename: 'tickets.pdf',
        contentType: 'application/pdf',
        text: 'The Midnight Owls\nSection 104 Row F Seat 7',
      },
    ]);
  });

  it.each([
    ['lines moved with T*', undefined, 'Line one\nLine two (x)'],
    [
      'two columns placed with Td',
      'BT /F1 8 Tf 50 700 Td (Section) Tj ET BT /F1 8 Tf 310 700 Td (Row) Tj ET BT /F1 13 Tf 50 684 Td (104) Tj ET BT /F1 13 Tf 310 684 Td (F) Tj ET',
      'Section Row\n104 F',
    ],
    [
      'kerned TJ arrays and WinAnsi bytes',
      'BT /F1 12 Tf 1 0 0 1 72 700 Tm [(Sec) -20 (tion) -600 (104)] TJ 0 -20 Td [(Caf) (\\351) -300 (\\200 45)] TJ ET',
      'Section 104\nCafé € 45',
    ],
    [
      'quote operators and a moved origin',
      "q 1 0 0 1 0 -20 cm BT /F1 12 Tf 14 TL 72 720 Td (One) Tj (Two) ' ET Q",
      'One\nTwo',
    ],
  ])(
    'reads the same text from a PDF with %s whether its own reader or pdf.js handles it',
    async (_, content, text) => {
      const read = async (filter: 'flate' | 'hex') => {
        const pdf = minimalPdf(['Line one', 'Line two (x)'], { content, filter });
        const document = await withAttachments([
          { filename: 'a.pdf', content: Buffer.from(pdf), contentType: 'application/pdf' },
        ]);
        return document.attachments[0]?.text;
      };

      // Flate streams go through the simple reader; ASCII-hex ones only pdf.js reads.
      const [simple, pdfjs] = [await read('flate'), await read('hex')];

      expect(simple).toBe(text);
      expect(pdfjs).toBe(text);
    },
  );

  it('warns about an encrypted PDF instead of failing', async () => {
    const pdf = minimalPdf(['Secret'], { encrypt: true });

    const document = await withAttachments([
      { filename: 'locked.pdf', content: Buffer.from(pdf), contentType: 'application/pdf' },
    ]);

    expect(document.attachments).toEqual([]);
    expect(document.warnings).toContain('pdf: encrypted (locked.pdf)');
  });

  it('warns about a corrupt PDF instead of failing', async () => {
    const document = await withAttachments([
      { filename: 'broken.pdf', content: '%PDF-1.7\n garbage', contentType: 'application/pdf' },
    ]);

    expect(document.attachments).toEqual([]);
    expect(document.warnings).toContain('pdf: unreadable (invalid PDF structure) (broken.pdf)');
  });
});

/** Rewrites the uncompressed size of every entry in the local and central headers of a zip. */
function lieAboutUncompressedSizes(bytes: Uint8Array, size: number): void {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  for (let offset = 0; offset + 4 <= bytes.length; offset += 1) {
    const signature = view.getUint32(offset, true);
    if (signature === 0x04034b50) view.setUint32(offset + 22, size, true);
    if (signature === 0x02014b50) view.setUint32(offset + 24, size, true);
  }
}
