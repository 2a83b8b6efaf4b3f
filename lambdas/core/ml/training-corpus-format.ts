import { z } from 'zod';
import { emailClasses } from './engine.ts';

/** A ticket as the truth of a training example (the engine's LabelledTicket). */
export const labelledTicketSchema = z.object({
  eventName: z.string().nullable(),
  eventDate: z.string().nullable(),
  venue: z.string().nullable(),
  section: z.string().nullable(),
  row: z.string().nullable(),
  seats: z.array(z.string()),
  quantity: z.number().int().positive().nullable(),
});

/** One shipped e-mail: its raw MIME (base64, byte for byte) and its gold label. */
export const shippedEmailSchema = z.object({
  id: z.string().min(1),
  /** The vendor layout; held-out folds keep a vendor's e-mails together. */
  vendor: z.string().min(1),
  class: z.enum(emailClasses),
  tickets: z.array(labelledTicketSchema),
  raw: z.base64(),
});

/**
 * lambdas/extraction/model/training-corpus.json: the labelled e-mails every training starts from (the
 * corpus TRAIN split), shipped inside the trainer's bundle because test/ is not deployed.
 */
export const trainingCorpusSchema = z.object({
  source: z.string(),
  emails: z.array(shippedEmailSchema),
});

export type ShippedEmail = z.infer<typeof shippedEmailSchema>;
export type TrainingCorpus = z.infer<typeof trainingCorpusSchema>;

/** The file's text: one e-mail per line, so that a changed e-mail is a one-line diff. */
export function serializeTrainingCorpus(corpus: TrainingCorpus): string {
  const lines = corpus.emails.map((email) => JSON.stringify(shippedEmailSchema.parse(email)));
  return `{"source":${JSON.stringify(corpus.source)},"emails":[\n${lines.join(',\n')}\n]}\n`;
}
