import type { DataLayer } from '../db/client.ts';
import type { Email } from '../db/entities/email.ts';
import { publishEvent } from '../webhooks/outbox.ts';
import { emailReceivedEvent, ticketCreatedEvent } from '../webhooks/pipeline-events.ts';
import { countForModel, type ModelCounts } from './model-counters.ts';
import type { Outcome } from './record-outcome.ts';

/**
 * What follows a recorded outcome: the model's counters, and the webhook events `ticket.created`
 * (each ticket) and `email.received` (an e-mail with a customer in its final state) into the outbox.
 * All keyed by the e-mail or ticket, so a retried step or a re-run raises nothing twice. The writes
 * are independent of each other and run side by side.
 */
export async function applyOutcomeEffects(
  email: Email,
  outcome: Outcome,
  counts: ModelCounts,
  data: DataLayer,
): Promise<void> {
  const writes: Promise<unknown>[] = [countForModel(outcome.modelVersion, counts, data)];
  const customerId = outcome.customerId ?? email.customerId;
  if (customerId) {
    const tickets = outcome.tickets ?? [];
    for (const ticket of tickets)
      writes.push(publishEvent(ticket.ticketId, ticketCreatedEvent(ticket), data));
    writes.push(
      publishEvent(
        email.emailId,
        emailReceivedEvent(email, {
          customerId,
          extractionStatus: outcome.extractionStatus,
          classification: outcome.classification,
          ticketIds: tickets.map((ticket) => ticket.ticketId),
        }),
        data,
      ),
    );
  }
  await Promise.all(writes);
}
