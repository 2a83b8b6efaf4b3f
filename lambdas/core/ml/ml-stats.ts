import { db, type DataLayer } from '../db/client.ts';
import { emailExtractionStatuses, type EmailExtractionStatus } from '../db/entities/email.ts';
import { countQuery } from './count-query.ts';
import { activeModelPerformance } from './model-performance.ts';

export interface MlStats {
  modelVersion: string;
  /** The live model's accuracy, percent (as in /api/ml/performance). */
  accuracy: number;
  /** E-mails processed (every processing record), and how they ended. */
  total: number;
  succeeded: number;
  needsReview: number;
  failed: number;
  /** Tickets admins verified or corrected: the examples the next training adds to the shipped corpus. */
  trainingSamples: number;
  fieldAccuracy: Record<string, number>;
}

const processedStatuses = emailExtractionStatuses.filter((status) => status !== 'pending');

/** spec 001 §3 ML stats, counted in the table (no item is read, DynamoDB counts). */
export async function mlStats(data: DataLayer = db()): Promise<MlStats> {
  const countStatus = (extractionStatus: EmailExtractionStatus) =>
    countQuery(data, data.processingRecords.query.processingRecordsByStatus({ extractionStatus }).params());
  const [performance, trainingSamples, ...perStatus] = await Promise.all([
    activeModelPerformance(data),
    countQuery(
      data,
      data.tickets.query
        .ticketsByEventDate({})
        .where(({ manuallyVerified }, { eq }) => eq(manuallyVerified, true))
        .params(),
    ),
    ...processedStatuses.map(countStatus),
  ]);
  const count = Object.fromEntries(processedStatuses.map((status, i) => [status, perStatus[i] ?? 0]));
  return {
    modelVersion: performance.modelVersion,
    accuracy: performance.accuracy,
    total: perStatus.reduce((sum, value) => sum + value, 0),
    succeeded: count.success ?? 0,
    needsReview: count.needs_review ?? 0,
    failed: count.failed ?? 0,
    trainingSamples,
    fieldAccuracy: performance.fieldAccuracy,
  };
}
