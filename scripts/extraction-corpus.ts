import { parseDocument } from '../lambdas/extraction/document/parse-document.ts';
import type { TrainingExample } from '../lambdas/extraction/model/training-example.ts';
import { loadBlindMail } from '../test/fixtures/blind-mail.ts';
import { loadCorpus } from '../test/fixtures/corpus.ts';

/** The corpus split as training examples: parsed documents with their gold class and tickets, grouped by vendor. */
export async function corpusExamples(split: 'train' | 'test'): Promise<TrainingExample[]> {
  const examples: TrainingExample[] = [];
  for (const email of loadCorpus({ split }))
    examples.push({
      document: await parseDocument(email.raw),
      class: email.label.class,
      tickets: email.label.tickets,
      group: email.label.vendor,
    });
  return examples;
}

/** The blind mail as training examples, grouped by the set its writer wrote it in. */
export async function blindMailExamples(): Promise<TrainingExample[]> {
  const examples: TrainingExample[] = [];
  for (const email of loadBlindMail())
    examples.push({
      document: await parseDocument(email.raw),
      class: email.label.class,
      tickets: email.label.tickets,
      group: blindMailGroup(email.set),
    });
  return examples;
}

export const blindMailGroup = (set: string) => `blind-mail/${set}`;

/** What the shipped model learns from: the corpus train split and the blind mail (never the test split). */
export async function trainingExamples(): Promise<TrainingExample[]> {
  return [...(await corpusExamples('train')), ...(await blindMailExamples())];
}
