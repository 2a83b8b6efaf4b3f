import { z } from 'zod';

/** An extracted ticket as the admin views read it (contract AdminTicket, spec 001 §3 "Ticket (admin views)"). */
export const adminTicketSchema = z.object({
  id: z.string(),
  emailId: z.string(),
  customerId: z.string().nullable().optional(),
  eventName: z.string(),
  eventDate: z.string().nullable(),
  venue: z.string().nullable().optional(),
  section: z.string().nullable().optional(),
  row: z.string().nullable().optional(),
  seats: z.string().nullable().optional(),
  quantity: z.number().nullable().optional(),
  extractionConfidence: z.number(),
  manuallyVerified: z.boolean(),
  needsReview: z.boolean(),
  cancelled: z.boolean().optional(),
  possibleDuplicateOf: z.string().nullable().optional(),
  createdAt: z.string().optional(),
  verifiedAt: z.string().nullable().optional(),
  sender: z.string().nullable().optional(),
  senderEmail: z.string().nullable().optional(),
  recipient: z.string().nullable().optional(),
  recipientEmail: z.string().nullable().optional(),
  subject: z.string().nullable().optional(),
  receivedAt: z.string().nullable().optional(),
  snippet: z.string().nullable().optional(),
});

export type AdminTicket = z.infer<typeof adminTicketSchema>;

/** AdminTicket plus its e-mail's bodies: plain text and the HTML, which is NOT sanitised yet (DESIGN §6.10). */
export const adminTicketDetailsSchema = adminTicketSchema.extend({
  rawContent: z.string().nullable().optional(),
  html: z.string().nullable().optional(),
});

export type AdminTicketDetails = z.infer<typeof adminTicketDetailsSchema>;
