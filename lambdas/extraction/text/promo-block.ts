import { leadingPromoHeadings, promoHeadings } from '../candidates/lexicon.ts';
import type { TextLine } from './document-lines.ts';
import { words } from './normalise.ts';

// One alternation instead of a search per heading; headings are folded words, so no escaping is needed.
const promoPattern = new RegExp(` (?:${promoHeadings.join('|')}) `);
const leadingPromoPattern = new RegExp(`^ (?:${leadingPromoHeadings.join('|')}) `);

// 'More Chicago Bulls games', 'More shows at the Fillmore': a short heading over more of the same.
const moreOfThem = / more(?: \S+){0,4} (?:games|events|shows|concerts|dates|matches)$/;

// 'Also at LW Theatres', 'More at Scotiabank Arena', 'More on District this month', 'Ook in de Schouwburg', 'Volgende thuiswedstrijd':
// a short heading over what else the venue or club sells.
const alsoHere =
  /^ (?:also (?:at|on|playing|showing|in)|more (?:at|from|in|on)|next home (?:game|match)|(?:other|upcoming|future) (?:home )?(?:games|matches|fixtures)|ook (?:in|bij|te zien)|meer (?:in|bij|van)|volgende thuiswedstrijd|nachstes heimspiel|weitere termine|auch (?:im|in der|bei)|proximo partido|tambien en|mas en|aussi a|egalement a|bientot a|prochain match) /;

const isHeading = (folded: string) =>
  promoPattern.test(folded) ||
  leadingPromoPattern.test(folded) ||
  (folded.split(' ').length <= 8 && (moreOfThem.test(folded.trimEnd()) || alsoHere.test(folded)));

// Where the mail turns to the order itself: a block of promotions above it ends there.
const orderPattern =
  / (?:your order|order is confirmed|order confirmed|thank you for your|thanks for your|ihre bestellung|deine bestellung|tu pedido|su pedido|votre commande|je bestelling|uw bestelling) /;

/** Lines [start, end) of a block of other events offered for sale; start is Infinity when there is none. */
export interface PromoBlock {
  start: number;
  end: number;
}

/**
 * The block of other events offered for sale ('You might also like', 'Das könnte Sie auch
 * interessieren'): from its heading to the end, or, when it stands in the upper part of the body
 * ('Trending near you' above the order), to the line where the order begins. What it holds names events
 * nobody bought.
 */
export function promoBlock(lines: readonly TextLine[]): PromoBlock {
  const folded = (line: TextLine) => ` ${words(line.text).join(' ')} `;
  const heading = lines.find((line) => line.source === 'body' && isHeading(folded(line)));
  if (!heading) return { start: Infinity, end: Infinity };
  const order =
    heading.position < 0.4
      ? lines.find(
          (line) => line.index > heading.index && line.source === 'body' && orderPattern.test(folded(line)),
        )
      : undefined;
  return { start: heading.index, end: order?.index ?? Infinity };
}

/** Whether a line belongs to the promotions block. */
export const inPromo = (line: TextLine, block: PromoBlock) =>
  line.source === 'body' && line.index >= block.start && line.index < block.end;
