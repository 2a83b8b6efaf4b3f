/**
 * NorthPass: a Canadian ticketer. 'Sat., Mar. 14, 2026 · 8:00 p.m. ET', 'Section 112 | Row K | Seats
 * 7–8' with an en dash, CA$ prices with HST, JSON-LD with the offset, a bilingual footer, and a
 * promo strip. Venues in Toronto, Vancouver and Calgary (three zones).
 */
import { formatDate, zoneAbbreviation } from '../calendar.ts';
import { Draft, isConsecutive, vendorSpec, type RenderContext, type VendorStyle } from '../draft.ts';
import { esc, page } from '../html.ts';
import type { Order, TicketGroup } from '../model.ts';
import { promoBlockHtml, promos } from '../noise.ts';
import {
  makeEvent,
  makeGame,
  makeOrder,
  money,
  quantityOf,
  secondGroup,
  someGroup,
  totalCents,
} from '../orders.ts';
import { venuesIn } from '../world.ts';

const domain = 'northpass.ca';

const makeNpOrder = (ctx: RenderContext): Order => {
  const rng = ctx.rng;
  const event = rng.chance(0.3)
    ? makeGame(rng, 'Lakeshore Comets')
    : makeEvent(rng, { lang: 'en', venues: venuesIn(['CA']) });
  const first = someGroup(rng, event, quantityOf(rng), 'GA Floor', 0.2);
  const groups = [first];
  if (first.section !== null && rng.chance(0.25)) groups.push(secondGroup(rng, first, 2));
  return makeOrder(rng, {
    number: `NP${rng.digits(10)}`,
    buyer: ctx.recipient,
    vendorZone: 'America/Toronto',
    groups,
    currency: 'CAD',
  });
};

const when = (group: TicketGroup): string =>
  `${formatDate(group.event.start, '{EEE}., {MMM}. {d}, {yyyy} · {h}:{mm} {a.}')} ${zoneAbbreviation(group.event.start, group.event.venue.timeZone, 'generic')}`;

const place = (group: TicketGroup): string => {
  if (group.section === null) return `${group.area} · Qty ${group.quantity}`;
  const seats = isConsecutive(group.seats)
    ? `${group.seats[0]}–${group.seats[group.seats.length - 1]}`
    : group.seats.join(', ');
  return `Section ${group.section} | Row ${group.row} | ${group.seats.length > 1 ? 'Seats' : 'Seat'} ${seats}`;
};

const confirmation = (d: Draft, order: Order) => {
  const rng = d.rng;
  d.orderNumber(order.number);
  d.zoneInText();
  d.feature('fees-and-totals', 'marketing-noise');
  for (const group of order.groups) {
    d.ticket(group);
    d.countNotStated(group);
    if (isConsecutive(group.seats)) d.feature('seat-range');
  }
  const override = d.editedMarkup(order.groups[0]!);
  const markup =
    rng.chance(0.6) || override
      ? d.jsonLd(order, order.groups, {
          style: 'seat',
          withOffset: true,
          eventType: 'Event',
          ...(override ? { override } : {}),
        })
      : '';
  const total = totalCents(order);
  const fees = Math.round(total * 0.14);
  const hst = Math.round((total + fees) * 0.13);
  const blocks = order.groups
    .map(
      (group) => `<tr><td style="padding:14px 22px;border-bottom:1px solid #e3e7ec">
<div style="font-size:18px;font-weight:bold">${esc(group.event.name)}</div>
<div style="font-size:14px;color:#4a5563">${esc(when(group))}</div>
<div style="font-size:14px;color:#4a5563">${esc(group.event.venue.name)}, ${esc(group.event.venue.city)}, ${esc(group.event.venue.region)}</div>
<div style="font-size:15px;margin-top:8px;font-weight:bold">${esc(place(group))}</div></td></tr>`,
    )
    .join('\n');
  const body = `<table width="100%" cellpadding="0" cellspacing="0" style="background:#eef1f4;font-family:'Segoe UI',Arial,sans-serif;color:#1c2430"><tr><td align="center" style="padding:20px 0">
<table width="600" cellpadding="0" cellspacing="0" style="background:#fff">
<tr><td style="padding:16px 22px;background:#b3001b;color:#fff;font-size:22px;font-weight:bold">NorthPass 🍁</td></tr>
<tr><td style="padding:18px 22px;font-size:15px">Hi ${esc(order.buyer.first)}, your order <b>${esc(order.number)}</b> is confirmed. Your mobile tickets are in the NorthPass app.</td></tr>
${blocks}
<tr><td style="padding:14px 22px;font-size:14px"><table width="100%"><tr><td>Tickets</td><td align="right">${esc(money(total, 'CAD', 'en'))}</td></tr><tr><td>Service fees</td><td align="right">${esc(money(fees, 'CAD', 'en'))}</td></tr><tr><td>HST (13%)</td><td align="right">${esc(money(hst, 'CAD', 'en'))}</td></tr><tr><td><b>Total</b></td><td align="right"><b>${esc(money(total + fees + hst, 'CAD', 'en'))}</b></td></tr></table></td></tr>
<tr><td style="padding:0 14px">${promoBlockHtml(promos(rng, 'en', ['CA', 'US'], 2), 'en', '#b3001b', 'https://www.northpass.ca')}</td></tr>
<tr><td style="padding:14px 22px;font-size:11px;color:#6b7785">NorthPass Ticketing Inc., 100 King St W, Toronto, ON M5X 1A9. <a href="https://www.northpass.ca/unsubscribe">Unsubscribe</a><br>Pour recevoir nos courriels en français, modifiez vos préférences.</td></tr>
</table></td></tr></table>${markup ? `\n${markup}` : ''}`;
  const text = [
    `Hi ${order.buyer.first}, your order ${order.number} is confirmed.`,
    '',
    ...order.groups.flatMap((group) => [
      group.event.name,
      when(group),
      `${group.event.venue.name}, ${group.event.venue.city}`,
      place(group),
      '',
    ]),
    `Total: ${money(total + fees + hst, 'CAD', 'en')}`,
  ].join('\n');
  return d.finish({
    ...vendorSpec(d.ctx, order, {
      fromName: 'NorthPass',
      fromAddress: `orders@${domain}`,
      domain,
      subject: `Confirmation: ${order.groups[0]!.event.name}`,
    }),
    text,
    html: page({ title: 'NorthPass', body }),
    encoding: rng.chance(0.5) ? 'quoted-printable' : 'base64',
  });
};

export const northpass: VendorStyle = {
  key: 'northpass',
  name: 'NorthPass',
  lang: 'en',
  render: (ctx) => confirmation(new Draft(ctx), makeNpOrder(ctx)),
};
