import { parseDocument } from '../lambdas/extraction/document/parse-document.ts';
import type { TrainingExample } from '../lambdas/extraction/model/training-example.ts';
import { loadCorpus } from '../test/fixtures/corpus.ts';

/** The corpus split as training examples: parsed documents with their gold class and tickets, grouped by vendor. */
export async function corpusExamples(split: 'train' | 'test'): Promise<TrainingExample[]> {
  const emails = loadCorpus({ split });
  const examples: TrainingExample[] = [];
  for (const email of emails) {
    examples.push({
      document: await parseDocument(email.raw),
      class: email.label.class,
      tickets: email.label.tickets,
      group: email.label.vendor,
    });
  }
  return examples;
}
