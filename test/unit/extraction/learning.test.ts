import { beforeAll, describe, expect, it } from 'vitest';
import { extractFromDocument } from '../../../lambdas/extraction/extract.ts';
import { sameValue } from '../../../lambdas/extraction/model/field-match.ts';
import { baselineModel } from '../../../lambdas/extraction/model/baseline-model.ts';
import { trainModel } from '../../../lambdas/extraction/model/train.ts';
import type { ModelArtifact } from '../../../lambdas/extraction/model/model-artifact.ts';
import type { TrainingExample } from '../../../lambdas/extraction/model/training-example.ts';
import { ticketFields } from '../../../lambdas/extraction/types.ts';
import { trainingExamples } from '../../../scripts/extraction-corpus.ts';
import { asTrainingExample, stageboxMails } from './support/stagebox-layout.ts';

const corrected = stageboxMails.slice(0, 5);
const unseen = stageboxMails.slice(5);

/** How many of a mail's seven fields the model gets right. */
function rightFields(model: ModelArtifact, mail: (typeof stageboxMails)[number]): number {
  const result = extractFromDocument(mail.document, model);
  const ticket = result.tickets[0];
  if (result.class !== 'ticket_confirmation' || result.tickets.length !== 1 || !ticket) return 0;
  return ticketFields.filter((field) => sameValue(field, ticket, mail.truth)).length;
}

describe('learning from corrections', () => {
  let retrained: ModelArtifact;
  let corpus: TrainingExample[];

  beforeAll(async () => {
    corpus = await trainingExamples();
    retrained = trainModel({
      examples: [...corpus, ...corrected.map(asTrainingExample)],
      previousVersion: baselineModel.version,
    }).artifact;
  }, 180_000);

  it('starts from a vendor layout the baseline model reads wrong', () => {
    // Unknown labels ('Enclosure', 'Bench', 'Chairs', 'Headliner'), seating first, a subject that names nothing.
    for (const mail of stageboxMails)
      expect(rightFields(baselineModel, mail)).toBeLessThan(ticketFields.length);
    const result = extractFromDocument(stageboxMails[0]!.document, baselineModel);
    expect(result.class === 'other' || result.tickets[0]?.section !== 'North 4').toBe(true);
  });

  it('reads the corrected e-mails right after training on them with the shipped training mail', () => {
    expect(retrained.version).toBe('v1.1');
    for (const mail of corrected) expect(rightFields(retrained, mail)).toBe(ticketFields.length);
  });

  it('reads new e-mails of the same layout right, which it never saw', () => {
    for (const mail of unseen) {
      const result = extractFromDocument(mail.document, retrained);
      expect(result.class).toBe('ticket_confirmation');
      expect(result.tickets).toEqual([expect.objectContaining({ ...mail.truth })]);
    }
  });

  it('still reads the corpus layouts it knew', () => {
    // Enough mails that one near the class line (confidence 30) flipping does not decide the outcome.
    const sample = corpus.filter((example) => example.class === 'ticket_confirmation').slice(0, 60);
    const right = (model: ModelArtifact) =>
      sample.reduce((sum, example) => {
        const result = extractFromDocument(example.document, model);
        const ticket = result.tickets[0];
        const truth = example.tickets[0]!;
        return sum + (ticket ? ticketFields.filter((field) => sameValue(field, ticket, truth)).length : 0);
      }, 0);
    expect(right(retrained)).toBeGreaterThanOrEqual(Math.floor(right(baselineModel) * 0.98));
  });
});
