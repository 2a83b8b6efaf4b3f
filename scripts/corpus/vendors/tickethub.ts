/**
 * TicketHub: a large primary ticketer. Table layout with a blue bar, caps seat line
 * 'SEC 112 ROW K SEAT 7-8', fee breakdown, mobile-entry notice with its own date, promos, JSON-LD
 * (one reservation per seat) in most mails. Sends confirmations and both kinds of transfer mails.
 */
import { addDays, formatDate } from '../calendar.ts';
import { Draft, seatList, vendorSpec, type RenderContext, type VendorStyle } from '../draft.ts';
import { esc } from '../html.ts';
import type { Order, TicketGroup } from '../model.ts';
import { promoBlockHtml, promoBlockText, promos, postalFooter } from '../noise.ts';
import {
  makeGame,
  makeEvent,
  makeOrder,
  money,
  quantityOf,
  secondGroup,
  someGroup,
  totalCents,
} from '../orders.ts';
import { fullName, makePerson, venuesIn } from '../world.ts';
import { marketing, passwordReset } from '../negatives/brand-mail.ts';
import { afterSale } from '../negatives/after-sale.ts';

const domain = 'email.tickethub.com';
const base = 'https://www.tickethub.com';

const orderNumber = (ctx: RenderContext): string =>
  `${ctx.rng.int(10, 79)}-${ctx.rng.digits(5)}/${ctx.rng.pick(['SEA', 'BOS', 'DEN', 'CHI', 'LAX', 'DAL', 'TOR', 'PHX', 'ATL', 'NYC'])}`;

const dateLine = (group: TicketGroup): string =>
  formatDate(group.event.start, '{EEE} • {MMM} {d}, {yyyy} • {h}:{mm} {a}');

const seatLine = (group: TicketGroup, style: number): string => {
  if (group.section === null)
    return `${(group.area ?? 'General Admission').toUpperCase()} • QTY ${group.quantity}`;
  const seats = seatList(group.seats, 'range');
  return style === 0
    ? `SEC ${group.section} ROW ${group.row} SEAT ${seats}`
    : `SEC ${group.section} • ROW ${group.row} • SEATS ${seatList(group.seats, 'comma')}`;
};

const makeTicketHubOrder = (ctx: RenderContext): Order => {
  const rng = ctx.rng;
  const sports = rng.chance(0.25);
  const first = sports
    ? someGroup(
        rng,
        makeGame(
          rng,
          rng.pick(['Puget Sound Breakers', 'Lone Star Wranglers', 'Lakeshore Comets', 'Wasatch Summit']),
        ),
        quantityOf(rng),
        'General Admission',
        0,
      )
    : someGroup(
        rng,
        makeEvent(rng, {
          lang: 'en',
          venues: venuesIn(['US', 'CA'], ['arena', 'theatre', 'club', 'stadium']),
        }),
        quantityOf(rng),
        rng.pick(['General Admission', 'GA Floor', 'GA Standing']),
        0.3,
      );
  const groups = [first];
  if (first.section !== null && rng.chance(0.2)) groups.push(secondGroup(rng, first, rng.pick([1, 2])));
  return makeOrder(rng, {
    number: orderNumber(ctx),
    buyer: ctx.recipient,
    vendorZone: 'America/New_York',
    groups,
    currency: first.event.venue.country === 'CA' ? 'CAD' : 'USD',
  });
};

const shell = (inner: string, preheader: string, markup = ''): string => `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>TicketHub</title>
<style>@media only screen and (max-width:600px){.container{width:100% !important}.stack{display:block !important;width:100% !important}}</style>
</head>
<body style="margin:0;padding:0;background:#f2f2f2;font-family:Arial,Helvetica,sans-serif;color:#1f262d">
<div style="display:none;max-height:0;overflow:hidden">${esc(preheader)}&nbsp;&zwnj;&nbsp;&zwnj;&nbsp;&zwnj;</div>
<table width="100%" cellpadding="0" cellspacing="0" role="presentation" bgcolor="#f2f2f2"><tr><td align="center">
<table class="container" width="600" cellpadding="0" cellspacing="0" role="presentation" bgcolor="#ffffff">
<tr><td style="background:#026cdf;padding:18px 24px"><a href="${base}/?utm_source=txn"><img src="${base}/static/mail/logo-white.png" width="140" alt="TicketHub" style="display:block;border:0"></a></td></tr>
${inner}
<tr><td style="padding:24px;background:#1f262d;color:#bfc4c9;font-size:11px;line-height:16px">
<a href="${base}/help" style="color:#ffffff">Help Center</a> &nbsp;|&nbsp; <a href="${base}/account/orders" style="color:#ffffff">My Account</a> &nbsp;|&nbsp; <a href="${base}/privacy" style="color:#ffffff">Privacy Policy</a><br><br>
This e-mail was sent to you because you made a purchase on TicketHub. Please do not reply; this mailbox is not monitored.<br>
&copy; 2026 ${esc(postalFooter.tickethub!)}. All rights reserved.<br>
<a href="${base}/unsubscribe?u=txn" style="color:#bfc4c9">Manage e-mail preferences</a>
</td></tr>
</table></td></tr></table>
${markup}
</body></html>`;

