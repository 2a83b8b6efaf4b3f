import { z } from 'zod';

/** Where the pipeline left an e-mail (lambdas/core/db/entities/email.ts). */
export const extractionStatuses = [
  'pending',
  'success',
  'failed',
  'needs_review',
  'quarantined',
  'unassigned',
  'duplicate',
] as const;

/** An e-mail as the admin lists show it (lambdas/core/ingestion/email-views.ts toEmailView). */
export const emailViewSchema = z.object({
  id: z.string(),
  sender: z.string(),
  senderEmail: z.string(),
  recipient: z.string(),
  recipientEmail: z.string(),
  subject: z.string(),
  receivedAt: z.string(),
  snippet: z.string(),
  processed: z.boolean(),
  processedAt: z.string().nullable().optional(),
  extractionStatus: z.enum(extractionStatuses).catch('pending'),
  confidence: z.number().nullable().optional(),
  cancelledTransfer: z.boolean().optional(),
  /** Tickets a cancelled transfer matched that were already sold (flagged for an admin). */
  soldTicketIds: z.array(z.string()).optional(),
  ticketCount: z.number().optional(),
  quarantineReason: z.string().nullable().optional(),
  error: z.string().nullable().optional(),
});

export type EmailView = z.infer<typeof emailViewSchema>;

/** A page of a cursor-paged list (lambdas/core/db/pagination.ts). */
export const emailPageSchema = z.object({
  items: z.array(emailViewSchema),
  nextCursor: z.string().nullable().optional(),
});

export type EmailPage = z.infer<typeof emailPageSchema>;
