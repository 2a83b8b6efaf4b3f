/**
 * Raw RFC 5322 messages from a small spec, built with nodemailer's MailComposer. Boundaries and ids
 * come from the spec so that the bytes are the same on every run. MailComposer never writes an 8bit
 * body, so 8bit parts are handed to it pre-built (`raw`).
 */
import MailComposer from 'nodemailer/lib/mail-composer/index.js';

export interface Address {
  name?: string;
  address: string;
}

export interface Attachment {
  filename: string;
  contentType: string;
  content: Buffer;
  /** Inline image referenced from the HTML by cid: (makes multipart/related). */
  cid?: string;
}

export type BodyEncoding = 'quoted-printable' | 'base64' | '8bit' | 'auto';
export type Charset = 'utf-8' | 'iso-8859-1';

export interface MailSpec {
  from: Address;
  to: Address[];
  cc?: Address[];
  replyTo?: Address;
  subject: string;
  /** RFC 5322 date with the sender's offset. */
  date: string;
  messageId: string;
  text?: string;
  html?: string;
  charset?: Charset;
  encoding?: BodyEncoding;
  attachments?: Attachment[];
  /** A whole message attached as message/rfc822 (forward as attachment). */
  attachedMessages?: { filename: string; raw: Buffer }[];
  headers?: [string, string][];
  /** Shared part of the multipart boundaries. */
  boundary: string;
}

const toCrlf = (text: string): string => text.replace(/\r?\n/g, '\r\n');

/** ISO-8859-1 bytes; typography outside Latin-1 is replaced as an old mail system would. */
export const latin1 = (text: string): Buffer => {
  const plain = text
    .replace(/[\u2013\u2014]/g, '-')
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d\u201e]/g, '"')
    .replace(/\u2026/g, '...')
    .replace(/\u20ac/g, 'EUR')
    .replace(/\u2022/g, '*');
  for (const char of plain) {
    if (char.codePointAt(0)! > 0xff) throw new Error(`not in ISO-8859-1: ${JSON.stringify(char)}`);
  }
  return Buffer.from(plain, 'latin1');
};

const bodyBytes = (text: string, charset: Charset): Buffer =>
  charset === 'iso-8859-1' ? latin1(toCrlf(text)) : Buffer.from(toCrlf(text), 'utf8');

interface Alternative {
  contentType: string;
  content?: Buffer;
  contentTransferEncoding?: string;
  raw?: Buffer;
}

const alternative = (
  type: 'plain' | 'html',
  text: string,
  charset: Charset,
  encoding: BodyEncoding,
): Alternative => {
  const contentType = `text/${type}; charset=${charset}`;
  const content = bodyBytes(text, charset);
  if (encoding === '8bit') {
    const head = `Content-Type: ${contentType}\r\nContent-Transfer-Encoding: 8bit\r\n\r\n`;
    return { contentType, raw: Buffer.concat([Buffer.from(head), content]) };
  }
  return encoding === 'auto'
    ? { contentType, content }
    : { contentType, content, contentTransferEncoding: encoding };
};

const addressList = (addresses: Address[] | undefined) =>
  addresses?.map((address) =>
    address.name ? { name: address.name, address: address.address } : address.address,
  );

export const compose = async (spec: MailSpec): Promise<Buffer> => {
  const charset = spec.charset ?? 'utf-8';
  const encoding = spec.encoding ?? 'auto';
  const alternatives: Alternative[] = [];
  if (spec.text !== undefined) alternatives.push(alternative('plain', spec.text, charset, encoding));
  if (spec.html !== undefined) alternatives.push(alternative('html', spec.html, charset, encoding));
  const attachments = [
    ...(spec.attachments ?? []).map((attachment) => ({
      filename: attachment.filename,
      contentType: attachment.contentType,
      content: attachment.content,
      ...(attachment.cid ? { cid: attachment.cid, contentDisposition: 'inline' as const } : {}),
    })),
    ...(spec.attachedMessages ?? []).map((message) => ({
      filename: message.filename,
      contentType: 'message/rfc822',
      content: message.raw,
      contentDisposition: 'attachment' as const,
    })),
  ];
  const single = alternatives.length === 1 && attachments.length === 0 ? alternatives[0] : undefined;
  const composer = new MailComposer({
    from: addressList([spec.from])?.[0],
    to: addressList(spec.to),
    cc: addressList(spec.cc),
    replyTo: spec.replyTo ? addressList([spec.replyTo])?.[0] : undefined,
    subject: spec.subject,
    date: spec.date,
    messageId: spec.messageId,
    baseBoundary: spec.boundary,
    boundaryPrefix: '----=_Part',
    headers: (spec.headers ?? []).map(([key, value]) => ({ key, value })),
    alternatives: single?.raw ? [{ contentType: single.contentType, content: 'x' }] : alternatives,
    attachments,
  });
  const node = composer.compile();
  if (single?.raw) {
    // MailComposer cannot write an 8bit root part: take its headers and write the body ourselves.
    const headers = node
      .buildHeaders()
      .replace(/Content-Transfer-Encoding: 7bit/i, 'Content-Transfer-Encoding: 8bit');
    const body = single.raw.subarray(single.raw.indexOf('\r\n\r\n') + 4);
    return Buffer.concat([Buffer.from(`${headers}\r\n\r\n`), body]);
  }
  return node.build();
};

/** 'Name <address>' as a client shows it in a forward header. */
export const showAddress = (address: Address, style: 'angle' | 'bare' | 'brackets' = 'angle'): string => {
  if (style === 'bare' || !address.name)
    return style === 'brackets' ? `<${address.address}>` : address.address;
  return `${address.name} <${address.address}>`;
};
