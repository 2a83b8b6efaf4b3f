/**
 * Mails about tickets the reader no longer holds or never bought as tickets: an event postponed,
 * cancelled with a refund, or a survey after the show; a resale marketplace telling a seller their
 * tickets sold; an order of tour merchandise. They name events, dates, venues and often the seats,
 * yet carry no ticket to list. Gold class 'other', no tickets.
 */
import { addDays, formatDate, type LocalDateTime } from '../calendar.ts';
import type { Draft } from '../draft.ts';
import { esc, page } from '../html.ts';
import type { EventInfo, Lang } from '../model.ts';
import { makeEvent, quantityOf, reservedGroup } from '../orders.ts';
import { venuesIn } from '../world.ts';
import { brandSpec, type Brand } from './brand-mail.ts';

const longDate: Record<Lang, string> = {
  en: '{EEEE}, {MMMM} {d}, {yyyy} at {h}:{mm} {a}',
  de: '{EEEE}, {d}. {MMMM} {yyyy}, {HH}:{mm} Uhr',
  es: '{EEEE}, {d} de {MMMM} de {yyyy}, {HH}:{mm}',
  fr: '{EEEE} {d} {MMMM} {yyyy} à {HH}h{mm}',
  nl: '{EEEE} {d} {MMMM} {yyyy} om {HH}:{mm}',
};

const seatWords: Record<
  Lang,
  { order: string; section: string; row: string; seats: string; standing: string }
> = {
  en: { order: 'Order', section: 'Section', row: 'Row', seats: 'Seats', standing: 'General Admission' },
  de: { order: 'Bestellnummer', section: 'Block', row: 'Reihe', seats: 'Platz', standing: 'Stehplatz' },
  es: { order: 'Pedido', section: 'Sección', row: 'Fila', seats: 'Asientos', standing: 'Pista General' },
  fr: { order: 'Commande', section: 'Bloc', row: 'Rang', seats: 'Places', standing: 'Fosse' },
  nl: { order: 'Bestelnummer', section: 'Vak', row: 'Rij', seats: 'Stoelen', standing: 'Staanplaats' },
};

/** What the reader held for the event: seats where the venue has them, standing otherwise. */
function heldSeats(d: Draft, event: EventInfo, lang: Lang): { line: string; quantity: number } {
  const w = seatWords[lang];
  const quantity = quantityOf(d.rng);
  if (event.venue.sections.length === 0 || d.rng.chance(0.2))
    return { line: `${quantity} x ${w.standing}`, quantity };
  const group = reservedGroup(d.rng, event, quantity);
  return {
    line: `${w.section} ${group.section}, ${w.row} ${group.row}, ${w.seats} ${group.seats.join(', ')}`,
    quantity,
  };
}

const eventOf = (d: Draft, brand: Brand) =>
  makeEvent(d.rng, { lang: brand.lang, venues: venuesIn(brand.countries ?? ['US']) });

type Update = 'postponed' | 'cancelled' | 'survey';

const updateWords: Record<
  Lang,
  Record<Update, { subject: string; heading: string; body: string; button: string }> & { hi: string }
