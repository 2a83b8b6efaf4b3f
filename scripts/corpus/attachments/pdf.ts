/**
 * Print-at-home tickets: small text PDFs (Helvetica, WinAnsi), one page per ticket, with a drawn
 * barcode. Written by hand, not with a PDF library: a handful of objects and a correct xref table is
 * all a text extractor needs, and the bytes stay identical on every run.
 */

export interface PdfLine {
  text: string;
  x: number;
  y: number;
  size: number;
  bold?: boolean;
}

export interface PdfPage {
  lines: PdfLine[];
  /** Digits drawn as bars (and printed under them by the caller if wanted). */
  barcode?: { value: string; x: number; y: number };
}

const winAnsiExtras: Record<string, number> = {
  '€': 0x80,
  '…': 0x85,
  '‘': 0x91,
  '’': 0x92,
  '“': 0x93,
  '”': 0x94,
  '•': 0x95,
  '–': 0x96,
  '—': 0x97,
};

/** A PDF literal string in WinAnsi, non-ASCII bytes as octal escapes. */
const literal = (text: string): string => {
  let out = '(';
  for (const char of text) {
    const code = winAnsiExtras[char] ?? char.codePointAt(0)!;
    if (code > 0xff) throw new Error(`not in WinAnsi: ${char}`);
    if (char === '(' || char === ')' || char === '\\') out += `\\${char}`;
    else if (code < 0x20 || code > 0x7e) out += `\\${code.toString(8).padStart(3, '0')}`;
    else out += char;
  }
  return `${out})`;
};

const bars = (value: string, x: number, y: number): string => {
  const out: string[] = [];
  let cursor = x;
  for (const digit of value) {
    const d = Number(digit) || 0;
    for (const width of [1 + (d % 3), 1 + ((d + 1) % 2), 2 + (d % 2)]) {
      out.push(`${cursor} ${y} ${width} 40 re f`);
      cursor += width + 1.5;
    }
  }
  return out.join('\n');
};

const pageContent = (page: PdfPage): string => {
  const text = page.lines
    .map(
      (line) =>
        `BT /${line.bold ? 'F2' : 'F1'} ${line.size} Tf ${line.x} ${line.y} Td ${literal(line.text)} Tj ET`,
    )
    .join('\n');
  return page.barcode ? `${text}\n0 g\n${bars(page.barcode.value, page.barcode.x, page.barcode.y)}` : text;
};

/** A photo for the first page (a venue picture, a sponsor's advert): JPEG bytes drawn across the page. */
export interface PdfImage {
  jpeg: Uint8Array;
  width: number;
  height: number;
}

export const makePdf = (
  pages: PdfPage[],
  info: { title: string; producer: string; image?: PdfImage },
): Buffer => {
  const objects: string[] = [];
  const pageIds = pages.map((_, i) => 5 + i * 2);
  objects[1] = '<< /Type /Catalog /Pages 2 0 R >>';
  objects[2] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages.length} >>`;
  objects[3] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>';
  objects[4] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>';
  const imageId = 5 + pages.length * 2;
  pages.forEach((page, i) => {
    const withImage = i === 0 && info.image !== undefined;
    const content = withImage ? `q 495 0 0 200 50 60 cm /Im1 Do Q\n${pageContent(page)}` : pageContent(page);
    const xObject = withImage ? ` /XObject << /Im1 ${imageId} 0 R >>` : '';
    objects[pageIds[i]!] =
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 3 0 R /F2 4 0 R >>${xObject} >> /Contents ${pageIds[i]! + 1} 0 R >>`;
    objects[pageIds[i]! + 1] =
      `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`;
  });
  if (info.image) {
    const { jpeg, width, height } = info.image;
    objects[imageId] =
      `<< /Type /XObject /Subtype /Image /Width ${width} /Height ${height} /ColorSpace /DeviceRGB /BitsPerComponent 8 /Filter /DCTDecode /Length ${jpeg.length} >>\nstream\n${Buffer.from(jpeg).toString('latin1')}\nendstream`;
  }
  const infoId = objects.length;
  objects[infoId] =
    `<< /Title ${literal(info.title)} /Producer ${literal(info.producer)} /CreationDate (D:20260101120000Z) >>`;
  let body = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  for (let id = 1; id < objects.length; id++) {
    offsets[id] = Buffer.byteLength(body, 'latin1');
    body += `${id} 0 obj\n${objects[id]}\nendobj\n`;
  }
  const xrefAt = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length}\n0000000000 65535 f \n`;
  for (let id = 1; id < objects.length; id++) body += `${String(offsets[id]).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length} /Root 1 0 R /Info ${infoId} 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
};

/** A ticket page laid out like most print-at-home tickets: labels small, values large. */
export const ticketPage = (options: {
  brand: string;
  title: string;
  fields: [string, string][];
  barcode: string;
  footer: string[];
}): PdfPage => {
  const lines: PdfLine[] = [
    { text: options.brand, x: 50, y: 790, size: 11, bold: true },
    { text: options.title, x: 50, y: 750, size: 20, bold: true },
  ];
  options.fields.forEach(([label, value], i) => {
    const column = i % 2;
    const rowY = 700 - Math.floor(i / 2) * 46;
    lines.push({ text: label, x: 50 + column * 260, y: rowY, size: 8 });
    lines.push({ text: value, x: 50 + column * 260, y: rowY - 16, size: 13, bold: true });
  });
  const barcodeY = 700 - Math.ceil(options.fields.length / 2) * 46 - 50;
  lines.push({ text: options.barcode, x: 50, y: barcodeY - 14, size: 10 });
  options.footer.forEach((text, i) => lines.push({ text, x: 50, y: 90 - i * 12, size: 7 }));
  return { lines, barcode: { value: options.barcode, x: 50, y: barcodeY } };
};
