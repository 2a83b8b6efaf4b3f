import { ticketKeyOf } from '../lambdas/core/db/entities/ticket.ts';
import type { LocalTarget } from '../lib/local/local-target.ts';
import { call } from '../test/integration/accounts/account-client.ts';
import {
  firstAdmin,
  forwardMessage,
  pendingTickets,
  verifiedSeller,
} from '../test/integration/ingestion/ingestion-client.ts';
import { allEmails } from '../test/integration/support/admin-emails.ts';
import { smtpPool } from '../test/integration/support/mail.ts';
import { loadCorpus } from '../test/fixtures/corpus.ts';

/**
 * The client side of bench:ingest (bench/ingest.ts forks it): sellers, SMTP sending and the polling of
 * the API, in a process of its own so that it measures the product from outside and does not take the
 * product's main thread. Talks to its parent over IPC: `start` → (warm-up round) → `warmed`, then per
 * measured round `go` → (the round) → `done` with what it saw → (its data cleared) → `ready`.
 */
export interface ClientStart {
  type: 'start';
  target: Pick<LocalTarget, 'urls' | 'ports'>;
  total: number;
  warmup: number;
  /** The offered rate of the warm-up round, e-mails/s (0: all at once). */
  warmupRate: number;
  /** How many measured rounds follow (each has sellers of its own). */
  rounds: number;
  connections: number;
  pollMs: number;
}

/** Starts one measured round at `rate` e-mails/s (0: all at once). */
export interface ClientGo {
  type: 'go';
  rate: number;
}

/** What the client saw of one e-mail of the measured round (times from its own clock, in ms). */
export interface SentReport {
  acceptedAt: number;
  visibleAt?: number;
  endedWithout?: string;
}

export type ClientMessage =
  | { type: 'warmed'; sellers: number; warmupSeconds: number | null }
  | {
      type: 'done';
      sent: SentReport[];
      startedAt: number;
      sendEnd: number;
      /** CPU of this process over the measured round, microseconds. */
      cpu: NodeJS.CpuUsage;
    }
  | { type: 'ready' };

// A seller's pending tickets are read whole on every poll: short lists keep the polling light.
const PER_SELLER = 10;

const send = (message: ClientMessage) => process.send!(message);
const nextMessage = <T>() => new Promise<T>((resolve) => process.once('message', resolve));

const {
  target: targetFacts,
  total,
  warmup,
  warmupRate,
  rounds,
  connections,
  pollMs: POLL_MS,
} = await nextMessage<ClientStart>();
// The helpers read only the target's URLs and ports.
const target = targetFacts as LocalTarget;
const transport = smtpPool(target.ports.smtp, connections);