> = {
  en: {
    hi: 'Hi {first},',
    postponed: {
      subject: 'Important: {event} has been postponed',
      heading: 'Your event has been postponed',
      body: 'The organiser has postponed {event} at {venue}, originally scheduled for {old}. The new date is {new}. Your tickets remain valid for the new date, so you do not need to do anything. If you cannot attend, you can request a refund until {deadline}.',
      button: 'Request a refund',
    },
    cancelled: {
      subject: '{event} – event cancelled, your refund is on its way',
      heading: 'This event has been cancelled',
      body: 'We are sorry: {event} at {venue} on {old} has been cancelled by the organiser. A full refund of {amount} will be returned to your original payment method within 14 days. Your tickets are no longer valid.',
      button: 'View refund status',
    },
    survey: {
      subject: 'How was {event}?',
      heading: 'Tell us how it went',
      body: 'Thanks for coming to {event} at {venue} on {old}. Rate your experience in our two-minute survey and help us make the next show even better.',
      button: 'Take the survey',
    },
  },
  de: {
    hi: 'Hallo {first},',
    postponed: {
      subject: 'Wichtig: {event} wurde verschoben',
      heading: 'Ihre Veranstaltung wurde verschoben',
      body: '{event} in der {venue}, ursprünglich geplant am {old}, wurde vom Veranstalter verschoben. Neuer Termin: {new}. Ihre Tickets behalten für den neuen Termin ihre Gültigkeit. Falls Sie den neuen Termin nicht wahrnehmen können, können Sie bis {deadline} eine Rückerstattung beantragen.',
      button: 'Rückerstattung beantragen',
    },
    cancelled: {
      subject: 'Absage: {event}',
      heading: 'Die Veranstaltung wurde abgesagt',
      body: '{event} am {old} in der {venue} wurde leider abgesagt. Der Ticketpreis von {amount} wird Ihnen innerhalb von 14 Tagen erstattet. Ihre Tickets verlieren ihre Gültigkeit.',
      button: 'Status der Erstattung',
    },
    survey: {
      subject: 'Wie war {event}?',
      heading: 'Ihre Meinung zählt',
      body: 'Danke für Ihren Besuch bei {event} am {old} in der {venue}. Wie hat es Ihnen gefallen? Bewerten Sie Ihr Erlebnis in unserer kurzen Umfrage.',
      button: 'Zur Umfrage',
    },
  },
  es: {
    hi: 'Hola {first}:',
    postponed: {
      subject: 'Importante: {event} ha sido aplazado',
      heading: 'Tu evento ha sido aplazado',
      body: 'El organizador ha aplazado {event} en {venue}, previsto para el {old}. La nueva fecha es el {new}. Tus entradas siguen siendo válidas para la nueva fecha. Si no puedes asistir, puedes solicitar el reembolso hasta el {deadline}.',
      button: 'Solicitar reembolso',
    },
    cancelled: {
      subject: 'Cancelación: {event}',
      heading: 'El evento ha sido cancelado',
      body: 'Lamentamos informarte de que {event} del {old} en {venue} ha sido cancelado. Te reembolsaremos {amount} en un plazo de 14 días. Tus entradas ya no son válidas.',
      button: 'Ver el reembolso',
    },
    survey: {
      subject: '¿Qué te pareció {event}?',
      heading: 'Cuéntanos tu experiencia',
      body: 'Gracias por asistir a {event} en {venue} el {old}. Valora tu experiencia en nuestra breve encuesta.',
      button: 'Responder la encuesta',
    },
  },
  fr: {
    hi: 'Bonjour {first},',
    postponed: {
      subject: 'Important : {event} est reporté',
      heading: 'Votre événement est reporté',
      body: 'L’organisateur a reporté {event} à {venue}, initialement prévu le {old}. Nouvelle date : {new}. Vos billets restent valables pour la nouvelle date. Si vous ne pouvez pas venir, vous pouvez demander un remboursement jusqu’au {deadline}.',
      button: 'Demander un remboursement',
    },
    cancelled: {
      subject: 'Annulation : {event}',
      heading: 'Cet événement est annulé',
      body: 'Nous sommes désolés : {event} du {old} à {venue} a été annulé par l’organisateur. Le montant de {amount} vous sera remboursé sous 14 jours. Vos billets ne sont plus valables.',
      button: 'Suivre le remboursement',
    },
    survey: {
      subject: 'Comment s’est passé {event} ?',
      heading: 'Donnez-nous votre avis',
      body: 'Merci d’être venu à {event} à {venue} le {old}. Donnez votre avis en répondant à notre courte enquête.',
      button: 'Répondre à l’enquête',
    },
  },
  nl: {
    hi: 'Hoi {first},',
    postponed: {
      subject: 'Belangrijk: {event} is uitgesteld',
      heading: 'Je evenement is uitgesteld',
      body: 'De organisator heeft {event} in {venue}, gepland op {old}, uitgesteld. De nieuwe datum is {new}. Je tickets blijven geldig voor de nieuwe datum. Kun je niet op de nieuwe datum? Vraag dan tot {deadline} een terugbetaling aan.',
      button: 'Terugbetaling aanvragen',
    },
    cancelled: {
      subject: 'Geannuleerd: {event}',
      heading: 'Dit evenement is geannuleerd',
      body: 'Helaas is {event} op {old} in {venue} geannuleerd. Je ontvangt {amount} binnen 14 dagen terug. Je tickets zijn niet meer geldig.',
      button: 'Bekijk je terugbetaling',
    },
    survey: {
      subject: 'Hoe was {event}?',
      heading: 'Vertel ons hoe het was',
      body: 'Bedankt voor je bezoek aan {event} in {venue} op {old}. Beoordeel je ervaring in onze korte enquête.',
      button: 'Naar de enquête',
    },
  },
};

