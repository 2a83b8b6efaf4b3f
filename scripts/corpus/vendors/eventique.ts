/**
 * Eventique: a self-service event platform. Mostly general admission ('2 x General Admission'),
 * 'Saturday, March 14, 2026 from 7:00 PM to 11:00 PM (EDT)', the organiser's name above the event,
 * a calendar invitation and a PDF with one page per ticket. Also sends newsletters.
 */
import { formatDate, zoneAbbreviation } from '../calendar.ts';
import { Draft, vendorSpec, type RenderContext, type VendorStyle } from '../draft.ts';
import { esc, page } from '../html.ts';
import { attachIcs, attachPdf, endOf } from '../kit.ts';
import type { Order, TicketGroup } from '../model.ts';
import { postalFooter } from '../noise.ts';
import {
  makeEvent,
  makeOrder,
  money,
  quantityOf,
  reservedGroup,
  standingGroup,
  totalCents,
} from '../orders.ts';
import { venuesIn } from '../world.ts';
import { marketing } from '../negatives/brand-mail.ts';
import { afterSale } from '../negatives/after-sale.ts';

const domain = 'eventique.io';
const organisers = [
  'Night Owl Presents',
  'Lantern House Productions',
  'Bright Alley Live',
  'Cellar Door Concerts',
  'Open Field Collective',
];

const makeEventiqueOrder = (ctx: RenderContext): Order => {
  const rng = ctx.rng;
  const event = makeEvent(rng, { lang: 'en', venues: venuesIn(['US', 'CA'], ['club', 'theatre']) });
  const reserved = event.venue.sections.length > 0 && rng.chance(0.35);
  const group = reserved
    ? reservedGroup(rng, event, quantityOf(rng))
    : standingGroup(
        rng,
        event,
        quantityOf(rng),
        rng.pick(['General Admission', 'GA Standing', 'Early Bird GA']),
      );
  return makeOrder(rng, {
    number: rng.digits(10),
    buyer: ctx.recipient,
    vendorZone: 'America/Los_Angeles',
    groups: [group],
    currency: event.venue.country === 'CA' ? 'CAD' : 'USD',
  });
};

const whenText = (group: TicketGroup): string => {
  const end = endOf(group, 240);
  return `${formatDate(group.event.start, '{EEEE}, {MMMM} {d}, {yyyy} from {h}:{mm} {a}')} to ${formatDate(end, '{h}:{mm} {a}')} (${zoneAbbreviation(group.event.start, group.event.venue.timeZone)})`;
};

const ticketLine = (group: TicketGroup): string =>
  group.section === null
    ? `${group.quantity} x ${group.area}`
    : `${group.quantity} x Reserved Seating - ${group.section}, Row ${group.row}, Seat ${group.seats.join(', ')}`;

