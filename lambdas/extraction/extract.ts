import { parseDocument } from './document/parse-document.ts';
import { extractFromDocument, failedExtraction } from './extract-from-document.ts';
import type { ModelArtifact } from './model/model-artifact.ts';
import type { ExtractionOptions, ExtractionResult } from './types.ts';

export { extractFromDocument } from './extract-from-document.ts';

/**
 * The engine's entry point: raw MIME in, class and tickets out. Never rejects: input that cannot be
 * read gives class 'other' with `error`.
 */
export async function extract(
  raw: Uint8Array,
  model: ModelArtifact,
  options: ExtractionOptions = {},
): Promise<ExtractionResult> {
  try {
    const doc = await parseDocument(raw);
    const empty = doc.lines.length === 0 && doc.attachments.length === 0 && doc.structured.length === 0;
    if (empty && doc.subject === '' && doc.warnings.length > 0) {
      return failedExtraction(new Error(`unreadable e-mail: ${doc.warnings.join('; ')}`), doc.original);
    }
    const result = extractFromDocument(doc, model, options);
    const attached = (doc.attachedMessages ?? []).map((message) =>
      extractFromDocument(message, model, options),
    );
    return attached.length > 0 ? withAttachedResults(result, attached) : result;
  } catch (error) {
    return failedExtraction(error);
  }
}

/**
 * One result for a mail that forwards several messages side by side: the tickets of every message of
 * the same kind as the first that has tickets, the lowest confidence, and review when any needs it.
 */
function withAttachedResults(first: ExtractionResult, attached: ExtractionResult[]): ExtractionResult {
  const all = [first, ...attached];
  const lead = all.find((result) => result.class !== 'other') ?? first;
  const same = all.filter((result) => result.class === lead.class);
  return {
    ...lead,
    tickets: same.flatMap((result) => result.tickets),
    confidence: Math.min(...same.map((result) => result.confidence)),
    needsReview: same.some((result) => result.needsReview),
    original: first.original,
    evidence: { ...lead.evidence, attachedMessages: attached.map((result) => result.evidence) },
  };
}
