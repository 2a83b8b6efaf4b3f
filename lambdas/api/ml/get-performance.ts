import { activeModelPerformance } from '../../core/ml/model-performance.ts';
import { ticketSourceShares } from '../../core/ml/ticket-sources.ts';
import { defineRoute } from '../../core/http/define-route.ts';
import { ok } from '../../core/http/responses.ts';

/**
 * GET /api/ml/performance (spec 001 §3 ML performance): the live model's accuracy and per-field
 * accuracy in percent, where they come from (`source`), and the share of tickets per vendor.
 */
export const getPerformance = defineRoute({}, async () => {
  const [performance, ticketSources] = await Promise.all([activeModelPerformance(), ticketSourceShares()]);
  return ok({
    accuracy: performance.accuracy,
    fieldAccuracy: performance.fieldAccuracy,
    ticketSources,
    source: performance.source,
    modelVersion: performance.modelVersion,
    processedEmails: performance.processedEmails,
    successfulExtractions: performance.successfulExtractions,
  });
});
