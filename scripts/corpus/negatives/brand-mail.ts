/**
 * Mails from ticket vendors that carry no tickets: password resets and marketing newsletters full of
 * event names, dates and venues. Gold class 'other', no tickets.
 */
import { formatDate, rfc5322, type LocalDateTime } from '../calendar.ts';
import { boundaryFor, messageId, type Draft } from '../draft.ts';
import { esc, page } from '../html.ts';
import type { Lang, Venue } from '../model.ts';
import { promos } from '../noise.ts';
import type { Random } from '../random.ts';

export interface Brand {
  name: string;
  domain: string;
  lang: Lang;
  accent: string;
  countries?: Venue['country'][];
  zone?: string;
}

const zoneOf = (brand: Brand): string =>
  brand.zone ??
  {
    en: 'America/New_York',
    de: 'Europe/Berlin',
    es: 'Europe/Madrid',
    fr: 'Europe/Paris',
    nl: 'Europe/Amsterdam',
  }[brand.lang];

export const sentAt = (rng: Random): LocalDateTime => ({
  year: 2026,
  month: rng.int(1, 11),
  day: rng.int(1, 28),
  hour: rng.int(6, 22),
  minute: rng.int(0, 59),
  second: rng.int(0, 59),
});

/** Spec fields of a mail that is not about an order. */
export const brandSpec = (
  d: Draft,
  brand: Brand,
  fromLocal: string,
  subject: string,
  fromName = brand.name,
) => ({
  from: { name: fromName, address: `${fromLocal}@${brand.domain}` },
  to: [{ name: `${d.ctx.recipient.first} ${d.ctx.recipient.last}`, address: d.ctx.recipient.email }],
  subject,
  date: rfc5322(sentAt(d.rng), zoneOf(brand)),
  messageId: messageId(d.rng, brand.domain),
  boundary: boundaryFor(d.ctx.id, 'v'),
});

const resetWords: Record<
  Lang,
  { subject: string; hi: string; body: string; button: string; ignore: string }
> = {
  en: {
    subject: 'Reset your {brand} password',
    hi: 'Hi {first},',
    body: 'We received a request to reset the password for your {brand} account. This link expires in 60 minutes.',
    button: 'Reset password',
    ignore: "If you didn't ask for this, you can ignore this e-mail. Your tickets and orders are safe.",
  },
  de: {
    subject: 'Passwort zurücksetzen bei {brand}',
    hi: 'Hallo {first},',
    body: 'wir haben eine Anfrage zum Zurücksetzen des Passworts für Ihr {brand}-Konto erhalten. Der Link ist 60 Minuten gültig.',
    button: 'Passwort zurücksetzen',
    ignore:
      'Wenn Sie das nicht waren, ignorieren Sie diese E-Mail einfach. Ihre Tickets und Bestellungen bleiben sicher.',
  },
  es: {
    subject: 'Restablece tu contraseña de {brand}',
    hi: 'Hola {first}:',
    body: 'Hemos recibido una solicitud para restablecer la contraseña de tu cuenta de {brand}. El enlace caduca en 60 minutos.',
    button: 'Restablecer contraseña',
    ignore: 'Si no lo has solicitado tú, ignora este correo. Tus entradas y pedidos están a salvo.',
  },
  fr: {
    subject: 'Réinitialisez votre mot de passe {brand}',
    hi: 'Bonjour {first},',
    body: 'Nous avons reçu une demande de réinitialisation du mot de passe de votre compte {brand}. Ce lien expire dans 60 minutes.',
    button: 'Réinitialiser le mot de passe',
    ignore:
      'Si vous n’êtes pas à l’origine de cette demande, ignorez cet e-mail. Vos billets et commandes sont en sécurité.',
  },
  nl: {
    subject: 'Stel je {brand}-wachtwoord opnieuw in',
    hi: 'Hoi {first},',
    body: 'We hebben een verzoek ontvangen om het wachtwoord van je {brand}-account opnieuw in te stellen. Deze link verloopt over 60 minuten.',
    button: 'Wachtwoord opnieuw instellen',
    ignore:
      'Heb je dit niet aangevraagd? Dan kun je deze e-mail negeren. Je tickets en bestellingen zijn veilig.',
  },
};

