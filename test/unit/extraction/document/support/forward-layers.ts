import type Mail from 'nodemailer/lib/mailer';
import { relayAddress, seller } from './compose-mail.ts';

export type Language = 'en' | 'de' | 'es' | 'fr' | 'nl';

/** The message being forwarded, as a forwarding client shows it. */
export interface ForwardedMessage {
  from: { name: string; address: string };
  /** The date as the client prints it in the header block. */
  shownDate: string;
  subject: string;
  html?: string;
  text?: string;
}

interface Labels {
  from: string;
  date: string;
  to: string;
  subject: string;
}

const escape = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const gmailIntro: Record<Language, string> = {
  en: '---------- Forwarded message ---------',
  de: '---------- Weitergeleitete Nachricht ---------',
  es: '---------- Mensaje reenviado ---------',
  fr: '---------- Message transféré ---------',
  nl: '---------- Doorgestuurd bericht ---------',
};

const gmailLabels: Record<Language, Labels> = {
  en: { from: 'From:', date: 'Date:', to: 'To:', subject: 'Subject:' },
  de: { from: 'Von:', date: 'Date:', to: 'To:', subject: 'Subject:' },
  es: { from: 'De:', date: 'Date:', to: 'To:', subject: 'Subject:' },
  fr: { from: 'De :', date: 'Date:', to: 'To:', subject: 'Subject:' },
  nl: { from: 'Van:', date: 'Date:', to: 'To:', subject: 'Subject:' },
};

const outlookLabels: Record<Language, Labels> = {
  en: { from: 'From:', date: 'Sent:', to: 'To:', subject: 'Subject:' },
  de: { from: 'Von:', date: 'Gesendet:', to: 'An:', subject: 'Betreff:' },
  es: { from: 'De:', date: 'Enviado:', to: 'Para:', subject: 'Asunto:' },
  fr: { from: 'De :', date: 'Envoyé :', to: 'À :', subject: 'Objet :' },
  nl: { from: 'Van:', date: 'Verzonden:', to: 'Aan:', subject: 'Onderwerp:' },
};

export const forwardPrefix: Record<Language, string> = {
  en: 'Fwd: ',
  de: 'WG: ',
  es: 'RV: ',
  fr: 'TR: ',
  nl: 'Doorst: ',
};

const shownFrom = (message: ForwardedMessage): string => `${message.from.name} <${message.from.address}>`;

function outer(subject: string, parts: { html?: string; text?: string }): Mail.Options {
  return { from: seller, to: relayAddress, subject, date: new Date('2025-01-15T09:00:00Z'), ...parts };
}

/** Gmail's forward: the header block inside div.gmail_quote, the seller's note above it. */
export function gmailForward(
  message: ForwardedMessage,
  options: { language?: Language; note?: string; html?: boolean } = {},
): Mail.Options {
  const language = options.language ?? 'en';
  const labels = gmailLabels[language];
  const intro = gmailIntro[language];
  const subject = `${forwardPrefix[language]}${message.subject}`;
  const text = [
    options.note ?? '',
    '',
    intro,
    `${labels.from} ${shownFrom(message)}`,
    `${labels.date} ${message.shownDate}`,
    `${labels.subject} ${message.subject}`,
    `${labels.to} <${seller.address}>`,
    '',
    message.text ?? '',
  ].join('\n');
  if (options.html === false) return outer(subject, { text });
  const html = `<div dir="ltr">${options.note ? `<div>${escape(options.note)}</div>` : ''}<br><div class="gmail_quote gmail_quote_container"><div dir="ltr" class="gmail_attr">${escape(intro)}<br>
${escape(labels.from)} <strong class="gmail_sendername" dir="auto">${escape(message.from.name)}</strong> <span dir="auto">&lt;<a href="mailto:${message.from.address}">${message.from.address}</a>&gt;</span><br>
${escape(labels.date)} ${escape(message.shownDate)}<br>
${escape(labels.subject)} ${escape(message.subject)}<br>
${escape(labels.to)} &lt;<a href="mailto:${seller.address}">${seller.address}</a>&gt;<br></div><br><br>
${message.html ?? escape(message.text ?? '')}
</div></div>`;
  return outer(subject, { html, text });
}

