/**
 * SeatSquare: a resale marketplace. Div cards with inline styles, 'Section 112, Row K, Seats 7, 8',
 * times with the venue's zone ('8:00 PM PDT'), a delivery date and a buyer guarantee as noise, fee
 * lines, hidden microdata in some mails. Sends confirmations, transfers and password resets.
 */
import { addDays, formatDate, zoneAbbreviation } from '../calendar.ts';
import { Draft, seatList, vendorSpec, type RenderContext, type VendorStyle } from '../draft.ts';
import { esc, page } from '../html.ts';
import type { Order, TicketGroup } from '../model.ts';
import { postalFooter } from '../noise.ts';
import { makeEvent, makeGame, makeOrder, money, quantityOf, reservedGroup, totalCents } from '../orders.ts';
import { fullName, makePerson, venuesIn } from '../world.ts';
import { passwordReset } from '../negatives/brand-mail.ts';
import { afterSale } from '../negatives/after-sale.ts';

const domain = 'seatsquare.com';
const base = 'https://seatsquare.com';

const makeSeatSquareOrder = (ctx: RenderContext): Order => {
  const rng = ctx.rng;
  const event = rng.chance(0.3)
    ? makeGame(rng, rng.pick(['Bay City Surge', 'Puget Sound Breakers', 'Lone Star Wranglers']))
    : makeEvent(rng, { lang: 'en', venues: venuesIn(['US'], ['arena', 'theatre', 'stadium']) });
  return makeOrder(rng, {
    number: `SQ${rng.digits(9)}`,
    buyer: ctx.recipient,
    vendorZone: 'America/Los_Angeles',
    groups: [reservedGroup(rng, event, quantityOf(rng))],
    currency: 'USD',
  });
};

const when = (group: TicketGroup): string =>
  `${formatDate(group.event.start, '{EEE}, {MMM} {d}, {yyyy} · {h}:{mm} {a}')} ${zoneAbbreviation(group.event.start, group.event.venue.timeZone)}`;

const card = (inner: string): string =>
  `<div style="background:#ffffff;border-radius:12px;padding:20px 22px;margin:0 0 16px;box-shadow:0 1px 3px rgba(0,0,0,.08)">${inner}</div>`;

const footer = `<div style="padding:18px 8px;color:#8a8f98;font-size:11px;line-height:16px;text-align:center">
SeatSquare is a resale marketplace. Prices may be above face value.<br>
${esc(postalFooter.seatsquare!)}<br>
<a href="${base}/settings/notifications" style="color:#8a8f98">Notification settings</a> · <a href="${base}/unsubscribe" style="color:#8a8f98">Unsubscribe</a>
</div>`;

const confirmation = (d: Draft, order: Order) => {
  const rng = d.rng;
  const group = order.groups[0]!;
  // Every third confirmation lists the seats but never says how many tickets that is.
  const statesCount = d.ctx.index % 3 !== 0;
  d.ticket(group);
  d.orderNumber(order.number);
  d.zoneInText();
  d.feature('fees-and-totals');
  if (!statesCount) d.feature('seats-without-quantity');
  const seats = `Section ${group.section}, Row ${group.row}, ${group.seats.length === 1 ? 'Seat' : 'Seats'} ${seatList(group.seats, 'comma')}`;
  const delivery = addDays(group.event.start, -rng.int(1, 4));
  const subtotal = totalCents(order);
  const fees = Math.round(subtotal * 0.22);
  const delivered = formatDate(delivery, '{MMM} {d}, {yyyy}');
  const markup = rng.chance(0.4) ? d.microdata(order, group, rng.chance(0.5)) : '';
  const body = `<div style="background:#f4f5f7;padding:24px 12px;font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,sans-serif;color:#16181d">
<div style="max-width:560px;margin:0 auto">
<div style="padding:0 4px 16px"><img src="${base}/brand/wordmark.png" alt="SeatSquare" height="28"></div>
${card(`<div style="font-size:13px;color:#1a7f5a;font-weight:600;text-transform:uppercase;letter-spacing:.04em">Order confirmed</div>
<div style="font-size:22px;font-weight:700;margin:6px 0 4px">${esc(group.event.name)}</div>
<div style="font-size:14px;color:#50555e">${esc(when(group))}</div>
<div style="font-size:14px;color:#50555e">${esc(group.event.venue.name)} · ${esc(group.event.venue.city)}, ${esc(group.event.venue.region)}</div>
<div style="margin-top:14px;padding:12px 14px;background:#f7f8fa;border-radius:8px;font-size:15px"><strong>${esc(seats)}</strong>${statesCount ? `<br><span style="color:#50555e;font-size:13px">${group.quantity} ${group.quantity === 1 ? 'ticket' : 'tickets'} · Mobile transfer</span>` : ''}</div>`)}
${card(`<div style="font-size:15px;font-weight:600;margin-bottom:6px">When will I get my tickets?</div>
<div style="font-size:14px;color:#50555e;line-height:20px">The seller has until <strong>${esc(delivered)}</strong> to transfer your tickets. We'll e-mail you as soon as they're ready. Every order is covered by the SeatSquare Buyer Guarantee.</div>`)}
${card(`<table width="100%" style="font-size:14px;border-collapse:collapse">
<tr><td style="padding:3px 0">Order number</td><td align="right">${esc(order.number)}</td></tr>
<tr><td style="padding:3px 0">${statesCount ? `${group.quantity} × ${esc(money(group.unitPriceCents, 'USD', 'en'))}` : 'Tickets'}</td><td align="right">${esc(money(subtotal, 'USD', 'en'))}</td></tr>
<tr><td style="padding:3px 0">Fees</td><td align="right">${esc(money(fees, 'USD', 'en'))}</td></tr>
<tr><td style="padding:3px 0">Sales tax</td><td align="right">${esc(money(Math.round(subtotal * 0.0725), 'USD', 'en'))}</td></tr>
<tr><td style="padding:6px 0;border-top:1px solid #e6e8eb;font-weight:700">Total charged</td><td align="right" style="border-top:1px solid #e6e8eb;font-weight:700">${esc(money(subtotal + fees + Math.round(subtotal * 0.0725), 'USD', 'en'))}</td></tr>
</table>`)}
${footer}
</div></div>
${markup}`;
  const text = [
    `Order confirmed - ${group.event.name}`,
    when(group),
    `${group.event.venue.name} - ${group.event.venue.city}, ${group.event.venue.region}`,
    seats,
    ...(statesCount ? [`${group.quantity} ticket(s), mobile transfer`] : []),
    '',
    `The seller has until ${delivered} to transfer your tickets.`,
    `Order number: ${order.number}`,
    `Total charged: ${money(subtotal + fees + Math.round(subtotal * 0.0725), 'USD', 'en')}`,
    '',
    postalFooter.seatsquare!,
  ].join('\n');
  return d.finish({
    ...vendorSpec(
      d.ctx,
      order,
      {
        fromName: 'SeatSquare',
        fromAddress: `orders@${domain}`,
        domain,
        subject: rng.pick([
          `You're going to ${group.event.headliner}!`,
          `Order confirmed: ${group.event.name}`,
          `Your SeatSquare order ${order.number}`,
        ]),
      },
      { idStyle: 'uuid' },
    ),
    ...(rng.chance(0.5) ? { text } : {}),
    html: page({ title: 'SeatSquare', body, preheader: `Order ${order.number} · ${group.event.name}` }),
    encoding: rng.chance(0.6) ? 'quoted-printable' : 'base64',
  });
};

