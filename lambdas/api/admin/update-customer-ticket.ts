import { findListing, updateListing } from '../../core/admin-customers/admin-listings.ts';
import { adminListingInputSchema } from '../../core/admin-customers/listing-input.ts';
import { toAdminListingView } from '../../core/admin-customers/listing-view.ts';
import { diffFields, recordAuditOfChanges } from '../../core/audit/record-audit.ts';
import { requireSession } from '../../core/auth/sessions.ts';
import { defineRoute } from '../../core/http/define-route.ts';
import { ok } from '../../core/http/responses.ts';
import { auditedListingFields } from './listing-audit.ts';
import { idParamsSchema } from './params.ts';

export const SALE_AWAITS_SELLER =
  "The sale price is below the seller's floor price, so the seller has been asked to accept or decline it.";

/**
 * PUT /api/admin/tickets/{id} (a listing id): the admin ticket form. Any status may be set; every
 * change of status is appended to statusHistory; sold records the sale price. Audited.
 */
export const updateCustomerTicket = defineRoute(
  { params: idParamsSchema, body: adminListingInputSchema },
  async ({ params, body, event }) => {
    const listing = await findListing(params.id);
    const before = toAdminListingView(listing);
    const updated = await updateListing(listing, body, requireSession(event).userId);
    const after = toAdminListingView(updated);
    // Below the floor price the sale waits for the seller's Accept / Decline (DESIGN §6.14, issue 9).
    const awaitingSeller =
      body.status === 'sold' && updated.status !== 'sold' && updated.pendingSale !== undefined;
    const changes = diffFields(before, after, auditedListingFields);
    await recordAuditOfChanges(event, {
      action: 'listing.updated',
      subjectType: 'listing',
      subjectId: after.id,
      changes,
      summary: `Ticket "${after.eventName}" updated`,
    });
    return ok({
      success: true,
      message: 'Ticket updated successfully',
      ...(awaitingSeller ? { saleAwaitingSeller: true, detail: SALE_AWAITS_SELLER } : {}),
      ticket: after,
    });
  },
);
