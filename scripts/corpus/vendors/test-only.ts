/**
 * Four styles that only the test split holds, to measure the engine on layouts it never trained on:
 * an app-first mailer with Wallet passes (MarqueeMobile), a Mexican box office (Taquilla Central), an
 * Austrian ticketer (Podium Tickets) and a sports resale exchange with abbreviated columns
 * (Courtside Exchange).
 */
import { formatDate, zoneAbbreviation } from '../calendar.ts';
import { Draft, isConsecutive, seatList, vendorSpec, type VendorStyle } from '../draft.ts';
import { esc, page } from '../html.ts';
import { attachPasses, attachPdf, type PassBrand } from '../kit.ts';
import type { TicketGroup } from '../model.ts';
import {
  makeEvent,
  makeGame,
  makeOrder,
  money,
  quantityOf,
  reservedGroup,
  secondGroup,
  someGroup,
  totalCents,
} from '../orders.ts';
import { venuesIn } from '../world.ts';

const marqueeBrand: PassBrand = {
  org: 'Marquee',
  passType: 'pass.app.marquee.ticket',
  team: 'MRQ9Z3K1T2',
  colors: { background: 'rgb(20,20,20)', foreground: 'rgb(250,250,250)', label: 'rgb(255,77,109)' },
  labels: { section: 'SECTION', row: 'ROW', seat: 'SEAT', venue: 'VENUE', date: 'WHEN', admission: 'ENTRY' },
  dateLang: 'en',
  datePattern: '{EEE} {MMM} {d} {yyyy} · {h}:{mm} {a}',
};

export const marqueeMobile: VendorStyle = {
  key: 'marquee-mobile',
  name: 'MarqueeMobile',
  lang: 'en',
  async render(ctx) {
    const d = new Draft(ctx);
    const rng = ctx.rng;
    const event = makeEvent(rng, { lang: 'en', venues: venuesIn(['US'], ['arena', 'theatre', 'club']) });
    const group = someGroup(rng, event, Math.min(quantityOf(rng), 4), 'General Admission', 0.3);
    const order = makeOrder(rng, {
      number: `MQ-${rng.chars('0123456789ABCDEF', 8)}`,
      buyer: ctx.recipient,
      vendorZone: 'UTC',
      groups: [group],
      currency: 'USD',
    });
    d.ticket(group);
    d.countNotStated(group);
    d.orderNumber(order.number);
    await attachPasses(d, order, group, marqueeBrand, 'marquee-ticket');
    d.note('The body gives no year; the Wallet passes carry the full date and offset.');
    const lines =
      group.section === null
        ? [`${group.area} • ${group.quantity} entries`]
        : group.seats.map((seat) => `Section ${group.section} • Row ${group.row} • Seat ${seat}`);
    if (group.seats.length > 1) d.feature('seat-per-line');
    const text = [
      `${group.event.name}`,
      `${formatDate(group.event.start, '{EEE}, {MMM} {d} · {h}:{mm} {a}')} — ${group.event.venue.name}`,
      '',
      ...lines,
      '',
      'Your tickets are attached. Tap to add them to Wallet, or open the Marquee app.',
      `Ref ${order.number}`,
      '',
      '—',
      'Marquee · tickets that live on your phone',
      'Manage notifications: https://marquee.app/settings',
    ].join('\n');
    const htmlVersion = rng.chance(0.5);
    const html = page({
      title: 'Marquee',
      body: `<div style="font-family:-apple-system,Helvetica,sans-serif;max-width:420px;margin:0 auto;padding:24px;background:#141414;color:#fafafa;border-radius:18px">
<div style="font-size:13px;color:#ff4d6d;font-weight:700;letter-spacing:.1em">MARQUEE</div>
<div style="font-size:24px;font-weight:800;margin:10px 0 4px">${esc(group.event.name)}</div>
<div style="font-size:14px;color:#bbb">${esc(formatDate(group.event.start, '{EEE}, {MMM} {d} · {h}:{mm} {a}'))} — ${esc(group.event.venue.name)}</div>
<ul style="padding-left:18px;font-size:15px">${lines.map((line) => `<li>${esc(line)}</li>`).join('')}</ul>
<div style="font-size:12px;color:#888">Ref ${esc(order.number)} · Tickets attached</div></div>`,
    });
    return d.finish({
      ...vendorSpec(
        ctx,
        order,
        {
          fromName: 'Marquee',
          fromAddress: `hello@mail.marquee.app`,
          domain: 'mail.marquee.app',
          subject: `🎟 ${group.event.name} — your tickets`,
        },
        { idStyle: 'uuid' },
      ),
      text,
      ...(htmlVersion ? { html } : {}),
      encoding: 'quoted-printable',
    });
  },
};