try {
  const adminCookie = await firstAdmin(target);
  const sellersFor = (count: number) =>
    Promise.all(Array.from({ length: Math.ceil(count / PER_SELLER) }, () => verifiedSeller(target)));
  const confirmations = loadCorpus().filter(
    (email) => email.label.class === 'ticket_confirmation' && email.label.tickets.length > 0,
  );
  type Seller = Awaited<ReturnType<typeof verifiedSeller>>;
  interface Sent {
    seller: Seller;
    acceptedAt: number;
    visibleAt?: number;
    endedWithout?: string;
  }

  /**
   * Sends `count` forwards at the offered rate, spread over `sellers` (sellers of their own per round,
   * so no seller forwards the same order twice: a re-forward ends as a duplicate without a ticket),
   * and polls until each e-mail's ticket is visible or the e-mail has ended without one.
   */
  const runRound = async (count: number, sellers: Seller[], rate: number) => {
    const sent = new Map<string, Sent>();
    const startedAt = performance.now();
    const sending = Promise.all(
      Array.from({ length: count }, async (_, index) => {
        if (rate > 0) await new Promise((resolve) => setTimeout(resolve, (index * 1000) / rate));
        const seller = sellers[index % sellers.length]!;
        const original = confirmations[index % confirmations.length]!;
        const info = (await transport.sendMail(
          forwardMessage(original, {
            from: seller.email,
            to: seller.transferEmail,
            subject: `Fwd: ${original.label.original.subject} [bench ${index}]`,
          }),
        )) as { response: string };
        const id = /accepted as (\S+)/.exec(info.response)?.[1];
        if (!id) throw new Error(`Unexpected SMTP answer: ${info.response}`);
        sent.set(id, { seller, acceptedAt: performance.now() });
      }),
    );
    let sendError: unknown;
    const sentAll = sending.then(
      () => performance.now(),
      (error: unknown) => {
        sendError = error;
        return performance.now();
      },
    );

    const finished = () => [...sent.values()].filter((item) => item.visibleAt || item.endedWithout).length;
    const deadline = Date.now() + 60_000 + count * 500;
    let lastStatusCheck = 0;
    for (;;) {
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      const now = performance.now();
      // Only sellers with an accepted e-mail whose ticket is not visible yet: nobody else can have news.
      const waitingFor = new Set<Seller>();
      for (const item of sent.values())
        if (!item.visibleAt && !item.endedWithout) waitingFor.add(item.seller);
      await Promise.all(
        [...waitingFor].map(async (seller) => {
          for (const ticket of await pendingTickets(target, seller.user.id, seller.cookie)) {
            const item = sent.get(ticketKeyOf(ticket.id)?.emailId ?? '');
            if (item && !item.visibleAt) item.visibleAt = now;
          }
        }),
      );
      // E-mails that end without a ticket (misread, needs review with none) are found in the admin list.
      if (now - lastStatusCheck > 1000 && sent.size === count) {
        lastStatusCheck = now;
        for (const email of await allEmails(target, adminCookie)) {
          const item = sent.get(email.id);
          if (item && !item.visibleAt && email.extractionStatus !== 'pending' && email.ticketCount === 0) {
            item.endedWithout = email.extractionStatus;
          }
        }
      }
      if (sendError) throw sendError;
      if (sent.size === count && finished() === count) break;
      if (Date.now() > deadline) throw new Error(`Only ${finished()} of ${count} e-mails finished in time`);
    }
    return { sent, startedAt, sendEnd: await sentAll };
  };

  const [warmupSellers, ...roundSellers] = await Promise.all([
    sellersFor(warmup),
    ...Array.from({ length: rounds }, () => sellersFor(total)),
  ]);
  // Each round's tickets go before the next (DELETE /api/data, as an admin clears the console), so every
  // measured round starts from the same empty tables as a cold run: otherwise each of its tickets would be
  // another seller's copy of an earlier round's ticket, flagged as a possible double sale with both
  // tickets updated.
  const clearData = async () => {
    const cleared = await call(target, 'DELETE', '/api/data', { cookie: adminCookie });
    if (cleared.status !== 200) throw new Error(`Clearing a round's data answered ${cleared.status}`);
  };
  let warmupSeconds: number | null = null;
  // A fresh process compiles its hot code (V8's optimising compiler on helper threads) for its first few
  // hundred e-mails; the warm-up round lets that settle, so the measured rounds show the sustained rate.
  if (warmup > 0) {
    const round = await runRound(warmup, warmupSellers, warmupRate);
    const times = [...round.sent.values()].map((item) => item.visibleAt ?? round.startedAt);
    warmupSeconds = (Math.max(...times) - round.startedAt) / 1000;
    await clearData();
  }
  // Each next message is listened for before the parent is told to send it.
  let go = nextMessage<ClientGo>();
  send({ type: 'warmed', sellers: roundSellers[0]?.length ?? 0, warmupSeconds });
  for (const sellers of roundSellers) {
    const { rate } = await go;
    const cpuBefore = process.cpuUsage();
    const { sent, startedAt, sendEnd } = await runRound(total, sellers, rate);
    send({
      type: 'done',
      sent: [...sent.values()].map(({ acceptedAt, visibleAt, endedWithout }) => ({
        acceptedAt,
        ...(visibleAt === undefined ? {} : { visibleAt }),
        ...(endedWithout === undefined ? {} : { endedWithout }),
      })),
      startedAt,
      sendEnd,
      cpu: process.cpuUsage(cpuBefore),
    });
    await clearData();
    go = nextMessage<ClientGo>();
    send({ type: 'ready' });
  }
} finally {
  transport.close();
  process.disconnect();
}
