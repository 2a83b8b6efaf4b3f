/**
 * Billetterie Lumière (fr): a French ticket office. 'samedi 14 mars 2026 à 20h30', a definition list
 * 'Bloc / Rang / Place', 'Fosse' or 'Placement libre' standing, e-billet PDF, hidden microdata in some
 * mails, a 'Récapitulatif' with TVA. Also newsletters.
 */
import { formatDate } from '../calendar.ts';
import { Draft, seatList, vendorSpec, type RenderContext, type VendorStyle } from '../draft.ts';
import { esc, page } from '../html.ts';
import { attachPdf } from '../kit.ts';
import type { Order, TicketGroup } from '../model.ts';
import { postalFooter } from '../noise.ts';
import { makeEvent, makeOrder, money, quantityOf, secondGroup, someGroup, totalCents } from '../orders.ts';
import { venuesIn } from '../world.ts';
import { marketing } from '../negatives/brand-mail.ts';
import { afterSale } from '../negatives/after-sale.ts';

const domain = 'billetterie-lumiere.fr';

const makeLumOrder = (ctx: RenderContext): Order => {
  const rng = ctx.rng;
  const event = makeEvent(rng, { lang: 'fr', venues: venuesIn(['FR']) });
  const first = someGroup(
    rng,
    event,
    quantityOf(rng),
    rng.pick(['Fosse', 'Placement libre debout', 'Fosse Or']),
    0.35,
  );
  const groups = [first];
  if (first.section !== null && rng.chance(0.2)) groups.push(secondGroup(rng, first, 1));
  return makeOrder(rng, {
    number: `BL${rng.digits(7)}`,
    buyer: ctx.recipient,
    vendorZone: 'Europe/Paris',
    groups,
    currency: 'EUR',
  });
};

const quand = (group: TicketGroup): string =>
  formatDate(group.event.start, '{EEEE} {d} {MMMM} {yyyy} à {HH}h{mm}', 'fr');

const placeText = (group: TicketGroup): string =>
  group.section === null
    ? `${group.area} - ${group.quantity} place${group.quantity > 1 ? 's' : ''}`
    : `Bloc ${group.section} / Rang ${group.row} / Place ${seatList(group.seats, 'comma')}`;

const confirmation = (d: Draft, order: Order) => {
  const rng = d.rng;
  d.orderNumber(order.number);
  d.feature('fees-and-totals');
  for (const group of order.groups) {
    d.ticket(group);
    d.countNotStated(group);
  }
  const first = order.groups[0]!;
  const markup = rng.chance(0.4) ? d.microdata(order, first, true) : '';
  if (rng.chance(0.7)) {
    attachPdf(
      d,
      order,
      order.groups,
      {
        name: 'Billetterie Lumière - E-billet',
        labels: {
          event: 'Spectacle',
          date: 'Date',
          venue: 'Salle',
          section: 'Bloc',
          row: 'Rang',
          seat: 'Place',
          admission: 'Catégorie',
          order: 'Commande',
          holder: 'Nom',
        },
        datePattern: '{EEE} {d} {MMMM} {yyyy} {HH}h{mm}',
        dateLang: 'fr',
        footer: [
          'Ce billet est personnel. Toute revente est interdite (loi du 12 mars 2012).',
          'Ouverture des portes 1 heure avant le début du spectacle.',
        ],
      },
      `e-billet-${order.number}.pdf`,
    );
  }
  const total = totalCents(order);
  const frais = 200 * order.groups.reduce((n, g) => n + g.quantity, 0);
  const blocks = order.groups
    .map(
      (group) => `<div style="border-left:4px solid #f2b705;padding:6px 16px;margin:14px 0">
<h2 style="font-family:Georgia,serif;font-weight:normal;font-size:22px;margin:0 0 6px">${esc(group.event.name)}</h2>
<dl style="margin:0;font-size:14px;line-height:21px">
<dt style="float:left;width:90px;color:#666">Date</dt><dd style="margin:0 0 0 90px">${esc(quand(group))}</dd>
<dt style="float:left;width:90px;color:#666">Lieu</dt><dd style="margin:0 0 0 90px">${esc(group.event.venue.name)}, ${esc(group.event.venue.street)}, ${esc(group.event.venue.postcode)} ${esc(group.event.venue.city)}</dd>
<dt style="float:left;width:90px;color:#666">Placement</dt><dd style="margin:0 0 0 90px">${esc(placeText(group))}</dd>
</dl></div>`,
    )
    .join('\n');
  const body = `<div style="max-width:600px;margin:0 auto;font-family:Helvetica,Arial,sans-serif;color:#1b1b1b">
<div style="background:#1b1b1b;color:#f2b705;padding:18px 22px;font:italic 24px Georgia,serif">Billetterie Lumière</div>
<div style="padding:18px 22px">
<p>Bonjour ${esc(order.buyer.first)},</p>
<p>Merci pour votre commande n° <b>${esc(order.number)}</b>. Vos e-billets sont joints à cet e-mail et disponibles dans votre espace client.</p>
${blocks}
<h3 style="font-size:15px;margin-top:22px">Récapitulatif</h3>
<table style="font-size:14px;width:100%"><tr><td>Billets</td><td align="right">${esc(money(total, 'EUR', 'fr'))}</td></tr>
<tr><td>Frais de service</td><td align="right">${esc(money(frais, 'EUR', 'fr'))}</td></tr>
<tr><td><b>Total TTC</b></td><td align="right"><b>${esc(money(total + frais, 'EUR', 'fr'))}</b></td></tr></table>
<p style="font-size:12px;color:#666">Dont TVA 5,5 %. Paiement par carte bancaire le ${esc(formatDate(order.placedAt, '{dd}/{MM}/{yyyy} à {HH}:{mm}', 'fr'))}.</p>
</div>
<div style="padding:14px 22px;font-size:11px;color:#888;border-top:1px solid #eee">${esc(postalFooter.lumiere!)}<br><a href="https://www.billetterie-lumiere.fr/desinscription">Se désinscrire</a></div>
</div>
${markup}`;
  const text = [
    `Bonjour ${order.buyer.first},`,
    `Merci pour votre commande n° ${order.number}.`,
    '',
    ...order.groups.flatMap((group) => [
      group.event.name,
      quand(group),
      `${group.event.venue.name}, ${group.event.venue.city}`,
      placeText(group),
      '',
    ]),
    `Total TTC : ${money(total + frais, 'EUR', 'fr')}`,
  ].join('\n');
  return d.finish({
    ...vendorSpec(d.ctx, order, {
      fromName: 'Billetterie Lumière',
      fromAddress: `commandes@${domain}`,
      domain,
      subject: `Confirmation de votre commande ${order.number}`,
    }),
    ...(rng.chance(0.6) ? { text } : {}),
    html: page({ title: 'Billetterie Lumière', body, lang: 'fr' }),
    encoding: 'quoted-printable',
  });
};

export const lumiere: VendorStyle = {
  key: 'lumiere',
  name: 'Billetterie Lumière',
  lang: 'fr',
  render(ctx) {
    const d = new Draft(ctx);
    if (ctx.negativeKind === 'marketing')
      return marketing(d, {
        name: 'Billetterie Lumière',
        domain,
        lang: 'fr',
        accent: '#1b1b1b',
        countries: ['FR'],
      });
    const notice = afterSale(d, {
      name: 'Billetterie Lumière',
      domain,
      lang: 'fr',
      accent: '#1b1b1b',
      countries: ['FR'],
    });
    if (notice) return notice;
    return confirmation(d, makeLumOrder(ctx));
  },
};
