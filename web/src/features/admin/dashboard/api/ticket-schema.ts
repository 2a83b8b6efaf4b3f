import { z } from 'zod';

const text = z.string().nullable().optional();

/** The fields of an extracted ticket (contract AdminTicket) the dashboard shows. */
export const adminTicketSchema = z.object({
  id: z.string(),
  emailId: z.string().optional(),
  eventName: text,
  eventDate: text,
  venue: text,
  section: text,
  row: text,
  seats: text,
  quantity: z.number().nullable().optional(),
  extractionConfidence: z.number().nullable().optional(),
  manuallyVerified: z.boolean().optional(),
  needsReview: z.boolean().optional(),
  sender: text,
  senderEmail: text,
  subject: text,
  receivedAt: text,
  snippet: text,
});

export type AdminTicket = z.infer<typeof adminTicketSchema>;

/** AdminTicketDetails: the ticket with its e-mail's plain-text body. */
export const adminTicketDetailsSchema = adminTicketSchema.extend({
  rawContent: z.string().nullable().optional(),
});

export type AdminTicketDetails = z.infer<typeof adminTicketDetailsSchema>;
