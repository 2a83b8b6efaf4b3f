import { deflateSync } from 'node:zlib';

export interface MinimalPdfOptions {
  /** A content stream of one's own instead of one line per entry of `lines`. */
  content?: string;
  /** How the content stream is stored: as is, Flate-compressed, or ASCII-hex (which only pdf.js reads). */
  filter?: 'none' | 'flate' | 'hex';
  /** A standard security handler whose user password is not empty: readers must ask for it. */
  encrypt?: boolean;
}

/** A one-page PDF showing the given lines in Helvetica (WinAnsi): enough for a text extractor. */
export function minimalPdf(lines: string[], options: MinimalPdfOptions = {}): Uint8Array {
  const escape = (text: string) => text.replace(/[()\\]/g, '\\$&');
  const content =
    options.content ??
    `BT /F1 12 Tf 72 720 Td 16 TL ${lines.map((line) => `(${escape(line)}) Tj T*`).join(' ')} ET`;
  const filter = options.filter ?? 'none';
  const data =
    filter === 'flate'
      ? deflateSync(Buffer.from(content, 'latin1')).toString('latin1')
      : filter === 'hex'
        ? `${Buffer.from(content, 'latin1').toString('hex')}>`
        : content;
  const filterEntry =
    filter === 'flate' ? ' /Filter /FlateDecode' : filter === 'hex' ? ' /Filter /ASCIIHexDecode' : '';
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${data.length}${filterEntry} >>\nstream\n${data}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
  ];
  if (options.encrypt) {
    objects.push(`<< /Filter /Standard /V 1 /R 2 /O <${'ab'.repeat(32)}> /U <${'cd'.repeat(32)}> /P -44 >>`);
  }
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(out.length);
    out += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  out += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  const encrypt = options.encrypt
    ? ` /Encrypt ${objects.length} 0 R /ID [<0123456789abcdef0123456789abcdef> <0123456789abcdef0123456789abcdef>]`
    : '';
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R${encrypt} >>\nstartxref\n${xref}\n%%EOF\n`;
  return new Uint8Array(Buffer.from(out, 'latin1'));
}
