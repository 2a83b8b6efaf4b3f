import { promoHeadings } from '../candidates/lexicon.ts';
import type { TextLine } from './document-lines.ts';
import { words } from './normalise.ts';

// One alternation instead of a search per heading; headings are folded words, so no escaping is needed.
const promoPattern = new RegExp(` (?:${promoHeadings.join('|')}) `);

/**
 * The first body line of a block of other events offered for sale ('You might also like', 'Das könnte
 * Sie auch interessieren'); Infinity when there is none. What follows names events nobody bought.
 */
export function promoStart(lines: readonly TextLine[]): number {
  const promo = lines.find(
    (line) => line.source === 'body' && promoPattern.test(` ${words(line.text).join(' ')} `),
  );
  return promo?.index ?? Infinity;
}

/** Whether a line belongs to the promotions block. */
export const inPromo = (line: TextLine, start: number) => line.source === 'body' && line.index >= start;