export const taquillaCentral: VendorStyle = {
  key: 'taquilla-central',
  name: 'Taquilla Central',
  lang: 'es',
  render(ctx) {
    const d = new Draft(ctx);
    const rng = ctx.rng;
    const event = makeEvent(rng, { lang: 'es', venues: venuesIn(['MX']) });
    const group = someGroup(rng, event, quantityOf(rng), 'General de pie', 0.2);
    const order = makeOrder(rng, {
      number: `TC${rng.digits(9)}`,
      buyer: ctx.recipient,
      vendorZone: 'America/Mexico_City',
      groups: [group],
      currency: 'MXN',
    });
    d.ticket(group);
    d.orderNumber(order.number);
    d.zoneInText();
    d.feature('fees-and-totals');
    if (group.section !== null) d.feature('seat-table');
    const fecha = `${formatDate(group.event.start, '{EEE} {d} {MMM} {yyyy} · {HH}:{mm} h', 'es')} (hora del centro de México)`;
    attachPdf(
      d,
      order,
      [group],
      {
        name: 'Taquilla Central - Boleto electrónico',
        labels: {
          event: 'Evento',
          date: 'Fecha',
          venue: 'Recinto',
          section: 'Zona',
          row: 'Fila',
          seat: 'Asiento',
          admission: 'Acceso',
          order: 'Orden',
          holder: 'Titular',
        },
        datePattern: '{d}/{MM}/{yyyy} {HH}:{mm} h',
        dateLang: 'es',
        footer: [
          'Boleto válido para una persona. Prohibida su reventa.',
          'Consulta el reglamento del recinto.',
        ],
      },
      `boletos-${order.number}.pdf`,
    );
    const rows =
      group.section === null
        ? `<tr><td colspan="3">${esc(group.area!)}</td><td>${group.quantity}</td></tr>`
        : group.seats
            .map(
              (seat) =>
                `<tr><td>${esc(group.section!)}</td><td>${esc(group.row!)}</td><td>${esc(seat)}</td><td>1</td></tr>`,
            )
            .join('\n');
    const total = totalCents(order);
    const body = `<div style="font-family:Verdana,sans-serif;max-width:600px;margin:0 auto;border:1px solid #ccc">
<div style="background:#00693e;color:#fff;padding:14px 18px;font-size:20px"><b>Taquilla Central</b> · Boletos</div>
<div style="padding:16px 18px;font-size:13px">Estimado(a) ${esc(order.buyer.first)} ${esc(order.buyer.last)}:<br><br>Gracias por tu compra. Tus boletos electrónicos van adjuntos en PDF.<br><br>
<b>${esc(group.event.name)}</b><br>${esc(fecha)}<br>${esc(group.event.venue.name)} — ${esc(group.event.venue.street)}, ${esc(group.event.venue.city)}<br><br>
<table border="1" cellpadding="4" cellspacing="0" style="border-collapse:collapse;font-size:13px"><tr style="background:#e8f3ee"><th>Zona</th><th>Fila</th><th>Asiento</th><th>Cant.</th></tr>${rows}</table><br>
Orden: ${esc(order.number)}<br>Subtotal: ${esc(money(total, 'MXN', 'es'))}<br>Cargo por servicio: ${esc(money(Math.round(total * 0.18), 'MXN', 'es'))}<br><b>Total: ${esc(money(Math.round(total * 1.18), 'MXN', 'es'))}</b><br><br>
<span style="font-size:11px;color:#777">Taquilla Central S.A. de C.V. · Av. Reforma 222, CDMX · Aviso de privacidad</span></div></div>`;
    return d.finish({
      ...vendorSpec(ctx, order, {
        fromName: 'Taquilla Central',
        fromAddress: `boletos@taquillacentral.mx`,
        domain: 'taquillacentral.mx',
        subject: `Confirmación de compra ${order.number}: ${group.event.name}`,
      }),
      html: page({ title: 'Taquilla Central', body, lang: 'es-MX' }),
      encoding: 'base64',
    });
  },
};

