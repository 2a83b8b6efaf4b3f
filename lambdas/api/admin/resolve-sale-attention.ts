import { findListing } from '../../core/admin-customers/admin-listings.ts';
import { toAdminListingView } from '../../core/admin-customers/listing-view.ts';
import { recordAudit } from '../../core/audit/record-audit.ts';
import { requireSession } from '../../core/auth/sessions.ts';
import { defineRoute } from '../../core/http/define-route.ts';
import { ok } from '../../core/http/responses.ts';
import { resolveSaleAttention as resolveAttention } from '../../core/listings/sale-attention.ts';
import { idParamsSchema } from './params.ts';

/**
 * POST /api/admin/tickets/{id}/resolve-attention (a listing id): marks the flag of a sold ticket
 * (a transfer cancelled after the sale) as handled. 404 unknown ticket, 409 nothing open. Audited.
 */
export const resolveSaleAttention = defineRoute({ params: idParamsSchema }, async ({ params, event }) => {
  const listing = await findListing(params.id);
  const resolved = await resolveAttention(listing, requireSession(event).userId);
  const ticket = toAdminListingView(resolved);
  await recordAudit(event, {
    action: 'listing.sale_attention_resolved',
    subjectType: 'listing',
    subjectId: ticket.id,
    changes: { saleAttention: { from: listing.saleAttention ?? null, to: resolved.saleAttention ?? null } },
    summary: `Ticket "${ticket.eventName}": attention after the sale marked resolved`,
  });
  return ok({ success: true, message: 'Marked as resolved', ticket });
});
