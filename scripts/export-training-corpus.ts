import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { serializeTrainingCorpus } from '../lambdas/core/ml/training-corpus-format.ts';
import { loadBlindMail } from '../test/fixtures/blind-mail.ts';
import { loadCorpus } from '../test/fixtures/corpus.ts';
import { blindMailGroup } from './extraction-corpus.ts';

/**
 * `npm run train:export`: writes the corpus TRAIN split and the blind mail (raw MIME as base64, gold
 * class and tickets) to lambdas/extraction/model/training-corpus.json, which the trainer Lambda
 * bundles: every training starts from these e-mails plus the tickets admins verified. The test split
 * stays unseen.
 */
export const trainingCorpusFile = fileURLToPath(
  new URL('../lambdas/extraction/model/training-corpus.json', import.meta.url),
);

export function exportTrainingCorpus(): string {
  const corpus = loadCorpus({ split: 'train' }).map((email) => ({
    id: email.id,
    vendor: email.label.vendor,
    class: email.label.class,
    tickets: email.label.tickets,
    raw: Buffer.from(email.raw).toString('base64'),
  }));
  const blindMail = loadBlindMail().map((email) => ({
    id: email.id,
    vendor: blindMailGroup(email.set),
    class: email.label.class,
    tickets: email.label.tickets,
    raw: Buffer.from(email.raw).toString('base64'),
  }));
  return serializeTrainingCorpus({
    source:
      'test/fixtures/emails (train split) and test/fixtures/blind-mail; written by npm run train:export',
    emails: [...corpus, ...blindMail],
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const text = exportTrainingCorpus();
  await writeFile(trainingCorpusFile, text);
  const count = (text.match(/\n\{/g) ?? []).length;
  console.log(`wrote ${trainingCorpusFile}: ${count} e-mails, ${(text.length / 1024).toFixed(0)} KB`);
}