export const podiumTickets: VendorStyle = {
  key: 'podium-tickets',
  name: 'Podium Tickets',
  lang: 'de',
  render(ctx) {
    const d = new Draft(ctx);
    const rng = ctx.rng;
    const event = makeEvent(rng, { lang: 'de', venues: venuesIn(['AT']) });
    const group = someGroup(rng, event, quantityOf(rng), 'Stehplatz', 0.25);
    const order = makeOrder(rng, {
      number: `PT-${rng.digits(6)}`,
      buyer: ctx.recipient,
      vendorZone: 'Europe/Vienna',
      groups: [group],
      currency: 'EUR',
    });
    d.ticket(group);
    d.countNotStated(group);
    d.orderNumber(order.number);
    d.feature('fees-and-totals');
    const termin = `${formatDate(group.event.start, '{EEEE}, {dd}.{MM}.{yyyy}', 'de')} | Beginn ${formatDate(group.event.start, '{HH}:{mm}')} Uhr | Einlass ${formatDate(group.event.doors, '{HH}:{mm}')} Uhr`;
    const platz =
      group.section === null
        ? `${group.area} – ${group.quantity} Stk.`
        : `Sektor ${group.section} / Reihe ${group.row} / Sitzplatz ${seatList(group.seats, isConsecutive(group.seats) ? 'range' : 'comma')}`;
    if (isConsecutive(group.seats)) d.feature('seat-range');
    attachPdf(
      d,
      order,
      [group],
      {
        name: 'Podium Tickets',
        labels: {
          event: 'Veranstaltung',
          date: 'Termin',
          venue: 'Spielstätte',
          section: 'Sektor',
          row: 'Reihe',
          seat: 'Sitzplatz',
          admission: 'Kategorie',
          order: 'Buchung',
          holder: 'Name',
        },
        datePattern: '{dd}.{MM}.{yyyy} {HH}:{mm}',
        dateLang: 'de',
        footer: ['Dieses Ticket berechtigt zum einmaligen Eintritt.', 'Podium Tickets GmbH, Wien'],
      },
      `Podium-${order.number}.pdf`,
    );
    const total = totalCents(order);
    const text = [
      `Liebe(r) ${order.buyer.first} ${order.buyer.last},`,
      '',
      'herzlichen Dank für Ihre Buchung bei Podium Tickets. Ihre Print@Home-Tickets finden Sie im Anhang.',
      '',
      `Veranstaltung: ${group.event.name}`,
      `Termin:        ${termin}`,
      `Spielstätte:   ${group.event.venue.name}, ${group.event.venue.street}, ${group.event.venue.postcode} ${group.event.venue.city}`,
      `Platz:         ${platz}`,
      '',
      `Buchungsnummer: ${order.number}`,
      `Summe inkl. 13 % USt.: ${money(total + 190, 'EUR', 'de')}`,
      '',
      'Podium Tickets GmbH · Mariahilfer Straße 77 · 1060 Wien · FN 456789a',
    ].join('\n');
    return d.finish({
      ...vendorSpec(ctx, order, {
        fromName: 'Podium Tickets',
        fromAddress: `buchung@podium-tickets.at`,
        domain: 'podium-tickets.at',
        subject: `Buchungsbestätigung ${order.number} – ${group.event.name}`,
      }),
      text,
      ...(rng.chance(0.5)
        ? {
            html: page({
              title: 'Podium Tickets',
              lang: 'de-AT',
              body: `<pre style="font-family:Consolas,monospace;font-size:13px">${esc(text)}</pre>`,
            }),
          }
        : {}),
      encoding: '8bit',
    });
  },
};

