import { limits } from './limits.ts';
import { isGarbled, normalizeSpace } from './normalize-space.ts';

export interface LinesResult {
  lines: string[];
  truncated: boolean;
  /** Lines left out because broken decoding turned them into replacement characters. */
  garbled: number;
}

/** Splits plain text into trimmed, whitespace-collapsed, non-empty lines, up to a character budget. */
export function textToLines(text: string, maxChars: number = limits.maxTextChars): LinesResult {
  const lines: string[] = [];
  let chars = 0;
  let garbled = 0;
  for (const raw of text.split(/\r\n|\r|\n/)) {
    const line = normalizeSpace(raw);
    if (line === '') continue;
    if (isGarbled(line)) {
      garbled += 1;
      continue;
    }
    chars += line.length;
    if (chars > maxChars) return { lines, truncated: true, garbled };
    lines.push(line);
  }
  return { lines, truncated: false, garbled };
}
