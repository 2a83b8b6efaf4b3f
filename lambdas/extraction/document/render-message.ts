import type { Email } from 'postal-mime';
import { scanHtml, type HtmlScan } from './scan-html.ts';
import { textToLines } from './text-to-lines.ts';

/** A message's body as lines, from its HTML when that has text, else from its plain-text part. */
export interface RenderedMessage {
  lines: string[];
  quoteStarts: number[];
  /** The other representation's lines, when the message had both (a forward may show in only one). */
  alternative?: () => string[];
  html?: HtmlScan;
  truncated: boolean;
  /** Lines left out because broken decoding turned them into replacement characters. */
  garbled: number;
}

// A plain-text body's aligned tables read as tables.
const plainColumns = { columns: true };

export function renderMessage(email: Email): RenderedMessage {
  const html = email.html && email.html.trim() !== '' ? scanHtml(email.html) : undefined;
  const text = email.text && email.text.trim() !== '' ? email.text : undefined;
  if (html && html.lines.length > 0) {
    return {
      lines: html.lines,
      quoteStarts: html.quoteStarts,
      alternative: text === undefined ? undefined : () => textToLines(text, undefined, plainColumns).lines,
      html,
      truncated: html.truncated,
      garbled: html.garbled,
    };
  }
  const plain =
    text === undefined
      ? { lines: [], truncated: false, garbled: 0 }
      : textToLines(text, undefined, plainColumns);
  return { lines: plain.lines, quoteStarts: [], html, truncated: plain.truncated, garbled: plain.garbled };
}
