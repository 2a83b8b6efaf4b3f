/**
 * ArenaPass: a venue-owned ticketing system. A Section | Row | Seat table with one row per seat,
 * 'Doors 6:30 PM | Show 8:00 PM ET', a Wallet pass per ticket, bag policy and parking upsell.
 * Sends confirmations, transfer acceptances and cancelled transfers.
 */
import { formatDate, zoneAbbreviation } from '../calendar.ts';
import { Draft, vendorSpec, type RenderContext, type VendorStyle } from '../draft.ts';
import { esc } from '../html.ts';
import { attachPasses, type PassBrand } from '../kit.ts';
import type { Order, TicketGroup } from '../model.ts';
import { postalFooter, promoBlockHtml, promos } from '../noise.ts';
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
import { fullName, makePerson, venuesIn } from '../world.ts';

const domain = 'arenapass.com';
const base = 'https://www.arenapass.com';

const passBrand: PassBrand = {
  org: 'ArenaPass',
  passType: 'pass.com.arenapass.ticket',
  team: 'AP7Q2X9K3M',
  colors: { background: 'rgb(12,18,38)', foreground: 'rgb(255,255,255)', label: 'rgb(255,196,0)' },
  labels: {
    section: 'SECTION',
    row: 'ROW',
    seat: 'SEAT',
    venue: 'VENUE',
    date: 'DATE',
    admission: 'ADMISSION',
  },
  dateLang: 'en',
  datePattern: '{MMM} {d}, {yyyy} {h}:{mm} {a}',
};

const makeArenaOrder = (ctx: RenderContext): Order => {
  const rng = ctx.rng;
  const event = rng.chance(0.3)
    ? makeGame(rng, rng.pick(['Wasatch Summit', 'Lone Star Wranglers', 'Puget Sound Breakers']))
    : makeEvent(rng, { lang: 'en', venues: venuesIn(['US'], ['arena', 'club']) });
  const first = someGroup(rng, event, Math.min(quantityOf(rng), 4), 'General Admission Floor', 0.25);
  const groups = [first];
  if (first.section !== null && rng.chance(0.25)) groups.push(secondGroup(rng, first, 2));
  return makeOrder(rng, {
    number: `AP-${rng.digits(4)}-${rng.digits(4)}`,
    buyer: ctx.recipient,
    vendorZone: 'America/Chicago',
    groups,
    currency: 'USD',
  });
};

const times = (group: TicketGroup): string => {
  const zone = zoneAbbreviation(group.event.start, group.event.venue.timeZone, 'generic');
  return `Doors ${formatDate(group.event.doors, '{h}:{mm} {a}')} | Show ${formatDate(group.event.start, '{h}:{mm} {a}')} ${zone}`;
};

const seatTable = (group: TicketGroup): string => {
  if (group.section === null) {
    return `<table width="100%" cellpadding="6" cellspacing="0" style="border:1px solid #d9dce3;font-size:14px">
<tr style="background:#0c1226;color:#fff"><th align="left">Ticket Type</th><th align="left">Qty</th></tr>
<tr><td>${esc(group.area ?? 'General Admission')}</td><td>${group.quantity}</td></tr></table>`;
  }
  const rows = group.seats
    .map(
      (seat) =>
        `<tr><td>${esc(group.section!)}</td><td>${esc(group.row!)}</td><td>${esc(seat)}</td><td>${esc(money(group.unitPriceCents, 'USD', 'en'))}</td></tr>`,
    )
    .join('\n');
  return `<table width="100%" cellpadding="6" cellspacing="0" style="border:1px solid #d9dce3;font-size:14px">
<tr style="background:#0c1226;color:#fff"><th align="left">Section</th><th align="left">Row</th><th align="left">Seat</th><th align="left">Price</th></tr>
${rows}
</table>`;
};

