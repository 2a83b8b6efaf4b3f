import type { Candidate } from '../candidates/candidate.ts';

/** A candidate with the model's probability that its value is right for its field. */
export interface ScoredCandidate extends Candidate {
  probability: number;
}

/** A field value chosen for a ticket, with the raw evidence for its confidence. */
export interface DecodedValue {
  value: string | null;
  seats?: string[];
  /** Raw probability that the value (or its absence) is right, before calibration. */
  score: number;
  /** The winning candidate, for the admins' evidence. */
  from?: ScoredCandidate;
}

export const byDocumentOrder = (a: ScoredCandidate, b: ScoredCandidate) =>
  a.line - b.line || a.order - b.order;
