import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseDocument } from '../../../../lambdas/extraction/document/parse-document.ts';
import { corpusDir, loadCorpus } from '../../../fixtures/corpus.ts';

const hasCorpus = existsSync(corpusDir);

describe.skipIf(!hasCorpus)('parseDocument on the labelled corpus', () => {
  const corpus = hasCorpus ? loadCorpus() : [];

  it('recovers the vendor sender, subject, date, forward depth and seller notes of every e-mail', async () => {
    const misses: string[] = [];
    for (const email of corpus) {
      const document = await parseDocument(email.raw);
      const gold = email.label;
      const recovered = {
        fromAddress: document.original.from?.address,
        fromName: document.original.from?.name ?? null,
        subject: document.original.subject,
        date: document.original.date ?? null,
        forwardDepth: document.forwardDepth,
        sellerNotes: document.sellerNote ?? '',
      };
      const expected = {
        fromAddress: gold.original.fromAddress.toLowerCase(),
        fromName: gold.original.fromName,
        subject: gold.original.subject,
        date: gold.original.date,
        forwardDepth: gold.forwardChain.length,
        sellerNotes: gold.sellerNotes.join('\n'),
      };
      for (const key of Object.keys(expected) as (keyof typeof expected)[]) {
        if (recovered[key] !== expected[key]) {
          misses.push(
            `${email.id} (${gold.forwardShape}) ${key}: ${JSON.stringify(recovered[key])} ≠ ${JSON.stringify(expected[key])}`,
          );
        }
      }
    }

    expect(corpus.length).toBeGreaterThan(0);
    expect(misses).toEqual([]);
  }, 120_000);
});
