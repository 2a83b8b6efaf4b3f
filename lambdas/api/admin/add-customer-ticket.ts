import { createListing } from '../../core/admin-customers/admin-listings.ts';
import { findCustomer } from '../../core/admin-customers/find-customer.ts';
import { adminListingInputSchema } from '../../core/admin-customers/listing-input.ts';
import { toAdminListingView } from '../../core/admin-customers/listing-view.ts';
import { diffFields, recordAudit } from '../../core/audit/record-audit.ts';
import { requireSession } from '../../core/auth/sessions.ts';
import { defineRoute } from '../../core/http/define-route.ts';
import { created } from '../../core/http/responses.ts';
import { auditedListingFields } from './listing-audit.ts';
import { idParamsSchema } from './params.ts';

/** POST /api/admin/customers/{id}/tickets: adds a consignment ticket (cents; pending unless told). Audited. */
export const addCustomerTicket = defineRoute(
  { params: idParamsSchema, body: adminListingInputSchema },
  async ({ params, body, event }) => {
    const customer = await findCustomer(params.id);
    const listing = toAdminListingView(
      await createListing(customer.userId, body, requireSession(event).userId),
    );
    await recordAudit(event, {
      action: 'listing.created',
      subjectType: 'listing',
      subjectId: listing.id,
      changes: diffFields({}, listing, auditedListingFields),
      summary: `Ticket "${listing.eventName}" added for ${customer.email}`,
    });
    return created({ success: true, message: 'Ticket added successfully', ticket: listing });
  },
);
