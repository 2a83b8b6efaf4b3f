import { Parser } from 'htmlparser2';
import { limits } from './limits.ts';
import { LineLayout } from './line-layout.ts';
import { MicrodataCollector, type MicrodataItem } from './microdata-collector.ts';

export interface HtmlScan {
  lines: string[];
  /** Indices into lines where a mail client's quote or forward container began. */
  quoteStarts: number[];
  /** Raw text of every application/ld+json script. */
  jsonLd: string[];
  microdata: MicrodataItem[];
  truncated: boolean;
  /** Lines left out because broken decoding turned them into replacement characters. */
  garbled: number;
}

// Per-element flags kept on a stack so that closing an element undoes exactly what opening it did
// (bits 0 and 1 are the microdata collector's).
const hides = 1 << 2;
const raw = 1 << 3;
const block = 1 << 4;
const cell = 1 << 5;
const row = 1 << 6;
const jsonLdScript = 1 << 7;
const mailto = 1 << 8;
const preformatted = 1 << 9;
const box = 1 << 10;

// Never rendered: their text is not part of the message a reader sees. (Not <head>: sloppy mail leaves it
// open around the whole body, and what it should hold — title, style, script — is listed anyway.)
const rawElements = new Set('script style title template noscript svg math object'.split(' '));
const blockElements = new Set(
  (
    'address article aside blockquote br caption center dd details dialog div dl dt fieldset figcaption figure ' +
    'footer form h1 h2 h3 h4 h5 h6 header hr li main nav ol p pre section summary table ul option tbody thead ' +
    'tfoot body html'
  ).split(' '),
);
const hiddenStyle =
  /(?:^|;|\s)(?:display\s*:\s*none|visibility\s*:\s*hidden|max-height\s*:\s*0(?:px)?\s*(?:;|!|$)|opacity\s*:\s*0(?:\.0+)?\s*(?:;|!|$))/i;
const inlineBlock = /(?:^|;|\s)display\s*:\s*inline-block/i;
const hiddenClass = /\b(?:preheader|preview-?text)\b/i;
const quoteClass = /\b(?:gmail_quote|moz-forward-container|yahoo_quoted|OutlookMessageHeader)\b/;
// Outlook desktop separates the forwarded header with a thin top border in one of two greys.
const outlookSeparator = /border-top\s*:\s*solid\s+#(?:E1E1E1|B5C4DF)/i;

/**
 * One htmlparser2 pass over an e-mail's HTML: the visible text as lines (tables kept as ' | ' rows), the
 * JSON-LD scripts, the microdata items and where quoted blocks start. Never throws on broken markup.
 */
