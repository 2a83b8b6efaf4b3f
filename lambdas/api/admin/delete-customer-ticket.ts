import { deleteListing, findListing } from '../../core/admin-customers/admin-listings.ts';
import { toAdminListingView } from '../../core/admin-customers/listing-view.ts';
import { diffFields, recordAudit } from '../../core/audit/record-audit.ts';
import { defineRoute } from '../../core/http/define-route.ts';
import { ok } from '../../core/http/responses.ts';
import { auditedListingFields } from './listing-audit.ts';
import { idParamsSchema } from './params.ts';

/** DELETE /api/admin/tickets/{id} (a listing id). The audit entry keeps what was deleted. */
export const deleteCustomerTicket = defineRoute({ params: idParamsSchema }, async ({ params, event }) => {
  const listing = await findListing(params.id);
  await deleteListing(listing);
  const view = toAdminListingView(listing);
  const gone = Object.fromEntries(auditedListingFields.map((field) => [field, null]));
  await recordAudit(event, {
    action: 'listing.deleted',
    subjectType: 'listing',
    subjectId: view.id,
    changes: diffFields(view, gone, auditedListingFields),
    summary: `Ticket "${view.eventName}" deleted`,
  });
  return ok({ success: true, message: 'Ticket deleted successfully' });
});