export const passwordReset = (d: Draft, brand: Brand) => {
  const w = resetWords[brand.lang];
  const fill = (text: string) =>
    text.replace('{brand}', brand.name).replace('{first}', d.ctx.recipient.first);
  const link = `https://${brand.domain.replace(/^(mail|email|e)\./, 'www.')}/account/reset?token=${d.rng.chars('abcdefghijklmnopqrstuvwxyz0123456789', 32)}`;
  d.note('Password reset from a ticket vendor: no tickets.');
  const body = `<table width="100%" cellpadding="0" cellspacing="0" role="presentation"><tr><td align="center" style="padding:32px 12px;font-family:Arial,sans-serif">
<table width="520" cellpadding="0" cellspacing="0" role="presentation" style="background:#fff;border:1px solid #e6e6e6">
<tr><td style="padding:20px 28px;border-bottom:4px solid ${brand.accent};font-size:20px;font-weight:bold">${esc(brand.name)}</td></tr>
<tr><td style="padding:24px 28px;font-size:15px;line-height:22px">
<p>${esc(fill(w.hi))}</p><p>${esc(fill(w.body))}</p>
<p><a href="${link}" style="background:${brand.accent};color:#fff;padding:12px 20px;text-decoration:none;border-radius:3px">${esc(w.button)}</a></p>
<p style="color:#777;font-size:13px">${esc(w.ignore)}</p></td></tr></table></td></tr></table>`;
  const text = [fill(w.hi), '', fill(w.body), '', `${w.button}: ${link}`, '', w.ignore].join('\n');
  return d.finish({
    ...brandSpec(d, brand, 'no-reply', fill(w.subject)),
    text,
    html: page({ title: brand.name, body, lang: brand.lang }),
    encoding: 'quoted-printable',
  });
};

const marketingWords: Record<
  Lang,
  { subjects: string[]; intro: string; onsale: string; presale: string; cta: string; unsub: string }
> = {
  en: {
    subjects: [
      'This weekend: {n} shows near you',
      'Just announced: {headliner} and more',
      'Presale starts Thursday - don’t miss out',
      'Your picks for {month}',
    ],
    intro: 'Hand-picked events based on what you’ve bought before.',
    onsale: 'On sale {date}',
    presale: 'Presale code: {code}',
    cta: 'Get tickets',
    unsub: 'You are receiving this because you subscribed to {brand} updates. Unsubscribe',
  },
  de: {
    subjects: [
      'Neu im Vorverkauf: {headliner} und mehr',
      'Ihre Event-Tipps für {month}',
      'Nur noch wenige Tickets: {headliner}',
    ],
    intro: 'Unsere Empfehlungen, passend zu Ihren bisherigen Bestellungen.',
    onsale: 'Vorverkauf ab {date}',
    presale: 'Presale-Code: {code}',
    cta: 'Tickets sichern',
    unsub: 'Sie erhalten diesen Newsletter, weil Sie sich bei {brand} angemeldet haben. Abmelden',
  },
  es: {
    subjects: ['Novedades: {headliner} y mucho más', 'Tus planes para {month}'],
    intro: 'Eventos seleccionados para ti.',
    onsale: 'A la venta el {date}',
    presale: 'Código de preventa: {code}',
    cta: 'Comprar entradas',
    unsub: 'Recibes este correo porque te suscribiste a {brand}. Darse de baja',
  },
  fr: {
    subjects: [
      'Nouveau : {headliner} en tournée',
      'Vos sorties de {month}',
      'Dernières places : {headliner}',
    ],
    intro: 'Notre sélection de spectacles rien que pour vous.',
    onsale: 'Ouverture de la billetterie le {date}',
    presale: 'Code prévente : {code}',
    cta: 'Réserver',
    unsub: 'Vous recevez cet e-mail car vous êtes inscrit à la lettre de {brand}. Se désinscrire',
  },
  nl: {
    subjects: ['Net aangekondigd: {headliner} en meer', 'Jouw uitagenda voor {month}'],
    intro: 'Evenementen die we speciaal voor jou hebben uitgekozen.',
    onsale: 'In de verkoop vanaf {date}',
    presale: 'Presale-code: {code}',
    cta: 'Bestel tickets',
    unsub: 'Je ontvangt deze e-mail omdat je je hebt aangemeld voor de nieuwsbrief van {brand}. Afmelden',
  },
};

