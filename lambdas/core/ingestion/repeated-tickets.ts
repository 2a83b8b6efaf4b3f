import { db, type DataLayer } from '../db/client.ts';
import { ticketKeyOf, type NewTicket, type Ticket } from '../db/entities/ticket.ts';
import { parseSeats } from '../db/fingerprint.ts';
import { claimUniqueValue, findUniqueValueClaim, releaseUniqueValue } from '../db/unique-values.ts';
import { orderKey } from './cancelled-transfer-match.ts';

/** The same seats named on both sides ("7-8" = "7,8" = "07, 8"); tickets without seats never qualify. */
function sameSeats(a: string | undefined, b: string | undefined): boolean {
  const seatsOfA = parseSeats(a);
  const seatsOfB = parseSeats(b);
  return (
    seatsOfA.size > 0 && seatsOfA.size === seatsOfB.size && [...seatsOfA].every((seat) => seatsOfB.has(seat))
  );
}

/**
 * True when `held` is the very ticket `candidate` describes (README "Re-forwards"): the same order
 * number when both carry one (and no disagreement on the seats where both name them); otherwise the
 * same showing and row (`fingerprint`: event, local date, section, row) and the same seats.
 */
export function isSameTicket(
  candidate: Pick<NewTicket, 'orderNumber' | 'fingerprint' | 'seats'>,
  held: Pick<Ticket, 'orderNumber' | 'fingerprint' | 'seats'>,
): boolean {
  const candidateOrder = orderKey(candidate.orderNumber ?? '');
  const heldOrder = orderKey(held.orderNumber ?? '');
  if (candidateOrder && heldOrder) {
    return (
      candidateOrder === heldOrder &&
      (!candidate.seats || !held.seats || sameSeats(candidate.seats, held.seats))
    );
  }
  return (
    Boolean(candidate.fingerprint) &&
    candidate.fingerprint === held.fingerprint &&
    sameSeats(candidate.seats, held.seats)
  );
}

/**
 * For each new ticket, the ticket the same customer already holds from another e-mail (undefined
 * when it is new to them). Candidates are the tickets of the same rows (`sameRow`, by fingerprint),
 * which the §6.20 double-sale check reads anyway. "Already" is taken literally: a held ticket was
 * stored before this e-mail was first recorded (`recordedAt`: its Email's createdAt, not the
 * mailbox's receive time, which a Gmail sync may date long before), so two e-mails can never be each
 * other's repeat and a re-run of the first e-mail never becomes a repeat of a later one. Cancelled
 * tickets are not held.
 */
export function heldTicketsOf(
  records: readonly NewTicket[],
  sameRow: ReadonlyMap<string, readonly Ticket[]>,
  customerId: string,
  recordedAt: string,
): (Ticket | undefined)[] {
  return records.map((record) => {
    const candidates = (record.fingerprint ? sameRow.get(record.fingerprint) : undefined) ?? [];
    return candidates
      .filter(
        (held) =>
          held.customerId === customerId &&
          held.emailId !== record.emailId &&
          !held.cancelled &&
          held.createdAt < recordedAt &&
          isSameTicket(record, held),
      )
      .sort((a, b) => a.createdAt.localeCompare(b.createdAt))[0];
  });
}

/** What a repeat needs of the ticket that holds its place: a ticket, or the claim of one being stored. */
export type HeldTicket = Pick<Ticket, 'ticketId' | 'emailId' | 'createdAt'>;

/** The e-mail a full repeat repeats: the one behind the earliest of the held tickets. */
export function firstHolderOf(held: readonly HeldTicket[]): string | undefined {
  return [...held].sort((a, b) => a.createdAt.localeCompare(b.createdAt))[0]?.emailId;
}

