import type { EmailClass, EmailDocument, ExtractedTicket } from '../types.ts';

/** A ticket as an admin verified or corrected it: the truth a training example teaches. */
export type LabelledTicket = Pick<
  ExtractedTicket,
  'eventName' | 'eventDate' | 'venue' | 'section' | 'row' | 'seats' | 'quantity'
>;

/** One training example: a parsed e-mail and what is really in it. */
export interface TrainingExample {
  document: EmailDocument;
  class: EmailClass;
  tickets: LabelledTicket[];
  /** Layout or vendor key, so that held-out folds keep a vendor's e-mails together. */
  group?: string;
}
