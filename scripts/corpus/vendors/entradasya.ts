/**
 * EntradasYa (es): a Spanish ticket shop. Base64 UTF-8 bodies, 'sábado, 14 de marzo de 2026 20:30',
 * 'Sección / Fila / Asiento' lines per seat, 'Pista General' standing, PDF entradas, IVA lines.
 * Also cancelled transfers and password resets.
 */
import { formatDate } from '../calendar.ts';
import { Draft, vendorSpec, type RenderContext, type VendorStyle } from '../draft.ts';
import { esc, page } from '../html.ts';
import { attachPdf } from '../kit.ts';
import type { Order, TicketGroup } from '../model.ts';
import { postalFooter, promoBlockHtml, promos } from '../noise.ts';
import { makeEvent, makeOrder, money, quantityOf, someGroup, totalCents } from '../orders.ts';
import { fullName, makePerson, venuesIn } from '../world.ts';
import { passwordReset } from '../negatives/brand-mail.ts';
import { afterSale } from '../negatives/after-sale.ts';

const domain = 'entradasya.es';

const makeEyOrder = (ctx: RenderContext): Order => {
  const rng = ctx.rng;
  const event = makeEvent(rng, { lang: 'es', venues: venuesIn(['ES']) });
  const group = someGroup(
    rng,
    event,
    quantityOf(rng),
    rng.pick(['Pista General', 'Pista', 'Entrada General de pie']),
    0.35,
  );
  return makeOrder(rng, {
    number: `EY-${rng.digits(8)}`,
    buyer: ctx.recipient,
    vendorZone: 'Europe/Madrid',
    groups: [group],
    currency: 'EUR',
  });
};

const fecha = (group: TicketGroup): string =>
  formatDate(group.event.start, '{EEEE}, {d} de {MMMM} de {yyyy} {HH}:{mm}', 'es');

const confirmation = (d: Draft, order: Order) => {
  const rng = d.rng;
  const group = order.groups[0]!;
  d.ticket(group);
  d.countNotStated(group);
  d.orderNumber(order.number);
  d.feature('fees-and-totals', 'marketing-noise');
  if (group.section !== null && group.seats.length > 1) d.feature('seat-per-line');
  const lines =
    group.section === null
      ? `<p style="margin:4px 0"><b>${esc(group.area!)}</b> &times; ${group.quantity}</p>`
      : group.seats
          .map(
            (seat) =>
              `<p style="margin:4px 0">Sección <b>${esc(group.section!)}</b> &nbsp; Fila <b>${esc(group.row!)}</b> &nbsp; Asiento <b>${esc(seat)}</b></p>`,
          )
          .join('\n');
  const total = totalCents(order);
  const gestion = 180 * group.quantity;
  attachPdf(
    d,
    order,
    [group],
    {
      name: 'EntradasYa',
      labels: {
        event: 'Evento',
        date: 'Fecha',
        venue: 'Recinto',
        section: 'Sección',
        row: 'Fila',
        seat: 'Asiento',
        admission: 'Tipo de entrada',
        order: 'Localizador',
        holder: 'Titular',
      },
      datePattern: '{EEE} {d} {MMM} {yyyy} {HH}:{mm}',
      dateLang: 'es',
      footer: [
        'Presenta esta entrada impresa o en tu móvil. Prohibida su reventa.',
        'Apertura de puertas una hora antes del inicio.',
      ],
    },
    `entradas-${order.number}.pdf`,
  );
  const markup = rng.chance(0.4)
    ? d.jsonLd(order, [group], { style: 'flat', withOffset: false, eventType: 'MusicEvent' })
    : '';
  const body = `${markup}<div style="background:#fff5e6;padding:20px 0;font-family:Tahoma,Verdana,sans-serif;color:#222">
<div style="max-width:580px;margin:0 auto;background:#fff;border-top:6px solid #ff7a00">
<div style="padding:20px 24px"><span style="font-size:24px;font-weight:bold;color:#ff7a00">Entradas<span style="color:#222">Ya</span></span></div>
<div style="padding:0 24px 10px;font-size:15px"><p>¡Hola, ${esc(order.buyer.first)}!</p><p>Tu compra se ha realizado correctamente. Adjuntamos tus entradas en PDF.</p></div>
<div style="margin:0 24px;padding:16px;border:1px solid #f0d9bf;border-radius:6px;font-size:14px">
<p style="margin:0 0 6px;font-size:18px;font-weight:bold">${esc(group.event.name)}</p>
<p style="margin:0 0 4px">${esc(fecha(group))}</p>
<p style="margin:0 0 10px">${esc(group.event.venue.name)} &middot; ${esc(group.event.venue.street)}, ${esc(group.event.venue.postcode)} ${esc(group.event.venue.city)}</p>
${lines}
</div>
<div style="padding:14px 24px;font-size:14px">Localizador: <b>${esc(order.number)}</b><br>
Entradas: ${esc(money(total, 'EUR', 'es'))}<br>Gastos de gestión: ${esc(money(gestion, 'EUR', 'es'))}<br>
<b>Total (IVA incluido): ${esc(money(total + gestion, 'EUR', 'es'))}</b></div>
<div style="padding:0 16px">${promoBlockHtml(promos(rng, 'es', ['ES'], 2), 'es', '#ff7a00', 'https://www.entradasya.es')}</div>
<div style="padding:16px 24px;font-size:11px;color:#888">${esc(postalFooter.entradasya!)} &middot; <a href="https://www.entradasya.es/baja">Darse de baja</a></div>
</div></div>`;
  const text = [
    `¡Hola, ${order.buyer.first}!`,
    'Tu compra se ha realizado correctamente.',
    '',
    group.event.name,
    fecha(group),
    `${group.event.venue.name}, ${group.event.venue.city}`,
    ...(group.section === null
      ? [`${group.area} x ${group.quantity}`]
      : group.seats.map((seat) => `Sección ${group.section} - Fila ${group.row} - Asiento ${seat}`)),
    '',
    `Localizador: ${order.number}`,
    `Total (IVA incluido): ${money(total + gestion, 'EUR', 'es')}`,
  ].join('\n');
  return d.finish({
    ...vendorSpec(d.ctx, order, {
      fromName: 'EntradasYa',
      fromAddress: `pedidos@${domain}`,
      domain,
      subject: `Tus entradas para ${group.event.name}`,
    }),
    text,
    html: page({ title: 'EntradasYa', body, lang: 'es' }),
    encoding: 'base64',
  });
};

