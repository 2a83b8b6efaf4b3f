/**
 * schema.org markup as vendors embed it for mail clients: JSON-LD (one EventReservation per seat with
 * reservedTicket.ticketedSeat, or Gmail's older flat venueSeat/venueRow/venueSection form) and
 * microdata.
 */
import { esc } from './html.ts';
import { isoInZone, isoLocal, type LocalDateTime } from './calendar.ts';
import type { Order, Person, TicketGroup } from './model.ts';

export interface MarkupOptions {
  /** startDate with the venue's offset, or a bare local time. */
  withOffset: boolean;
  /** 'seat': one reservation per seat (ticketedSeat); 'flat': Gmail's venueSeat/numSeats form. */
  style: 'seat' | 'flat';
  eventType?: 'Event' | 'MusicEvent' | 'SportsEvent' | 'TheaterEvent';
  /** A trailing comma, as hand-rolled templates leave behind. */
  broken?: boolean;
  /** Values that differ from the visible text (an edited forward). */
  override?: Partial<{
    row: string;
    section: string;
    seats: string[];
    start: LocalDateTime;
    eventName: string;
  }>;
  ticketUrl?: string;
}

const startDate = (group: TicketGroup, start: LocalDateTime, withOffset: boolean): string =>
  withOffset ? isoInZone(start, group.event.venue.timeZone) : isoLocal(start);

const place = (group: TicketGroup) => ({
  '@type': 'Place',
  name: group.event.venue.name,
  address: {
    '@type': 'PostalAddress',
    streetAddress: group.event.venue.street,
    addressLocality: group.event.venue.city,
    ...(group.event.venue.region ? { addressRegion: group.event.venue.region } : {}),
    postalCode: group.event.venue.postcode,
    addressCountry: group.event.venue.country,
  },
});

const person = (buyer: Person) => ({ '@type': 'Person', name: `${buyer.first} ${buyer.last}` });

export const jsonLd = (order: Order, groups: TicketGroup[], options: MarkupOptions): string => {
  const items: unknown[] = [];
  groups.forEach((group, index) => {
    const override = index === 0 ? (options.override ?? {}) : {};
    const event = {
      '@type': options.eventType ?? 'Event',
      name: override.eventName ?? group.event.name,
      startDate: startDate(group, override.start ?? group.event.start, options.withOffset),
      location: place(group),
    };
    const base = {
      '@context': 'http://schema.org',
      '@type': 'EventReservation',
      reservationNumber: order.number,
      reservationStatus: 'http://schema.org/Confirmed',
      underName: person(order.buyer),
      reservationFor: event,
      ...(options.ticketUrl ? { modifyReservationUrl: options.ticketUrl } : {}),
    };
    const section = override.section ?? group.section;
    const row = override.row ?? group.row;
    const seats = override.seats ?? group.seats;
    if (options.style === 'flat') {
      items.push({
        ...base,
        ...(section ? { venueSection: section } : {}),
        ...(row ? { venueRow: row } : {}),
        ...(seats.length > 0 ? { venueSeat: seats.join(', ') } : {}),
        numSeats: String(group.quantity),
      });
      return;
    }
    const seatList = seats.length > 0 ? seats : Array.from({ length: group.quantity }, () => null);
    seatList.forEach((seat, seatIndex) => {
      items.push({
        ...base,
        reservationId: `${order.number}-${index + 1}${seatIndex + 1}`,
        reservedTicket: {
          '@type': 'Ticket',
          ticketNumber: `${order.number.replace(/\D/g, '').slice(-6)}${index}${seatIndex}`,
          ...(section || row || seat
            ? {
                ticketedSeat: {
                  '@type': 'Seat',
                  ...(section ? { seatSection: section } : {}),
                  ...(row ? { seatRow: row } : {}),
                  ...(seat ? { seatNumber: seat } : {}),
                },
              }
            : {}),
        },
      });
    });
  });
  let text = JSON.stringify(items.length === 1 ? items[0] : items, null, 2);
  if (options.broken) text = text.replace(/"\n(\s*)}/, '",\n$1}');
  return `<script type="application/ld+json">\n${text}\n</script>`;
};

/** Hidden microdata block (Gmail's documented form) for a reservation. */
export const microdata = (
  order: Order,
  group: TicketGroup,
  options: { withOffset: boolean; visibleName?: boolean },
): string => {
  const lines = [
    '<div itemscope itemtype="http://schema.org/EventReservation" style="display:none">',
    `  <meta itemprop="reservationNumber" content="${esc(order.number)}">`,
    '  <link itemprop="reservationStatus" href="http://schema.org/Confirmed">',
    '  <div itemprop="underName" itemscope itemtype="http://schema.org/Person">',
    `    <meta itemprop="name" content="${esc(`${order.buyer.first} ${order.buyer.last}`)}">`,
    '  </div>',
    '  <div itemprop="reservationFor" itemscope itemtype="http://schema.org/Event">',
    `    <meta itemprop="name" content="${esc(group.event.name)}">`,
    `    <meta itemprop="startDate" content="${startDate(group, group.event.start, options.withOffset)}">`,
    '    <div itemprop="location" itemscope itemtype="http://schema.org/Place">',
    `      <meta itemprop="name" content="${esc(group.event.venue.name)}">`,
    '      <div itemprop="address" itemscope itemtype="http://schema.org/PostalAddress">',
    `        <meta itemprop="streetAddress" content="${esc(group.event.venue.street)}">`,
    `        <meta itemprop="addressLocality" content="${esc(group.event.venue.city)}">`,
    '      </div>',
    '    </div>',
    '  </div>',
    ...(group.section ? [`  <meta itemprop="venueSection" content="${esc(group.section)}">`] : []),
    ...(group.row ? [`  <meta itemprop="venueRow" content="${esc(group.row)}">`] : []),
    ...(group.seats.length > 0
      ? [`  <meta itemprop="venueSeat" content="${esc(group.seats.join(', '))}">`]
      : []),
    `  <meta itemprop="numSeats" content="${group.quantity}">`,
    '</div>',
  ];
  return lines.join('\n');
};
