import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transitionListing } from '../../../lambdas/core/db/listing-status.ts';
import { startInMemoryDatabase, type InMemoryDatabase } from './dynalite-harness.ts';

let database: InMemoryDatabase;

beforeAll(async () => {
  database = await startInMemoryDatabase();
});

afterAll(async () => {
  await database.stop();
});

const newListing = async (underReview = false) =>
  (
    await database.data.listings
      .create({ customerId: 'customer-1', eventName: 'Eastern Conf Finals', quantity: 2, underReview })
      .go()
  ).data;

describe('transitionListing', () => {
  it('approves a pending listing once; the second approval finds it no longer pending', async () => {
    const listing = await newListing();
    const approve = { from: 'pending', to: 'listed', by: 'customer-1' } as const;

    const approved = await transitionListing(listing, approve, database.data);
    const again = await transitionListing(listing, approve, database.data);

    expect(approved).toMatchObject({
      status: 'listed',
      statusHistory: [{ status: 'listed', by: 'customer-1' }],
    });
    expect(approved?.listedAt).toBe(approved?.lastStatusUpdate);
    expect(again).toBeUndefined();
    const { data: stored } = await database.data.listings.get({ listingId: listing.listingId }).go();
    expect(stored?.statusHistory).toHaveLength(1);
  });

  it('moves the listing between the status tabs of its customer', async () => {
    const listing = await newListing();

    await transitionListing(listing, { from: 'pending', to: 'listed' }, database.data);

    const tab = (status: 'pending' | 'listed') =>
      database.data.listings.query.listingsByCustomer({ customerId: 'customer-1', status }).go();
    expect((await tab('pending')).data.map((item) => item.listingId)).not.toContain(listing.listingId);
    expect((await tab('listed')).data.map((item) => item.listingId)).toContain(listing.listingId);
  });

  it('refuses to approve a listing whose extraction is under review', async () => {
    const listing = await newListing(true);

    const result = await transitionListing(
      listing,
      { from: 'pending', to: 'listed', requireReviewed: true },
      database.data,
    );

    expect(result).toBeUndefined();
  });

  it('records a sale with its prices and appends to the history', async () => {
    const listing = await newListing();
    await transitionListing(listing, { from: 'pending', to: 'listed' }, database.data);

    const sold = await transitionListing(
      listing,
      { from: ['listed'], to: 'sold', by: 'admin-1', set: { soldPrice: 40_000, commissionEarned: 6_000 } },
      database.data,
    );

    expect(sold).toMatchObject({ status: 'sold', soldPrice: 40_000, commissionEarned: 6_000 });
    expect(sold?.soldAt).toBeDefined();
    expect(sold?.statusHistory.map((entry) => entry.status)).toEqual(['listed', 'sold']);
  });
});
