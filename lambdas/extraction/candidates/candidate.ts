import type { PairKind } from '../text/label-pairs.ts';

/** The fields the model scores: the ticket fields plus the general-admission flag. */
export const candidateFields = [
  'eventName',
  'eventDate',
  'venue',
  'section',
  'row',
  'seats',
  'quantity',
  'generalAdmission',
] as const;
export type CandidateField = (typeof candidateFields)[number];

/** Fields with one value per event: a ranking model chooses among their candidates (or none). */
export const rankedFields = ['eventName', 'eventDate', 'venue'] as const;
export type RankedField = (typeof rankedFields)[number];
export const isRanked = (field: CandidateField): field is RankedField =>
  (rankedFields as readonly string[]).includes(field);

export type CandidateSource = PairKind | 'heading' | 'piece' | 'subject' | 'structured' | 'pattern' | 'text';

/** A possible value of one field, found somewhere in the document, with what the model needs to judge it. */
export interface Candidate {
  field: CandidateField;
  /** The value in output form: ISO date, seats joined by ',', quantity digits, text as written. */
  value: string;
  seats?: string[];
  /** Line of the value (-1: structured data). */
  line: number;
  /** Order within the line, for document order. */
  order: number;
  source: CandidateSource;
  /** Folded words of the label beside the value ([] when none). */
  labelWords: string[];
  /** Line of the label (the value's own line when beside it). */
  labelLine: number;
  /** Field-specific features the generator knows (e.g. 'date:has-time'). */
  traits: string[];
}

/** Word shape of a value: digits → 9, upper → A, lower → a, runs cut to two ('112' → '99', 'Floor A' → 'Aa A'). */
export function valueShape(value: string): string {
  let shape = '';
  let last = '';
  let run = 0;
  for (const char of value.slice(0, 24)) {
    const mapped = /\d/.test(char)
      ? '9'
      : char !== char.toLowerCase()
        ? 'A'
        : char !== char.toUpperCase()
          ? 'a'
          : char;
    run = mapped === last ? run + 1 : 1;
    last = mapped;
    if (run <= 2) shape += mapped;
  }
  return shape;
}