const currency: Record<Lang, (amount: number) => string> = {
  en: (amount) => `$${amount.toFixed(2)}`,
  de: (amount) => `${amount.toFixed(2).replace('.', ',')} €`,
  es: (amount) => `${amount.toFixed(2).replace('.', ',')} €`,
  fr: (amount) => `${amount.toFixed(2).replace('.', ',')} €`,
  nl: (amount) => `€ ${amount.toFixed(2).replace('.', ',')}`,
};

/** A ticket vendor's notice about an event the reader holds tickets for: postponed, cancelled, or over. */
export const eventUpdate = (d: Draft, brand: Brand) => {
  const lang = brand.lang;
  const update = d.rng.pick(['postponed', 'cancelled', 'survey'] as const);
  const words = updateWords[lang];
  const w = words[update];
  const event = eventOf(d, brand);
  const held = heldSeats(d, event, lang);
  const moved: LocalDateTime = { ...addDays(event.start, d.rng.int(35, 160)) };
  const amount = held.quantity * d.rng.int(35, 140) + d.rng.int(0, 99) / 100;
  const order = d.rng.digits(9);
  const fill = (text: string) =>
    text
      .replaceAll('{event}', event.name)
      .replaceAll('{venue}', event.venue.name)
      .replaceAll('{old}', formatDate(event.start, longDate[lang], lang))
      .replaceAll('{new}', formatDate(moved, longDate[lang], lang))
      .replaceAll('{deadline}', formatDate(addDays(event.start, -7), '{d} {MMMM} {yyyy}', lang))
      .replaceAll('{amount}', currency[lang](amount))
      .replaceAll('{first}', d.ctx.recipient.first);
  d.note(
    `${update === 'survey' ? 'A survey after' : `A notice that the organiser ${update}`} ${event.name}: the mail names the event and the seats, but carries no ticket to list.`,
  );
  const details = [`${seatWords[lang].order} ${order}`, held.line];
  const link = `https://${brand.domain.replace(/^(mail|email|e)\./, 'www.')}/orders/${order}`;
  const body = `<table width="100%" cellpadding="0" cellspacing="0" role="presentation" style="background:#f4f4f4"><tr><td align="center" style="padding:24px 10px">
<table width="580" cellpadding="0" cellspacing="0" role="presentation" style="background:#fff;font-family:Helvetica,Arial,sans-serif">
<tr><td style="padding:18px 26px;background:${brand.accent};color:#fff;font-size:20px;font-weight:bold">${esc(brand.name)}</td></tr>
<tr><td style="padding:22px 26px 6px;font-size:22px;font-weight:bold">${esc(w.heading)}</td></tr>
<tr><td style="padding:6px 26px;font-size:15px;line-height:22px"><p>${esc(fill(words.hi))}</p><p>${esc(fill(w.body))}</p></td></tr>
<tr><td style="padding:6px 26px"><table cellpadding="8" role="presentation" style="border:1px solid #e2e2e2;width:100%;font-size:14px">
<tr><td style="font-weight:bold">${esc(event.name)}</td></tr>
<tr><td>${esc(event.venue.name)}, ${esc(event.venue.city)}</td></tr>
${details.map((line) => `<tr><td>${esc(line)}</td></tr>`).join('\n')}
</table></td></tr>
<tr><td style="padding:18px 26px"><a href="${link}" style="background:${brand.accent};color:#fff;padding:12px 22px;text-decoration:none;border-radius:3px">${esc(w.button)}</a></td></tr>
<tr><td style="padding:14px 26px;font-size:11px;color:#888">${esc(brand.name)} · ${esc(brand.domain)}</td></tr>
</table></td></tr></table>`;
  const text = [
    fill(words.hi),
    '',
    fill(w.body),
    '',
    event.name,
    `${event.venue.name}, ${event.venue.city}`,
    ...details,
    '',
    `${w.button}: ${link}`,
  ].join('\n');
  return d.finish({
    ...brandSpec(d, brand, 'no-reply', fill(w.subject)),
    ...(d.rng.chance(0.6) ? { text } : {}),
    html: page({ title: brand.name, body, lang, preheader: w.heading }),
    encoding: d.rng.chance(0.5) ? 'quoted-printable' : 'base64',
  });
};