const layout = (
  title: string,
  inner: string,
): string => `<!DOCTYPE html><html><head><meta charset="utf-8"><title>${esc(title)}</title></head>
<body style="margin:0;background:#e9ebf0">
<center>
<table width="620" cellpadding="0" cellspacing="0" style="font-family:Verdana,Geneva,sans-serif;color:#222;background:#fff">
<tr><td style="padding:16px 20px;background:#0c1226"><img src="${base}/m/logo.png" alt="ArenaPass" width="150"></td></tr>
${inner}
<tr><td style="padding:18px 20px;font-size:10px;color:#777;background:#f5f6f8">Bag policy: clear bags up to 12" x 6" x 12" only. No re-entry.<br>
${esc(postalFooter.arenapass!)} &middot; <a href="${base}/email-preferences">E-mail preferences</a></td></tr>
</table></center></body></html>`;

const confirmation = async (d: Draft, order: Order) => {
  const rng = d.rng;
  d.orderNumber(order.number);
  d.zoneInText();
  d.feature('fees-and-totals', 'marketing-noise');
  const withPasses = rng.chance(0.7);
  for (const group of order.groups) {
    d.ticket(group);
    d.countNotStated(group);
    if (group.section !== null) d.feature('seat-table');
    if (withPasses)
      await attachPasses(
        d,
        order,
        group,
        passBrand,
        `ticket-${group.section ?? 'ga'}`.toLowerCase().replace(/\s+/g, '-'),
      );
  }
  const first = order.groups[0]!;
  const markup = rng.chance(0.4)
    ? d.jsonLd(order, order.groups, {
        style: 'seat',
        withOffset: true,
        eventType: first.event.kind === 'sports' ? 'SportsEvent' : 'MusicEvent',
      })
    : '';
  const total = totalCents(order);
  const fee = 650 * order.groups.reduce((n, g) => n + g.quantity, 0);
  const blocks = order.groups
    .map(
      (group) => `<tr><td style="padding:16px 20px">
<div style="font-size:20px;font-weight:bold">${esc(group.event.name)}</div>
<div style="font-size:13px;margin:4px 0">${esc(formatDate(group.event.start, '{EEEE}, {MMMM} {d}, {yyyy}'))}</div>
<div style="font-size:13px;margin:0 0 4px">${esc(times(group))}</div>
<div style="font-size:13px;margin:0 0 12px">${esc(group.event.venue.name)} &middot; ${esc(group.event.venue.street)}, ${esc(group.event.venue.city)}, ${esc(group.event.venue.region)} ${esc(group.event.venue.postcode)}</div>
${seatTable(group)}
</td></tr>`,
    )
    .join('\n');
  const inner = `<tr><td style="padding:20px 20px 0"><h1 style="font-size:22px;margin:0">Thanks, ${esc(order.buyer.first)}! Your order is complete.</h1>
<p style="font-size:13px">Confirmation number: <b>${esc(order.number)}</b>${withPasses ? '<br>Your tickets are attached to this e-mail. Add them to Apple Wallet or Google Wallet before you arrive.' : '<br>Your tickets are available in the ArenaPass app.'}</p></td></tr>
${blocks}
<tr><td style="padding:0 20px 16px"><table width="100%" style="font-size:13px"><tr><td>Subtotal</td><td align="right">${esc(money(total, 'USD', 'en'))}</td></tr>
<tr><td>Convenience fee</td><td align="right">${esc(money(fee, 'USD', 'en'))}</td></tr>
<tr><td><b>Total</b></td><td align="right"><b>${esc(money(total + fee, 'USD', 'en'))}</b></td></tr></table></td></tr>
<tr><td style="padding:12px 20px;background:#fff7d6;font-size:13px">Pre-pay parking at ${esc(first.event.venue.name)} and save $10: Garage ${rng.int(1, 4)} opens at ${esc(formatDate(first.event.doors, '{h}:{mm} {a}'))}. <a href="${base}/parking">Buy parking</a></td></tr>
<tr><td style="padding:0 12px">${promoBlockHtml(promos(rng, 'en', ['US'], 2), 'en', '#c79a00', base)}${markup}</td></tr>`;
  const text = [
    `Thanks, ${order.buyer.first}! Your order is complete.`,
    `Confirmation number: ${order.number}`,
    '',
    ...order.groups.flatMap((group) => [
      group.event.name,
      formatDate(group.event.start, '{EEEE}, {MMMM} {d}, {yyyy}'),
      times(group),
      `${group.event.venue.name}, ${group.event.venue.city}, ${group.event.venue.region}`,
      ...(group.section === null
        ? [`${group.area ?? 'General Admission'} x ${group.quantity}`]
        : ['Section  Row  Seat', ...group.seats.map((seat) => `${group.section}  ${group.row}  ${seat}`)]),
      '',
    ]),
    `Total: ${money(total + fee, 'USD', 'en')}`,
  ].join('\n');
  return d.finish({
    ...vendorSpec(
      d.ctx,
      order,
      {
        fromName: 'ArenaPass',
        fromAddress: `tickets@${domain}`,
        domain,
        subject: `Your tickets: ${first.event.name} - ${formatDate(first.event.start, '{MMM} {d}')}`,
      },
      { idStyle: 'dotted' },
    ),
    text,
    html: layout('Your ArenaPass order', inner),
    encoding: 'quoted-printable',
  });
};

