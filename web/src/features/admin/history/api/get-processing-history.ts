import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { z } from 'zod';

import { api } from '@/lib/api-client';

import { extractionStatuses } from '../../emails/api/email-schema';
import { adminKeys } from '../../query-keys';

// spec 001 §9: 10 records a page.
export const HISTORY_PAGE_SIZE = 10;

const optionalText = z.string().nullable().optional();

// lambdas/core/ingestion/email-views.ts toHistoryItem (spec 001 §3 Processing history item).
export const historyItemSchema = z.object({
  id: z.string(),
  emailId: z.string(),
  processedAt: z.string(),
  receivedAt: z.string().nullable(),
  senderEmail: z.string(),
  sender: z.string(),
  subject: z.string(),
  extractionStatus: z.enum(extractionStatuses).catch('pending'),
  confidence: z.number().nullable(),
  processingTime: z.number().nullable(),
  ticketInfo: z
    .object({
      eventName: optionalText,
      venue: optionalText,
      eventDate: optionalText,
      section: optionalText,
      row: optionalText,
      seats: optionalText,
      quantity: z.number().nullable().optional(),
    })
    .nullable(),
  snippet: z.string(),
  extractionError: z.string().nullable(),
});

export type HistoryItem = z.infer<typeof historyItemSchema>;

const historyPageSchema = z.object({ items: z.array(historyItemSchema), total: z.number() });

export type HistoryPage = z.infer<typeof historyPageSchema>;

export async function getProcessingHistory(page: number, pageSize = HISTORY_PAGE_SIZE): Promise<HistoryPage> {
  const reply = await api.get('/api/processing-history', { params: { page, pageSize } });
  return historyPageSchema.parse(reply);
}

export const useProcessingHistory = (page: number) =>
  useQuery({
    queryKey: adminKeys.emails.history(page, HISTORY_PAGE_SIZE),
    queryFn: () => getProcessingHistory(page),
    staleTime: 10_000,
    placeholderData: keepPreviousData,
  });