const eventBlock = (
  group: TicketGroup,
  lines: string,
): string => `<tr><td style="padding:20px 24px;border-bottom:1px solid #e4e6e8">
<table width="100%" cellpadding="0" cellspacing="0" role="presentation"><tr>
<td width="90" valign="top"><img src="${base}/static/events/${group.event.headliner.toLowerCase().replace(/[^a-z]+/g, '-')}.jpg" width="80" height="80" alt="" style="border-radius:4px"></td>
<td valign="top">
<h2 style="margin:0 0 6px;font-size:20px;line-height:24px">${esc(group.event.name)}</h2>
<p style="margin:0;font-size:14px;color:#646f79">${esc(dateLine(group))}</p>
<p style="margin:2px 0 10px;font-size:14px;color:#646f79">${esc(group.event.venue.name)}, ${esc(group.event.venue.city)}, ${esc(group.event.venue.region)}</p>
${lines}
</td></tr></table>
</td></tr>`;

const confirmation = (d: Draft, order: Order): ReturnType<Draft['finish']> => {
  const rng = d.rng;
  const seatStyle = rng.int(0, 1);
  const subject = rng.pick([
    `You Got Tickets To ${order.groups[0]!.event.name}`,
    `Your TicketHub Order Confirmation #${order.number}`,
    `Order Confirmation: ${order.groups[0]!.event.name}`,
  ]);
  const currency = order.currency;
  const total = totalCents(order);
  const serviceFee = Math.round(total * 0.16);
  const facility = 350 * order.groups.reduce((n, g) => n + g.quantity, 0);
  const processing = 495;
  for (const group of order.groups) d.ticket(group);
  d.orderNumber(order.number);
  d.feature('fees-and-totals', 'marketing-noise');
  if (order.groups.some((g) => g.seats.length > 1 && seatStyle === 0)) d.feature('seat-range');

  const withOffset = rng.chance(0.55);
  const override = d.editedMarkup(order.groups[0]!);
  const markup =
    rng.chance(0.6) || override
      ? d.jsonLd(order, order.groups, {
          ...(override ? { override } : {}),
          style: 'seat',
          withOffset,
          eventType: order.groups[0]!.event.kind === 'sports' ? 'SportsEvent' : 'MusicEvent',
          broken: rng.chance(0.25),
          ticketUrl: `${base}/account/orders/${encodeURIComponent(order.number)}`,
        })
      : '';
  const mobileDay = addDays(order.groups[0]!.event.start, -2);
  const extras = promos(rng, 'en', ['US'], 3);
  const blocks = order.groups
    .map((group) =>
      eventBlock(
        group,
        `<p style="margin:0;font-size:15px;font-weight:bold;letter-spacing:.5px">${esc(seatLine(group, seatStyle))}</p>
<p style="margin:4px 0 0;font-size:13px;color:#646f79">${group.quantity} ${group.quantity === 1 ? 'Ticket' : 'Tickets'} &middot; ${esc(money(group.unitPriceCents, currency, 'en'))} each</p>`,
      ),
    )
    .join('\n');
  const inner = `<tr><td style="padding:28px 24px 8px">
<h1 style="margin:0;font-size:26px">You got the tickets!</h1>
<p style="font-size:15px;line-height:22px">Hi ${esc(order.buyer.first)}, thanks for your order. Your tickets are ready in your TicketHub account and the TicketHub app.</p>
<p style="font-size:13px;color:#646f79">Order # <strong style="color:#1f262d">${esc(order.number)}</strong> &nbsp;&middot;&nbsp; Placed ${esc(formatDate(order.placedAt, '{MMM} {d}, {yyyy}'))}</p>
</td></tr>
${blocks}
<tr><td style="padding:16px 24px;background:#f7f8f9;font-size:13px;line-height:19px">
<strong>Mobile Entry</strong> &mdash; your phone is your ticket. Tickets may not be visible until ${esc(formatDate(mobileDay, '{EEEE}, {MMMM} {d}'))}. Screenshots won't be accepted.
</td></tr>
<tr><td style="padding:16px 24px">
<table width="100%" cellpadding="4" cellspacing="0" role="presentation" style="font-size:13px">
<tr><td>Tickets</td><td align="right">${esc(money(total, currency, 'en'))}</td></tr>
<tr><td>Service Fee</td><td align="right">${esc(money(serviceFee, currency, 'en'))}</td></tr>
<tr><td>Facility Charge</td><td align="right">${esc(money(facility, currency, 'en'))}</td></tr>
<tr><td>Order Processing Fee</td><td align="right">${esc(money(processing, currency, 'en'))}</td></tr>
<tr><td style="border-top:1px solid #e4e6e8"><strong>Total</strong></td><td align="right" style="border-top:1px solid #e4e6e8"><strong>${esc(money(total + serviceFee + facility + processing, currency, 'en'))}</strong></td></tr>
</table>
<p style="font-size:12px;color:#646f79">Charged to Visa ending in ${rng.digits(4)}</p>
</td></tr>
<tr><td style="padding:0 24px 16px">
<table width="100%" role="presentation" style="background:#eaf3fd;border-radius:6px"><tr><td style="padding:14px;font-size:13px"><strong>Parking for this event?</strong> Reserve a spot in Lot ${rng.pick(['B', 'C', 'D'])} before it sells out. <a href="${base}/parking?o=${encodeURIComponent(order.number)}" style="color:#026cdf">Add parking</a></td></tr></table>
</td></tr>
<tr><td style="padding:0 16px 16px">${promoBlockHtml(extras, 'en', '#026cdf', base)}</td></tr>`;
  const html = shell(
    inner,
    `Get ready! Your tickets for ${order.groups[0]!.event.headliner} are in your account.`,
    markup,
  );
  const withText = rng.chance(0.7);
  const text = [
    'You got the tickets!',
    '',
    `Hi ${order.buyer.first}, thanks for your order.`,
    `Order # ${order.number}`,
    '',
    ...order.groups.flatMap((group) => [
      group.event.name,
      dateLine(group),
      `${group.event.venue.name}, ${group.event.venue.city}, ${group.event.venue.region}`,
      seatLine(group, seatStyle),
      `${group.quantity} ticket(s)`,
      '',
    ]),
    `Total: ${money(total + serviceFee + facility + processing, currency, 'en')}`,
    '',
    `Mobile Entry: tickets may not be visible until ${formatDate(mobileDay, '{EEEE}, {MMMM} {d}')}.`,
    '',
    promoBlockText(extras, 'en'),
    '',
    `(c) 2026 ${postalFooter.tickethub}`,
    `Unsubscribe: ${base}/unsubscribe?u=txn`,
  ].join('\n');
  return d.finish({
    ...vendorSpec(
      d.ctx,
      order,
      { fromName: 'TicketHub', fromAddress: `customer_support@${domain}`, domain, subject },
      {
        headers: [['List-Unsubscribe', `<${base}/unsubscribe?u=txn>`]],
      },
    ),
    ...(withText ? { text } : {}),
    html,
    encoding: rng.chance(0.75) ? 'quoted-printable' : 'base64',
  });
};

