/**
 * Kaartjeskassa (nl): a Dutch ticket shop. 'zaterdag 14 maart 2026 om 20:00', a two-column
 * label/value table ('Vak', 'Rij', 'Stoel'), 'Staanplaats' standing, a calendar file (sometimes in
 * UTC), a donation upsell and a 'Bekijk in browser' link. Also newsletters.
 */
import { formatDate } from '../calendar.ts';
import { Draft, seatList, vendorSpec, type RenderContext, type VendorStyle } from '../draft.ts';
import { esc, page } from '../html.ts';
import { attachIcs } from '../kit.ts';
import type { Order, TicketGroup } from '../model.ts';
import { postalFooter } from '../noise.ts';
import { makeEvent, makeOrder, money, quantityOf, someGroup, totalCents } from '../orders.ts';
import { venuesIn } from '../world.ts';
import { marketing } from '../negatives/brand-mail.ts';
import { afterSale } from '../negatives/after-sale.ts';

const domain = 'kaartjeskassa.nl';

const makeKkOrder = (ctx: RenderContext): Order => {
  const rng = ctx.rng;
  const event = makeEvent(rng, { lang: 'nl', venues: venuesIn(['NL']) });
  const group = someGroup(
    rng,
    event,
    quantityOf(rng),
    rng.pick(['Staanplaats', 'Staanplaats zaal', 'Vrije inloop (staan)']),
    0.35,
  );
  return makeOrder(rng, {
    number: `KK-${rng.digits(3)}-${rng.digits(3)}-${rng.digits(3)}`,
    buyer: ctx.recipient,
    vendorZone: 'Europe/Amsterdam',
    groups: [group],
    currency: 'EUR',
  });
};

const wanneer = (group: TicketGroup): string =>
  formatDate(group.event.start, '{EEEE} {d} {MMMM} {yyyy} om {HH}:{mm}', 'nl');

const confirmation = (d: Draft, order: Order) => {
  const rng = d.rng;
  const group = order.groups[0]!;
  d.ticket(group);
  d.orderNumber(order.number);
  d.feature('fees-and-totals');
  if (rng.chance(0.75)) {
    attachIcs(d, group, {
      prodId: '-//Kaartjeskassa//NL',
      form: rng.pick(['tzid', 'utc'] as const),
      description: `Bestelling ${order.number}. Deuren open ${formatDate(group.event.doors, '{HH}:{mm}')}.`,
      stamp: order.placedAt,
      uidDomain: domain,
      filename: 'agenda.ics',
    });
  }
  const rows: [string, string][] = [
    ['Voorstelling', group.event.name],
    ['Datum', wanneer(group)],
    ['Deuren open', formatDate(group.event.doors, '{HH}:{mm} uur', 'nl')],
    ['Locatie', `${group.event.venue.name}, ${group.event.venue.street}, ${group.event.venue.city}`],
    ...(group.section === null
      ? ([
          ['Soort', group.area!],
          ['Aantal', String(group.quantity)],
        ] as [string, string][])
      : ([
          ['Vak', group.section],
          ['Rij', group.row!],
          [group.seats.length > 1 ? 'Stoelen' : 'Stoel', seatList(group.seats, 'comma')],
          ['Aantal', String(group.quantity)],
        ] as [string, string][])),
  ];
  const total = totalCents(order);
  const kosten = 150 * group.quantity;
  const body = `<table width="100%" cellpadding="0" cellspacing="0" style="background:#eef3f8"><tr><td align="center" style="padding:18px">
<p style="font:11px Arial,sans-serif;color:#777;margin:0 0 8px">Wordt deze e-mail niet goed weergegeven? <a href="https://www.kaartjeskassa.nl/mail/${rng.chars('abcdef0123456789', 10)}">Bekijk in browser</a></p>
<table width="560" cellpadding="0" cellspacing="0" style="background:#fff;font:14px Arial,sans-serif;color:#0b2545">
<tr><td style="padding:18px 24px;background:#13315c;color:#fff;font-size:22px;font-weight:bold">Kaartjeskassa</td></tr>
<tr><td style="padding:18px 24px">Beste ${esc(order.buyer.first)},<br><br>Bedankt voor je bestelling! Je e-tickets staan klaar in je account. Hieronder vind je de gegevens.</td></tr>
<tr><td style="padding:0 24px"><table width="100%" cellpadding="6" cellspacing="0" style="font-size:14px;border:1px solid #dde3ea">
${rows.map(([label, value], i) => `<tr${i % 2 ? ' style="background:#f6f8fb"' : ''}><td width="35%" style="color:#5b6b7f">${esc(label)}</td><td><b>${esc(value)}</b></td></tr>`).join('\n')}
</table></td></tr>
<tr><td style="padding:16px 24px">Bestelnummer: ${esc(order.number)}<br>Tickets: ${esc(money(total, 'EUR', 'nl'))}<br>Servicekosten: ${esc(money(kosten, 'EUR', 'nl'))}<br><b>Totaal: ${esc(money(total + kosten, 'EUR', 'nl'))}</b></td></tr>
<tr><td style="padding:0 24px 16px;font-size:13px;background:#fffbea">Steun de zaal! Rond je bedrag af met een vrijwillige donatie van € 2,50.</td></tr>
<tr><td style="padding:14px 24px;font-size:11px;color:#8595a8">${esc(postalFooter.kaartjeskassa!)} &middot; <a href="https://www.kaartjeskassa.nl/afmelden">Afmelden</a></td></tr>
</table></td></tr></table>`;
  const text = [
    `Beste ${order.buyer.first},`,
    '',
    'Bedankt voor je bestelling!',
    '',
    ...rows.map(([label, value]) => `${label}: ${value}`),
    '',
    `Bestelnummer: ${order.number}`,
    `Totaal: ${money(total + kosten, 'EUR', 'nl')}`,
  ].join('\n');
  return d.finish({
    ...vendorSpec(d.ctx, order, {
      fromName: 'Kaartjeskassa',
      fromAddress: `tickets@${domain}`,
      domain,
      subject: rng.pick([`Je tickets voor ${group.event.name}`, `Bevestiging bestelling ${order.number}`]),
    }),
    text,
    html: page({ title: 'Kaartjeskassa', body, lang: 'nl' }),
    encoding: 'quoted-printable',
  });
};

export const kaartjeskassa: VendorStyle = {
  key: 'kaartjeskassa',
  name: 'Kaartjeskassa',
  lang: 'nl',
  render(ctx) {
    const d = new Draft(ctx);
    if (ctx.negativeKind === 'marketing')
      return marketing(d, {
        name: 'Kaartjeskassa',
        domain,
        lang: 'nl',
        accent: '#13315c',
        countries: ['NL'],
      });
    const notice = afterSale(d, {
      name: 'Kaartjeskassa',
      domain,
      lang: 'nl',
      accent: '#13315c',
      countries: ['NL'],
    });
    if (notice) return notice;
    return confirmation(d, makeKkOrder(ctx));
  },
};
