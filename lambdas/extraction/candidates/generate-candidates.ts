import type { EmailDocument } from '../types.ts';
import { documentLines, type TextLine } from '../text/document-lines.ts';
import { labelPairs, type LabelledValue } from '../text/label-pairs.ts';
import { inPromo, promoBlock, type PromoBlock } from '../text/promo-block.ts';
import { spacedHeader } from '../text/spaced-table.ts';
import { detectLanguage, type Language } from '../text/language.ts';
import { startDocument } from '../text/normalise.ts';
import type { Candidate } from './candidate.ts';
import { dateCandidates } from './date-candidates.ts';
import { dateMentions, type DateMention } from './date-mentions.ts';
import { documentZone } from './event-zone.ts';
import { inlineSeatingPairs, sectionsAbove } from './inline-seating.ts';
import { nameCandidates } from './name-candidates.ts';
import { theatreSeatingPairs } from './theatre-seating.ts';
import { cjkSeatingPairs } from './cjk-seating.ts';
import { admissionCandidates, quantityPatternCandidates } from './pattern-candidates.ts';
import { seatingCandidates } from './seating-candidates.ts';
import { structuredCandidates } from './structured-candidates.ts';

/** Everything the model and the result builder read about one document. */
export interface DocumentCandidates {
  lines: TextLine[];
  pairs: LabelledValue[];
  mentions: DateMention[];
  candidates: Candidate[];
  language: Language;
  /** Lines of a block of other events offered for sale. */
  promo: PromoBlock;
  /** The vendor's sending time, when the message says it. */
  sentAt?: Date;
  /** The vendor's message headers (sender name and brand are features). */
  original: EmailDocument['original'];
}

const dayFirstDomains = /\.(uk|ie|au|nz|eu|de|at|ch|fr|be|es|nl|it|pt|se|dk|no|fi|pl)$/i;

function isDayFirst(doc: EmailDocument, lines: readonly TextLine[], language: Language): boolean {
  if (language !== 'en') return true;
  for (const line of lines) {
    const numeric = /\b(\d{1,2})[/.](\d{1,2})[/.](?:\d{4}|\d{2})\b/.exec(line.text);
    if (numeric && Number(numeric[1]) > 12) return true;
    if (numeric && Number(numeric[2]) > 12) return false;
  }
  return dayFirstDomains.test(doc.original.from?.address ?? '');
}

function sentAt(doc: EmailDocument): Date | undefined {
  const time = doc.original.date ? Date.parse(doc.original.date) : Number.NaN;
  return Number.isNaN(time) ? undefined : new Date(time);
}

/** Reads a document into lines, labelled values, date mentions and candidates for every field. */
export function generateCandidates(doc: EmailDocument): DocumentCandidates {
  startDocument();
  const lines = documentLines(doc);
  const language = detectLanguage(lines.map((line) => line.text));
  const pairs = labelPairs(lines);
  const inline = [
    ...lines.filter((line) => !spacedHeader(line)).flatMap(inlineSeatingPairs),
    ...sectionsAbove(lines),
    ...lines.flatMap(theatreSeatingPairs),
    ...lines.flatMap(cjkSeatingPairs),
  ];
  const sent = sentAt(doc);
  const reference = sent ?? new Date();
  // Other events offered for sale name no date, event or venue of the tickets bought.
  const promo = promoBlock(lines);
  const ownLines = lines.filter((line) => !inPromo(line, promo));
  const mentions = dateMentions(ownLines, {
    language,
    dayFirst: isDayFirst(doc, lines, language),
    reference,
  });
  const lineTexts = new Map(lines.map((line) => [line.index, line.text]));
  const zone = documentZone(doc, lines, mentions);
  const candidates = [
    ...structuredCandidates(doc.structured, reference, zone),
    ...seatingCandidates([...pairs, ...inline], lines),
    // '4 tickets te koop' under 'Meer in Paradiso' counts tickets offered, not bought.
    ...ownLines.flatMap(quantityPatternCandidates),
    ...lines.flatMap(admissionCandidates),
    ...dateCandidates(mentions, pairs, lineTexts, sent, zone),
    ...nameCandidates(
      ownLines,
      pairs.filter((pair) => !lines[pair.line] || !inPromo(lines[pair.line]!, promo)),
    ),
  ];
  return {
    lines,
    pairs: [...pairs, ...inline],
    mentions,
    candidates,
    language,
    promo,
    original: doc.original,
    ...(sent ? { sentAt: sent } : {}),
  };
}