const cancelledTransfer = (d: Draft, order: Order) => {
  const group = order.groups[0]!;
  const other = makePerson(d.rng, 'es');
  d.ticket(group);
  d.note(`Transferencia cancelada por ${fullName(other)}.`);
  const place =
    group.section === null
      ? `${group.area} x ${group.quantity}`
      : `Sección ${group.section}, Fila ${group.row}, Asientos ${group.seats.join(', ')}`;
  const body = `<div style="font-family:Tahoma,sans-serif;max-width:560px;margin:0 auto;font-size:14px">
<h2 style="color:#ff7a00">Transferencia cancelada</h2>
<p>Hola ${esc(order.buyer.first)}:</p>
<p>${esc(fullName(other))} ha cancelado la transferencia de ${group.quantity} ${group.quantity === 1 ? 'entrada' : 'entradas'} que te había enviado. Las entradas ya no están disponibles en tu cuenta.</p>
<p><b>${esc(group.event.name)}</b><br>${esc(fecha(group))}<br>${esc(group.event.venue.name)}, ${esc(group.event.venue.city)}<br>${esc(place)}</p>
<p style="font-size:11px;color:#888">${esc(postalFooter.entradasya!)}</p></div>`;
  return d.finish({
    ...vendorSpec(d.ctx, order, {
      fromName: 'EntradasYa',
      fromAddress: `avisos@${domain}`,
      domain,
      subject: 'Se ha cancelado la transferencia de tus entradas',
    }),
    html: page({ title: 'Transferencia cancelada', body, lang: 'es' }),
    encoding: 'base64',
  });
};

export const entradasya: VendorStyle = {
  key: 'entradasya',
  name: 'EntradasYa',
  lang: 'es',
  render(ctx) {
    const d = new Draft(ctx);
    if (ctx.negativeKind === 'password-reset')
      return passwordReset(d, { name: 'EntradasYa', domain, lang: 'es', accent: '#ff7a00' });
    const notice = afterSale(d, {
      name: 'EntradasYa',
      domain,
      lang: 'es',
      accent: '#ff7a00',
      countries: ['ES'],
    });
    if (notice) return notice;
    const order = makeEyOrder(ctx);
    return ctx.emailClass === 'transfer_cancelled' ? cancelledTransfer(d, order) : confirmation(d, order);
  },
};
