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
    return extractFromDocument(doc, model, options);
  } catch (error) {
    return failedExtraction(error);
  }
}