const confirmation = (d: Draft, order: Order) => {
  const rng = d.rng;
  const group = order.groups[0]!;
  const organiser = rng.pick(organisers);
  d.ticket(group);
  d.orderNumber(order.number);
  d.zoneInText();
  d.feature('fees-and-totals');
  const total = totalCents(order);
  const fee = Math.round(total * 0.037) + 179 * group.quantity;
  if (rng.chance(0.7)) {
    attachIcs(d, group, {
      prodId: '-//Eventique//Orders//EN',
      form: rng.pick(['tzid', 'tzid', 'utc'] as const),
      description: `Order #${order.number} - ${ticketLine(group)}. Doors open ${formatDate(group.event.doors, '{h}:{mm} {a}')}.`,
      stamp: order.placedAt,
      uidDomain: domain,
      filename: 'invite.ics',
    });
  }
  if (rng.chance(0.6)) {
    attachPdf(
      d,
      order,
      [group],
      {
        name: 'Eventique',
        labels: {
          event: 'Event',
          date: 'Date',
          venue: 'Location',
          section: 'Section',
          row: 'Row',
          seat: 'Seat',
          admission: 'Ticket type',
          order: 'Order',
          holder: 'Name',
        },
        datePattern: '{EEE}, {MMM} {d}, {yyyy} {h}:{mm} {a}',
        dateLang: 'en',
        footer: [
          'Present this ticket on your phone or printed. Each barcode admits one.',
          'Eventique is not the organiser of this event.',
        ],
      },
      `Eventique-Order-${order.number}.pdf`,
    );
  }
  const markup = rng.chance(0.5)
    ? d.jsonLd(order, [group], { style: 'seat', withOffset: rng.chance(0.5), eventType: 'Event' })
    : '';
  const body = `${markup}<div style="background:#f8f7fa;padding:28px 0">
<div style="max-width:600px;margin:0 auto;background:#fff;border-radius:6px;font-family:'Neue Plak',Helvetica,Arial,sans-serif;color:#1e0a3c">
<div style="padding:26px 32px 10px"><img src="https://cdn.eventique.io/mail/logo.png" width="110" alt="Eventique"></div>
<div style="padding:0 32px"><h1 style="font-size:28px;margin:12px 0">You're going to ${esc(group.event.name)}</h1>
<p style="font-size:14px;color:#6f7287">${esc(organiser)} is looking forward to seeing you.</p></div>
<div style="padding:10px 32px 0"><table role="presentation" style="font-size:15px;line-height:22px">
<tr><td style="color:#6f7287;padding-right:14px" valign="top">Order</td><td>#${esc(order.number)} &middot; ${esc(formatDate(order.placedAt, '{MMM} {d}, {yyyy}'))}</td></tr>
<tr><td style="color:#6f7287;padding-right:14px" valign="top">Date and time</td><td>${esc(whenText(group))}</td></tr>
<tr><td style="color:#6f7287;padding-right:14px" valign="top">Location</td><td>${esc(group.event.venue.name)}<br>${esc(group.event.venue.street)}<br>${esc(group.event.venue.city)}, ${esc(group.event.venue.region)} ${esc(group.event.venue.postcode)}</td></tr>
<tr><td style="color:#6f7287;padding-right:14px" valign="top">Tickets</td><td>${esc(ticketLine(group))}</td></tr>
<tr><td style="color:#6f7287;padding-right:14px" valign="top">Total</td><td>${esc(money(total + fee, order.currency, 'en'))} (incl. ${esc(money(fee, order.currency, 'en'))} fees)</td></tr>
</table></div>
<div style="padding:18px 32px"><a href="https://www.eventique.io/mytickets" style="background:#d1410c;color:#fff;padding:12px 24px;border-radius:4px;text-decoration:none;font-weight:600">View tickets</a></div>
<div style="padding:12px 32px 26px;font-size:12px;color:#6f7287">Doors open at ${esc(formatDate(group.event.doors, '{h}:{mm} {a}'))}. This event is 21+. Refund policy: no refunds unless the event is cancelled.<br><br>
${esc(postalFooter.eventique!)}</div>
</div></div>`;
  const text = [
    `You're going to ${group.event.name}`,
    `${organiser} is looking forward to seeing you.`,
    '',
    `Order #${order.number}`,
    `Date and time: ${whenText(group)}`,
    `Location: ${group.event.venue.name}, ${group.event.venue.street}, ${group.event.venue.city}, ${group.event.venue.region}`,
    `Tickets: ${ticketLine(group)}`,
    `Total: ${money(total + fee, order.currency, 'en')}`,
  ].join('\n');
  return d.finish({
    ...vendorSpec(
      d.ctx,
      order,
      {
        fromName: 'Eventique',
        fromAddress: `noreply@order.${domain}`,
        domain,
        subject: rng.pick([
          `Your tickets for ${group.event.name}`,
          `Order Confirmation for ${group.event.name}`,
        ]),
      },
      { idStyle: 'uuid' },
    ),
    text,
    html: page({ title: `Your tickets for ${group.event.name}`, body }),
    encoding: rng.chance(0.5) ? 'quoted-printable' : 'base64',
  });
};

export const eventique: VendorStyle = {
  key: 'eventique',
  name: 'Eventique',
  lang: 'en',
  render(ctx) {
    const d = new Draft(ctx);
    if (ctx.negativeKind === 'marketing')
      return marketing(d, { name: 'Eventique', domain, lang: 'en', accent: '#d1410c' });
    const notice = afterSale(d, { name: 'Eventique', domain, lang: 'en', accent: '#d1410c' });
    if (notice) return notice;
    return confirmation(d, makeEventiqueOrder(ctx));
  },
};
