import type { EmailDocument, StructuredTicket } from '../../../../lambdas/extraction/types.ts';

export interface DocumentParts {
  subject?: string;
  lines: string[];
  /** The vendor's sending time (ISO); dates without a year are read after it. */
  sentAt?: string;
  fromAddress?: string;
  fromName?: string;
  structured?: StructuredTicket[];
  attachments?: { filename: string; text: string }[];
  /** The forwarding seller's own words above the forward. */
  sellerNote?: string;
}

/** A parsed e-mail as parseDocument would give it, for tests that start after parsing. */
export function emailDocument(parts: DocumentParts): EmailDocument {
  const subject = parts.subject ?? 'Your order confirmation';
  return {
    subject,
    from: { address: 'seller@example.com' },
    original: {
      subject,
      date: parts.sentAt ?? '2026-02-01T10:00:00-05:00',
      from: {
        name: parts.fromName ?? 'Ticket Shop',
        address: parts.fromAddress ?? 'orders@ticketshop.example',
      },
    },
    forwardDepth: 0,
    lines: parts.lines,
    attachments: (parts.attachments ?? []).map((file) => ({ ...file, contentType: 'application/pdf' })),
    structured: parts.structured ?? [],
    warnings: [],
    ...(parts.sellerNote ? { sellerNote: parts.sellerNote } : {}),
  };
}
