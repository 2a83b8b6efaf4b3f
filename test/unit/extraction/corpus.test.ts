import { describe, expect, it } from 'vitest';
import { parseDocument } from '../../../lambdas/extraction/document/parse-document.ts';
import { extractFromDocument } from '../../../lambdas/extraction/extract.ts';
import { baselineModel } from '../../../lambdas/extraction/model/baseline-model.ts';
import { ticketFields, type TicketField } from '../../../lambdas/extraction/types.ts';
import { scoreTickets } from '../../fixtures/compare.ts';
import { loadCorpus } from '../../fixtures/corpus.ts';

/**
 * Floors a little under what the baseline measures on the TEST split (`npm run bench:extract`), so
 * that a change that makes extraction worse fails here. Raise them when the engine gets better.
 */
const floors = {
  classification: 0.97,
  fields: {
    eventName: 0.96,
    eventDate: 0.97,
    venue: 0.97,
    section: 0.91,
    row: 0.97,
    seats: 0.97,
    quantity: 0.96,
  } as Record<TicketField, number>,
  /**
   * Share of fields right among tickets with confidence ≥ 90. The spec's target is 97 %; the extra
   * tickets the baseline makes on layouts it never saw keep it near 94 % (see the engine's README).
   */
  highBand: 0.92,
  /** Extracted tickets that match no gold ticket, at most. */
  extraTickets: 10,
};

describe('the baseline model on the corpus test split', () => {
  it('meets the accuracy floors', async () => {
    const emails = loadCorpus({ split: 'test' });
    let classRight = 0;
    let gold = 0;
    let extra = 0;
    let highFields = 0;
    let highRight = 0;
    const right = Object.fromEntries(ticketFields.map((field) => [field, 0])) as Record<TicketField, number>;
    for (const email of emails) {
      const result = extractFromDocument(await parseDocument(email.raw), baselineModel);
      if (result.class === email.label.class) classRight += 1;
      const score = scoreTickets(email.label.tickets, result.tickets);
      extra += score.extra.length;
      for (const match of score.matches) {
        gold += 1;
        for (const field of ticketFields) if (match.fields[field]) right[field] += 1;
      }
      for (const ticket of result.tickets.filter((t) => (t.confidence ?? 0) >= 90)) {
        const match = score.matches.find((m) => m.extracted === ticket);
        highFields += ticketFields.length;
        highRight += match ? ticketFields.filter((field) => match.fields[field]).length : 0;
      }
    }
    expect(classRight / emails.length).toBeGreaterThanOrEqual(floors.classification);
    const below = ticketFields.filter((field) => right[field] / gold < floors.fields[field]);
    expect(
      below,
      `fields under their floor: ${below.map((f) => `${f} ${((right[f] / gold) * 100).toFixed(1)} %`).join(', ')}`,
    ).toEqual([]);
    expect(highRight / highFields).toBeGreaterThanOrEqual(floors.highBand);
    expect(extra).toBeLessThanOrEqual(floors.extraTickets);
  }, 120_000);
});
