import { describe, expect, it } from 'vitest';
import { parseDocument } from '../../../../lambdas/extraction/document/parse-document.ts';
import { composeMail, seller } from './support/compose-mail.ts';
import { gmailForward } from './support/forward-layers.ts';
import { vendor } from './support/vendor-message.ts';

const withHtml = async (html: string) =>
  parseDocument(await composeMail({ from: vendor.from, to: seller.address, subject: vendor.subject, html }));

const jsonLd = (data: string) =>
  `<html><head><script type="application/ld+json">${data}</script></head><body><p>Your tickets</p></body></html>`;

const reservation = {
  '@context': 'http://schema.org',
  '@type': 'EventReservation',
  reservationNumber: 'TH-123456',
  reservationStatus: 'http://schema.org/ReservationConfirmed',
  reservationFor: {
    '@type': 'MusicEvent',
    name: 'The Midnight Owls',
    startDate: '2025-03-15T20:00:00-04:00',
    location: {
      '@type': 'Place',
      name: 'Riverside Arena',
      address: {
        '@type': 'PostalAddress',
        streetAddress: '1 River Rd',
        addressLocality: 'Springfield',
        addressRegion: 'IL',
      },
    },
  },
  reservedTicket: [
    {
      '@type': 'Ticket',
      ticketNumber: 'A1',
      ticketedSeat: { '@type': 'Seat', seatSection: '104', seatRow: 'F', seatNumber: '7' },
    },
    {
      '@type': 'Ticket',
      ticketNumber: 'A2',
      ticketedSeat: { '@type': 'Seat', seatSection: '104', seatRow: 'F', seatNumber: '8' },
    },
  ],
};

const expectedGroup = {
  source: 'json-ld',
  fromForwardedPart: false,
  eventName: 'The Midnight Owls',
  startDate: '2025-03-15T20:00:00-04:00',
  venue: 'Riverside Arena',
  venueAddress: '1 River Rd, Springfield, IL',
  section: '104',
  row: 'F',
  seats: ['7', '8'],
  orderNumber: 'TH-123456',
  extra: { reservationStatus: 'ReservationConfirmed', ticketNumber: 'A1, A2' },
};

describe('schema.org JSON-LD in the HTML', () => {
  it('reads an EventReservation with reserved tickets into one group per section and row', async () => {
    const document = await withHtml(jsonLd(JSON.stringify(reservation)));

    expect(document.structured).toEqual([expectedGroup]);
  });

  it('reads reservations inside @graph and arrays, and merges the ones that differ only by seat', async () => {
    const one = (seat: string) => ({
      '@type': 'EventReservation',
      reservationNumber: 'TH-9',
      numSeats: 1,
      venueSection: '212',
      venueRow: 'C',
      venueSeat: seat,
      reservationFor: {
        '@type': 'Event',
        name: 'Cup Final',
        startDate: '2025-05-24T15:00:00+01:00',
        location: 'Wembley',
      },
    });
    const document = await withHtml(jsonLd(JSON.stringify({ '@graph': [one('11'), [one('12')]] })));

    expect(document.structured).toEqual([
      {
        source: 'json-ld',
        fromForwardedPart: false,
        eventName: 'Cup Final',
        startDate: '2025-05-24T15:00:00+01:00',
        venue: 'Wembley',
        section: '212',
        row: 'C',
        seats: ['11', '12'],
        quantity: 2,
        orderNumber: 'TH-9',
      },
    ]);
  });

  it('reads an Event that no reservation refers to as a group without seats', async () => {
    const event = {
      '@context': 'https://schema.org',
      '@type': ['SportsEvent'],
      name: 'Cup Final',
      startDate: '2025-05-24T15:00:00+01:00',
      location: { '@type': 'Place', name: 'Wembley Stadium', address: 'London HA9 0WS' },
      performer: [
        { '@type': 'SportsTeam', name: 'Reds' },
        { '@type': 'SportsTeam', name: 'Blues' },
      ],
    };

    const document = await withHtml(jsonLd(JSON.stringify(event)));

    expect(document.structured).toEqual([
      {
        source: 'json-ld',
        fromForwardedPart: false,
        eventName: 'Cup Final',
        startDate: '2025-05-24T15:00:00+01:00',
        venue: 'Wembley Stadium',
        venueAddress: 'London HA9 0WS',
        extra: { performer: 'Reds, Blues' },
      },
    ]);
  });

  it('repairs JSON-LD that templates and forwarding broke: comments, trailing commas and HTML entities', async () => {
    const broken = JSON.stringify(reservation)
      .replace('"reservationNumber"', '/* order */ "reservationNumber"')
      .replace(/}]/, '},]')
      .replace(/"/g, '&quot;');

    const document = await withHtml(jsonLd(`<!-- ${broken} -->`));

    expect(document.structured).toEqual([expectedGroup]);
    expect(document.warnings).toEqual([]);
  });

  it('skips JSON-LD it cannot repair with a warning instead of failing', async () => {
    const document = await withHtml(jsonLd('{"@type": "EventReservation", "reservationFor": {'));

    expect(document.structured).toEqual([]);
    expect(document.warnings).toContain('json-ld: unreadable script skipped');
    expect(document.lines).toEqual(['Your tickets']);
  });

  it('marks markup found inside a forwarded message as coming from a forwarded part', async () => {
    const html = jsonLd(JSON.stringify(reservation));
    const raw = await composeMail(
      gmailForward({
        from: vendor.from,
        shownDate: 'Tue, Jan 14, 2025 at 10:03 AM',
        subject: vendor.subject,
        html,
      }),
    );

    const document = await parseDocument(raw);

    expect(document.structured).toEqual([{ ...expectedGroup, fromForwardedPart: true }]);
  });
});

describe('schema.org microdata in the HTML', () => {
  it('reads nested itemscope, itemtype and itemprop into a ticket group', async () => {
    const document = await withHtml(`<div itemscope itemtype="http://schema.org/EventReservation">
      <meta itemprop="reservationNumber" content="TH-77">
      <div itemprop="reservationFor" itemscope itemtype="http://schema.org/TheaterEvent">
        <span itemprop="name">Hamlet</span>
        <time itemprop="startDate" datetime="2025-04-02T19:30:00+02:00">2 April, 19:30</time>
        <div itemprop="location" itemscope itemtype="http://schema.org/Place"><span itemprop="name">Stadttheater</span></div>
      </div>
      <div itemprop="reservedTicket" itemscope itemtype="http://schema.org/Ticket">
        <div itemprop="ticketedSeat" itemscope itemtype="http://schema.org/Seat">
          Block <span itemprop="seatSection">B</span>, Reihe <span itemprop="seatRow">4</span>, Platz <span itemprop="seatNumber">12</span>
        </div>
      </div>
    </div>`);

    expect(document.structured).toEqual([
      {
        source: 'microdata',
        fromForwardedPart: false,
        eventName: 'Hamlet',
        startDate: '2025-04-02T19:30:00+02:00',
        venue: 'Stadttheater',
        section: 'B',
        row: '4',
        seats: ['12'],
        orderNumber: 'TH-77',
      },
    ]);
    expect(document.lines).toContain('Block B, Reihe 4, Platz 12');
  });
});
