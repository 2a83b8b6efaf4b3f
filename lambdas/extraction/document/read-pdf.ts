import './promise-polyfills.ts';
import { limits } from './limits.ts';
import { simplePdfText } from './simple-pdf-text.ts';
import { textToLines } from './text-to-lines.ts';

export interface PdfReading {
  text: string;
  warnings: string[];
}

interface TextItem {
  str?: string;
  hasEOL?: boolean;
}

// The few pdf.js calls used here; unpdf's bundled pdf.js typings do not resolve under NodeNext.
interface PdfPage {
  getTextContent(): Promise<{ items: unknown[] }>;
  cleanup(): void;
}
interface PdfDocument {
  numPages: number;
  getPage(number: number): Promise<PdfPage>;
}
interface PdfLoadingTask {
  promise: Promise<PdfDocument>;
  destroy(): Promise<void>;
}
interface PdfJs {
  getDocument(options: Record<string, unknown>): PdfLoadingTask;
}

/**
 * The text of a PDF, page by page up to a page and time budget: simple PDFs through a reader of our own,
 * the rest through pdf.js. Encrypted and unreadable files come back as a warning with no text; this
 * function does not throw.
 */
export async function readPdf(bytes: Uint8Array): Promise<PdfReading> {
  const warnings: string[] = [];
  if (bytes.length > limits.maxPdfBytes) {
    return { text: '', warnings: [`pdf: too large (${bytes.length} bytes)`] };
  }
  const simple = simplePdfText(bytes, limits.maxPdfPages);
  if (simple && simple.pageCount > limits.maxPdfPages) {
    warnings.push(`pdf: read ${limits.maxPdfPages} of ${simple.pageCount} pages`);
  }
  const pages = simple ? simple.pages : await readWithPdfJs(bytes, warnings);
  return { text: linesText(pages.join('\n'), warnings), warnings };
}

async function readWithPdfJs(bytes: Uint8Array, warnings: string[]): Promise<string[]> {
  const started = performance.now();
  const pages: string[] = [];
  let task: PdfLoadingTask | undefined;
  try {
    // unpdf loads pdf.js (1.6 MB) on first use: most e-mails carry no PDF and never pay for it.
    const { getResolvedPDFJS } = await import('unpdf');
    const pdfjs = (await getResolvedPDFJS()) as unknown as PdfJs;
    // pdf.js takes ownership of (detaches) the buffer it is given: hand it a copy.
    task = pdfjs.getDocument({
      data: bytes.slice(),
      verbosity: 0,
      isEvalSupported: false,
      useSystemFonts: true,
      disableFontFace: true,
      stopAtErrors: false,
    });
    const document = await withTimeout(task.promise, limits.maxPdfMillis);
    const pageCount = Math.min(document.numPages, limits.maxPdfPages);
    if (document.numPages > pageCount) warnings.push(`pdf: read ${pageCount} of ${document.numPages} pages`);
    for (let number = 1; number <= pageCount; number += 1) {
      const remaining = limits.maxPdfMillis - (performance.now() - started);
      if (remaining <= 0) {
        warnings.push(`pdf: stopped after ${number - 1} pages (time limit)`);
        break;
      }
      const page = await withTimeout(document.getPage(number), remaining);
      const content = await withTimeout(page.getTextContent(), remaining);
      pages.push(
        (content.items as TextItem[]).map((item) => (item.str ?? '') + (item.hasEOL ? '\n' : ' ')).join(''),
      );
      page.cleanup();
    }
  } catch (error) {
    warnings.push(`pdf: ${describe(error)}`);
  } finally {
    // Also stops a load still running after a time-out.
    await task?.destroy().catch(() => undefined);
  }
  return pages;
}

function linesText(text: string, warnings: string[]): string {
  const { lines, truncated } = textToLines(text, limits.maxAttachmentTextChars);
  if (truncated) warnings.push('pdf: text truncated');
  return lines.join('\n');
}

function describe(error: unknown): string {
  const name = error instanceof Error ? error.name : '';
  if (name === 'PasswordException') return 'encrypted';
  if (name === 'InvalidPDFException') return 'unreadable (invalid PDF structure)';
  if (error instanceof TimeoutError) return 'time limit reached';
  return `unreadable (${error instanceof Error ? error.message : String(error)})`.slice(0, 200);
}

class TimeoutError extends Error {
  override readonly name = 'TimeoutError';
}

function withTimeout<T>(promise: Promise<T>, millis: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new TimeoutError()), Math.max(1, millis));
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
