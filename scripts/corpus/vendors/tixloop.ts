/**
 * TixLoop: a resale marketplace that sells by section and row, not by seat: 'Section 112 · Row K ·
 * 2 tickets (seated together)' — seat numbers arrive later with the transfer. Times say 'local time'.
 * Noise: the primary ticketer that will deliver the tickets, a delivery deadline, the 100% guarantee.
 */
import { addDays, formatDate } from '../calendar.ts';
import { Draft, vendorSpec, type RenderContext, type VendorStyle } from '../draft.ts';
import { esc, page } from '../html.ts';
import type { Order } from '../model.ts';
import { makeEvent, makeGame, makeOrder, money, quantityOf, reservedGroup, totalCents } from '../orders.ts';
import { venuesIn } from '../world.ts';
import { afterSale } from '../negatives/after-sale.ts';

const domain = 'tixloop.com';

const makeTixOrder = (ctx: RenderContext): Order => {
  const rng = ctx.rng;
  const event = rng.chance(0.35)
    ? makeGame(rng, rng.pick(['Lakeshore Comets', 'Bay City Surge', 'Puget Sound Breakers']))
    : makeEvent(rng, { lang: 'en', venues: venuesIn(['US', 'CA'], ['arena', 'stadium']) });
  return makeOrder(rng, {
    number: `TL-${rng.chars('ABCDEFGHJKLMNPQRSTUVWXYZ', 3)}${rng.digits(5)}`,
    buyer: ctx.recipient,
    vendorZone: 'America/New_York',
    groups: [reservedGroup(rng, event, Math.max(2, quantityOf(rng)))],
    currency: event.venue.country === 'CA' ? 'CAD' : 'USD',
  });
};

const confirmation = (d: Draft, order: Order) => {
  const rng = d.rng;
  const group = order.groups[0]!;
  const withRow = rng.chance(0.7);
  d.ticket(group, { seats: true, ...(withRow ? {} : { row: true }) });
  d.orderNumber(order.number);
  d.feature('fees-and-totals');
  d.note('Seat numbers are not stated: only section, row and quantity.');
  const deliverBy = addDays(group.event.start, -rng.int(2, 5));
  const place = `Section ${group.section}${withRow ? ` · Row ${group.row}` : ''} · ${group.quantity} tickets (seated together)`;
  const total = totalCents(order);
  const service = Math.round(total * 0.24);
  const body = `<div style="font-family:Arial,sans-serif;background:#f1f4f9;padding:24px 0"><div style="max-width:580px;margin:0 auto;background:#fff;border:1px solid #d7deea">
<div style="padding:16px 22px;background:#5b2be0;color:#fff;font-size:22px;font-weight:bold">tix<span style="color:#9ff2d5">loop</span></div>
<div style="padding:20px 22px">
<p style="font-size:18px;margin:0 0 10px"><b>Order ${esc(order.number)} confirmed</b></p>
<table style="font-size:14px;line-height:20px" cellpadding="3">
<tr><td style="color:#667" valign="top">Event</td><td><b>${esc(group.event.name)}</b></td></tr>
<tr><td style="color:#667" valign="top">When</td><td>${esc(formatDate(group.event.start, '{EEE}, {MMM} {d}, {yyyy} at {h}:{mm} {a}'))} (local time)</td></tr>
<tr><td style="color:#667" valign="top">Where</td><td>${esc(group.event.venue.name)}, ${esc(group.event.venue.city)}, ${esc(group.event.venue.region)}</td></tr>
<tr><td style="color:#667" valign="top">Tickets</td><td>${esc(place)}</td></tr>
</table>
<div style="margin:16px 0;padding:12px;background:#f6f2ff;border-radius:6px;font-size:13px">Your seller will send your tickets through the TicketHub app by <b>${esc(formatDate(deliverBy, '{EEEE}, {MMMM} {d}'))}</b>. Exact seat numbers will appear once the transfer is accepted.</div>
<table style="font-size:14px;width:100%"><tr><td>${group.quantity} × ${esc(money(group.unitPriceCents, order.currency, 'en'))}</td><td align="right">${esc(money(total, order.currency, 'en'))}</td></tr>
<tr><td>Service &amp; fulfilment</td><td align="right">${esc(money(service, order.currency, 'en'))}</td></tr>
<tr><td><b>Total</b></td><td align="right"><b>${esc(money(total + service, order.currency, 'en'))}</b></td></tr></table>
<p style="font-size:12px;color:#889">Backed by the TixLoop 100% Guarantee: valid tickets in time for the event, or your money back.</p>
</div></div></div>`;
  const text = [
    `Order ${order.number} confirmed`,
    '',
    `Event: ${group.event.name}`,
    `When: ${formatDate(group.event.start, '{EEE}, {MMM} {d}, {yyyy} at {h}:{mm} {a}')} (local time)`,
    `Where: ${group.event.venue.name}, ${group.event.venue.city}`,
    `Tickets: ${place}`,
    '',
    `Your seller will send your tickets by ${formatDate(deliverBy, '{EEEE}, {MMMM} {d}')}.`,
  ].join('\n');
  return d.finish({
    ...vendorSpec(d.ctx, order, {
      fromName: 'TixLoop',
      fromAddress: `support@${domain}`,
      domain,
      subject: `Order confirmed: ${group.event.name} (${order.number})`,
    }),
    text,
    html: page({ title: 'TixLoop', body }),
    encoding: 'quoted-printable',
  });
};

export const tixloop: VendorStyle = {
  key: 'tixloop',
  name: 'TixLoop',
  lang: 'en',
  render(ctx) {
    const d = new Draft(ctx);
    return (
      afterSale(d, { name: 'TixLoop', domain, lang: 'en', accent: '#0b7a75' }) ??
      confirmation(d, makeTixOrder(ctx))
    );
  },
};
