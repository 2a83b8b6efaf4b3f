import { describe, expect, it } from 'vitest';
import { call, registerCustomer, verifyByMail, waitForMail } from '../accounts/account-client.ts';
import { useLocalTarget } from '../support/local-target.ts';
import { readySeller, seedListing, ticketsOf } from './portal-client.ts';

const local = useLocalTarget();

describe('customer tickets: approve, floor price, tabs (integration, local target)', () => {
  it('approves a pending ticket: it moves to Live Listings, the seller is notified and mailed', async () => {
    const seller = await readySeller(local.target);
    const listing = await seedListing(local.target, seller.user.id, { listedPrice: 32_000 });
    expect((await ticketsOf(local.target, seller, 'pending')).map((ticket) => ticket.id)).toEqual([
      listing.listingId,
    ]);

    const approved = await call<{ success: boolean; message: string; ticket: { status: string } }>(
      local.target,
      'POST',
      `/api/customer/${seller.user.id}/approve-ticket`,
      { cookie: seller.cookie, body: { ticketId: listing.listingId } },
    );
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({
      success: true,
      message: 'Ticket status updated successfully',
      ticket: { status: 'listed' },
    });
    expect(await ticketsOf(local.target, seller, 'pending')).toEqual([]);
    const [live] = await ticketsOf(local.target, seller, 'listed');
    expect(live).toMatchObject({
      id: listing.listingId,
      status: 'listed',
      listedPrice: 32_000,
      seats: '7,8',
    });
    expect(live!.createdAt).toBe(listing.createdAt);
    expect(Date.parse(String(live!.statusChangedAt))).toBeGreaterThan(Date.parse(listing.createdAt));

    const notifications = await call<{ notifications: { title: string; message: string; icon: string }[] }>(
      local.target,
      'GET',
      `/api/customer/${seller.user.id}/notifications`,
      { cookie: seller.cookie },
    );
    expect(notifications.body.notifications).toContainEqual(
      expect.objectContaining({
        title: 'Ticket Listed',
        message: 'Harbour Lights Festival is now live.',
        icon: 'eye',
      }),
    );
    const mail = await waitForMail(local.target, seller.email, 'are live');
    expect(mail.subject).toBe('Your tickets for Harbour Lights Festival are live');
    expect(mail.body.text).toContain('$320.00');

    const again = await call<{ message: string }>(
      local.target,
      'POST',
      `/api/customer/${seller.user.id}/approve-ticket`,
      { cookie: seller.cookie, body: { ticketId: listing.listingId } },
    );
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This ticket is already live, so it cannot be approved.');
  });

  it('refuses approval under review, before the terms, before verification and of another seller’s ticket', async () => {
    const seller = await readySeller(local.target);
    const underReview = await seedListing(local.target, seller.user.id, { underReview: true });
    const refused = await call<{ message: string }>(
      local.target,
      'POST',
      `/api/customer/${seller.user.id}/approve-ticket`,
      { cookie: seller.cookie, body: { ticketId: underReview.listingId } },
    );
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/^This ticket is still under review/);

    const other = await readySeller(local.target);
    const othersListing = await seedListing(local.target, other.user.id);
    const notMine = await call<{ message: string }>(
      local.target,
      'POST',
      `/api/customer/${seller.user.id}/approve-ticket`,
      { cookie: seller.cookie, body: { ticketId: othersListing.listingId } },
    );
    expect(notMine.status).toBe(404);
    expect(notMine.body.message).toBe('We could not find this ticket in your account.');
    expect((await ticketsOf(local.target, other, 'pending')).map((ticket) => ticket.status)).toEqual([
      'pending',
    ]);

    const unverified = await registerCustomer(local.target);
    const unverifiedListing = await seedListing(local.target, unverified.user.id);
    const notVerified = await call<{ message: string }>(
      local.target,
      'POST',
      `/api/customer/${unverified.user.id}/approve-ticket`,
      { cookie: unverified.cookie, body: { ticketId: unverifiedListing.listingId } },
    );
    expect(notVerified.status).toBe(403);
    expect(notVerified.body.message).toMatch(/^Please verify your email address first/);

    const noTerms = await registerCustomer(local.target);
    await verifyByMail(local.target, noTerms.email);
    const noTermsListing = await seedListing(local.target, noTerms.user.id);
    const termsMissing = await call<{ message: string }>(
      local.target,
      'POST',
      `/api/customer/${noTerms.user.id}/approve-ticket`,
      { cookie: noTerms.cookie, body: { ticketId: noTermsListing.listingId } },
    );
    expect(termsMissing.status).toBe(403);
    expect(termsMissing.body.message).toBe(
      'Please read and accept the Terms and Conditions (version 1.0) before listing tickets.',
    );

    const missingId = await call<{ message: string }>(
      local.target,
      'POST',
      `/api/customer/${seller.user.id}/approve-ticket`,
      { cookie: seller.cookie, body: {} },
    );
    expect(missingId.status).toBe(400);
    expect(missingId.body.message).toBe('Please check ticketId: Please choose a ticket.');
  });

  it('sets a floor price in cents on a live ticket and refuses bad amounts and sold tickets', async () => {
    const seller = await readySeller(local.target);
    const live = await seedListing(local.target, seller.user.id, { status: 'listed', listedPrice: 30_000 });
    const path = `/api/customer/${seller.user.id}/set-floor-price`;

    const set = await call<{ success: boolean; message: string; ticket: { floorPrice: number } }>(
      local.target,
      'POST',
      path,
      { cookie: seller.cookie, body: { ticketId: live.listingId, floorPrice: 25_050 } },
    );
    expect(set.status).toBe(200);
    expect(set.body).toMatchObject({
      success: true,
      message: 'Floor Price Updated Successfully!',
      ticket: { floorPrice: 25_050 },
    });
    expect(await ticketsOf(local.target, seller, 'listed')).toEqual([
      expect.objectContaining({ id: live.listingId, floorPrice: 25_050 }),
    ]);

    for (const [floorPrice, message] of [
      [-100, 'Please check floorPrice: The floor price cannot be negative.'],
      [12.5, 'Please check floorPrice: Please enter the floor price in whole cents.'],
      ['250', 'Please check floorPrice: Please enter the floor price as a number of cents.'],
    ] as const) {
      const bad = await call<{ message: string }>(local.target, 'POST', path, {
        cookie: seller.cookie,
        body: { ticketId: live.listingId, floorPrice },
      });
      expect(bad.status).toBe(400);
      expect(bad.body.message).toBe(message);
    }

    const sold = await seedListing(local.target, seller.user.id, { status: 'sold', soldPrice: 40_000 });
    const soldReply = await call<{ message: string }>(local.target, 'POST', path, {
      cookie: seller.cookie,
      body: { ticketId: sold.listingId, floorPrice: 100 },
    });
    expect(soldReply.status).toBe(409);
    expect(soldReply.body.message).toBe('This ticket is already sold, so its floor price cannot change.');
  });

  it('shows sold tickets and the sales history with live totals and the 1099 threshold', async () => {
    const seller = await readySeller(local.target);
    const soldAt = new Date().toISOString();
    const sold = await seedListing(local.target, seller.user.id, {
      status: 'sold',
      soldPrice: 40_000,
      finalSalePrice: 40_000,
      commissionEarned: 6_000,
      soldAt,
    });
    await seedListing(local.target, seller.user.id, { status: 'listed', eventName: 'Quiet Storm Tour' });

    expect(await ticketsOf(local.target, seller, 'sold')).toEqual([
      expect.objectContaining({ id: sold.listingId, status: 'sold', soldPrice: 40_000 }),
    ]);
    const history = await call<{
      listings: { id: string; status: string; sellerPayout: number | null }[];
      totals: Record<string, number>;
    }>(local.target, 'GET', `/api/customer/${seller.user.id}/listings`, { cookie: seller.cookie });
    expect(history.status).toBe(200);
    expect(history.body.listings).toHaveLength(2);
    expect(history.body.listings).toContainEqual(
      expect.objectContaining({ id: sold.listingId, status: 'sold', sellerPayout: 34_000 }),
    );
    expect(history.body.totals).toEqual({
      grossSalesThisYear: 40_000,
      sellerEarningsTotal: 34_000,
      soldCount: 1,
      listedCount: 1,
      pendingCount: 0,
      form1099ThresholdCents: 60_000,
    });
  });
});
