/** Bounds that keep one hostile or huge e-mail from costing more than a normal one by orders of magnitude. */
export const limits = {
  /** Characters of body text kept (lines of the vendor message together). */
  maxTextChars: 1_000_000,
  /** HTML beyond this is not read: a real confirmation is far smaller. */
  maxHtmlChars: 4_000_000,
  /** Encoded bytes of a text/plain part handed to the MIME parser: more than `maxTextChars` decode from it. */
  maxTextPartBytes: 1_500_000,
  /** Encoded bytes of a text/html part handed to the MIME parser: more than `maxHtmlChars` decode from it. */
  maxHtmlPartBytes: 4_500_000,
  /** Characters of text kept per attachment. */
  maxAttachmentTextChars: 500_000,
  /** MIME nesting accepted by postal-mime; deeper messages are refused with a warning. */
  maxMimeNesting: 40,
  /** Forward layers unwrapped; deeper ones stay as text of the innermost layer read. */
  maxForwardDepth: 8,
  /** Messages attached beside the vendor's message that are read as documents of their own. */
  maxAttachedMessages: 5,
  /** Attachments of one e-mail that are read for text or structured data. */
  maxAttachmentsRead: 20,
  maxPkpassBytes: 10 * 1024 * 1024,
  maxZipEntries: 200,
  /** Apple's own passes keep pass.json in a few kilobytes. */
  maxPassJsonBytes: 2 * 1024 * 1024,
  maxPassStringsBytes: 512 * 1024,
  /** Passes inside one .pkpasses bundle. */
  maxBundledPasses: 10,
  maxIcsChars: 1_000_000,
  maxIcsEvents: 20,
  maxPdfBytes: 15 * 1024 * 1024,
  maxPdfPages: 20,
  maxPdfMillis: 1_500,
  maxJsonLdChars: 500_000,
  maxStructuredTickets: 50,
  maxMicrodataItems: 200,
} as const;
