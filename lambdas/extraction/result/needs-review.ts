import type { ExtractedTicket, TicketField } from '../types.ts';
import type { FieldPlan } from './ml-fields.ts';

/** Default overall threshold (spec 001 §9). */
export const defaultConfidenceThreshold = 70;

const seatingFields = new Set<TicketField>(['section', 'row', 'seats']);

function missing(ticket: ExtractedTicket, field: TicketField, generalAdmission: boolean): boolean {
  // General admission has no section, row or seats: their absence is the right answer.
  if (generalAdmission && seatingFields.has(field)) return false;
  return field === 'seats' ? ticket.seats.length === 0 : ticket[field] === null;
}

/**
 * Below this probability of 'other', an e-mail read as no ticket mail goes to review anyway. A seller
 * forwards ticket mail on purpose, and on layouts unlike any it learned from the model can lean to
 * 'other' without being sure, while the calibration (learned on known layouts) still says 99: every
 * 'other' of the corpus scores 0.98 or more.
 */
const OTHER_CERTAINTY = 0.9;

export interface ReviewInput {
  tickets: { ticket: ExtractedTicket; generalAdmission: boolean; quantityMismatch: boolean }[];
  confidence: number;
  threshold: number;
  plan: FieldPlan;
  expectsTickets: boolean;
  /** The model's probability of 'other', for an e-mail read as no ticket mail. */
  otherProbability?: number;
}

/**
 * Why a result needs an admin's review (none: it does not): overall confidence under the threshold, a
 * required field missing, a field under its own threshold, a written quantity that disagrees with the
 * seats, a ticket e-mail with no ticket found, or an e-mail read as 'other' without certainty.
 */
export function reviewReasons(input: ReviewInput): string[] {
  const reasons: string[] = [];
  if (input.confidence < input.threshold) reasons.push(`confidence ${input.confidence} < ${input.threshold}`);
  if (input.expectsTickets && input.tickets.length === 0) reasons.push('no ticket found');
  if (input.otherProbability !== undefined && input.otherProbability < OTHER_CERTAINTY) {
    reasons.push(
      `maybe a ticket e-mail: read as other with probability ${input.otherProbability.toFixed(2)}`,
    );
  }
  for (const { ticket, generalAdmission, quantityMismatch } of input.tickets) {
    for (const field of input.plan.required) {
      if (missing(ticket, field, generalAdmission)) reasons.push(`required ${field} missing`);
    }
    for (const [field, threshold] of Object.entries(input.plan.thresholds) as [TicketField, number][]) {
      const legitimatelyAbsent = generalAdmission && seatingFields.has(field);
      if (!legitimatelyAbsent && ticket.fieldConfidence[field] < threshold) {
        reasons.push(`${field} confidence ${ticket.fieldConfidence[field]} < ${threshold}`);
      }
    }
    if (quantityMismatch) reasons.push(`quantity ${ticket.quantity} ≠ ${ticket.seats.length} seats`);
  }
  for (const config of input.plan.custom) {
    if (!config.isRequired) continue;
    for (const { ticket } of input.tickets) {
      if (ticket.additionalInfo[config.fieldName] === undefined)
        reasons.push(`required ${config.fieldName} missing`);
    }
  }
  return [...new Set(reasons)];
}