/** A resale marketplace telling a seller their listed tickets sold: the seller holds them no more. */
export const resaleSold = (d: Draft, brand: Brand) => {
  const event = eventOf(d, brand);
  const held = heldSeats(d, event, 'en');
  const price = held.quantity * d.rng.int(60, 240);
  const fees = Math.round(price * 0.1 * 100) / 100;
  const sale = `S-${d.rng.digits(8)}`;
  const deadline = addDays(event.start, -d.rng.int(2, 6));
  d.note(`A resale marketplace tells the seller their tickets to ${event.name} sold: no ticket to list.`);
  const rows: [string, string][] = [
    ['Event', event.name],
    ['Date', formatDate(event.start, longDate.en)],
    ['Venue', `${event.venue.name}, ${event.venue.city}`],
    ['Tickets', held.line],
    ['Sale price', `$${price.toFixed(2)}`],
    ['Seller fee', `-$${fees.toFixed(2)}`],
    ['Your payout', `$${(price - fees).toFixed(2)}`],
  ];
  const heading = d.rng.pick([
    'Your tickets sold!',
    'Congrats – your tickets have sold',
    'Sold! Next step: transfer',
  ]);
  const subject = d.rng
    .pick(['Your tickets to {event} sold!', 'Sold: {event}', 'Congrats – your {event} tickets have sold'])
    .replace('{event}', event.name);
  const intro = `A buyer just bought your ${held.quantity} ticket${held.quantity > 1 ? 's' : ''} to ${event.name}. Transfer them to the buyer by ${formatDate(deadline, '{MMMM} {d}, {yyyy}')} so we can release your payout 5-7 days after the event.`;
  const body = `<div style="font-family:Arial,sans-serif;max-width:560px;margin:0 auto;border:1px solid #ddd">
<div style="background:${brand.accent};color:#fff;padding:14px 18px;font-size:19px;font-weight:bold">${esc(brand.name)}</div>
<div style="padding:18px"><h2 style="margin:0 0 10px">${esc(heading)}</h2><p style="font-size:14px">${esc(intro)}</p>
<p style="font-size:13px;color:#555">Sale #${sale}</p>
<table cellpadding="6" style="font-size:14px;border-collapse:collapse">${rows.map(([label, value]) => `<tr><td style="color:#666">${esc(label)}</td><td>${esc(value)}</td></tr>`).join('')}</table>
<p><a href="https://${brand.domain}/sales/${sale}" style="background:#111;color:#fff;padding:10px 18px;text-decoration:none">Transfer tickets</a></p>
<p style="font-size:11px;color:#999">Payouts are sent to the payout method on your account. Listings that are not transferred in time are cancelled and a fee applies.</p></div></div>`;
  return d.finish({
    ...brandSpec(d, brand, 'sellers', subject),
    ...(d.rng.chance(0.5)
      ? { text: [heading, '', intro, `Sale #${sale}`, ...rows.map(([l, v]) => `${l}: ${v}`)].join('\n') }
      : {}),
    html: page({ title: brand.name, body, lang: 'en' }),
    encoding: 'quoted-printable',
  });
};

const merchWords: Record<
  Lang,
  { subject: string; heading: string; items: string[]; ship: string; tracking: string; total: string }
> = {
  en: {
    subject: 'Your {brand} merch order {order} has shipped',
    heading: 'Good news – your order is on its way',
    items: ['{artist} Tour T-Shirt (Size M)', '{artist} Hoodie (Size L)', 'Signed poster 18x24', 'Vinyl LP'],
    ship: 'Shipping address',
    tracking: 'Tracking number',
    total: 'Order total',
  },
  de: {
    subject: 'Ihre Merch-Bestellung {order} wurde versandt',
    heading: 'Ihre Bestellung ist unterwegs',
    items: ['{artist} Tour-T-Shirt (Größe M)', '{artist} Kapuzenpullover (Größe L)', 'Poster A2', 'Vinyl-LP'],
    ship: 'Lieferadresse',
    tracking: 'Sendungsnummer',
    total: 'Gesamtbetrag',
  },
  es: {
    subject: 'Tu pedido de merchandising {order} ha sido enviado',
    heading: 'Tu pedido está en camino',
    items: ['Camiseta de la gira de {artist} (talla M)', 'Sudadera {artist} (talla L)', 'Póster', 'Vinilo'],
    ship: 'Dirección de envío',
    tracking: 'Número de seguimiento',
    total: 'Total del pedido',
  },
  fr: {
    subject: 'Votre commande de merchandising {order} a été expédiée',
    heading: 'Votre commande est en route',
    items: ['T-shirt de la tournée {artist} (taille M)', 'Sweat {artist} (taille L)', 'Affiche', 'Vinyle'],
    ship: 'Adresse de livraison',
    tracking: 'Numéro de suivi',
    total: 'Total de la commande',
  },
  nl: {
    subject: 'Je merchandise-bestelling {order} is onderweg',
    heading: 'Je bestelling is verzonden',
    items: ['{artist} tourshirt (maat M)', '{artist} hoodie (maat L)', 'Poster', 'Vinyl-lp'],
    ship: 'Bezorgadres',
    tracking: 'Trackingnummer',
    total: 'Totaal',
  },
};

