import { describe, expect, it } from 'vitest';
import { generateCandidates } from '../../../lambdas/extraction/candidates/generate-candidates.ts';
import { scoreCandidates } from '../../../lambdas/extraction/model/score-candidates.ts';
import { train } from '../../../lambdas/extraction/model/train.ts';
import type { TrainingExample } from '../../../lambdas/extraction/model/training-example.ts';
import { emailDocument } from './support/documents.ts';

const names = ['Orchid Lane Live', 'Copper Tide', 'Velvet Static', 'Harbor Lights Revue'];

function example(index: number, labelledName: string): TrainingExample {
  const name = names[index % names.length]!;
  return {
    document: emailDocument({
      lines: [
        `Event: ${name}`,
        'Venue: Granite Hall',
        'Date: March 3, 2027 8:00 PM',
        'Section 101 Row A Seat 5',
      ],
    }),
    class: 'ticket_confirmation',
    group: `vendor-${index}`,
    tickets: [
      {
        eventName: labelledName || name,
        eventDate: '2027-03-03T20:00',
        venue: 'Granite Hall',
        section: '101',
        row: 'A',
        seats: ['5'],
        quantity: 1,
      },
    ],
  };
}

describe('training the one-value fields', () => {
  it("learns 'none' only from tickets that name no value, not from a value no candidate reads", () => {
    // Four mails whose labelled event is written; twelve whose labelled event the text never writes
    // (as when a name stands only inside a sentence): those say nothing about the candidates there are.
    const examples = [
      ...names.map((_, i) => example(i, '')),
      ...Array.from({ length: 12 }, (_, i) => example(i, `A Name Written Nowhere ${i}`)),
    ];
    const model = train(examples, { folds: 2, trainedAt: '2027-01-01T00:00:00Z' });

    const found = generateCandidates(
      emailDocument({
        lines: ['Event: Silver Meridian', 'Venue: Granite Hall', 'Date: April 9, 2027 7:30 PM'],
      }),
    );
    const scored = scoreCandidates(found, model.weights.fields);
    const best = Math.max(
      ...scored.candidates
        .filter((candidate) => candidate.field === 'eventName' && candidate.value === 'Silver Meridian')
        .map((candidate) => candidate.probability),
    );
    expect(best).toBeGreaterThan(scored.none.eventName);
  });
});