/** Outlook on the web / new Outlook: the header block in div#divRplyFwdMsg under a rule. */
export function outlookForward(
  message: ForwardedMessage,
  options: { language?: Language; note?: string } = {},
): Mail.Options {
  const language = options.language ?? 'en';
  const labels = outlookLabels[language];
  const header = [
    [labels.from, shownFrom(message)],
    [labels.date, message.shownDate],
    [labels.to, `${seller.name} <${seller.address}>`],
    [labels.subject, message.subject],
  ];
  const html = `<html><head><style type="text/css" style="display:none;"> P {margin-top:0;margin-bottom:0;} </style></head>
<body dir="ltr"><div class="elementToProof">${escape(options.note ?? '')}<br></div>
<div id="appendonsend"></div><hr style="display:inline-block;width:98%" tabindex="-1">
<div id="divRplyFwdMsg" dir="ltr"><font face="Calibri, sans-serif" style="font-size:11pt" color="#000000">${header
    .map(([label, value]) => `<b>${escape(label ?? '')}</b> ${escape(value ?? '')}`)
    .join('<br>\n')}</font><div>&nbsp;</div></div>
${message.html ?? escape(message.text ?? '')}
</body></html>`;
  const text = [
    options.note ?? '',
    '',
    '________________________________',
    ...header.map(([label, value]) => `${label} ${value}`),
    '',
    message.text ?? '',
  ].join('\n');
  return outer(`${language === 'en' ? 'FW: ' : forwardPrefix[language]}${message.subject}`, { html, text });
}

/** Outlook desktop in plain text: '-----Original Message-----' and the header block. */
export function outlookClassicForward(
  message: ForwardedMessage,
  options: { note?: string } = {},
): Mail.Options {
  const labels = outlookLabels.en;
  const text = [
    options.note ?? '',
    '',
    '-----Original Message-----',
    `${labels.from} ${message.from.name} [mailto:${message.from.address}]`,
    `${labels.date} ${message.shownDate}`,
    `${labels.to} ${seller.name}`,
    `${labels.subject} ${message.subject}`,
    '',
    message.text ?? '',
  ].join('\n');
  return outer(`FW: ${message.subject}`, { text });
}

/** Apple Mail: 'Begin forwarded message:' in a blockquote type=cite, From and Subject before Date. */
export function appleForward(message: ForwardedMessage, options: { note?: string } = {}): Mail.Options {
  const rows = [
    ['From:', shownFrom(message)],
    ['Subject:', message.subject],
    ['Date:', message.shownDate],
    ['To:', `${seller.name} <${seller.address}>`],
  ];
  const html = `<html><head><meta http-equiv="content-type" content="text/html; charset=utf-8"></head><body>${escape(options.note ?? '')}<div><br><blockquote type="cite"><div>Begin forwarded message:</div><br class="Apple-interchange-newline">
${rows.map(([label, value]) => `<div style="margin: 0px;"><span><b>${label} </b></span><span>${escape(value ?? '')}<br></span></div>`).join('\n')}
<br><div>${message.html ?? escape(message.text ?? '')}</div></blockquote></div></body></html>`;
  const text = `${options.note ?? ''}\n\nBegin forwarded message:\n\n${rows.map(([label, value]) => `${label} ${value}`).join('\n')}\n\n${message.text ?? ''}`;
  return outer(`Fwd: ${message.subject}`, { html, text });
}

/** Forward as attachment: the whole message as a message/rfc822 part, the note as the body. */
export function attachmentForward(
  innerRaw: Uint8Array,
  subject: string,
  options: { note?: string } = {},
): Mail.Options {
  return {
    ...outer(`Fwd: ${subject}`, { text: options.note ?? '' }),
    attachments: [{ filename: 'order.eml', content: Buffer.from(innerRaw), contentType: 'message/rfc822' }],
  };
}
