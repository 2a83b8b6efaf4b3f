/**
 * Kartenwelt (de): a German ticket shop. ISO-8859-1, quoted-printable, an inline logo (multipart/
 * related), a Block | Reihe | Platz table, '14. März 2026, 20:00 Uhr' with 'Einlass 18:30 Uhr',
 * 'Stehplatz Innenraum' with Anzahl, shipping and insurance lines, promos. Also transfers,
 * newsletters and password resets.
 */
import { formatDate } from '../calendar.ts';
import { Draft, seatList, vendorSpec, type RenderContext, type VendorStyle } from '../draft.ts';
import { esc, page, tinyPng } from '../html.ts';
import type { Order, TicketGroup } from '../model.ts';
import { postalFooter, promoBlockHtml, promoBlockText, promos } from '../noise.ts';
import {
  latinNames,
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

const domain = 'kartenwelt.de';
const brand = {
  name: 'Kartenwelt',
  domain,
  lang: 'de' as const,
  accent: '#c8102e',
  countries: ['DE' as const],
};

const makeKwOrder = (ctx: RenderContext): Order => {
  const rng = ctx.rng;
  const event = makeEvent(rng, { lang: 'de', venues: venuesIn(['DE']) });
  const first = someGroup(
    rng,
    event,
    quantityOf(rng),
    rng.pick(['Stehplatz Innenraum', 'Stehplatz', 'Stehplatz Front of Stage']),
    0.35,
  );
  const groups = [first];
  if (first.section !== null && rng.chance(0.2)) groups.push(secondGroup(rng, first, 2));
  return latinNames(
    makeOrder(rng, {
      number: `${rng.digits(3)}.${rng.digits(3)}.${rng.digits(3)}`,
      buyer: ctx.recipient,
      vendorZone: 'Europe/Berlin',
      groups,
      currency: 'EUR',
    }),
  );
};

const datum = (group: TicketGroup): string =>
  formatDate(group.event.start, '{d}. {MMMM} {yyyy}, {HH}:{mm} Uhr', 'de');

const placeRows = (group: TicketGroup, perSeat: boolean): string => {
  if (group.section === null)
    return `<tr><td colspan="3">${esc(group.area ?? 'Stehplatz')}</td><td>${group.quantity}</td></tr>`;
  if (perSeat)
    return group.seats
      .map(
        (seat) =>
          `<tr><td>${esc(group.section!)}</td><td>${esc(group.row!)}</td><td>${esc(seat)}</td><td>1</td></tr>`,
      )
      .join('\n');
  return `<tr><td>${esc(group.section)}</td><td>${esc(group.row!)}</td><td>${esc(seatList(group.seats, 'range'))}</td><td>${group.quantity}</td></tr>`;
};

const confirmation = (d: Draft, order: Order) => {
  const rng = d.rng;
  const perSeat = rng.chance(0.5);
  d.orderNumber(order.number);
  d.feature('fees-and-totals', 'marketing-noise');
  for (const group of order.groups) {
    d.ticket(group);
    if (group.section !== null) d.feature(perSeat ? 'seat-table' : 'seat-range');
  }
  const total = totalCents(order);
  const service = 250 * order.groups.reduce((n, g) => n + g.quantity, 0);
  const shipping = rng.pick([0, 490, 690]);
  const extras = promos(rng, 'de', ['DE'], 3);
  const events = order.groups
    .map(
      (group) => `<tr><td style="padding:14px 0">
<p style="margin:0;font-size:18px;font-weight:bold">${esc(group.event.name)}</p>
<p style="margin:4px 0;font-size:14px">${esc(datum(group))} &middot; Einlass ${esc(formatDate(group.event.doors, '{HH}:{mm} Uhr', 'de'))}</p>
<p style="margin:0 0 8px;font-size:14px">${esc(group.event.venue.name)}, ${esc(group.event.venue.street)}, ${esc(group.event.venue.postcode)} ${esc(group.event.venue.city)}</p>
<table cellpadding="5" cellspacing="0" border="1" style="border-collapse:collapse;border-color:#dddddd;font-size:14px">
<tr style="background:#f3f3f3"><th>Block</th><th>Reihe</th><th>Platz</th><th>Anzahl</th></tr>
${placeRows(group, perSeat)}
</table></td></tr>`,
    )
    .join('\n');
  const body = `<table width="100%" cellpadding="0" cellspacing="0" style="font-family:Arial,Helvetica,sans-serif;color:#222"><tr><td align="center">
<table width="600" cellpadding="0" cellspacing="0">
<tr><td style="padding:14px 0;border-bottom:3px solid #c8102e"><img src="cid:kw-logo@kartenwelt.de" width="160" height="40" alt="Kartenwelt"></td></tr>
<tr><td style="padding:18px 0 0;font-size:14px">Hallo ${esc(order.buyer.first)} ${esc(order.buyer.last)},<br><br>vielen Dank für Ihre Bestellung bei Kartenwelt! Hier ist Ihre Bestellbestätigung.<br><br>
<b>Bestellnummer:</b> ${esc(order.number)}<br><b>Bestelldatum:</b> ${esc(formatDate(order.placedAt, '{dd}.{MM}.{yyyy}, {HH}:{mm} Uhr', 'de'))}</td></tr>
${events}
<tr><td style="padding:8px 0;font-size:14px"><table width="100%" style="font-size:14px">
<tr><td>Tickets</td><td align="right">${esc(money(total, 'EUR', 'de'))}</td></tr>
<tr><td>Servicegebühr</td><td align="right">${esc(money(service, 'EUR', 'de'))}</td></tr>
<tr><td>${shipping ? 'Versand (Premiumversand)' : 'Versand (ticketdirect - print@home)'}</td><td align="right">${esc(money(shipping, 'EUR', 'de'))}</td></tr>
<tr><td><b>Gesamtbetrag</b></td><td align="right"><b>${esc(money(total + service + shipping, 'EUR', 'de'))}</b></td></tr></table>
<p style="font-size:12px;color:#666">Ticketversicherung abschließen? Sichern Sie sich bis 24 Stunden vor Veranstaltungsbeginn ab.</p></td></tr>
<tr><td>${promoBlockHtml(extras, 'de', '#c8102e', 'https://www.kartenwelt.de')}</td></tr>
<tr><td style="padding:16px 0;font-size:11px;color:#777">${esc(postalFooter.kartenwelt!)}<br><a href="https://www.kartenwelt.de/newsletter/abmelden">Newsletter abbestellen</a> &middot; <a href="https://www.kartenwelt.de/agb">AGB</a></td></tr>
</table></td></tr></table>`;
  d.attach({
    filename: 'logo.png',
    contentType: 'image/png',
    content: tinyPng([200, 16, 46]),
    cid: 'kw-logo@kartenwelt.de',
  });
  const text = [
    `Hallo ${order.buyer.first} ${order.buyer.last},`,
    '',
    'vielen Dank für Ihre Bestellung bei Kartenwelt!',
    `Bestellnummer: ${order.number}`,
    '',
    ...order.groups.flatMap((group) => [
      group.event.name,
      `${datum(group)} (Einlass ${formatDate(group.event.doors, '{HH}:{mm} Uhr', 'de')})`,
      `${group.event.venue.name}, ${group.event.venue.city}`,
      group.section === null
        ? `${group.area} - Anzahl: ${group.quantity}`
        : `Block ${group.section} / Reihe ${group.row} / Platz ${seatList(group.seats, 'range')}`,
      '',
    ]),
    `Gesamtbetrag: ${money(total + service + shipping, 'EUR', 'de')}`,
    '',
    promoBlockText(extras, 'de'),
    '',
    postalFooter.kartenwelt!,
  ].join('\n');
  return d.finish({
    ...vendorSpec(
      d.ctx,
      order,
      {
        fromName: 'Kartenwelt',
        fromAddress: `bestellung@${domain}`,
        domain,
        subject: `Ihre Bestellbestätigung ${order.number} - ${order.groups[0]!.event.name}`,
      },
      { charset: 'iso-8859-1' },
    ),
    text,
    html: page({ title: 'Kartenwelt Bestellbestätigung', body, lang: 'de' }).replace(
      '<meta charset="utf-8">',
      '<meta charset="iso-8859-1">',
    ),
    encoding: 'quoted-printable',
  });
};

const transfer = (d: Draft, order: Order) => {
  const group = order.groups[0]!;
  const sender = makePerson(d.rng, 'de');
  d.ticket(group);
  d.note(`Tickets übertragen von ${fullName(sender)}.`);
  const place =
    group.section === null
      ? `${group.area}, Anzahl ${group.quantity}`
      : `Block ${group.section}, Reihe ${group.row}, Platz ${seatList(group.seats, 'comma')}`;
  const body = `<div style="font-family:Arial,sans-serif;max-width:560px;margin:0 auto;font-size:14px">
<h2 style="color:#c8102e">Sie haben Tickets erhalten</h2>
<p>Hallo ${esc(order.buyer.first)},</p>
<p>${esc(fullName(sender))} hat Ihnen ${group.quantity} ${group.quantity === 1 ? 'Ticket' : 'Tickets'} übertragen. Die Tickets sind jetzt in Ihrem Kartenwelt-Konto unter „Meine Tickets“.</p>
<p><b>${esc(group.event.name)}</b><br>${esc(datum(group))}<br>${esc(group.event.venue.name)}, ${esc(group.event.venue.city)}<br>${esc(place)}</p>
<p style="font-size:11px;color:#777">${esc(postalFooter.kartenwelt!)}</p></div>`;
  return d.finish({
    ...vendorSpec(d.ctx, order, {
      fromName: 'Kartenwelt Ticketübertragung',
      fromAddress: `service@${domain}`,
      domain,
      subject: `${sender.first} ${sender.last} hat Ihnen Tickets übertragen`,
    }),
    html: page({ title: 'Tickets erhalten', body, lang: 'de' }),
    encoding: 'quoted-printable',
  });
};

export const kartenwelt: VendorStyle = {
  key: 'kartenwelt',
  name: 'Kartenwelt',
  lang: 'de',
  render(ctx) {
    const d = new Draft(ctx);
    if (ctx.negativeKind === 'marketing') return marketing(d, brand);
    if (ctx.negativeKind === 'password-reset') return passwordReset(d, brand);
    const notice = afterSale(d, brand);
    if (notice) return notice;
    const order = makeKwOrder(ctx);
    return ctx.emailClass === 'transfer_received' ? transfer(d, order) : confirmation(d, order);
  },
};
