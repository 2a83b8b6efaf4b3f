/**
 * The clutter around the tickets that an extractor must read past: other events with their own
 * dates and venues, fees, totals, addresses, barcodes and legal footers.
 */
import { formatDate, type LocalDateTime } from './calendar.ts';
import { esc } from './html.ts';
import type { Lang, Venue } from './model.ts';
import { makeEvent } from './orders.ts';
import type { Random } from './random.ts';
import { venuesIn } from './world.ts';

export interface Promo {
  name: string;
  start: LocalDateTime;
  venue: Venue;
}

export const promos = (rng: Random, lang: Lang, countries: Venue['country'][], count: number): Promo[] =>
  Array.from({ length: count }, () => {
    const event = makeEvent(rng, { lang, venues: venuesIn(countries) });
    return { name: event.name, start: event.start, venue: event.venue };
  });

const promoHeading: Record<Lang, string> = {
  en: 'You might also like',
  de: 'Das könnte Sie auch interessieren',
  es: 'También te puede interesar',
  fr: 'Vous aimerez aussi',
  nl: 'Misschien ook iets voor jou',
};

const promoDate: Record<Lang, string> = {
  en: '{EEE}, {MMM} {d} · {h}:{mm} {a}',
  de: '{EEE} {dd}.{MM}.{yyyy} · {HH}:{mm} Uhr',
  es: '{EEE} {d} {MMM} · {HH}:{mm}',
  fr: '{EEE} {d} {MMM} · {HH}h{mm}',
  nl: '{EEE} {d} {MMM} · {HH}:{mm}',
};

const buyLabel: Record<Lang, string> = {
  en: 'Find tickets',
  de: 'Tickets sichern',
  es: 'Comprar',
  fr: 'Réserver',
  nl: 'Bestel nu',
};

/** An HTML block of other events (cards in a row). */
export const promoBlockHtml = (items: Promo[], lang: Lang, accent: string, linkBase: string): string => {
  const cells = items
    .map(
      (item, i) => `<td width="${Math.floor(100 / items.length)}%" valign="top" style="padding:8px">
<img src="${linkBase}/img/promo-${i + 1}.jpg" width="170" alt="" style="display:block;border-radius:4px">
<p style="margin:8px 0 2px;font-weight:bold;font-size:14px">${esc(item.name)}</p>
<p style="margin:0;font-size:12px;color:#666">${esc(formatDate(item.start, promoDate[lang], lang))}<br>${esc(item.venue.name)}, ${esc(item.venue.city)}</p>
<a href="${linkBase}/e/${i + 1}" style="color:${accent};font-size:12px;text-decoration:none">${buyLabel[lang]} &rsaquo;</a>
</td>`,
    )
    .join('\n');
  return `<table width="100%" cellpadding="0" cellspacing="0" role="presentation" style="margin-top:24px;border-top:1px solid #e5e5e5">
<tr><td colspan="${items.length}" style="padding:16px 8px 0;font-size:16px;font-weight:bold">${promoHeading[lang]}</td></tr>
<tr>
${cells}
</tr>
</table>`;
};

export const promoBlockText = (items: Promo[], lang: Lang): string =>
  [
    promoHeading[lang].toUpperCase(),
    ...items.map(
      (item) =>
        `* ${item.name} - ${formatDate(item.start, promoDate[lang], lang)} - ${item.venue.name}, ${item.venue.city}`,
    ),
  ].join('\n');

export const postalFooter: Record<string, string> = {
  tickethub: 'TicketHub, Inc. · 9 Harbor Plaza, Suite 400 · Wilmington, DE 19801',
  seatsquare: 'SeatSquare LLC, 1200 Market Street, Floor 7, San Francisco, CA 94102',
  arenapass: 'ArenaPass Ticketing · 500 Commerce Dr · Nashville, TN 37203',
  eventique: 'Eventique Inc., 77 Geary St, San Francisco, CA 94108',
  stubnation: 'StubNation Holdings · 350 Fifth Avenue · New York, NY 10118',
  kartenwelt: 'Kartenwelt GmbH · Speicherstadt 5 · 20457 Hamburg · Amtsgericht Hamburg HRB 123456',
  entradasya: 'EntradasYa S.L. · Calle de Alcalá 120 · 28009 Madrid · CIF B12345678',
  lumiere: 'Billetterie Lumière SAS · 14 rue du Faubourg · 75010 Paris · RCS Paris 812 345 678',
  kaartjeskassa: 'Kaartjeskassa B.V. · Keizersgracht 300 · 1016 EX Amsterdam · KvK 61234567',
};

/** A barcode number of the length ticketing systems print. */
export const barcodeNumber = (rng: Random, length = 16): string => {
  const digits = rng.digits(length);
  return digits[0] === '0' ? `7${digits.slice(1)}` : digits;
};
