/**
 * Forward layers as the common mail clients write them (Gmail, Outlook web and desktop, Apple Mail,
 * Thunderbird, forward-as-attachment), in the forwarder's language, with header times shown in the
 * forwarder's own zone.
 */
import {
  atInstant,
  formatDate,
  formatOffset,
  isoLocal,
  rfc5322,
  zoneAbbreviation,
  type LocalDateTime,
} from './calendar.ts';
import { boundaryFor, messageId } from './draft.ts';
import { bodyOf, esc, htmlToText, stripScripts } from './html.ts';
import { compose, showAddress, type Address, type Attachment, type MailSpec } from './mime.ts';
import type { Lang, Person } from './model.ts';
import type { Random } from './random.ts';
import type { ForwardLayerShape } from '../../test/fixtures/corpus.ts';

/** A message as the next client up the chain sees it. */
export interface Message {
  spec: MailSpec;
  raw: Buffer;
  /** When it was sent, and the sender's offset. */
  sentUtcMs: number;
  sentOffset: number;
}

export interface Layer {
  shape: ForwardLayerShape;
  forwarder: Person;
  to: Address;
  /** Minutes after the inner message that the forward goes out. */
  delayMinutes: number;
  note: string | null;
  /** Whether the forwarder writes HTML (otherwise a plain-text forward). */
  html: boolean;
  lang: Lang;
}

/** Whether json-ld <script> blocks of the original survive this layer. */
export const keepsScripts = (layer: Pick<Layer, 'shape' | 'html'>): boolean =>
  layer.shape === 'rfc822' || (layer.html && (layer.shape === 'apple' || layer.shape === 'thunderbird'));

export const keepsHtml = (layer: Pick<Layer, 'shape' | 'html'>): boolean =>
  layer.shape === 'rfc822' || layer.html;

export const parseRfcDate = (date: string): { utcMs: number; offset: number } => {
  const match = /(\d{1,2}) (\w{3}) (\d{4}) (\d{2}):(\d{2}):(\d{2}) ([+-])(\d{2})(\d{2})/.exec(date);
  if (!match) throw new Error(`unparsable date ${date}`);
  const month = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'].indexOf(
    match[2]!,
  );
  const offset = (match[7] === '-' ? -1 : 1) * (Number(match[8]) * 60 + Number(match[9]));
  const wall = Date.UTC(
    Number(match[3]),
    month,
    Number(match[1]),
    Number(match[4]),
    Number(match[5]),
    Number(match[6]),
  );
  return { utcMs: wall - offset * 60_000, offset };
};

interface Labels {
  intro: string;
  from: string;
  date: string;
  subject: string;
  to: string;
  prefix: string;
  datePattern: string;
}

const gmail: Record<Lang, Labels> = {
  en: {
    intro: '---------- Forwarded message ---------',
    from: 'From:',
    date: 'Date:',
    subject: 'Subject:',
    to: 'To:',
    prefix: 'Fwd: ',
    datePattern: '{EEE}, {MMM} {d}, {yyyy} at {h}:{mm} {a}',
  },
  de: {
    intro: '---------- Weitergeleitete Nachricht ---------',
    from: 'Von:',
    date: 'Date:',
    subject: 'Subject:',
    to: 'To:',
    prefix: 'Fwd: ',
    datePattern: '{EEE}, {d}. {MMMM} {yyyy} um {HH}:{mm} Uhr',
  },
  es: {
    intro: '---------- Forwarded message ---------',
    from: 'De:',
    date: 'Date:',
    subject: 'Subject:',
    to: 'To:',
    prefix: 'Fwd: ',
    datePattern: '{EEE}, {d} {MMM} {yyyy} a las {H}:{mm}',
  },
  fr: {
    intro: '---------- Forwarded message ---------',
    from: 'De :',
    date: 'Date:',
    subject: 'Subject:',
    to: 'To:',
    prefix: 'Fwd: ',
    datePattern: '{EEE} {d} {MMMM} {yyyy} à {HH}:{mm}',
  },
  nl: {
    intro: '---------- Doorgestuurd bericht ---------',
    from: 'Van:',
    date: 'Date:',
    subject: 'Subject:',
    to: 'To:',
    prefix: 'Fwd: ',
    datePattern: '{EEE} {d} {MMM} {yyyy} om {HH}:{mm}',
  },
};

