/**
 * GigTix: a UK gig ticketer. Plain, narrow layout, British dates ('Sat 14th March 2026'), 24-hour
 * doors times, standing tickets with a quantity, the odd seated show ('Stalls, Row F, Seat 12'), a
 * PDF e-ticket, and an age policy. UK venues: the zone follows from the venue (GMT/BST).
 */
import { formatDate } from '../calendar.ts';
import { Draft, vendorSpec, type RenderContext, type VendorStyle } from '../draft.ts';
import { esc, page } from '../html.ts';
import { attachPdf } from '../kit.ts';
import type { Order, TicketGroup } from '../model.ts';
import { makeEvent, makeOrder, money, quantityOf, someGroup, totalCents } from '../orders.ts';
import { venuesIn } from '../world.ts';
import { afterSale } from '../negatives/after-sale.ts';

const domain = 'gigtix.co.uk';

const makeGigOrder = (ctx: RenderContext): Order => {
  const rng = ctx.rng;
  const event = makeEvent(rng, { lang: 'en', venues: venuesIn(['GB']), kinds: ['concert', 'comedy'] });
  const group = someGroup(
    rng,
    event,
    Math.min(quantityOf(rng), 4),
    rng.pick(['Standing', 'General Admission Standing', 'Standing (Under 14s must be accompanied)']),
    0.5,
  );
  return makeOrder(rng, {
    number: `GT${rng.chars('ABCDEFGHJKLMNPQRSTUVWXYZ', 2)}${rng.digits(6)}`,
    buyer: ctx.recipient,
    vendorZone: 'Europe/London',
    groups: [group],
    currency: 'GBP',
  });
};

const dateText = (group: TicketGroup): string => formatDate(group.event.start, '{EEE} {do} {MMMM} {yyyy}');

const confirmation = (d: Draft, order: Order) => {
  const rng = d.rng;
  const group = order.groups[0]!;
  d.ticket(group);
  d.countNotStated(group);
  d.orderNumber(order.number);
  const standing = group.section === null;
  const place = standing
    ? `${group.area} x ${group.quantity}`
    : `${group.section}, Row ${group.row}, Seat${group.seats.length > 1 ? 's' : ''} ${group.seats.join(', ')}`;
  // Every third mail is the app-only kind, which shows neither an attachment nor what was paid.
  const withPdf = rng.chance(0.75) && d.ctx.index % 3 !== 0;
  if (withPdf) d.feature('fees-and-totals');
  if (withPdf) {
    attachPdf(
      d,
      order,
      [group],
      {
        name: 'GigTix e-ticket',
        labels: {
          event: 'Event',
          date: 'Date',
          venue: 'Venue',
          section: 'Area',
          row: 'Row',
          seat: 'Seat',
          admission: 'Ticket',
          order: 'Booking ref',
          holder: 'Name',
        },
        datePattern: '{EEE} {d} {MMM} {yyyy} {HH}:{mm}',
        dateLang: 'en',
        footer: [
          'Print this e-ticket or show it on your phone. Photocopies will be refused.',
          'Age policy: 14+ (under 16s accompanied by an adult).',
        ],
      },
      `GigTix-${order.number}.pdf`,
    );
  }
  const total = totalCents(order);
  const booking = 150 * group.quantity;
  const rows: [string, string][] = [
    ['Event', group.event.name],
    ['Date', dateText(group)],
    ['Doors', formatDate(group.event.doors, '{HH}:{mm}')],
    ['Start', formatDate(group.event.start, '{HH}:{mm}')],
    [
      'Venue',
      `${group.event.venue.name}, ${group.event.venue.street}, ${group.event.venue.city} ${group.event.venue.postcode}`,
    ],
    [standing ? 'Tickets' : 'Seats', place],
    ['Booking ref', order.number],
    ...(withPdf
      ? [
          [
            'Paid',
            `${money(total + booking, 'GBP', 'en')} (incl. booking fee ${money(booking, 'GBP', 'en')})`,
          ] as [string, string],
        ]
      : []),
  ];
  const body = `<div style="max-width:520px;margin:0 auto;font-family:Helvetica,Arial,sans-serif;font-size:14px;color:#111;padding:20px">
<p style="font-size:26px;font-weight:900;letter-spacing:-1px;margin:0 0 18px">gig<span style="color:#e3007d">tix</span></p>
<p>Hiya ${esc(order.buyer.first)},</p>
<p>Nice one &ndash; you're going! ${withPdf ? 'Your e-ticket is attached.' : 'Your tickets are in the GigTix app.'}</p>
<table cellpadding="6" cellspacing="0" style="border-top:2px solid #111;border-bottom:2px solid #111;width:100%;font-size:14px">
${rows.map(([label, value]) => `<tr><td style="font-weight:bold;width:110px" valign="top">${esc(label)}</td><td>${esc(value)}</td></tr>`).join('\n')}
</table>
<p style="font-size:12px;color:#555">Stage times are posted on the day. Last entry 21:30. Lost your ticket? Reply to this e-mail with your booking reference.</p>
<p style="font-size:11px;color:#999">GigTix Ltd, Unit 4, 22 Dale Street, Manchester M1 1EZ. Registered in England No. 09876543. <a href="https://www.gigtix.co.uk/unsubscribe">Unsubscribe from gig alerts</a></p>
</div>`;
  const text = [
    'gigtix',
    '',
    `Hiya ${order.buyer.first},`,
    "Nice one - you're going!",
    '',
    ...rows.map(([label, value]) => `${label}: ${value}`),
  ].join('\n');
  return d.finish({
    ...vendorSpec(d.ctx, order, {
      fromName: 'GigTix',
      fromAddress: `tickets@${domain}`,
      domain,
      subject: `Your GigTix tickets for ${group.event.name} (${order.number})`,
    }),
    text,
    html: page({ title: 'GigTix', body, lang: 'en-GB' }),
    encoding: 'quoted-printable',
  });
};

export const gigtix: VendorStyle = {
  key: 'gigtix',
  name: 'GigTix',
  lang: 'en',
  render(ctx) {
    const d = new Draft(ctx);
    return (
      afterSale(d, { name: 'GigTix', domain, lang: 'en', accent: '#e4002b', countries: ['GB'] }) ??
      confirmation(d, makeGigOrder(ctx))
    );
  },
};