/** Sender and headers of both transfer templates. */
const transferSpec = (d: Draft, order: Order, subject: string) =>
  vendorSpec(d.ctx, order, { fromName: 'TicketHub', fromAddress: `transfers@${domain}`, domain, subject });

const transfer = (d: Draft, order: Order, cancelled: boolean): ReturnType<Draft['finish']> => {
  const rng = d.rng;
  const group = order.groups[0]!;
  const sender = makePerson(rng, 'en');
  const n = group.quantity;
  d.ticket(group);
  const seatsText =
    group.section === null
      ? `${group.area ?? 'General Admission'}`
      : `Section ${group.section}, Row ${group.row}, Seats ${seatList(group.seats, 'range')}`;
  if (group.seats.length > 1) d.feature('seat-range');
  const acceptBy = addDays(order.placedAt, 10);
  const subject = cancelled
    ? rng.pick(['Your Ticket Transfer Has Been Cancelled', `Transfer cancelled: ${group.event.name}`])
    : rng.pick([
        `${sender.first} ${sender.last} sent you tickets!`,
        `You've received tickets from ${sender.first}`,
      ]);
  const message = cancelled
    ? `<p style="font-size:15px">${esc(fullName(sender))} cancelled the transfer of ${n} ${n === 1 ? 'ticket' : 'tickets'} to you. The tickets below are no longer in your account and have been returned to the sender.</p>`
    : `<p style="font-size:15px">${esc(fullName(sender))} (${esc(sender.email)}) sent you ${n} ${n === 1 ? 'ticket' : 'tickets'}. We've added them to your account &mdash; accept by ${esc(formatDate(acceptBy, '{MMMM} {d}, {yyyy}'))} or they go back to ${esc(sender.first)}.</p>
<p><a href="${base}/transfer/accept?t=${rng.chars('abcdef0123456789', 20)}" style="background:#026cdf;color:#fff;padding:12px 22px;border-radius:4px;text-decoration:none;font-weight:bold">Accept Tickets</a></p>`;
  const inner = `<tr><td style="padding:28px 24px 8px"><h1 style="margin:0;font-size:24px">${cancelled ? 'Ticket transfer cancelled' : "You've got tickets!"}</h1>
<p style="font-size:15px">Hi ${esc(order.buyer.first)},</p>${message}</td></tr>
${eventBlock(group, `<p style="margin:0;font-size:15px;font-weight:bold">${esc(seatsText)}</p>`)}`;
  const text = [
    cancelled ? 'Ticket transfer cancelled' : "You've got tickets!",
    '',
    `Hi ${order.buyer.first},`,
    cancelled
      ? `${fullName(sender)} cancelled the transfer of ${n} ticket(s) to you. They have been returned to the sender.`
      : `${fullName(sender)} (${sender.email}) sent you ${n} ticket(s). Accept by ${formatDate(acceptBy, '{MMMM} {d}, {yyyy}')}.`,
    '',
    group.event.name,
    dateLine(group),
    `${group.event.venue.name}, ${group.event.venue.city}`,
    seatsText,
  ].join('\n');
  d.note(
    cancelled
      ? 'Transfer cancelled: the tickets listed are the ones taken back.'
      : `Tickets transferred by ${fullName(sender)}.`,
  );
  return d.finish({
    ...transferSpec(d, order, subject),
    text,
    html: shell(inner, cancelled ? 'A ticket transfer was cancelled' : `${sender.first} sent you tickets`),
    encoding: 'quoted-printable',
  });
};