const outlook: Record<Lang, Labels> = {
  en: {
    intro: '________________________________',
    from: 'From:',
    date: 'Sent:',
    subject: 'Subject:',
    to: 'To:',
    prefix: 'FW: ',
    datePattern: '{EEEE}, {MMMM} {d}, {yyyy} {h}:{mm} {a}',
  },
  de: {
    intro: '________________________________',
    from: 'Von:',
    date: 'Gesendet:',
    subject: 'Betreff:',
    to: 'An:',
    prefix: 'WG: ',
    datePattern: '{EEEE}, {d}. {MMMM} {yyyy} {HH}:{mm}',
  },
  es: {
    intro: '________________________________',
    from: 'De:',
    date: 'Enviado:',
    subject: 'Asunto:',
    to: 'Para:',
    prefix: 'RV: ',
    datePattern: '{EEEE}, {d} de {MMMM} de {yyyy} {H}:{mm}',
  },
  fr: {
    intro: '________________________________',
    from: 'De :',
    date: 'Envoyé :',
    subject: 'Objet :',
    to: 'À :',
    prefix: 'TR: ',
    datePattern: '{EEEE} {d} {MMMM} {yyyy} {HH}:{mm}',
  },
  nl: {
    intro: '________________________________',
    from: 'Van:',
    date: 'Verzonden:',
    subject: 'Onderwerp:',
    to: 'Aan:',
    prefix: 'FW: ',
    datePattern: '{EEEE} {d} {MMMM} {yyyy} {HH}:{mm}',
  },
};

const outlookClassic: Record<Lang, Labels> = {
  ...outlook,
  en: { ...outlook.en, intro: '-----Original Message-----' },
  de: { ...outlook.de, intro: '-----Ursprüngliche Nachricht-----' },
  es: { ...outlook.es, intro: '-----Mensaje original-----' },
  fr: { ...outlook.fr, intro: '-----Message d’origine-----' },
  nl: { ...outlook.nl, intro: '-----Oorspronkelijk bericht-----' },
};

const apple: Record<Lang, Labels> = {
  en: {
    intro: 'Begin forwarded message:',
    from: 'From:',
    date: 'Date:',
    subject: 'Subject:',
    to: 'To:',
    prefix: 'Fwd: ',
    datePattern: '{MMMM} {d}, {yyyy} at {h}:{mm}:{ss} {a}',
  },
  de: {
    intro: 'Anfang der weitergeleiteten Nachricht:',
    from: 'Von:',
    date: 'Datum:',
    subject: 'Betreff:',
    to: 'An:',
    prefix: 'WG: ',
    datePattern: '{d}. {MMMM} {yyyy} um {HH}:{mm}:{ss}',
  },
  es: {
    intro: 'Inicio del mensaje reenviado:',
    from: 'De:',
    date: 'Fecha:',
    subject: 'Asunto:',
    to: 'Para:',
    prefix: 'Fwd: ',
    datePattern: '{d} de {MMMM} de {yyyy}, {H}:{mm}:{ss}',
  },
  fr: {
    intro: 'Début du message réexpédié :',
    from: 'De :',
    date: 'Date :',
    subject: 'Objet :',
    to: 'À :',
    prefix: 'Tr: ',
    datePattern: '{d} {MMMM} {yyyy} à {HH}:{mm}:{ss}',
  },
  nl: {
    intro: 'Begin doorgestuurd bericht:',
    from: 'Van:',
    date: 'Datum:',
    subject: 'Onderwerp:',
    to: 'Aan:',
    prefix: 'Fwd: ',
    datePattern: '{d} {MMMM} {yyyy} om {HH}:{mm}:{ss}',
  },
};

const thunderbird: Record<Lang, Labels> = {
  en: {
    intro: '-------- Forwarded Message --------',
    from: 'From:',
    date: 'Date:',
    subject: 'Subject:',
    to: 'To:',
    prefix: 'Fwd: ',
    datePattern: '',
  },
  de: {
    intro: '-------- Weitergeleitete Nachricht --------',
    from: 'Von:',
    date: 'Datum:',
    subject: 'Betreff:',
    to: 'An:',
    prefix: 'WG: ',
    datePattern: '',
  },
  es: {
    intro: '-------- Mensaje reenviado --------',
    from: 'De:',
    date: 'Fecha:',
    subject: 'Asunto:',
    to: 'Para:',
    prefix: 'Fwd: ',
    datePattern: '',
  },
  fr: {
    intro: '-------- Message transféré --------',
    from: 'De :',
    date: 'Date :',
    subject: 'Sujet :',
    to: 'Pour :',
    prefix: 'Fwd: ',
    datePattern: '',
  },
  nl: {
    intro: '-------- Doorgestuurd bericht --------',
    from: 'Van:',
    date: 'Datum:',
    subject: 'Onderwerp:',
    to: 'Aan:',
    prefix: 'Fwd: ',
    datePattern: '',
  },
};

