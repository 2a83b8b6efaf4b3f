import shipped from '../../extraction/model/training-corpus.json' with { type: 'json' };
import { parseDocument, type TrainingExample } from './engine.ts';
import { trainingCorpusSchema, type TrainingCorpus } from './training-corpus-format.ts';

let corpus: TrainingCorpus | undefined;

/** The shipped corpus, validated once per process. */
export function shippedCorpus(): TrainingCorpus {
  corpus ??= trainingCorpusSchema.parse(shipped);
  return corpus;
}

/** The shipped e-mails as training examples: parsed documents with their gold class and tickets. */
export async function shippedCorpusExamples(): Promise<TrainingExample[]> {
  const examples: TrainingExample[] = [];
  for (const email of shippedCorpus().emails) {
    examples.push({
      document: await parseDocument(new Uint8Array(Buffer.from(email.raw, 'base64'))),
      class: email.class,
      tickets: email.tickets,
      group: email.vendor,
    });
  }
  return examples;
}