/**
 * The short transfer mail of the newer template (from the fifth transfer and the fourth cancellation of
 * the plan on): one sentence names the tickets' event and its date, a seat line follows, and nothing
 * shows the venue.
 */
const sentenceTransfer = (d: Draft, order: Order, cancelled: boolean): ReturnType<Draft['finish']> => {
  const rng = d.rng;
  const group = order.groups[0]!;
  const sender = makePerson(rng, 'en');
  const n = group.quantity;
  d.ticket(group, { venue: true });
  const seatsText =
    group.section === null
      ? `${group.area ?? 'General Admission'}`
      : `Sec ${group.section}, Row ${group.row}, Seats ${seatList(group.seats, 'range')}`;
  if (group.seats.length > 1) d.feature('seat-range');
  const when = formatDate(group.event.start, '{EEE}, {MMM} {d}, {yyyy} at {h}:{mm} {a}');
  const tickets = `${n} ${n === 1 ? 'ticket' : 'tickets'} to ${group.event.name} on ${when}`;
  const sentence = cancelled
    ? `${fullName(sender)} cancelled the transfer of ${tickets}.`
    : `${fullName(sender)} sent you ${tickets}.`;
  const after = cancelled
    ? 'The tickets are no longer available to accept.'
    : `Accept them by ${formatDate(addDays(order.placedAt, 7), '{MMM} {d}, {yyyy}')} or they go back to ${sender.first}.`;
  const subject = cancelled ? 'Your ticket transfer was cancelled' : `${sender.first} sent you tickets`;
  const inner = `<tr><td style="padding:28px 24px 8px">
<p style="font-size:15px">Hi ${esc(order.buyer.first)},</p>
<p style="font-size:15px">${esc(sentence)}</p>
<p style="font-size:15px">${esc(after)}</p>
<p style="font-size:15px;font-weight:bold">${esc(seatsText)}</p></td></tr>`;
  const text = [`Hi ${order.buyer.first},`, '', sentence, after, seatsText].join('\n');
  d.note(
    cancelled
      ? 'Transfer cancelled (short template).'
      : `Tickets transferred by ${fullName(sender)} (short template).`,
  );
  const withHtml = rng.chance(0.5);
  return d.finish({
    ...transferSpec(d, order, subject),
    text,
    ...(withHtml ? { html: shell(inner, subject) } : {}),
    encoding: 'quoted-printable',
  });
};

export const tickethub: VendorStyle = {
  key: 'tickethub',
  name: 'TicketHub',
  lang: 'en',
  render(ctx) {
    const d = new Draft(ctx);
    const brand = { name: 'TicketHub', domain, lang: 'en' as const, accent: '#026cdf' };
    if (ctx.negativeKind === 'password-reset') return passwordReset(d, brand);
    if (ctx.negativeKind === 'marketing') return marketing(d, brand);
    const notice = afterSale(d, { ...brand, countries: ['US', 'CA'] });
    if (notice) return notice;
    const order = makeTicketHubOrder(ctx);
    if (ctx.emailClass === 'transfer_received')
      return ctx.index > 4 ? sentenceTransfer(d, order, false) : transfer(d, order, false);
    if (ctx.emailClass === 'transfer_cancelled')
      return ctx.index > 3 ? sentenceTransfer(d, order, true) : transfer(d, order, true);
    return confirmation(d, order);
  },
};
