import { classifyEmail } from './classify/classify-email.ts';
import { generateCandidates } from './candidates/generate-candidates.ts';
import { applyCurve } from './model/isotonic.ts';
import type { ModelArtifact } from './model/model-artifact.ts';
import { scoreCandidates } from './model/score-candidates.ts';
import { calibrateTickets } from './result/calibrate-tickets.ts';
import { toConfidence } from './result/confidence-scale.ts';
import { decodeTickets } from './result/decode-tickets.ts';
import { mergeDuplicateTickets } from './result/merge-duplicates.ts';
import { extractCustomField, planFields } from './result/ml-fields.ts';
import { defaultConfidenceThreshold, reviewReasons } from './result/needs-review.ts';
import { applyNoteSeating, noteSeating } from './result/note-seating.ts';
import { applySellerClaim, sellerClaim } from './result/seller-claims.ts';
import type { EmailDocument, ExtractionOptions, ExtractionResult, OriginalMessage } from './types.ts';

/** The result for input that could not be read: class 'other', the reason, and a flag for an admin. */
export function failedExtraction(error: unknown, original: OriginalMessage = {}): ExtractionResult {
  return {
    class: 'other',
    tickets: [],
    confidence: 0,
    needsReview: true,
    original,
    evidence: {},
    error: error instanceof Error ? error.message : String(error),
  };
}

const hasContent = (ticket: ExtractionResult['tickets'][number]) =>
  ticket.eventName !== null ||
  ticket.eventDate !== null ||
  ticket.venue !== null ||
  ticket.section !== null ||
  ticket.row !== null ||
  ticket.seats.length > 0 ||
  ticket.quantity !== null;

/**
 * Extracts the e-mail's class and tickets from a parsed document with a trained model. Pure and
 * synchronous; never throws (a failure is a result with `error`).
 */
export function extractFromDocument(
  doc: EmailDocument,
  model: ModelArtifact,
  options: ExtractionOptions = {},
): ExtractionResult {
  try {
    if (doc.deliveryReport) {
      return {
        class: 'other',
        tickets: [],
        confidence: 99,
        needsReview: false,
        original: doc.original,
        evidence: { deliveryReport: true },
      };
    }
    const found = generateCandidates(doc);
    const scored = scoreCandidates(found, model.weights.fields);
    const classScore = classifyEmail(model, doc, found, scored);
    const classConfidence = toConfidence(applyCurve(model.calibration.class, classScore.probability));
    const plan = planFields(options.fields);
    const threshold = options.confidenceThreshold ?? defaultConfidenceThreshold;
    const evidence: Record<string, unknown> = { class: classScore.probabilities, language: found.language };
    if (classScore.class === 'other') {
      const reasons = reviewReasons({
        tickets: [],
        confidence: classConfidence,
        threshold,
        plan,
        expectsTickets: false,
        otherProbability: classScore.probabilities.other,
      });
      Object.assign(evidence, { reviewReasons: reasons });
      return {
        class: 'other',
        tickets: [],
        confidence: classConfidence,
        needsReview: reasons.length > 0,
        original: doc.original,
        evidence,
      };
    }
    const calibrated = calibrateTickets(
      decodeTickets(scored, model.thresholds, found.lines),
      model,
      plan.enabled,
    );
    const custom = Object.fromEntries(
      plan.custom.flatMap((config) => {
        const value = extractCustomField(config, found.pairs, doc.structured);
        return value ? [[config.fieldName, value]] : [];
      }),
    );
    for (const item of calibrated) {
      for (const [name, value] of Object.entries(custom)) item.ticket.additionalInfo[name] = value.value;
      item.ticket.confidence = toConfidence(item.probability);
    }
    let tickets = mergeDuplicateTickets(calibrated).filter((item) => hasContent(item.ticket));
    const confidence = Math.min(classConfidence, ...tickets.map((item) => item.ticket.confidence ?? 0));
    const reasons = reviewReasons({ tickets, confidence, threshold, plan, expectsTickets: true });
    const seating = noteSeating(doc.sellerNote);
    const seatsFromNote =
      seating !== undefined &&
      applyNoteSeating(
        tickets.map((item) => item.ticket),
        seating,
      );
    const claim = sellerClaim(doc.sellerNote);
    const claimed = tickets.map((item) => item.ticket);
    if (claim && !applySellerClaim(claimed, claim)) reasons.push("the seller's note limits the seats");
    // A claim of one group of several drops the others (a friend's seats in a shared order).
    tickets = tickets.filter((item) => claimed.includes(item.ticket));
    Object.assign(evidence, {
      tickets: tickets.map((item) => item.evidence),
      customFields: custom,
      reviewReasons: reasons,
      ...(seatsFromNote ? { seatsFromSellerNote: seating } : {}),
    });
    return {
      class: classScore.class,
      tickets: tickets.map((item) => item.ticket),
      confidence,
      needsReview: reasons.length > 0,
      original: doc.original,
      evidence,
    };
  } catch (error) {
    return failedExtraction(error, doc?.original);
  }
}