const transfer = (d: Draft, order: Order, cancelled: boolean) => {
  const rng = d.rng;
  const group = order.groups[0]!;
  const other = makePerson(rng, 'en');
  d.ticket(group);
  d.zoneInText();
  if (group.section !== null) d.feature('seat-table');
  d.note(
    cancelled
      ? `Transfer from ${fullName(other)} was recalled before it was accepted.`
      : `Accepted transfer from ${fullName(other)}.`,
  );
  const inner = `<tr><td style="padding:20px"><h1 style="font-size:22px;margin:0">${cancelled ? 'Transfer recalled' : 'Transfer accepted'}</h1>
<p style="font-size:14px">${
    cancelled
      ? `${esc(fullName(other))} recalled the ${group.quantity} ${group.quantity === 1 ? 'ticket' : 'tickets'} they transferred to you. They have been removed from your account.`
      : `You accepted ${group.quantity} ${group.quantity === 1 ? 'ticket' : 'tickets'} from ${esc(fullName(other))}. They are now in your ArenaPass account.`
  }</p>
<div style="font-size:18px;font-weight:bold">${esc(group.event.name)}</div>
<div style="font-size:13px">${esc(formatDate(group.event.start, '{EEEE}, {MMMM} {d}, {yyyy}'))} &middot; ${esc(times(group))}</div>
<div style="font-size:13px;margin-bottom:10px">${esc(group.event.venue.name)}, ${esc(group.event.venue.city)}</div>
${seatTable(group)}</td></tr>`;
  return d.finish({
    ...vendorSpec(
      d.ctx,
      order,
      {
        fromName: 'ArenaPass',
        fromAddress: `transfers@${domain}`,
        domain,
        subject: cancelled
          ? `Transfer recalled: ${group.event.name}`
          : `You accepted tickets from ${other.first} ${other.last}`,
      },
      { idStyle: 'dotted' },
    ),
    html: layout('ArenaPass transfer', inner),
    encoding: 'quoted-printable',
  });
};

export const arenapass: VendorStyle = {
  key: 'arenapass',
  name: 'ArenaPass',
  lang: 'en',
  async render(ctx) {
    const d = new Draft(ctx);
    const order = makeArenaOrder(ctx);
    if (ctx.emailClass === 'transfer_received') return transfer(d, order, false);
    if (ctx.emailClass === 'transfer_cancelled') return transfer(d, order, true);
    return confirmation(d, order);
  },
};