const labelsOf = (layer: Layer): Labels =>
  ({ gmail, outlook, 'outlook-classic': outlookClassic, apple, thunderbird, rfc822: gmail })[layer.shape][
    layer.lang
  ];

/** How the inner message's date appears in this layer's header block, and what a reader recovers from it. */
const shownDate = (inner: Message, layer: Layer): { text: string; recovered: string } => {
  const local: LocalDateTime = atInstant(inner.sentUtcMs, layer.forwarder.timeZone);
  const labels = labelsOf(layer);
  if (layer.shape === 'thunderbird' || layer.shape === 'rfc822') {
    // The sender's own header date, offset included.
    const wall = atInstant(inner.sentUtcMs + inner.sentOffset * 60_000, 'UTC');
    return { text: inner.spec.date, recovered: isoLocal(wall, inner.sentOffset) };
  }
  if (layer.shape === 'apple') {
    const offset = Math.round(
      (Date.UTC(local.year, local.month - 1, local.day, local.hour, local.minute, local.second ?? 0) -
        inner.sentUtcMs) /
        60_000,
    );
    const zone =
      layer.lang === 'de'
        ? zoneAbbreviation(local, layer.forwarder.timeZone, 'de')
        : zoneAbbreviation(local, layer.forwarder.timeZone);
    const named = /^[A-Z]{3,4}$/.test(zone) ? zone : `GMT${formatOffset(offset)}`;
    return {
      text: `${formatDate(local, labels.datePattern, layer.lang)} ${named}`,
      recovered: isoLocal(local, offset),
    };
  }
  return {
    text: formatDate(local, labels.datePattern, layer.lang),
    recovered: isoLocal({ ...local, second: 0 }),
  };
};

/** What a careful reader recovers of a message's date from the forward header that shows it. */
export const recoveredDate = (inner: Message, layer: Layer): string => shownDate(inner, layer).recovered;

const forwarderName = (person: Person): string => `${person.first} ${person.last}`;

const clientMessageId = (rng: Random, layer: Layer): string => {
  switch (layer.shape) {
    case 'gmail':
      return `<CA+${rng.chars('ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789', 38)}@mail.gmail.com>`;
    case 'outlook':
    case 'outlook-classic':
      return `<${rng.pick(['SN7PR12MB', 'DM6PR04MB', 'AM9PR07MB', 'PA4PR10MB'])}${rng.digits(4)}${rng.chars('0123456789ABCDEF', 20)}@namprd12.prod.outlook.com>`;
    case 'apple':
      return messageId(rng, 'icloud.com', 'uuid').toUpperCase().replace('@ICLOUD.COM', '@icloud.com');
    default:
      return messageId(rng, layer.forwarder.email.split('@')[1]!, 'uuid');
  }
};

const textToHtml = (text: string): string =>
  `<div style="font-family:monospace">${text
    .split('\n')
    .map((line) => esc(line))
    .join('<br>\n')}</div>`;

/** The inner message's content as this client pastes it under the header block. */
const innerViews = (inner: Message, layer: Layer): { text: string; html: string } => {
  const html = inner.spec.html;
  const text = html !== undefined ? htmlToText(html) : (inner.spec.text ?? '');
  if (html === undefined) return { text, html: textToHtml(text) };
  const body = bodyOf(keepsScripts(layer) ? html : stripScripts(html));
  return { text, html: body };
};

const noteHtml = (note: string | null): string =>
  note
    ? note
        .split('\n')
        .map((line) => `<div>${line ? esc(line) : '<br>'}</div>`)
        .join('\n')
    : '';

