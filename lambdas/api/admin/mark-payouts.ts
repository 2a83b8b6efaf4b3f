import { z } from 'zod';
import { recordAudit } from '../../core/audit/record-audit.ts';
import { requireSession } from '../../core/auth/sessions.ts';
import { defineRoute } from '../../core/http/define-route.ts';
import { ok } from '../../core/http/responses.ts';
import { formatCents } from '../../core/money.ts';
import { markPayouts as markPayoutStatus } from '../../core/payouts/mark-payouts.ts';

export const markPayoutsBodySchema = z.object({
  listingIds: z
    .array(z.string().min(1, 'A listing id is empty.').max(64, 'A listing id is too long.'), {
      error: 'Please choose the payouts to update.',
    })
    .min(1, 'Please choose at least one payout.')
    .max(100, 'Please update at most 100 payouts at a time.'),
  status: z.enum(['sent', 'paid'], { error: "status must be 'sent' or 'paid'." }),
});

/**
 * POST /api/admin/payouts/status { listingIds, status }: marks the payouts sent or paid, each on its
 * own; skipped ones come back with the reason. One audit entry per payout changed (subject: its listing).
 */
export const markPayouts = defineRoute({ body: markPayoutsBodySchema }, async ({ body, event }) => {
  const result = await markPayoutStatus(body.listingIds, body.status, requireSession(event).userId);
  for (const { before, after } of result.updated) {
    await recordAudit(event, {
      action: `payout.${body.status}`,
      subjectType: 'listing',
      subjectId: after.listingId,
      changes: { payoutStatus: { from: before.status, to: after.status } },
      summary: `Payout of ${formatCents(after.amount)} for "${after.eventName ?? after.listingId}" marked ${body.status}`,
    });
  }
  return ok({
    success: true,
    updated: result.updated.map(({ after }) => after.listingId),
    skipped: result.skipped,
  });
});
