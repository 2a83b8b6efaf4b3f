import type { LocalTarget } from '../../../lib/local/local-target.ts';
import type { Listing } from '../../../lambdas/core/db/entities/listing.ts';
import {
  call,
  registerCustomer,
  tableOf,
  verifyByMail,
  type RegisteredCustomer,
} from '../accounts/account-client.ts';

/** A verified seller who accepted the current terms: ready to approve and price tickets. */
export async function readySeller(target: LocalTarget): Promise<RegisteredCustomer> {
  const seller = await registerCustomer(target);
  await verifyByMail(target, seller.email);
  const accepted = await call(target, 'POST', `/api/customer/${seller.user.id}/accept-terms`, {
    cookie: seller.cookie,
    body: { version: '1.0' },
  });
  if (accepted.status !== 200) throw new Error(`accept-terms answered ${accepted.status}`);
  return seller;
}

/** Stores a listing for the customer directly, as the pipeline (pending) or a sale (sold) would leave it. */
export async function seedListing(
  target: LocalTarget,
  customerId: string,
  values: Partial<Omit<Listing, 'customerId'>> = {},
): Promise<Listing> {
  const { data, close } = tableOf(target);
  try {
    const { data: listing } = await data.listings
      .create({
        customerId,
        eventName: 'Harbour Lights Festival',
        eventDate: '2027-03-14T19:30:00-04:00',
        venue: 'Pier 9 Amphitheater',
        section: '112',
        row: 'K',
        seats: '7,8',
        quantity: 2,
        ...values,
      })
      .go();
    return listing;
  } finally {
    close();
  }
}

export const ticketsOf = async (
  target: LocalTarget,
  seller: RegisteredCustomer,
  tab: 'pending' | 'listed' | 'sold',
) => {
  const reply = await call<{ success: boolean; tickets: { id: string; [field: string]: unknown }[] }>(
    target,
    'GET',
    `/api/customer/${seller.user.id}/${tab}-tickets`,
    { cookie: seller.cookie },
  );
  if (reply.status !== 200) throw new Error(`${tab}-tickets answered ${reply.status}`);
  return reply.body.tickets;
};