export const courtsideExchange: VendorStyle = {
  key: 'courtside-exchange',
  name: 'Courtside Exchange',
  lang: 'en',
  render(ctx) {
    const d = new Draft(ctx);
    const rng = ctx.rng;
    const event = makeGame(
      rng,
      rng.pick(['Lone Star Wranglers', 'Wasatch Summit', 'Puget Sound Breakers', 'Lakeport Mariners']),
    );
    const first = reservedGroup(rng, event, rng.pick([2, 2, 4]));
    const groups: TicketGroup[] = [first];
    if (rng.chance(0.5)) groups.push(secondGroup(rng, first, 2));
    const order = makeOrder(rng, {
      number: `CX${rng.digits(8)}`,
      buyer: ctx.recipient,
      vendorZone: 'America/Chicago',
      groups,
      currency: 'USD',
    });
    d.orderNumber(order.number);
    d.zoneInText();
    d.feature('seat-table', 'fees-and-totals');
    for (const group of groups) d.ticket(group);
    const override = d.editedMarkup(first);
    const markup =
      rng.chance(0.6) || override
        ? d.jsonLd(order, groups, {
            style: 'seat',
            withOffset: false,
            eventType: 'SportsEvent',
            broken: rng.chance(0.5),
            ...(override ? { override } : {}),
          })
        : '';
    const zone = zoneAbbreviation(event.start, event.venue.timeZone, 'generic');
    const rows = groups
      .map(
        (group) =>
          `<tr><td>${esc(group.section!)}</td><td>${esc(group.row!)}</td><td>${esc(seatList(group.seats, isConsecutive(group.seats) ? 'range' : 'comma'))}</td><td>${group.quantity}</td><td align="right">${esc(money(group.unitPriceCents * group.quantity, 'USD', 'en'))}</td></tr>`,
      )
      .join('\n');
    if (groups.some((g) => isConsecutive(g.seats))) d.feature('seat-range');
    const total = totalCents(order);
    const body = `<div style="font-family:'Arial Narrow',Arial,sans-serif;max-width:620px;margin:0 auto">
<div style="background:#0a3d2a;color:#f5d000;padding:12px 16px;font-size:22px;font-weight:bold;font-style:italic">COURTSIDE EXCHANGE</div>
<p style="font-size:14px">ORDER ${esc(order.number)} — CONFIRMED</p>
<p style="font-size:16px"><b>${esc(event.name)}</b><br>${esc(formatDate(event.start, '{EEE} {M}/{d}/{yy} {h}:{mm}{aa}'))} ${zone} · ${esc(event.venue.name)} (${esc(event.venue.city)})</p>
<table cellpadding="5" cellspacing="0" border="1" style="border-collapse:collapse;font-size:14px;width:100%"><tr style="background:#eef5f1"><th>Sec</th><th>Rw</th><th>St</th><th>Qty</th><th align="right">Amt</th></tr>
${rows}
<tr><td colspan="4">Fees (incl. delivery)</td><td align="right">${esc(money(Math.round(total * 0.2), 'USD', 'en'))}</td></tr>
<tr><td colspan="4"><b>Total</b></td><td align="right"><b>${esc(money(Math.round(total * 1.2), 'USD', 'en'))}</b></td></tr></table>
<p style="font-size:12px;color:#555">Seats in different sections are listed on separate lines. Instant download available in your account.</p>
${markup}</div>`;
    return d.finish({
      ...vendorSpec(ctx, order, {
        fromName: 'Courtside Exchange',
        fromAddress: `orders@courtside-exchange.com`,
        domain: 'courtside-exchange.com',
        subject: `CONFIRMED: ${event.name} (${order.number})`,
      }),
      html: page({ title: 'Courtside Exchange', body }),
      encoding: 'quoted-printable',
    });
  },
};
