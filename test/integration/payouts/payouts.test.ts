import { beforeAll, describe, expect, it } from 'vitest';
import type { NewPayout, Payout } from '../../../lambdas/core/db/entities/payout.ts';
import { encodePayoutCursor } from '../../../lambdas/core/payouts/payout-cursor.ts';
import {
  call,
  registerCustomer,
  tableOf,
  type RegisteredCustomer,
  type UserReply,
} from '../accounts/account-client.ts';
import { auditOf, download } from '../admin-tickets/tickets-client.ts';
import { firstAdmin } from '../ingestion/ingestion-client.ts';
import { useLocalTarget } from '../support/local-target.ts';

const local = useLocalTarget();

interface PayoutReply {
  listingId: string;
  customerId: string;
  customerEmail: string | null;
  eventName: string;
  salePriceCents: number;
  commissionCents: number;
  amountCents: number;
  status: string;
  payoutMethodLabel: string | null;
  createdAt: string;
  sentAt: string | null;
  paidAt: string | null;
}

interface ListReply {
  success: boolean;
  payouts: PayoutReply[];
  nextCursor: string | null;
  totals: { count: number; amountCents: number };
  message?: string;
}

let adminCookie: string;
let adminId: string;

beforeAll(async () => {
  adminCookie = await firstAdmin(local.target);
  adminId = (await call<{ user: UserReply }>(local.target, 'GET', '/api/user', { cookie: adminCookie })).body
    .user.id;
});

let sequence = 0;

/** A payout as the sale step stores it: $100.00 sold, $15.00 commission, $85.00 to the seller. */
async function seedPayout(customerId: string, values: Partial<NewPayout> & { createdAt: string }) {
  sequence += 1;
  const { data, close } = tableOf(local.target);
  try {
    const { data: payout } = await data.payouts
      .create({
        listingId: `listing-${String(sequence).padStart(4, '0')}-${Math.random().toString(36).slice(2, 8)}`,
        customerId,
        amount: 8_500,
        salePrice: 10_000,
        commission: 1_500,
        eventName: 'Harbour Lights Festival',
        payoutMethodLabel: 'PayPal · s***@example.com',
        saleSource: 'admin',
        status: 'pending',
        ...values,
      })
      .go();
    return payout;
  } finally {
    close();
  }
}

async function stored(listingId: string): Promise<Payout> {
  const { data, close } = tableOf(local.target);
  try {
    return (await data.payouts.get({ listingId }).go({ consistent: true })).data!;
  } finally {
    close();
  }
}

async function notificationsOf(customerId: string) {
  const { data, close } = tableOf(local.target);
  try {
    return (await data.notifications.query.byCustomer({ customerId }).go({ pages: 'all' })).data;
  } finally {
    close();
  }
}

const list = (query: string, cookie = adminCookie) =>
  call<ListReply>(local.target, 'GET', `/api/admin/payouts?${query}`, { cookie });

const mark = (listingIds: string[], status: string, cookie = adminCookie) =>
  call<{
    success: boolean;
    updated: string[];
    skipped: { listingId: string; reason: string }[];
    message?: string;
  }>(local.target, 'POST', '/api/admin/payouts/status', { cookie, body: { listingIds, status } });

