import { z } from 'zod';
import { requireSession } from '../../core/auth/sessions.ts';
import { setFloorPrice as setListingFloorPrice } from '../../core/listings/set-floor-price.ts';
import { defineRoute } from '../../core/http/define-route.ts';
import { ok } from '../../core/http/responses.ts';
import { toCustomerTicketView } from '../../core/listings/customer-ticket-view.ts';
import { ticketIdSchema } from './approve-ticket.ts';
import { customerIdParamsSchema } from './get-customer.ts';

/** $1,000,000: far above any ticket, low enough to catch a dollars-for-cents slip twice over. */
const MAX_FLOOR_PRICE_CENTS = 100_000_000;

const setFloorPriceInputSchema = z.object({
  ticketId: ticketIdSchema,
  floorPrice: z
    .number({ error: 'Please enter the floor price as a number of cents.' })
    .int('Please enter the floor price in whole cents.')
    .min(0, 'The floor price cannot be negative.')
    .max(MAX_FLOOR_PRICE_CENTS, 'The floor price cannot be more than $1,000,000.'),
});

/** POST /api/customer/{id}/set-floor-price (spec 000 §7); floorPrice in cents (DESIGN §4). */
export const setFloorPrice = defineRoute(
  { params: customerIdParamsSchema, body: setFloorPriceInputSchema },
  async ({ body, event }) => {
    const { user } = requireSession(event);
    const listing = await setListingFloorPrice(user, body.ticketId, body.floorPrice);
    return ok({
      success: true,
      message: 'Floor Price Updated Successfully!',
      ticket: toCustomerTicketView(listing),
    });
  },
);