const promoDate: Record<Lang, string> = {
  en: '{EEEE}, {MMMM} {d} · {h}:{mm} {a}',
  de: '{EEEE}, {d}. {MMMM} {yyyy} · {HH}:{mm} Uhr',
  es: '{EEEE}, {d} de {MMMM} · {HH}:{mm}',
  fr: '{EEEE} {d} {MMMM} à {HH}h{mm}',
  nl: '{EEEE} {d} {MMMM} om {HH}:{mm}',
};

/** A newsletter of 4-6 events, each with a date, a venue and a price: the hardest negatives. */
export const marketing = (d: Draft, brand: Brand) => {
  const w = marketingWords[brand.lang];
  const items = promos(d.rng, brand.lang, brand.countries ?? ['US'], d.rng.int(4, 6));
  const code = d.rng.chars('ABCDEFGHJKLMNPQRSTUVWXYZ', 6);
  const sent = sentAt(d.rng);
  const subject = d.rng
    .pick(w.subjects)
    .replace('{n}', String(items.length))
    .replace('{headliner}', items[0]!.name.split(/[:–]/)[0]!.trim())
    .replace('{month}', formatDate(items[0]!.start, '{MMMM}', brand.lang));
  d.feature('marketing-noise');
  d.note('Newsletter: many events with dates and venues, but nothing was bought.');
  const rows = items
    .map((item, i) => {
      const onsale = formatDate(
        { ...sent, day: Math.min(28, sent.day + i + 1), hour: 10, minute: 0 },
        '{EEE} {d} {MMM}, {HH}:{mm}',
        brand.lang,
      );
      return `<tr><td style="padding:14px 0;border-bottom:1px solid #eee">
<table width="100%" role="presentation"><tr>
<td width="120" valign="top"><img src="https://img.${brand.domain}/e/${i}.jpg" width="110" height="110" alt="${esc(item.name)}"></td>
<td valign="top" style="font-family:Helvetica,Arial,sans-serif">
<div style="font-size:17px;font-weight:bold">${esc(item.name)}</div>
<div style="font-size:13px;color:#555">${esc(formatDate(item.start, promoDate[brand.lang], brand.lang))}</div>
<div style="font-size:13px;color:#555">${esc(item.venue.name)}, ${esc(item.venue.city)}</div>
<div style="font-size:12px;color:${brand.accent};margin-top:4px">${esc(i === 0 ? w.presale.replace('{code}', code) : w.onsale.replace('{date}', onsale))}</div>
<a href="https://${brand.domain}/e/${d.rng.digits(6)}" style="font-size:13px">${esc(w.cta)} &raquo;</a>
</td></tr></table></td></tr>`;
    })
    .join('\n');
  const body = `<table width="100%" role="presentation" style="background:#f0f0f0"><tr><td align="center">
<table width="600" role="presentation" style="background:#fff"><tr><td style="padding:18px 24px;background:${brand.accent};color:#fff;font:bold 22px Helvetica,Arial,sans-serif">${esc(brand.name)}</td></tr>
<tr><td style="padding:16px 24px;font:14px Helvetica,Arial,sans-serif">${esc(w.intro)}</td></tr>
<tr><td style="padding:0 24px"><table width="100%" role="presentation">${rows}</table></td></tr>
<tr><td style="padding:20px 24px;font:11px Helvetica,Arial,sans-serif;color:#888">${esc(w.unsub.replace('{brand}', brand.name))}: https://${brand.domain}/u/${d.rng.chars('abcdef0123456789', 12)}</td></tr>
</table></td></tr></table>`;
  const text = [
    brand.name,
    w.intro,
    '',
    ...items.map(
      (item) =>
        `${item.name}\n${formatDate(item.start, promoDate[brand.lang], brand.lang)}\n${item.venue.name}, ${item.venue.city}\n`,
    ),
    w.unsub.replace('{brand}', brand.name),
  ].join('\n');
  return d.finish({
    ...brandSpec(d, brand, 'news', subject),
    headers: [
      ['List-Unsubscribe', `<https://${brand.domain}/u/one-click>`],
      ['List-Unsubscribe-Post', 'List-Unsubscribe=One-Click'],
      ['Precedence', 'bulk'],
    ],
    ...(d.rng.chance(0.6) ? { text } : {}),
    html: page({ title: brand.name, body, lang: brand.lang, preheader: w.intro }),
    encoding: d.rng.chance(0.5) ? 'quoted-printable' : 'base64',
  });
};