describe('admin payouts (local target)', () => {
  it('lists payouts newest first with filters, sellers, totals and a cursor across statuses', async () => {
    const ann = await registerCustomer(local.target, { firstName: 'Ann' });
    const bob = await registerCustomer(local.target, { firstName: 'Bob' });
    const a1 = await seedPayout(ann.user.id, { createdAt: '2020-01-10T10:00:00.000Z' });
    const a2 = await seedPayout(ann.user.id, {
      createdAt: '2020-02-10T10:00:00.000Z',
      status: 'sent',
      amount: 4_250,
      salePrice: 5_000,
      commission: 750,
    });
    const b1 = await seedPayout(bob.user.id, { createdAt: '2020-03-10T10:00:00.000Z', status: 'paid' });
    const b2 = await seedPayout(bob.user.id, { createdAt: '2020-04-10T10:00:00.000Z' });
    const year2020 = 'from=2020-01-01&to=2020-12-31';

    const all = await list(year2020);
    expect(all.status).toBe(200);
    expect(all.body.payouts.map((payout) => payout.listingId)).toEqual([
      b2.listingId,
      b1.listingId,
      a2.listingId,
      a1.listingId,
    ]);
    expect(all.body.totals).toEqual({ count: 4, amountCents: 8_500 * 3 + 4_250 });
    expect(all.body.nextCursor).toBeNull();
    expect(all.body.payouts[2]).toEqual({
      listingId: a2.listingId,
      customerId: ann.user.id,
      customerEmail: ann.email,
      eventName: 'Harbour Lights Festival',
      salePriceCents: 5_000,
      commissionCents: 750,
      amountCents: 4_250,
      status: 'sent',
      payoutMethodLabel: 'PayPal · s***@example.com',
      createdAt: '2020-02-10T10:00:00.000Z',
      sentAt: null,
      paidAt: null,
    });

    const pending = await list(`status=pending&${year2020}`);
    expect(pending.body.payouts.map((payout) => payout.listingId)).toEqual([b2.listingId, a1.listingId]);
    expect(pending.body.totals).toEqual({ count: 2, amountCents: 17_000 });

    const annOnly = await list(`customerId=${ann.user.id}`);
    expect(annOnly.body.payouts.map((payout) => payout.listingId)).toEqual([a2.listingId, a1.listingId]);
    const annSent = await list(`customerId=${ann.user.id}&status=sent`);
    expect(annSent.body.payouts.map((payout) => payout.listingId)).toEqual([a2.listingId]);
    expect(annSent.body.totals).toEqual({ count: 1, amountCents: 4_250 });

    const spring = await list('from=2020-02-10&to=2020-03-10');
    expect(spring.body.payouts.map((payout) => payout.listingId)).toEqual([b1.listingId, a2.listingId]);

    // Pages of one across the four status partitions: each payout once, in order.
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: { body: ListReply } = await list(
        `${year2020}&limit=1${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
      );
      expect(page.body.payouts).toHaveLength(1);
      seen.push(...page.body.payouts.map((payout) => payout.listingId));
      cursor = page.body.nextCursor;
    } while (cursor);
    expect(seen).toEqual([b2.listingId, b1.listingId, a2.listingId, a1.listingId]);

    // A cursor kept while the dates moved past it: an empty page, not an error.
    const stale = encodePayoutCursor({ createdAt: a1.createdAt, listingId: a1.listingId });
    const afterRange = await list(`from=2020-03-01&cursor=${stale}`);
    expect(afterRange.status).toBe(200);
    expect(afterRange.body).toMatchObject({ payouts: [], nextCursor: null, totals: { count: 2 } });
  });

  it('answers 400 with a sentence for bad filters', async () => {
    const badStatus = await list('status=lost');
    expect(badStatus.status).toBe(400);
    expect(badStatus.body.message).toBe(
      'Please check status: status must be one of pending, sent, paid, failed.',
    );
    const backwards = await list('from=2020-05-01&to=2020-04-01');
    expect(backwards.status).toBe(400);
    expect(backwards.body.message).toBe('Please check from: The from date must be on or before the to date.');
    const notADay = await list('from=2020-02-30');
    expect(notADay.status).toBe(400);
    expect(notADay.body.message).toBe('Please check from: The from date is not a real calendar date.');
    const tooMany = await list('limit=500');
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.message).toBe('Please check limit: limit can be at most 100.');
    const forged = await list('cursor=abc');
    expect(forged.status).toBe(400);
    expect(forged.body.message).toBe(
      'Please check cursor: This page link is no longer valid. Please reload the list.',
    );
  });

  it('marks payouts sent then paid with dates, notifies the seller once, and skips illegal steps', async () => {
    const ann = await registerCustomer(local.target);
    const quiet = await registerCustomer(local.target);
    const { data, close } = tableOf(local.target);
    try {
      await data.users
        .patch({ userId: quiet.user.id })
        .set({
          notificationSettings: {
            ticketSold: true,
            payoutSent: false,
            email: true,
            sms: false,
            push: true,
            priceAlert: true,
            emailDigest: false,
          },
        })
        .go();
    } finally {
      close();
    }
    const first = await seedPayout(ann.user.id, { createdAt: '2021-01-05T09:00:00.000Z' });
    const noMethod = await seedPayout(ann.user.id, {
      createdAt: '2021-01-06T09:00:00.000Z',
      eventName: 'Jazz Night',
      amount: 4_250,
      payoutMethodLabel: undefined,
    });
    const silent = await seedPayout(quiet.user.id, { createdAt: '2021-01-07T09:00:00.000Z' });
    const ids = [first.listingId, noMethod.listingId, silent.listingId];

    const sent = await mark(ids, 'sent');
    expect(sent.status).toBe(200);
    expect(sent.body).toEqual({ success: true, updated: ids, skipped: [] });
    const afterSent = await stored(first.listingId);
    expect(afterSent).toMatchObject({ status: 'sent', sentBy: adminId });
    expect(Date.now() - Date.parse(afterSent.sentAt!)).toBeLessThan(60_000);
    expect(afterSent.paidAt).toBeUndefined();

    const annNotifications = (await notificationsOf(ann.user.id)).filter(
      (item) => item.title === 'Payout Sent',
    );
    expect(
      annNotifications.map(({ notificationId, type, icon, message }) => ({
        notificationId,
        type,
        icon,
        message,
      })),
    ).toEqual(
      expect.arrayContaining([
        {
          notificationId: `${first.listingId}:payout-sent`,
          type: 'success',
          icon: 'dollar',
          message:
            '$85.00 for Harbour Lights Festival is on its way to PayPal · s***@example.com. It arrives 1-2 business days after the sale.',
        },
        {
          notificationId: `${noMethod.listingId}:payout-sent`,
          type: 'success',
          icon: 'dollar',
          message:
            '$42.50 for Jazz Night is on its way to your payout method. It arrives 1-2 business days after the sale.',
        },
      ]),
    );
    expect(annNotifications).toHaveLength(2);
    expect((await notificationsOf(quiet.user.id)).filter((item) => item.title === 'Payout Sent')).toEqual([]);

    // The list moves them to the sent partition.
    const sentList = await list('status=sent&from=2021-01-01&to=2021-01-31');
    expect(sentList.body.payouts.map((payout) => payout.listingId)).toEqual([...ids].reverse());
    expect(sentList.body.payouts[0]!.sentAt).toBe((await stored(silent.listingId)).sentAt);

    const paid = await mark([first.listingId, noMethod.listingId], 'paid');
    expect(paid.body).toEqual({ success: true, updated: [first.listingId, noMethod.listingId], skipped: [] });
    expect(await stored(first.listingId)).toMatchObject({
      status: 'paid',
      sentBy: adminId,
      paidBy: adminId,
      sentAt: afterSent.sentAt,
    });
    expect((await stored(first.listingId)).paidAt! >= afterSent.sentAt!).toBe(true);

    const again = await mark(
      [first.listingId, silent.listingId, 'no-such-listing', silent.listingId],
      'sent',
    );
    expect(again.status).toBe(200);
    expect(again.body).toEqual({
      success: true,
      updated: [],
      skipped: [
        { listingId: first.listingId, reason: 'This payout is already paid, so it cannot be marked sent.' },
        { listingId: silent.listingId, reason: 'This payout is already marked sent.' },
        { listingId: 'no-such-listing', reason: 'There is no payout for this ticket.' },
      ],
    });
    expect((await stored(first.listingId)).status).toBe('paid');

    // pending → paid directly is allowed.
    const direct = await seedPayout(ann.user.id, { createdAt: '2021-01-08T09:00:00.000Z' });
    expect((await mark([direct.listingId], 'paid')).body.updated).toEqual([direct.listingId]);
    expect(await stored(direct.listingId)).toMatchObject({ status: 'paid', paidBy: adminId });

    const audit = await auditOf(local.target, 'listing', first.listingId);
    expect(audit.map((entry) => [entry.action, entry.changes])).toEqual([
      ['payout.paid', { payoutStatus: { from: 'sent', to: 'paid' } }],
      ['payout.sent', { payoutStatus: { from: 'pending', to: 'sent' } }],
    ]);
    expect(audit[0]!.actorId).toBe(adminId);

    const empty = await mark([], 'sent');
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('Please check listingIds: Please choose at least one payout.');
    const wrongStatus = await mark([first.listingId], 'failed');
    expect(wrongStatus.status).toBe(400);
    expect(wrongStatus.body.message).toBe("Please check status: status must be 'sent' or 'paid'.");
  });

  it('exports the filtered payouts as CSV in dollars, safe for spreadsheets', async () => {
    const seller = await registerCustomer(local.target);
    const plain = await seedPayout(seller.user.id, { createdAt: '2022-06-01T12:00:00.000Z', amount: 8_500 });
    const risky = await seedPayout(seller.user.id, {
      createdAt: '2022-06-02T12:00:00.000Z',
      eventName: '=HYPERLINK("http://evil.example"), "Live"',
      payoutMethodLabel: 'ACH ••••6789',
      status: 'paid',
      sentAt: '2022-06-03T12:00:00.000Z',
      paidAt: '2022-06-04T12:00:00.000Z',
      salePrice: 123_457,
      commission: 18_519,
      amount: 104_938,
    });

    const reply = await download(
      local.target,
      adminCookie,
      '/api/admin/payouts/export?from=2022-06-01&to=2022-06-30',
    );
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toContain('text/csv');
    expect(reply.headers.get('content-disposition')).toBe(
      `attachment; filename="payouts-${new Date().toISOString().slice(0, 10)}.csv"`,
    );
    expect(reply.text.split('\r\n')).toEqual([
      'Listing ID,Customer Email,Event,Sale Price,Commission,Payout,Status,Payout Method,Created,Sent,Paid',
      `${risky.listingId},${seller.email},"'=HYPERLINK(""http://evil.example""), ""Live""",1234.57,185.19,1049.38,Paid,ACH ••••6789,2022-06-02T12:00:00.000Z,2022-06-03T12:00:00.000Z,2022-06-04T12:00:00.000Z`,
      `${plain.listingId},${seller.email},Harbour Lights Festival,100.00,15.00,85.00,Pending,PayPal · s***@example.com,2022-06-01T12:00:00.000Z,,`,
      '',
    ]);

    const paidOnly = await download(
      local.target,
      adminCookie,
      '/api/admin/payouts/export?status=paid&from=2022-06-01&to=2022-06-30',
    );
    expect(paidOnly.text.split('\r\n')).toHaveLength(3);

    const bad = await download(local.target, adminCookie, '/api/admin/payouts/export?to=June');
    expect(bad.status).toBe(400);
    expect(JSON.parse(bad.text)).toMatchObject({
      message: 'Please check to: Please give the to date as YYYY-MM-DD.',
    });
  });

  it('is for admins only: 401 signed out, 403 for a customer', async () => {
    const seller = await registerCustomer(local.target);
    const signedOut = await call<{ message: string }>(local.target, 'GET', '/api/admin/payouts');
    expect(signedOut.status).toBe(401);
    expect(signedOut.body.message).toBe('Please sign in to continue.');
    for (const [method, path, body] of [
      ['GET', '/api/admin/payouts', undefined],
      ['GET', '/api/admin/payouts/export', undefined],
      ['POST', '/api/admin/payouts/status', { listingIds: ['x'], status: 'sent' }],
    ] as const) {
      const reply = await call<{ message: string }>(local.target, method, path, {
        cookie: seller.cookie,
        body,
      });
      expect(reply.status).toBe(403);
      expect(reply.body.message).toBe('This is for admins only.');
    }
    expect((await call(local.target, 'POST', '/api/admin/payouts/status', { body: {} })).status).toBe(401);
  });
});

describe("the seller's payouts (local target)", () => {
  let seller: RegisteredCustomer;
  const thisYear = new Date().getUTCFullYear();

  it('lists them newest first with pending, paid-this-year and tax threshold totals', async () => {
    seller = await registerCustomer(local.target);
    await seedPayout(seller.user.id, { createdAt: `${thisYear}-01-02T10:00:00.000Z` });
    await seedPayout(seller.user.id, {
      createdAt: `${thisYear}-01-03T10:00:00.000Z`,
      status: 'sent',
      amount: 4_250,
      salePrice: 5_000,
      commission: 750,
      sentAt: `${thisYear}-01-04T10:00:00.000Z`,
    });
    const paid = await seedPayout(seller.user.id, {
      createdAt: `${thisYear}-01-05T10:00:00.000Z`,
      status: 'paid',
      amount: 42_500,
      salePrice: 50_000,
      commission: 7_500,
      sentAt: `${thisYear}-01-06T10:00:00.000Z`,
      paidAt: `${thisYear}-01-07T10:00:00.000Z`,
    });
    await seedPayout(seller.user.id, {
      createdAt: `${thisYear - 1}-12-01T10:00:00.000Z`,
      status: 'paid',
      amount: 1_000,
      salePrice: 1_176,
      commission: 176,
      paidAt: `${thisYear - 1}-12-03T10:00:00.000Z`,
    });
    await seedPayout(seller.user.id, { createdAt: `${thisYear}-01-08T10:00:00.000Z`, status: 'failed' });

    const reply = await call<{
      success: boolean;
      payouts: PayoutReply[];
      totals: Record<string, number>;
    }>(local.target, 'GET', `/api/customer/${seller.user.id}/payouts`, { cookie: seller.cookie });
    expect(reply.status).toBe(200);
    expect(reply.body.payouts.map((payout) => payout.status)).toEqual([
      'failed',
      'paid',
      'sent',
      'pending',
      'paid',
    ]);
    expect(reply.body.payouts[1]).toEqual({
      listingId: paid.listingId,
      eventName: 'Harbour Lights Festival',
      salePriceCents: 50_000,
      commissionCents: 7_500,
      amountCents: 42_500,
      status: 'paid',
      payoutMethodLabel: 'PayPal · s***@example.com',
      createdAt: `${thisYear}-01-05T10:00:00.000Z`,
      sentAt: `${thisYear}-01-06T10:00:00.000Z`,
      paidAt: `${thisYear}-01-07T10:00:00.000Z`,
    });
    expect(reply.body.totals).toEqual({
      pendingCents: 8_500 + 4_250,
      paidThisYearCents: 42_500,
      paidTotalCents: 43_500,
      grossPaidSalesThisYearCents: 50_000,
      form1099ThresholdCents: 60_000,
    });
  });

  it("refuses another customer's payouts (403); an admin may read them", async () => {
    const other = await registerCustomer(local.target);
    const refused = await call<{ message: string }>(
      local.target,
      'GET',
      `/api/customer/${seller.user.id}/payouts`,
      {
        cookie: other.cookie,
      },
    );
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('You can only access your own account.');
    const asAdmin = await call<{ payouts: unknown[] }>(
      local.target,
      'GET',
      `/api/customer/${seller.user.id}/payouts`,
      {
        cookie: adminCookie,
      },
    );
    expect(asAdmin.status).toBe(200);
    expect(asAdmin.body.payouts).toHaveLength(5);
    const none = await call<{ payouts: unknown[]; totals: Record<string, number> }>(
      local.target,
      'GET',
      `/api/customer/${other.user.id}/payouts`,
      { cookie: other.cookie },
    );
    expect(none.body).toMatchObject({ payouts: [], totals: { pendingCents: 0, paidThisYearCents: 0 } });
  });
});
