import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { correctableFields, type ReviewChange } from '../../core/admin-tickets/correct-ticket.ts';
import { diffFields, recordAudit } from '../../core/audit/record-audit.ts';

/** The audit entry of a correction or verification: the ticket fields that changed. */
export function recordReview(
  event: APIGatewayProxyEventV2,
  action: 'ticket.corrected' | 'ticket.verified',
  { before, after }: ReviewChange,
): Promise<void> {
  const verb = action === 'ticket.corrected' ? 'Corrected' : 'Verified';
  return recordAudit(event, {
    action,
    subjectType: 'ticket',
    subjectId: after.ticketId,
    changes: diffFields(before, after, correctableFields),
    summary: `${verb} ticket "${after.eventName}"`,
  });
}
