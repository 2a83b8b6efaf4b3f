import MailComposer from 'nodemailer/lib/mail-composer/index.js';
import { describe, expect, it } from 'vitest';
import { dateMentions } from '../../../lambdas/extraction/candidates/date-mentions.ts';
import { generateCandidates } from '../../../lambdas/extraction/candidates/generate-candidates.ts';
import { extract, extractFromDocument } from '../../../lambdas/extraction/extract.ts';
import { baselineModel } from '../../../lambdas/extraction/model/baseline-model.ts';
import { makePkpass } from '../../../scripts/corpus/attachments/pkpass.ts';
import { emailDocument } from './support/documents.ts';

/** What a pass or markup states, and the text around it, outside the corpus's layouts. */
describe('passes, markup and the text beside them', () => {
  it("reads a forward whose only date is on its Wallet passes ('FEB 6 | 7:30 PM') as tickets", async () => {
    const pass = (seat: string) =>
      makePkpass({
        serialNumber: `TM-9981-${seat}`,
        organizationName: 'Ticketmaster',
        description: 'Event ticket',
        teamIdentifier: 'ABCDE12345',
        passTypeIdentifier: 'pass.com.ticketmaster.event',
        relevantDate: '2027-02-06T19:30:00-05:00',
        header: [{ key: 'date', label: 'FEB 6', value: '7:30 PM' }],
        primary: [{ key: 'event', label: 'EVENT', value: 'Blue Harbor Revival' }],
        secondary: [
          { key: 'sec', label: 'SEC', value: '118' },
          { key: 'row', label: 'ROW', value: 'F' },
          { key: 'seat', label: 'SEAT', value: seat },
        ],
        auxiliary: [{ key: 'venue', label: 'VENUE', value: 'TD Garden' }],
        back: [],
        barcode: `99810${seat}`,
        colors: { background: 'rgb(2,108,223)', foreground: 'rgb(255,255,255)', label: 'rgb(255,255,255)' },
      });
    const raw = await new MailComposer({
      from: 'Dana <dana@example.com>',
      to: 'dana-7k2q@in.ticketrelay.test',
      subject: 'Fwd: Your mobile tickets',
      text:
        '---------- Forwarded message ---------\nFrom: Ticketmaster <customer_support@email.ticketmaster.com>\n' +
        'Date: Tue, Nov 17, 2026 at 9:12 AM\nSubject: Your mobile tickets\n\n' +
        'Add your tickets to Apple Wallet. Show them at the door.\n',
      attachments: [
        {
          filename: 'ticket-1.pkpass',
          content: await pass('3'),
          contentType: 'application/vnd.apple.pkpass',
        },
        {
          filename: 'ticket-2.pkpass',
          content: await pass('4'),
          contentType: 'application/vnd.apple.pkpass',
        },
      ],
    })
      .compile()
      .build();

    const result = await extract(raw, baselineModel);

    expect(result.class).toBe('ticket_confirmation');
    expect(result.tickets).toHaveLength(1);
    expect(result.tickets[0]).toMatchObject({
      eventName: 'Blue Harbor Revival',
      eventDate: expect.stringMatching(/^2027-02-06T19:30/),
      section: '118',
      row: 'F',
      seats: ['3', '4'],
    });
  });

  it.each([
    ['Bay 132', '132'],
    ['Section 112', '112'],
    ['Block C4', 'C4'],
    ['Tribuna 3', 'Tribuna 3'],
    ['Mezzanine', 'Mezzanine'],
  ])("reads the markup's section '%s' as '%s', as the text gives it", (section, value) => {
    const sections = generateCandidates(
      emailDocument({
        lines: ['Your tickets'],
        structured: [{ source: 'pkpass', fromForwardedPart: false, section, row: '21', seats: ['14'] }],
      }),
    )
      .candidates.filter((candidate) => candidate.field === 'section' && candidate.source === 'structured')
      .map((candidate) => candidate.value);

    expect(sections).toEqual([value]);
  });

  it("takes the markup's event name where the heading adds the venue and city to it", () => {
    const result = extractFromDocument(
      emailDocument({
        subject: 'Order IO-77120 confirmed',
        lines: [
          'Copper Sky Orchestra at The Paramount, Seattle',
          'Saturday 13 March 2027, 8 PM',
          'Main Floor, Row K, Seats 14-15',
          'Order IO-77120',
        ],
        structured: [14, 15].map((seat) => ({
          source: 'json-ld' as const,
          fromForwardedPart: true,
          eventName: 'Copper Sky Orchestra',
          startDate: '2027-03-13T20:00:00-08:00',
          venue: 'The Paramount',
          section: 'MAIN FLOOR',
          row: 'K',
          seats: [String(seat)],
          quantity: 1,
        })),
      }),
      baselineModel,
    );

    expect(result.tickets[0]).toMatchObject({ eventName: 'Copper Sky Orchestra', venue: 'The Paramount' });
  });

  it("keeps the heading's tour after a colon where a Wallet pass names the artist alone", () => {
    const result = extractFromDocument(
      emailDocument({
        subject: 'Your AXS tickets',
        lines: [
          'Hollis Vane: Neon Orchard Tour',
          'Saturday, August 21, 2027',
          'Doors: 7:00 PM | Show: 8:00 PM PT',
          'Crypto.com Arena, Los Angeles, CA',
          'SECTION | ROW | SEAT',
          '309 | 6 | 14',
        ],
        structured: [
          {
            source: 'pkpass' as const,
            fromForwardedPart: false,
            eventName: 'Hollis Vane',
            startDate: '2027-08-21T20:00:00-07:00',
            venue: 'Crypto.com Arena',
            section: '309',
            row: '6',
            seats: ['14'],
            quantity: 1,
          },
        ],
      }),
      baselineModel,
    );

    expect(result.tickets[0]).toMatchObject({ eventName: 'Hollis Vane: Neon Orchard Tour' });
  });

  it("gives a time range's zone to its start ('10:00 AM - 6:00 PM CST')", () => {
    const [start] = dateMentions(
      [{ index: 0, text: '10:00 AM - 6:00 PM CST', source: 'body', cells: [] }] as never,
      {
        language: 'en',
        dayFirst: false,
        reference: new Date('2026-11-18T12:00:00Z'),
      } as never,
    );

    expect(start).toMatchObject({ time: { hour: 10, minute: 0 }, zone: expect.anything() });
  });
});
