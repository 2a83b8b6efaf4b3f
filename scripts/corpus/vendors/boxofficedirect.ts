/**
 * Box Office Direct: an old box-office system that sends plain text only, in capitals, as
 * ISO-8859-1 or 8bit, with a fixed-width QTY | SECTION | ROW | SEAT(S) table and 'SAT 03/14/2026
 * 8:00PM' dates. Season orders list two performances.
 */
import { formatDate } from '../calendar.ts';
import {
  Draft,
  isConsecutive,
  seatList,
  vendorSpec,
  type RenderContext,
  type VendorStyle,
} from '../draft.ts';
import type { Order, TicketGroup } from '../model.ts';
import { latinNames, makeEvent, makeOrder, money, quantityOf, reservedGroup, totalCents } from '../orders.ts';
import { venuesIn } from '../world.ts';

const domain = 'boxofficedirect.com';

const makeBodOrder = (ctx: RenderContext): Order => {
  const rng = ctx.rng;
  const venues = venuesIn(['US'], ['theatre']);
  const first = makeEvent(rng, { lang: 'en', venues, kinds: ['theatre', 'concert'] });
  const groups: TicketGroup[] = [reservedGroup(rng, first, quantityOf(rng))];
  if (rng.chance(0.35)) {
    const second = makeEvent(rng, { lang: 'en', venues: [first.venue], kinds: ['theatre', 'concert'] });
    groups.push(reservedGroup(rng, second, groups[0]!.quantity));
  }
  return latinNames(
    makeOrder(rng, {
      number: `${rng.digits(4)}-${rng.digits(4)}`,
      buyer: ctx.recipient,
      vendorZone: 'America/Chicago',
      groups,
      currency: 'USD',
    }),
  );
};

const pad = (text: string, width: number): string => (text.length >= width ? `${text} ` : text.padEnd(width));

const confirmation = (d: Draft, order: Order) => {
  const rng = d.rng;
  d.orderNumber(`BOD-${order.number}`);
  d.feature('fees-and-totals');
  for (const group of order.groups) {
    d.ticket(group);
    if (isConsecutive(group.seats)) d.feature('seat-range');
  }
  const venue = order.groups[0]!.event.venue;
  const line = '='.repeat(64);
  const blocks = order.groups.map((group) => {
    const seats = isConsecutive(group.seats)
      ? seatList(group.seats, 'range')
      : seatList(group.seats, 'comma');
    return [
      `EVENT:    ${group.event.name.toUpperCase()}`,
      `DATE:     ${formatDate(group.event.start, '{EEE} {MM}/{dd}/{yyyy}  {h}:{mm}{a}').toUpperCase()}`,
      `VENUE:    ${group.event.venue.name.toUpperCase()} - ${group.event.venue.city.toUpperCase()}, ${group.event.venue.region}`,
      '',
      `${pad('QTY', 5)}${pad('SECTION', 20)}${pad('ROW', 6)}${pad('SEAT(S)', 12)}PRICE`,
      `${pad(` ${group.quantity}`, 5)}${pad(group.section!.toUpperCase(), 20)}${pad(group.row!, 6)}${pad(seats, 12)}${money(group.unitPriceCents, 'USD', 'en')}`,
      '',
    ].join('\n');
  });
  const total = totalCents(order);
  const text = [
    'BOX OFFICE DIRECT - ORDER CONFIRMATION',
    line,
    `CONFIRMATION NO.: BOD-${order.number}`,
    `CUSTOMER:         ${order.buyer.first.toUpperCase()} ${order.buyer.last.toUpperCase()}`,
    `ORDER DATE:       ${formatDate(order.placedAt, '{MM}/{dd}/{yyyy} {h}:{mm}{a}')}`,
    line,
    '',
    ...blocks,
    line,
    `TICKETS:          ${money(total, 'USD', 'en')}`,
    `HANDLING:         ${money(300, 'USD', 'en')}`,
    `RESTORATION FEE:  ${money(200 * order.groups.reduce((n, g) => n + g.quantity, 0), 'USD', 'en')}`,
    line,
    '',
    'DELIVERY METHOD: WILL CALL - PICK UP AT THE BOX OFFICE WINDOW WITH',
    'PHOTO ID AND THE CARD USED FOR PURCHASE. WINDOW OPENS 90 MINUTES',
    'BEFORE CURTAIN.',
    '',
    `${venue.name.toUpperCase()} BOX OFFICE - ${venue.street.toUpperCase()} - ${venue.city.toUpperCase()}, ${venue.region} ${venue.postcode}`,
    'ALL SALES FINAL. NO REFUNDS OR EXCHANGES.',
    '\u00a9 2026 BOX OFFICE DIRECT \u00b7 THANK YOU FOR SUPPORTING LIVE THEATRE',
    '',
  ].join('\n');
  const latin = rng.chance(0.5);
  return d.finish({
    ...vendorSpec(
      d.ctx,
      order,
      {
        fromName: 'Box Office Direct',
        fromAddress: `confirm@${domain}`,
        domain,
        subject: `ORDER CONFIRMATION BOD-${order.number}`,
      },
      {
        charset: latin ? 'iso-8859-1' : 'utf-8',
        idStyle: 'dotted',
        headers: [['X-Mailer', 'BOD Mailer 4.2']],
      },
    ),
    text,
    encoding: rng.chance(0.5) ? '8bit' : 'quoted-printable',
  });
};

export const boxofficedirect: VendorStyle = {
  key: 'boxofficedirect',
  name: 'Box Office Direct',
  lang: 'en',
  render: (ctx) => confirmation(new Draft(ctx), makeBodOrder(ctx)),
};