export function scanHtml(html: string, maxChars: number = limits.maxTextChars): HtmlScan {
  const layout = new LineLayout(maxChars);
  const microdata = new MicrodataCollector();
  const jsonLd: string[] = [];
  const flagStack: number[] = [];
  const mailtoStack: { address: string; text: string }[] = [];
  let hiddenDepth = 0;
  let rawDepth = 0;
  let preDepth = 0;
  let script: string | undefined;
  let jsonLdChars = 0;
  const truncatedInput = html.length > limits.maxHtmlChars;

  const parser = new Parser(
    {
      onopentag(name, attribs) {
        let flags = microdata.open(name, attribs);
        if (rawElements.has(name)) {
          flags |= raw | hides;
          rawDepth += 1;
          hiddenDepth += 1;
          if (name === 'script' && /ld\+json/i.test(attribs.type ?? '')) {
            flags |= jsonLdScript;
            script = '';
          }
        } else if (isHidden(attribs)) {
          flags |= hides;
          hiddenDepth += 1;
        }
        if (hiddenDepth === 0) flags |= openVisible(name, attribs);
        flagStack.push(flags);
      },
      ontext(data) {
        if (rawDepth > 0) {
          if (script !== undefined && script.length < limits.maxJsonLdChars) script += data;
          return;
        }
        microdata.text(data);
        if (hiddenDepth > 0) return;
        for (const link of mailtoStack) link.text += data;
        if (preDepth > 0 && data.includes('\n')) {
          const parts = data.split('\n');
          parts.forEach((part, index) => {
            if (index > 0) layout.breakLine();
            layout.text(part);
          });
        } else {
          layout.text(data);
        }
      },
      onclosetag() {
        const flags = flagStack.pop() ?? 0;
        if (flags & jsonLdScript && script !== undefined) {
          if (jsonLdChars + script.length <= limits.maxJsonLdChars) jsonLd.push(script);
          jsonLdChars += script.length;
          script = undefined;
        }
        if (flags & raw) rawDepth -= 1;
        if (flags & hides) hiddenDepth -= 1;
        if (flags & cell) layout.closeCell();
        else if (flags & box) layout.closeBox();
        else if (flags & row) layout.closeRow();
        else if (flags & block) layout.breakLine();
        if (flags & preformatted) preDepth -= 1;
        if (flags & mailto) {
          const link = mailtoStack.pop();
          if (link && !link.text.includes('@')) layout.text(` <${link.address}>`);
        }
        microdata.close(flags);
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );

  function openVisible(name: string, attribs: Record<string, string>): number {
    if (isQuoteStart(name, attribs)) layout.quoteStart();
    switch (name) {
      case 'td':
      case 'th':
        layout.openCell();
        return cell;
      case 'tr':
        layout.openRow();
        return row;
      case 'table':
        layout.openTable();
        return block;
      case 'pre':
        layout.breakLine();
        preDepth += 1;
        return block | preformatted;
      case 'a': {
        const href = attribs.href ?? '';
        if (!/^mailto:/i.test(href)) return 0;
        const address = decodeURIComponentSafe(href.slice(7).split('?')[0] ?? '');
        if (!address.includes('@')) return 0;
        mailtoStack.push({ address, text: '' });
        return mailto;
      }
      default:
        // Boxes side by side, each a label over its value ('VAK<br>212', 'RIJ<br>8'): one line each.
        if (attribs.style?.includes('inline-block') && inlineBlock.test(attribs.style)) {
          layout.openBox();
          return box;
        }
        if (!blockElements.has(name)) return 0;
        layout.breakLine();
        return block;
    }
  }

  parser.write(truncatedInput ? html.slice(0, limits.maxHtmlChars) : html);
  parser.end();
  const { lines, quoteStarts } = layout.finish();
  return {
    lines,
    quoteStarts,
    jsonLd,
    microdata: microdata.items,
    truncated: truncatedInput || layout.truncated,
    garbled: layout.garbled,
  };
}

function isHidden(attribs: Record<string, string>): boolean {
  if (attribs.hidden !== undefined) return true;
  const style = attribs.style;
  // Nearly every element of a mail template has a style: test the cheap substrings before the pattern.
  if (style !== undefined && mayHide(style) && hiddenStyle.test(style)) return true;
  const className = attribs.class;
  return (
    className !== undefined &&
    (className.includes('pre') || className.includes('Pre')) &&
    hiddenClass.test(className)
  );
}

function mayHide(style: string): boolean {
  return (
    style.includes('none') ||
    style.includes('hidden') ||
    style.includes('max-height') ||
    style.includes('opacity')
  );
}

function isQuoteStart(name: string, attribs: Record<string, string>): boolean {
  if (name === 'blockquote') return attribs.type === 'cite' || quoteClass.test(attribs.class ?? '');
  if (name !== 'div') return false;
  if (attribs.id === 'divRplyFwdMsg') return true;
  if (attribs.class !== undefined && quoteClass.test(attribs.class)) return true;
  const style = attribs.style;
  return style !== undefined && style.includes('border-top') && outlookSeparator.test(style);
}

function decodeURIComponentSafe(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
