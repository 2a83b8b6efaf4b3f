import { createAreaHandler } from '../../core/http/create-area-handler.ts';
import { exportEmails } from './export-emails.ts';
import { getEmail } from './get-email.ts';
import { getProcessingHistory } from './get-processing-history.ts';
import { getStats } from './get-stats.ts';
import { listCancelledTransfers } from './list-cancelled-transfers.ts';
import { listEmails } from './list-emails.ts';
import { processEmail } from './process-email.ts';
import { reprocessEmail } from './reprocess-email.ts';

export const handler = createAreaHandler('emails', {
  listEmails,
  listCancelledTransfers,
  processEmail,
  reprocessEmail,
  getProcessingHistory,
  getStats,
  getEmail,
  exportEmails,
});
