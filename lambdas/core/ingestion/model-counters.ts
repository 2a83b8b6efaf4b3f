import { db, type DataLayer } from '../db/client.ts';

/** Which of the model's counters an outcome adds to (decided by the once-only marks on the Email). */
export interface ModelCounts {
  /** The engine ran on this e-mail for the first time. */
  processed: boolean;
  /** The engine read this e-mail without a failure for the first time. */
  successful: boolean;
}

/**
 * The live counters of the model version that extracted the e-mail (spec 001 §3 ML performance):
 * processedEmails once per e-mail the engine ran on, successfulExtractions once per e-mail it read
 * without a failure. The once-only marks (`countedProcessedAt`, `countedSuccessAt`) are set with
 * `if_not_exists` in the same write that records the outcome (record-outcome.ts), before this add,
 * so a retry never counts twice (a crash between the two loses one count rather than doubling it).
 */
export async function countForModel(
  modelVersion: string | undefined,
  counts: ModelCounts,
  data: DataLayer = db(),
): Promise<void> {
  if (!modelVersion || (!counts.processed && !counts.successful)) return;
  await data.mlPerformance
    .update({ modelVersion })
    // v1.0 has no record until its first e-mail (trained versions get theirs from the training job).
    .data((attributes, { add, ifNotExists }) => {
      add(attributes.processedEmails, counts.processed ? 1 : 0);
      add(attributes.successfulExtractions, counts.successful ? 1 : 0);
      ifNotExists(attributes.accuracy, 0);
      ifNotExists(attributes.fieldAccuracy, {});
      ifNotExists(attributes.ticketSources, {});
    })
    .go();
}
