import { fromC1 } from '../document/windows-1252.ts';
import { stripSubjectPrefixes } from '../document/forward-patterns.ts';
import type { EmailDocument } from '../types.ts';
import { cleanText } from './normalise.ts';

export type LineSource = 'subject' | 'body' | 'attachment';

/** One line of the document as the candidate generators read it. */
export interface TextLine {
  /** Index in the document's line list (subject first, then body, then attachments). */
  index: number;
  /** Cleaned text of the whole line. */
  text: string;
  /** Table cells of the line (' | ' joined by parsing); one cell for plain text. */
  cells: string[];
  source: LineSource;
  /** 0 at the top of its source, 1 at the bottom. */
  position: number;
}

/** The subject without the forwarders' 'Fwd:' / 'WG:' / 'TR:' prefixes. */
export function vendorSubject(doc: EmailDocument): string {
  return cleanText(stripSubjectPrefixes(doc.original.subject ?? doc.subject));
}

// A ticket e-mail says what it sells near its top; a body far longer than any real one is cut so that
// one hostile e-mail costs about what a normal one does.
const maxLinesPerSource = 600;
const maxLineChars = 600;

// Link targets that parsing keeps after a link's text ('Accept Tickets <https://…>') say nothing about tickets.
const linkTarget = /\s*<(?:https?:|mailto:|www\.)[^>]*>/gi;

// Unicode-property patterns are module constants: esbuild (tsx, the bundles) turns a literal with
// \p{…} into `new RegExp(…)`, which would build it again on every call.
const letterOrDigit = /[\p{L}\p{N}]/u;

// '📍 NDSM-werf', '🗓 Sat 14 Mar': an emoji marks what a value is, it is no part of the value.
const icons = /(?:\p{Extended_Pictographic}|\u{FE0F}|\u{200D}|\u{20E3})+/gu;
const nonAscii = /[^\p{ASCII}]/u;
const withoutIcons = (text: string) => (nonAscii.test(text) ? text.replace(icons, ' ') : text);

// Japanese, Korean and Chinese mail writes ASCII in full width ('■会場 ：', '１７：３０'): read as ASCII,
// and a label's colon without the space after it ('公演名：NEON PARADE') with one, as labels are read.
const fullWidth = /[\uff01-\uff5e]/g;
const cjkLabelColon =
  /(?<=[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]\s?):(?=\S)/gu;
const halfWidth = (text: string) =>
  text
    .replace(fullWidth, (char) => String.fromCharCode(char.charCodeAt(0) - 0xfee0))
    .replace(cjkLabelColon, ': ');

const emptyEdgeCell = /^\|\s+|\s+\|$/g;

const readable = (text: string) => (nonAscii.test(text) ? withoutIcons(halfWidth(fromC1(text))) : text);

function sourceLines(texts: string[], source: LineSource, out: TextLine[]): void {
  const kept = texts
    .slice(0, maxLinesPerSource * 2)
    .map((text) =>
      cleanText(readable(text.slice(0, maxLineChars * 2).replace(linkTarget, ''))).slice(0, maxLineChars),
    )
    .filter((text) => text.length > 0 && letterOrDigit.test(text));
  kept.splice(maxLinesPerSource);
  kept.forEach((line, i) => {
    // '📅 | sábado, 20 de febrero de 2027': a cell that held only an icon leaves no empty cell behind.
    const text = line.includes('|') ? line.replace(emptyEdgeCell, '') : line;
    // Without a '|' the line is one cell (its text is trimmed and not empty).
    const cells = text.includes('|')
      ? text
          .split(/\s+\|\s+|^\|\s*|\s*\|$/)
          .map((cell) => cell.trim())
          .filter((cell) => cell.length > 0)
      : [text];
    out.push({
      index: out.length,
      text,
      cells: cells.length > 0 ? cells : [text],
      source,
      position: kept.length > 1 ? i / (kept.length - 1) : 0,
    });
  });
}

/** Subject, body and attachment text as one list of lines. */
export function documentLines(doc: EmailDocument): TextLine[] {
  const lines: TextLine[] = [];
  sourceLines([vendorSubject(doc)], 'subject', lines);
  sourceLines(doc.lines, 'body', lines);
  for (const attachment of doc.attachments) sourceLines(attachment.text.split(/\r?\n/), 'attachment', lines);
  return lines;
}
