/** HTML helpers shared by the vendor styles, and the HTML-to-text a mail client does when forwarding. */
import { Parser } from 'htmlparser2';

export const esc = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A full HTML document around a body, with a hidden preheader as marketing mails carry one. */
export const page = (options: {
  title: string;
  body: string;
  preheader?: string;
  style?: string;
  head?: string;
  lang?: string;
  bodyStyle?: string;
}): string => {
  const preheader = options.preheader
    ? `<div style="display:none;max-height:0;overflow:hidden;mso-hide:all;font-size:1px;color:#ffffff;line-height:1px">${esc(options.preheader)}&#847;&zwnj;&nbsp;&#847;&zwnj;&nbsp;</div>\n`
    : '';
  return [
    '<!DOCTYPE html>',
    `<html lang="${options.lang ?? 'en'}">`,
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${esc(options.title)}</title>`,
    options.style ? `<style type="text/css">\n${options.style}\n</style>` : '',
    options.head ?? '',
    '</head>',
    `<body style="${options.bodyStyle ?? 'margin:0;padding:0'}">`,
    preheader + options.body,
    '</body>',
    '</html>',
    '',
  ]
    .filter((line) => line !== '')
    .join('\n');
};

/** The inside of <body>, as a client pastes it into a forward. */
export const bodyOf = (html: string): string => {
  const match = /<body[^>]*>([\s\S]*)<\/body>/i.exec(html);
  return (match ? match[1]! : html).trim();
};

export const stripScripts = (html: string): string => html.replace(/<script\b[\s\S]*?<\/script>\s*/gi, '');

const paragraphTags = new Set(['p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'table', 'blockquote']);

const blockTags = new Set([
  'p',
  'div',
  'table',
  'tr',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'li',
  'ul',
  'ol',
  'blockquote',
  'dl',
  'dt',
  'dd',
  'section',
  'header',
  'footer',
  'center',
]);

/**
 * Plain text the way a mail client derives it from HTML when forwarding: block elements break lines,
 * table cells run on with spaces, links keep their address in angle brackets, hidden preheaders stay.
 */
export const htmlToText = (html: string): string => {
  let out = '';
  let skip = 0;
  let pre = 0;
  const links: string[] = [];
  // Adjacent blocks share one line break; paragraphs and headings leave a blank line.
  const breakLine = (blank: boolean) => {
    const trimmed = out.replace(/[ \t]+$/, '');
    const want = blank ? '\n\n' : '\n';
    out =
      trimmed.endsWith(want) || (!blank && trimmed.endsWith('\n'))
        ? trimmed
        : trimmed.replace(/\n*$/, '') + want;
  };
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (name === 'script' || name === 'style' || name === 'head' || name === 'title') skip++;
        if (name === 'pre') pre++;
        if (name === 'br') out += '\n';
        else if (name === 'hr') {
          breakLine(false);
          out += '________________________________';
          breakLine(false);
        } else if (blockTags.has(name)) breakLine(paragraphTags.has(name));
        else if (name === 'td' || name === 'th') out += ' ';
        if (name === 'img' && attributes.alt) out += `[${attributes.alt}]`;
        if (name === 'a') links.push(attributes.href ?? '');
      },
      ontext(text) {
        // Line breaks inside HTML text are just spaces; only elements break lines.
        if (skip === 0) out += pre > 0 ? text.replace(/ /g, '\u00a0') : text.replace(/[\r\n\t ]+/g, ' ');
      },
      onclosetag(name) {
        if (name === 'script' || name === 'style' || name === 'head' || name === 'title') skip--;
        if (name === 'pre') pre--;
        if (name === 'a') {
          const href = links.pop() ?? '';
          if (href.startsWith('http') && !out.endsWith(href)) out += ` <${href}>`;
        }
        if (blockTags.has(name)) breakLine(paragraphTags.has(name));
      },
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  return (
    out
      .replace(/[\u034f\u200c]/g, '')
      .split('\n')
      .map((line) =>
        line
          .replace(/[ \t]+/g, ' ')
          .trim()
          .replace(/\u00a0/g, ' '),
      )
      .join('\n')
      .replace(/\n{3,}/g, '\n\n')
      .trim() + '\n'
  );
};

/** A tiny opaque PNG (1×1) for logos and inline images. */
export const tinyPng = (rgb: [number, number, number]): Buffer => {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer): number => {
    let c = 0xffffffff;
    for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer): Buffer => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(1, 0);
  header.writeUInt32BE(1, 4);
  header.set([8, 2, 0, 0, 0], 8);
  // One scanline (filter byte + RGB) in a stored (uncompressed) deflate block inside a zlib stream.
  const raw = Buffer.from([0, ...rgb]);
  let a = 1;
  let b = 0;
  for (const byte of raw) {
    a = (a + byte) % 65521;
    b = (b + a) % 65521;
  }
  const adler = Buffer.alloc(4);
  adler.writeUInt32BE(((b << 16) | a) >>> 0);
  const idat = Buffer.concat([
    Buffer.from([0x78, 0x01, 0x01, raw.length, 0, ~raw.length & 0xff, 0xff]),
    raw,
    adler,
  ]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', idat),
    chunk('IEND', Buffer.alloc(0)),
  ]);
};
