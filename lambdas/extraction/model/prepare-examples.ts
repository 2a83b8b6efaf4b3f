import type { Candidate } from '../candidates/candidate.ts';
import { lexiconClassesOf, type LexiconClass } from '../candidates/lexicon.ts';
import { generateCandidates, type DocumentCandidates } from '../candidates/generate-candidates.ts';
import { documentFeatures } from './candidate-features.ts';
import { candidateMatches } from './field-match.ts';
import type { LabelledTicket, TrainingExample } from './training-example.ts';

/** A training e-mail read once: its candidates, their features and whether each is right. */
export interface PreparedExample {
  example: TrainingExample;
  found: DocumentCandidates;
  features: string[][];
  /** Right, wrong, or undefined when the value is right for another field too (left out of training). */
  labels: (boolean | undefined)[];
}

const isGeneralAdmission = (ticket: LabelledTicket) =>
  ticket.section === null && ticket.row === null && ticket.seats.length === 0 && ticket.quantity !== null;

const seatingFields = ['section', 'row', 'seats', 'quantity'] as const;

const lexiconOf: Record<(typeof seatingFields)[number], LexiconClass> = {
  section: 'section',
  row: 'row',
  seats: 'seat',
  quantity: 'quantity',
};

function isRight(candidate: Candidate, tickets: readonly LabelledTicket[]): boolean | undefined {
  const { field, value } = candidate;
  if (field === 'generalAdmission') return tickets.some(isGeneralAdmission);
  const right = tickets.some((ticket) => candidateMatches(field, value, ticket));
  if (!right || !(seatingFields as readonly string[]).includes(field)) return right;
  // '4' may be the seat and the quantity: its label says which; without one it teaches nothing.
  const others = seatingFields.filter(
    (other) => other !== field && tickets.some((ticket) => candidateMatches(other, value, ticket)),
  );
  if (others.length === 0) return true;
  const classes = lexiconClassesOf(candidate.labelWords);
  if (classes.includes(lexiconOf[field as (typeof seatingFields)[number]])) return true;
  if (others.some((other) => classes.includes(lexiconOf[other]))) return false;
  return undefined;
}

/** Reads each example and labels its candidates against the verified tickets. */
export function prepareExamples(examples: readonly TrainingExample[]): PreparedExample[] {
  return examples.map((example) => {
    const found = generateCandidates(example.document);
    const tickets = example.class === 'other' ? [] : example.tickets;
    return {
      example,
      found,
      features: documentFeatures(found),
      labels: found.candidates.map((candidate) => isRight(candidate, tickets)),
    };
  });
}