export const forward = async (
  inner: Message,
  layer: Layer,
  rng: Random,
  id: string,
  depth: number,
): Promise<Message> => {
  const labels = labelsOf(layer);
  const sentUtcMs = inner.sentUtcMs + layer.delayMinutes * 60_000;
  const sentLocal = atInstant(sentUtcMs, layer.forwarder.timeZone);
  const sentOffset = Math.round(
    (Date.UTC(
      sentLocal.year,
      sentLocal.month - 1,
      sentLocal.day,
      sentLocal.hour,
      sentLocal.minute,
      sentLocal.second ?? 0,
    ) -
      sentUtcMs) /
      60_000,
  );
  const subject = `${labels.prefix}${inner.spec.subject}`;
  const from: Address = { name: forwarderName(layer.forwarder), address: layer.forwarder.email };
  const date = shownDate(inner, layer).text;
  const innerTo = inner.spec.to[0]!;
  const base = {
    from,
    to: [layer.to],
    subject,
    date: rfc5322(sentLocal, layer.forwarder.timeZone),
    messageId: clientMessageId(rng, layer),
    boundary: boundaryFor(id, `f${depth}`),
    headers: [] as [string, string][],
  };
  if (layer.shape === 'apple') base.headers.push(['X-Mailer', 'Apple Mail (2.3826.500.181.1.5)']);
  if (layer.shape === 'thunderbird') base.headers.push(['User-Agent', 'Mozilla Thunderbird']);
  if (layer.shape === 'outlook' || layer.shape === 'outlook-classic')
    base.headers.push(['X-MS-Has-Attach', inner.spec.attachments?.length ? 'yes' : '']);

  if (layer.shape === 'rfc822') {
    const note = layer.note ?? '';
    const spec: MailSpec = {
      ...base,
      text: note ? `${note}\n` : '\n',
      ...(layer.html ? { html: `<div dir="ltr">${noteHtml(note)}</div>\n` } : {}),
      encoding: 'quoted-printable',
      attachedMessages: [
        { filename: `${inner.spec.subject.replace(/[\\/:*?"<>|]/g, '_')}.eml`, raw: inner.raw },
      ],
    };
    return { spec, raw: await compose(spec), sentUtcMs, sentOffset };
  }

  const views = innerViews(inner, layer);
  const fromShown = showAddress(inner.spec.from);
  const toShown = innerTo.name && layer.shape !== 'gmail' ? showAddress(innerTo) : `<${innerTo.address}>`;
  const headerPairs: [string, string][] =
    layer.shape === 'apple'
      ? [
          [labels.from, fromShown],
          [labels.subject, inner.spec.subject],
          [labels.date, date],
          [labels.to, toShown],
        ]
      : layer.shape === 'thunderbird'
        ? [
            [labels.subject, inner.spec.subject],
            [labels.date, date],
            [labels.from, fromShown],
            [labels.to, toShown],
          ]
        : layer.shape === 'gmail'
          ? [
              [labels.from, fromShown],
              [labels.date, date],
              [labels.subject, inner.spec.subject],
              [labels.to, toShown],
            ]
          : [
              [labels.from, fromShown],
              [labels.date, date],
              [labels.to, toShown],
              [labels.subject, inner.spec.subject],
            ];
  const headerText = headerPairs.map(([label, value]) => `${label} ${value}`).join('\n');
  const note = layer.note ? `${layer.note}\n\n` : '';
  const plain =
    layer.shape === 'apple'
      ? `${note}${labels.intro}\n\n${headerText}\n\n${views.text}`
      : layer.shape === 'outlook'
        ? `${note}${labels.intro}\n${headerText}\n\n${views.text}`
        : `${note}${labels.intro}\n${headerText}\n\n\n${views.text}`;

  const carried: Attachment[] = (inner.spec.attachments ?? []).filter((a) => layer.html || !a.cid);
  const attachedMessages = inner.spec.attachedMessages;
  if (!layer.html) {
    const spec: MailSpec = {
      ...base,
      text: plain,
      encoding: rng.chance(0.5) ? 'quoted-printable' : '8bit',
      attachments: carried,
      ...(attachedMessages ? { attachedMessages } : {}),
    };
    return { spec, raw: await compose(spec), sentUtcMs, sentOffset };
  }

  const headerHtml = (bold: boolean) =>
    headerPairs
      .map(([label, value]) => (bold ? `<b>${esc(label)}</b> ${esc(value)}` : `${esc(label)} ${esc(value)}`))
      .join('<br>\n');
  let html: string;
  switch (layer.shape) {
    case 'gmail':
      html = `<div dir="ltr">${noteHtml(layer.note)}<br><div class="gmail_quote gmail_quote_container"><div dir="ltr" class="gmail_attr">${esc(labels.intro)}<br>
${esc(labels.from)} <strong class="gmail_sendername" dir="auto">${esc(inner.spec.from.name ?? inner.spec.from.address)}</strong> <span dir="auto">&lt;${esc(inner.spec.from.address)}&gt;</span><br>
${esc(labels.date)} ${esc(date)}<br>
${esc(labels.subject)} ${esc(inner.spec.subject)}<br>
${esc(labels.to)} &lt;${esc(innerTo.address)}&gt;<br></div><br><br>
${views.html}
</div></div>
`;
      break;
    case 'outlook':
    case 'outlook-classic':
      html = `<html><head>
<meta http-equiv="Content-Type" content="text/html; charset=utf-8">
<style type="text/css" style="display:none;"> P {margin-top:0;margin-bottom:0;} </style>
</head>
<body dir="ltr">
<div class="elementToProof" style="font-family: Aptos, Aptos_EmbeddedFont, Calibri, Helvetica, sans-serif; font-size: 12pt; color: rgb(0, 0, 0);">${noteHtml(layer.note) || '<br>'}</div>
<div id="appendonsend"></div>
<hr style="display:inline-block;width:98%" tabindex="-1">
<div id="divRplyFwdMsg" dir="ltr"><font face="Calibri, sans-serif" style="font-size:11pt" color="#000000">${headerHtml(true)}</font>
<div>&nbsp;</div></div>
${views.html}
</body></html>
`;
      break;
    case 'apple':
      html = `<html><head><meta http-equiv="content-type" content="text/html; charset=utf-8"></head><body style="overflow-wrap: break-word; -webkit-nbsp-mode: space; line-break: after-white-space;">${noteHtml(layer.note)}<div><br><blockquote type="cite"><div>${esc(labels.intro)}</div><br class="Apple-interchange-newline">
${headerPairs
  .map(
    ([label, value]) =>
      `<div style="margin-top: 0px; margin-right: 0px; margin-bottom: 0px; margin-left: 0px;"><span style="font-family: -webkit-system-font, Helvetica Neue, Helvetica, sans-serif; color:rgba(0, 0, 0, 1.0);"><b>${esc(label)} </b></span><span style="font-family: -webkit-system-font, Helvetica Neue, Helvetica, sans-serif;">${esc(value)}<br></span></div>`,
  )
  .join('\n')}
<br><div>${views.html}</div></blockquote></div><br></body></html>
`;
      break;
    default:
      html = `<html><head><meta http-equiv="Content-Type" content="text/html; charset=UTF-8"></head><body>
<p>${noteHtml(layer.note)}</p>
<div class="moz-forward-container"><br><br>${esc(labels.intro)}
<table class="moz-email-headers-table" border="0" cellpadding="0" cellspacing="0"><tbody>
${headerPairs.map(([label, value]) => `<tr><th valign="BASELINE" nowrap="nowrap" align="RIGHT">${esc(label)} </th><td>${esc(value)}</td></tr>`).join('\n')}
</tbody></table><br>
${views.html}
</div></body></html>
`;
  }
  const spec: MailSpec = {
    ...base,
    text: htmlToText(html),
    html,
    encoding: rng.chance(0.7) ? 'quoted-printable' : 'base64',
    attachments: carried,
    ...(attachedMessages ? { attachedMessages } : {}),
  };
  return { spec, raw: await compose(spec), sentUtcMs, sentOffset };
};