const transfer = (d: Draft, order: Order, cancelled: boolean) => {
  const rng = d.rng;
  const group = order.groups[0]!;
  const sender = makePerson(rng, 'en');
  d.ticket(group);
  d.zoneInText();
  const seats = `Section ${group.section} · Row ${group.row} · Seats ${seatList(group.seats, 'comma')}`;
  const headline = cancelled
    ? `${fullName(sender)} canceled the transfer of ${group.quantity} ${group.quantity === 1 ? 'ticket' : 'tickets'}`
    : `${fullName(sender)} sent you ${group.quantity} ${group.quantity === 1 ? 'ticket' : 'tickets'}`;
  d.note(
    cancelled
      ? 'Transfer canceled by the sender; tickets listed are the ones withdrawn.'
      : `Transfer from ${fullName(sender)}.`,
  );
  const body = `<div style="background:#f4f5f7;padding:24px 12px;font-family:-apple-system,Roboto,sans-serif">
<div style="max-width:560px;margin:0 auto">
${card(`<div style="font-size:20px;font-weight:700">${esc(headline)}</div>
<p style="font-size:14px;color:#50555e">${cancelled ? 'These tickets are no longer available in your account. If you paid the sender directly, contact them.' : 'Tap below to accept them into your SeatSquare wallet.'}</p>
<div style="font-size:16px;font-weight:600">${esc(group.event.name)}</div>
<div style="font-size:14px;color:#50555e">${esc(when(group))} · ${esc(group.event.venue.name)}</div>
<div style="margin-top:10px;font-size:15px">${esc(seats)}</div>
${cancelled ? '' : `<p><a href="${base}/transfers/accept/${rng.chars('abcdefghjk23456789', 12)}" style="display:inline-block;background:#16181d;color:#fff;padding:10px 18px;border-radius:20px;text-decoration:none">Accept transfer</a></p>`}`)}
${footer}
</div></div>`;
  return d.finish({
    ...vendorSpec(
      d.ctx,
      order,
      {
        fromName: 'SeatSquare',
        fromAddress: `transfers@${domain}`,
        domain,
        subject: cancelled
          ? 'Ticket transfer canceled'
          : `${sender.first} sent you tickets to ${group.event.headliner}`,
      },
      { idStyle: 'uuid' },
    ),
    html: page({ title: 'SeatSquare', body }),
    encoding: 'quoted-printable',
  });
};

export const seatsquare: VendorStyle = {
  key: 'seatsquare',
  name: 'SeatSquare',
  lang: 'en',
  render(ctx) {
    const d = new Draft(ctx);
    if (ctx.negativeKind === 'password-reset')
      return passwordReset(d, { name: 'SeatSquare', domain, lang: 'en', accent: '#16181d' });
    const notice = afterSale(d, { name: 'SeatSquare', domain, lang: 'en', accent: '#16181d' });
    if (notice) return notice;
    const order = makeSeatSquareOrder(ctx);
    if (ctx.emailClass === 'transfer_received') return transfer(d, order, false);
    if (ctx.emailClass === 'transfer_cancelled') return transfer(d, order, true);
    return confirmation(d, order);
  },
};
