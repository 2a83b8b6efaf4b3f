/**
 * The contracts of the extraction engine (pure TypeScript, no AWS): the document model that parsing
 * produces from raw MIME, and the result the engine returns. Both halves of the engine build on these.
 */

export const emailClasses = [
  'ticket_confirmation',
  'transfer_received',
  'transfer_cancelled',
  'other',
] as const;
export type EmailClass = (typeof emailClasses)[number];

export const ticketFields = [
  'eventName',
  'eventDate',
  'venue',
  'section',
  'row',
  'seats',
  'quantity',
] as const;
export type TicketField = (typeof ticketFields)[number];

export interface Mailbox {
  name?: string;
  address?: string;
}

/** The vendor's message, recovered from inside however many forwards wrap it. */
export interface OriginalMessage {
  from?: Mailbox;
  /** ISO 8601 with offset when the header carried one. */
  date?: string;
  subject?: string;
  /** A short vendor key derived from the sender's domain or brand (e.g. 'ticketmaster'), when known. */
  vendor?: string;
}

/** One event/ticket group read from machine-readable data. Values as found, not yet normalised. */
export interface StructuredTicket {
  source: 'json-ld' | 'microdata' | 'pkpass' | 'ics';
  /** Markup inside a forwarded message is a strong hint, not proof (anyone can paste it). */
  fromForwardedPart: boolean;
  eventName?: string;
  /** As found: ISO string, or the raw text when it did not parse. */
  startDate?: string;
  venue?: string;
  venueAddress?: string;
  section?: string;
  row?: string;
  seats?: string[];
  quantity?: number;
  /** The quantity counts the Wallet passes attached (one ticket each); none of them states it. */
  quantityCounted?: boolean;
  orderNumber?: string;
  /** Anything else a source labels, by its label (e.g. { Gate: 'B' }). */
  extra?: Record<string, string>;
}

export interface AttachmentText {
  filename: string;
  contentType: string;
  text: string;
}

/** What parsing makes of one raw e-mail; the text model reads only this. */
export interface EmailDocument {
  /** Subject of the e-mail as received (a forward's 'Fwd: …'). */
  subject: string;
  /** Sender of the e-mail as received (the forwarder). */
  from?: Mailbox;
  original: OriginalMessage;
  /** How many forward layers were unwrapped (0: the vendor sent it directly). */
  forwardDepth: number;
  /** Text the forwarder wrote above the forward, if any. */
  sellerNote?: string;
  /**
   * The vendor message body as lines of text. HTML tables keep their structure: the cells of a row are
   * joined with ' | ' so that labels stay beside their values; headings and paragraphs are lines of their own.
   */
  lines: string[];
  attachments: AttachmentText[];
  structured: StructuredTicket[];
  /** Things that went wrong without stopping parsing (e.g. 'pdf: encrypted', 'pkpass: too large'). */
  warnings: string[];
  /** The mail is a delivery status notification (a bounce): it delivers nothing, whatever it quotes. */
  deliveryReport?: boolean;
  /**
   * Further messages attached beside the vendor's message, each read as a document of its own: several
   * confirmations forwarded in one mail (Gmail's 'Forward as attachment' of a selection).
   */
  attachedMessages?: EmailDocument[];
}

export interface ExtractedTicket {
  eventName: string | null;
  /** ISO 8601; with the venue's offset when known (DESIGN 6.16), else local date-time without offset. */
  eventDate: string | null;
  venue: string | null;
  section: string | null;
  row: string | null;
  seats: string[];
  quantity: number | null;
  /** 0-100 per field. */
  fieldConfidence: Record<TicketField, number>;
  /** Custom ML fields by their fieldName (e.g. orderNumber, gate). */
  additionalInfo: Record<string, string>;
  /** 0-100 for the ticket as a whole (the stored ticket's extractionConfidence). */
  confidence?: number;
}

export interface ExtractionResult {
  class: EmailClass;
  tickets: ExtractedTicket[];
  /** 0-100 overall. */
  confidence: number;
  needsReview: boolean;
  original: OriginalMessage;
  /** Why the engine decided what it did: the winning candidates and their sources, for admins. */
  evidence: Record<string, unknown>;
  /** Set when the input could not be read; the class is then 'other'. */
  error?: string;
}

/** An admin-defined ML field (spec 001 §3 Extraction field) as the engine sees it. */
export interface ExtractionFieldConfig {
  fieldName: string;
  displayName: string;
  description?: string;
  isEnabled: boolean;
  isRequired: boolean;
  /** 0-100: below it the field makes the ticket need review. */
  confidenceThreshold: number;
}

export interface ExtractionOptions {
  /** Overall confidence below which a result needs review (settings; default 70). */
  confidenceThreshold?: number;
  fields?: ExtractionFieldConfig[];
}