/** An order of tour merchandise, with the tour's next show plugged underneath. */
export const merchOrder = (d: Draft, brand: Brand) => {
  const lang = brand.lang;
  const w = merchWords[lang];
  const event = eventOf(d, brand);
  const order = `M${d.rng.digits(7)}`;
  const items = d.rng
    .sample(w.items, d.rng.int(1, 3))
    .map((item) => ({ name: item.replace('{artist}', event.headliner), price: d.rng.int(15, 65) }));
  const total = items.reduce((sum, item) => sum + item.price, 0) + 6.95;
  const money = event.venue.country === 'GB' ? (amount: number) => `£${amount.toFixed(2)}` : currency[lang];
  const street = {
    en: 'Elm Street',
    de: 'Hauptstraße',
    es: 'Calle Mayor',
    fr: 'rue Victor Hugo',
    nl: 'Kerkstraat',
  }[lang];
  const address = `${d.ctx.recipient.first} ${d.ctx.recipient.last}, ${d.rng.int(2, 900)} ${street}, ${event.venue.city}`;
  const tracking = `1Z${d.rng.chars('0123456789ABCDEFGHJKLMNPQRSTUVWXYZ', 16)}`;
  d.note(
    `Merchandise of ${event.headliner}'s tour: goods, not tickets; the show plugged below is not bought.`,
  );
  const plug = `${event.name} · ${formatDate(event.start, longDate[lang], lang)} · ${event.venue.name}`;
  const body = `<table width="100%" role="presentation" style="font-family:Helvetica,Arial,sans-serif"><tr><td align="center">
<table width="560" role="presentation">
<tr><td style="padding:16px;border-bottom:3px solid ${brand.accent};font-size:20px;font-weight:bold">${esc(brand.name)} Store</td></tr>
<tr><td style="padding:16px;font-size:18px">${esc(w.heading)}</td></tr>
<tr><td style="padding:0 16px"><table width="100%" cellpadding="6" role="presentation" style="font-size:14px">
${items.map((item) => `<tr><td>${esc(item.name)}</td><td>1</td><td align="right">${esc(money(item.price))}</td></tr>`).join('\n')}
<tr><td colspan="2"><b>${esc(w.total)}</b></td><td align="right"><b>${esc(money(total))}</b></td></tr></table></td></tr>
<tr><td style="padding:12px 16px;font-size:13px">${esc(w.ship)}: ${esc(address)}<br>${esc(w.tracking)}: ${tracking}</td></tr>
<tr><td style="padding:12px 16px;font-size:12px;color:#666">${esc(plug)}</td></tr>
</table></td></tr></table>`;
  const subject = w.subject.replace('{brand}', brand.name).replace('{order}', order);
  return d.finish({
    ...brandSpec(d, brand, 'store', subject),
    ...(d.rng.chance(0.5)
      ? {
          text: [
            w.heading,
            ...items.map((item) => `${item.name}  1  ${money(item.price)}`),
            `${w.total}: ${money(total)}`,
            `${w.ship}: ${address}`,
            `${w.tracking}: ${tracking}`,
            '',
            plug,
          ].join('\n'),
        }
      : {}),
    html: page({ title: `${brand.name} Store`, body, lang }),
    encoding: d.rng.chance(0.5) ? 'quoted-printable' : 'base64',
  });
};

/** The after-sale mail a negative kind asks for, or undefined for every other kind of mail. */
export function afterSale(d: Draft, brand: Brand) {
  if (d.ctx.negativeKind === 'event-update') return eventUpdate(d, brand);
  if (d.ctx.negativeKind === 'resale-sale') return resaleSold(d, brand);
  if (d.ctx.negativeKind === 'merchandise') return merchOrder(d, brand);
  return undefined;
}