const part = (text: string | undefined): string =>
  (text ?? '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/**
 * The claim key of a ticket of a customer (UniqueValue `heldTicket`): for a ticket the fingerprint index
 * finds, the customer, the row (`fingerprint`) and the seats; for one it cannot find (no event, date,
 * section or row: general admission, say) but that carries an order number, the customer, the order and
 * what the ticket names of its event and place. Undefined for a ticket that is neither: it can never be
 * the same ticket as another (`isSameTicket`).
 */
export function heldTicketClaimOf(record: NewTicket): string | undefined {
  if (!record.customerId) return undefined;
  const seats = [...parseSeats(record.seats)].sort().join(',');
  if (record.fingerprint) {
    return seats ? [record.customerId, 'row', record.fingerprint, seats].join('|') : undefined;
  }
  const order = orderKey(record.orderNumber ?? '');
  if (!order) return undefined;
  const date = /^\d{4}-\d{2}-\d{2}/.exec(record.eventDate ?? '')?.[0] ?? part(record.eventDate);
  return [
    record.customerId,
    order,
    part(record.eventName),
    date,
    part(record.section),
    part(record.row),
    seats,
  ].join('|');
}

// The longest a claim whose ticket is not stored yet counts while its e-mail is still being processed
// (the pipeline's retries included): an e-mail stuck longer holds nothing.
const CLAIM_PENDING_MS = 15 * 60 * 1000;

/**
 * The ticket behind another ticket's claim, when it holds `record`'s place: the same customer's, of
 * another e-mail, not cancelled, the same ticket; or not stored yet while its e-mail is still being
 * processed (two copies of one order at once: the first to claim lists, whichever was recorded first).
 * A claim whose ticket is cancelled, or gone once its e-mail ended (removed by a re-run, cleared by an
 * admin, never stored by a failed run), is stale.
 */
async function holderOf(
  record: NewTicket,
  claim: { ownerId: string; createdAt: string },
  now: number,
  data: DataLayer,
): Promise<{ held?: HeldTicket; stale: boolean }> {
  const key = ticketKeyOf(claim.ownerId);
  if (!key || key.emailId === record.emailId) return { stale: true };
  const { data: owner } = await data.tickets.get(key).go({ consistent: true });
  if (!owner) {
    const { data: email } = await data.emails.get({ emailId: key.emailId }).go({ consistent: true });
    const pending =
      email?.extractionStatus === 'pending' && now - Date.parse(claim.createdAt) < CLAIM_PENDING_MS;
    return pending
      ? { held: { ticketId: claim.ownerId, emailId: key.emailId, createdAt: claim.createdAt }, stale: false }
      : { stale: true };
  }
  if (owner.cancelled) return { stale: true };
  const held = owner.customerId === record.customerId && isSameTicket(record, owner);
  return held ? { held: owner, stale: false } : { stale: false };
}

/**
 * Completes `heldTicketsOf`, which reads the index and so misses a copy being stored at the same moment
 * (or, in AWS, one the index has not caught up with): each ticket not found held claims its key
 * (UniqueValue `heldTicket`, owned by the ticket id that listed it first; a conditional create, so a
 * re-run of that e-mail finds its own claim). A claim held by another ticket names the held ticket; a
 * claim whose ticket is cancelled or was never stored passes to this one.
 */
export async function heldByClaims(
  records: readonly NewTicket[],
  held: readonly (HeldTicket | undefined)[],
  data: DataLayer = db(),
  now: number = Date.now(),
): Promise<(HeldTicket | undefined)[]> {
  return Promise.all(
    records.map(async (record, index) => {
      const claim = held[index] ? undefined : heldTicketClaimOf(record);
      return claim ? claimOrHolder(record, claim, now, data) : held[index];
    }),
  );
}

/** Takes the claim for `record` (undefined) or names its holder; a stale claim is taken over once. */
async function claimOrHolder(
  record: NewTicket,
  claim: string,
  now: number,
  data: DataLayer,
): Promise<HeldTicket | undefined> {
  // Two copies taking over the same stale claim: the one that loses the new claim reads its holder.
  for (let attempt = 0; attempt < 3; attempt += 1) {
    if (await claimUniqueValue('heldTicket', claim, record.ticketId, data)) return undefined;
    const owner = await findUniqueValueClaim('heldTicket', claim, data);
    if (!owner) continue; // released between the two reads: claim again
    const holder = await holderOf(record, owner, now, data);
    if (!holder.stale) return holder.held;
    await releaseUniqueValue('heldTicket', claim, owner.ownerId, data);
  }
  return undefined;
}