export const sellerNotes: Record<Lang, string[]> = {
  en: [
    'Here are my tickets for Saturday, please sell them.',
    "Can't make this one anymore - please list these. Asking $150 each if possible.",
    'Hi! Forwarding the confirmation. Please sell both seats together.',
    'Please list these for me. Thanks!',
    'These are the ones I mentioned on the phone. Floor price $90/ticket.',
    'Sell please. My kid has a recital that night.',
    'FYI - tickets below. I already transferred them to my account.',
  ],
  de: [
    'Hallo, anbei meine Tickets - bitte verkaufen.',
    'Ich kann leider nicht hin. Bitte für mind. 80 € pro Karte einstellen.',
    'Bitte beide Plätze zusammen verkaufen. Danke!',
  ],
  es: [
    'Hola, os reenvío mis entradas. Por favor, vendedlas.',
    'No puedo ir al concierto, ¿podéis ponerlas a la venta? Gracias.',
  ],
  fr: [
    'Bonjour, voici mes billets, merci de les mettre en vente.',
    'Je ne pourrai pas y aller. Prix minimum 60 € par place svp.',
  ],
  nl: [
    'Hoi, hierbij mijn kaartjes. Graag verkopen!',
    'Ik kan helaas niet. Graag samen verkopen, minimaal 70 euro per stuk.',
  ],
};

export const innerNotes: Record<Lang, string[]> = {
  en: [
    'Here are the tickets I bought for you!',
    "Sending these over - they're yours now.",
    'Tickets for you, enjoy the show',
  ],
  de: ['Hier die Tickets, die ich für dich gekauft habe.'],
  es: ['Aquí tienes las entradas que compré.'],
  fr: ['Voici les billets que j’ai achetés pour toi.'],
  nl: ['Hier zijn de kaartjes die ik voor je kocht.'],
};
