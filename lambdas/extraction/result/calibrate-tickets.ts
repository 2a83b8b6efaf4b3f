import { applyCurve } from '../model/isotonic.ts';
import type { ModelArtifact } from '../model/model-artifact.ts';
import { ticketFields, type ExtractedTicket, type TicketField } from '../types.ts';
import { toConfidence } from './confidence-scale.ts';
import type { DecodedTicket } from './decode-tickets.ts';

/** A ticket ready for the result, with what the review rules need to know about it. */
export interface CalibratedTicket {
  ticket: ExtractedTicket;
  /** Held-out probability that a field of this ticket is right. */
  probability: number;
  generalAdmission: boolean;
  quantityMismatch: boolean;
  evidence: Record<string, unknown>;
}

/** The probability that each decoded field is right, from the model's held-out calibration. */
export function fieldProbabilities(
  decoded: DecodedTicket,
  calibration: ModelArtifact['calibration'],
): Record<TicketField, number> {
  return Object.fromEntries(
    ticketFields.map((field) => {
      const value = decoded.fields[field];
      const curves = calibration.fields[field];
      return [field, applyCurve(value.value === null ? curves.absent : curves.present, value.score)];
    }),
  ) as Record<TicketField, number>;
}

/** Mean field probability → the ticket's held-out rate of right fields. */
export function ticketProbability(
  probabilities: readonly number[],
  calibration: ModelArtifact['calibration'],
): number {
  const mean = probabilities.reduce((sum, p) => sum + p, 0) / Math.max(1, probabilities.length);
  return applyCurve(calibration.ticket, mean);
}

/** Turns decoded tickets into result tickets; disabled fields are left empty and out of the confidence. */
export function calibrateTickets(
  decoded: readonly DecodedTicket[],
  model: ModelArtifact,
  enabled: ReadonlySet<TicketField>,
): CalibratedTicket[] {
  return decoded.map((ticket) => {
    const probabilities = fieldProbabilities(ticket, model.calibration);
    const on = (field: TicketField) => enabled.has(field);
    const text = (field: Exclude<TicketField, 'seats' | 'quantity'>) =>
      on(field) ? ticket.fields[field].value : null;
    const quantity = ticket.fields.quantity.value;
    const fieldConfidence = Object.fromEntries(
      ticketFields.map((field) => [field, on(field) ? toConfidence(probabilities[field]) : 0]),
    ) as Record<TicketField, number>;
    const evidence = Object.fromEntries(
      ticketFields.flatMap((field) => {
        const from = ticket.fields[field].from;
        return from && on(field)
          ? [[field, { source: from.source, line: from.line, label: from.labelWords.join(' ') }]]
          : [];
      }),
    );
    return {
      ticket: {
        eventName: text('eventName'),
        eventDate: text('eventDate'),
        venue: text('venue'),
        section: text('section'),
        row: text('row'),
        seats: on('seats') ? (ticket.fields.seats.seats ?? []) : [],
        quantity: on('quantity') && quantity !== null ? Number(quantity) : null,
        fieldConfidence,
        additionalInfo: {},
      },
      probability: ticketProbability(
        ticketFields.filter(on).map((field) => probabilities[field]),
        model.calibration,
      ),
      generalAdmission: ticket.generalAdmission,
      quantityMismatch: on('quantity') && ticket.quantityMismatch,
      evidence,
    };
  });
}
