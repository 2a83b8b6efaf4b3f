import { contentText, type FontDecoder } from './pdf-content-text.ts';
import { entry, NotSimplePdfError, PdfObjects, references } from './pdf-objects.ts';

/**
 * Page texts of a simple PDF — classic objects, plain or Flate content streams, non-symbolic fonts in
 * WinAnsi (or the standard fonts' own) encoding without ToUnicode maps, as many print-at-home ticket
 * generators write them — or undefined for anything else, which then goes to pdf.js.
 *
 * Why not pdf.js for these too: it costs about 5 ms of CPU even for a one-page text PDF, several times a
 * whole e-mail's parse; this reader takes a fraction of a millisecond and yields the same lines.
 */
export function simplePdfText(
  bytes: Uint8Array,
  maxPages: number,
): { pages: string[]; pageCount: number } | undefined {
  if (bytes.length > maxSimplePdfBytes) return undefined;
  try {
    const objects = new PdfObjects(bytes);
    const pagesRoot = entry(objects.root(), 'Pages');
    const pages = pageList(objects, pagesRoot);
    const texts = pages.slice(0, maxPages).map((page) => {
      const decoder = new SimpleFonts(objects, page.resources);
      const contents = references(entry(page.dictionary, 'Contents') ?? '');
      return contents.map((content) => contentText(objects.stream(content), decoder)).join('\n');
    });
    return { pages: texts, pageCount: pages.length };
  } catch {
    // NotSimplePdfError, or a file broken in a way only pdf.js knows how to tolerate or report.
    return undefined;
  }
}

// Larger files are mostly images; pdf.js reads them no slower and handles what this reader does not.
const maxSimplePdfBytes = 2 * 1024 * 1024;
const maxPageTreeDepth = 16;
const maxPages = 500;

interface Page {
  dictionary: string;
  resources: string;
}

function pageList(objects: PdfObjects, root: string | undefined): Page[] {
  const pages: Page[] = [];
  const visit = (reference: string | undefined, inherited: string, depth: number): void => {
    if (reference === undefined || depth > maxPageTreeDepth || pages.length >= maxPages) return;
    const node = objects.resolve(reference);
    if (node === undefined) throw new NotSimplePdfError('missing page');
    const resources = entry(node, 'Resources');
    const ownResources = resources === undefined ? inherited : (objects.resolve(resources) ?? inherited);
    const kids = entry(node, 'Kids');
    if (kids === undefined) pages.push({ dictionary: node, resources: ownResources });
    else for (const kid of references(kids)) visit(kid, ownResources, depth + 1);
  };
  visit(root, '', 0);
  if (pages.length === 0) throw new NotSimplePdfError('no pages');
  return pages;
}

// The Standard 14 text fonts; a PDF may use them without embedding or naming an encoding.
const standardFont = /^\/(?:Helvetica|Arial|Times|Courier)/;

class SimpleFonts implements FontDecoder {
  private decodeBytes: ((bytes: Uint8Array) => string) | undefined;
  private readonly fontDictionary: string | undefined;
  private readonly xobjects: string | undefined;

  constructor(
    private readonly objects: PdfObjects,
    resources: string,
  ) {
    const fonts = entry(resources, 'Font');
    this.fontDictionary = fonts === undefined ? undefined : objects.resolve(fonts);
    const xobjects = entry(resources, 'XObject');
    this.xobjects = xobjects === undefined ? undefined : objects.resolve(xobjects);
  }

  select(name: string): void {
    const reference = this.fontDictionary === undefined ? undefined : entry(this.fontDictionary, name);
    const font = reference === undefined ? undefined : this.objects.resolve(reference);
    if (font === undefined) throw new NotSimplePdfError(`font ${name} not found`);
    const subtype = entry(font, 'Subtype');
    if (subtype !== '/Type1' && subtype !== '/TrueType') throw new NotSimplePdfError(`font type ${subtype}`);
    if (entry(font, 'ToUnicode') !== undefined) throw new NotSimplePdfError('ToUnicode map');
    const descriptor = entry(font, 'FontDescriptor');
    const flags = Number(entry(this.objects.resolve(descriptor ?? '') ?? '', 'Flags') ?? 0);
    // A symbolic font maps codes through its own program, whatever /Encoding says.
    if (descriptor !== undefined && (flags & 4) !== 0) throw new NotSimplePdfError('symbolic font');
    const encoding = entry(font, 'Encoding');
    if (encoding === '/WinAnsiEncoding') this.decodeBytes = decodeWinAnsi;
    else if (
      encoding === undefined &&
      standardFont.test(entry(font, 'BaseFont') ?? '') &&
      descriptor === undefined
    ) {
      this.decodeBytes = decodeStandard;
    } else throw new NotSimplePdfError(`encoding ${encoding}`);
  }

  decode(bytes: Uint8Array): string {
    if (!this.decodeBytes) throw new NotSimplePdfError('text before a font');
    return this.decodeBytes(bytes);
  }

  isForm(name: string): boolean {
    const reference = this.xobjects === undefined ? undefined : entry(this.xobjects, name);
    const object = reference === undefined ? undefined : this.objects.resolve(reference);
    return object === undefined || entry(object, 'Subtype') !== '/Image';
  }
}

// WinAnsiEncoding 0x80-0x9F (the rest is Latin-1); undefined codes draw nothing.
const winAnsiHigh = '€\u0000‚ƒ„…†‡ˆ‰Š‹Œ\u0000Ž\u0000\u0000‘’“”•–—˜™š›œ\u0000žŸ';

function decodeWinAnsi(bytes: Uint8Array): string {
  let text = '';
  for (const byte of bytes) {
    if (byte >= 0x80 && byte <= 0x9f) {
      const char = winAnsiHigh[byte - 0x80] as string;
      if (char !== '\u0000') text += char;
    } else if (byte === 0xa0) text += ' ';
    else if (byte === 0xad) text += '-';
    else if (byte >= 0x20) text += String.fromCharCode(byte);
  }
  return text;
}

// StandardEncoding agrees with ASCII except for the two quotes; beyond ASCII it differs, so leave those to pdf.js.
function decodeStandard(bytes: Uint8Array): string {
  let text = '';
  for (const byte of bytes) {
    if (byte >= 0x80) throw new NotSimplePdfError('StandardEncoding beyond ASCII');
    if (byte === 0x27) text += '’';
    else if (byte === 0x60) text += '‘';
    else if (byte >= 0x20) text += String.fromCharCode(byte);
  }
  return text;
}
