/**
 * StubNation: a resale exchange. HTML only, a two-column card, 'Sec. 112 · Row K · Seat 7 – Seat 8',
 * times labelled 'local time', Gmail's flat JSON-LD (venueSection/venueRow/venueSeat, numSeats).
 * When the markup survives a forward, some mails carry markup that the forwarder's copy contradicts.
 */
import { addMinutes, formatDate } from '../calendar.ts';
import { Draft, vendorSpec, type RenderContext, type VendorStyle } from '../draft.ts';
import { esc, page } from '../html.ts';
import type { Order, TicketGroup } from '../model.ts';
import { postalFooter, promoBlockHtml, promos } from '../noise.ts';
import { makeEvent, makeGame, makeOrder, money, quantityOf, reservedGroup, totalCents } from '../orders.ts';
import { venuesIn } from '../world.ts';
import { afterSale } from '../negatives/after-sale.ts';

const domain = 'stubnation.com';

const makeStubOrder = (ctx: RenderContext): Order => {
  const rng = ctx.rng;
  const event = rng.chance(0.4)
    ? makeGame(
        rng,
        rng.pick(['Bay City Surge', 'Lakeport Mariners', 'Wasatch Summit', 'Lone Star Wranglers']),
      )
    : makeEvent(rng, { lang: 'en', venues: venuesIn(['US'], ['arena', 'stadium', 'theatre']) });
  return makeOrder(rng, {
    number: `${rng.digits(3)}${rng.digits(6)}`,
    buyer: ctx.recipient,
    vendorZone: 'UTC',
    groups: [reservedGroup(rng, event, quantityOf(rng))],
    currency: 'USD',
  });
};

const seatText = (group: TicketGroup, style: number): string => {
  const seats = group.seats;
  const seatPart =
    seats.length === 1
      ? `Seat ${seats[0]}`
      : style === 0
        ? `Seat ${seats[0]} – Seat ${seats[seats.length - 1]}`
        : `Seats ${seats.join(' · ')}`;
  return `Sec. ${group.section} · Row ${group.row} · ${seatPart}`;
};

/** A tour's name follows a pipe ('Halcyon Drive | Paper Skies Tour'), as resale sites write it. */
const pipedTitle = (group: TicketGroup): TicketGroup => {
  const name = group.event.name.replace(/:\s+|\s+[–-]\s+/, ' | ');
  return name === group.event.name ? group : { ...group, event: { ...group.event, name } };
};

const confirmation = (d: Draft, sold: Order) => {
  const rng = d.rng;
  const group = pipedTitle(sold.groups[0]!);
  const order = group === sold.groups[0] ? sold : { ...sold, groups: [group] };
  const style = group.seats.every((seat, i) => i === 0 || Number(seat) === Number(group.seats[i - 1]) + 1)
    ? rng.int(0, 1)
    : 1;
  d.ticket(group);
  d.orderNumber(order.number);
  d.feature('fees-and-totals', 'marketing-noise');
  if (style === 0 && group.seats.length > 1) d.feature('seat-range');
  const edit = d.ctx.forwarded && d.ctx.scriptsSurvive && (d.ctx.index % 3 === 0 || rng.chance(0.4));
  const override = edit
    ? rng.pick([
        {
          row:
            group.row === 'A' || group.row === '1' ? '2' : String.fromCharCode(group.row!.charCodeAt(0) + 1),
        },
        { start: addMinutes(group.event.start, -60) },
        { seats: group.seats.map((seat) => String(Number(seat) + 10)) },
      ])
    : undefined;
  const markup =
    rng.chance(0.75) || edit
      ? d.jsonLd(order, [group], {
          style: 'flat',
          withOffset: rng.chance(0.5),
          broken: rng.chance(0.25),
          ...(override ? { override } : {}),
        })
      : '';
  const total = totalCents(order);
  const fees = Math.round(total * 0.19);
  const body = `<table width="100%" cellpadding="0" cellspacing="0" style="background:#101820"><tr><td align="center" style="padding:20px 0">
<table width="640" cellpadding="0" cellspacing="0" style="background:#ffffff;font-family:Georgia,'Times New Roman',serif">
<tr><td colspan="2" style="padding:18px 24px;border-bottom:3px solid #ff5a1f"><span style="font:bold 24px Arial,sans-serif;color:#101820">Stub<span style="color:#ff5a1f">Nation</span></span></td></tr>
<tr><td colspan="2" style="padding:20px 24px 4px;font:bold 20px Arial,sans-serif">Your order is confirmed. Here are the details.</td></tr>
<tr>
<td width="58%" valign="top" style="padding:16px 24px">
<div style="font:bold 18px Arial,sans-serif">${esc(group.event.name)}</div>
<div style="font:14px Arial,sans-serif;color:#444;margin-top:6px">${esc(formatDate(group.event.start, '{EEEE}, {MMMM} {d}, {yyyy}'))}<br>${esc(formatDate(group.event.start, '{h}:{mm} {a}'))} local time</div>
<div style="font:14px Arial,sans-serif;color:#444;margin-top:6px">${esc(group.event.venue.name)}<br>${esc(group.event.venue.city)}, ${esc(group.event.venue.region)}</div>
</td>
<td width="42%" valign="top" style="padding:16px 24px;background:#fff4ee">
<div style="font:12px Arial,sans-serif;color:#777;text-transform:uppercase">Your seats</div>
<div style="font:bold 15px Arial,sans-serif;margin-top:4px">${esc(seatText(group, style))}</div>
<div style="font:13px Arial,sans-serif;color:#444;margin-top:8px">Quantity: ${group.quantity}</div>
<div style="font:13px Arial,sans-serif;color:#444">Delivery: Mobile transfer</div>
</td></tr>
<tr><td colspan="2" style="padding:12px 24px;font:13px Arial,sans-serif">Order #${esc(order.number)} &nbsp;|&nbsp; Tickets ${esc(money(total, 'USD', 'en'))} &nbsp;|&nbsp; Fees ${esc(money(fees, 'USD', 'en'))} &nbsp;|&nbsp; <b>Total ${esc(money(total + fees, 'USD', 'en'))}</b></td></tr>
<tr><td colspan="2" style="padding:0 16px">${promoBlockHtml(promos(rng, 'en', ['US'], 3), 'en', '#ff5a1f', 'https://www.stubnation.com')}</td></tr>
<tr><td colspan="2" style="padding:16px 24px;font:11px Arial,sans-serif;color:#888">StubNation is a ticket marketplace; tickets may be priced above or below face value. ${esc(postalFooter.stubnation!)}. <a href="https://www.stubnation.com/unsub">Unsubscribe</a></td></tr>
</table></td></tr></table>`;
  return d.finish({
    ...vendorSpec(d.ctx, order, {
      fromName: 'StubNation',
      fromAddress: `orders@${domain}`,
      domain,
      subject: `Order #${order.number}: ${group.event.name}`,
    }),
    html: page({ title: 'StubNation order', body: markup ? `${markup}\n${body}` : body }),
    encoding: rng.chance(0.5) ? 'quoted-printable' : 'base64',
  });
};

export const stubnation: VendorStyle = {
  key: 'stubnation',
  name: 'StubNation',
  lang: 'en',
  render(ctx) {
    const d = new Draft(ctx);
    return (
      afterSale(d, { name: 'StubNation', domain, lang: 'en', accent: '#ff5a1f' }) ??
      confirmation(d, makeStubOrder(ctx))
    );
  },
};
