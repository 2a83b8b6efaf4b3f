import { db, type DataLayer } from '../db/client.ts';
import { unlessConditionFails } from '../db/conditional.ts';
import type { EmailExtractionStatus } from '../db/entities/email.ts';

type Mark = 'countedProcessedAt' | 'countedSuccessAt';

/** Sets the e-mail's once-only mark; false when an earlier run (or a retried step) already set it. */
async function markOnce(emailId: string, mark: Mark, data: DataLayer): Promise<boolean> {
  const at = new Date().toISOString();
  const written = await unlessConditionFails(() =>
    data.emails
      .patch({ emailId })
      .set(mark === 'countedProcessedAt' ? { countedProcessedAt: at } : { countedSuccessAt: at })
      .where((attributes, { notExists }) => notExists(attributes[mark]))
      .go(),
  );
  return written !== undefined;
}

/**
 * The live counters of the model version that extracted the e-mail (spec 001 §3 ML performance):
 * processedEmails once per e-mail the engine ran on, successfulExtractions once per e-mail it read
 * without a failure. The mark is set before the add, so a retry never counts twice (a crash between
 * the two loses one count rather than doubling it).
 */
export async function countForModel(
  emailId: string,
  outcome: { modelVersion?: string | undefined; extractionStatus: EmailExtractionStatus },
  data: DataLayer = db(),
): Promise<void> {
  const { modelVersion } = outcome;
  if (!modelVersion) return;
  const processed = await markOnce(emailId, 'countedProcessedAt', data);
  const successful =
    outcome.extractionStatus !== 'failed' && (await markOnce(emailId, 'countedSuccessAt', data));
  if (!processed && !successful) return;
  await data.mlPerformance
    .update({ modelVersion })
    // v1.0 has no record until its first e-mail (trained versions get theirs from the training job).
    .data((attributes, { add, ifNotExists }) => {
      add(attributes.processedEmails, processed ? 1 : 0);
      add(attributes.successfulExtractions, successful ? 1 : 0);
      ifNotExists(attributes.accuracy, 0);
      ifNotExists(attributes.fieldAccuracy, {});
      ifNotExists(attributes.ticketSources, {});
    })
    .go();
}
