import { db, type DataLayer } from '../db/client.ts';
import { ticketKeyOf, type NewTicket, type Ticket } from '../db/entities/ticket.ts';
import { parseSeats } from '../db/fingerprint.ts';
import { claimUniqueValue, findUniqueValueOwner, releaseUniqueValue } from '../db/unique-values.ts';
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

/** The e-mail a full repeat repeats: the one behind the earliest of the held tickets. */
export function firstHolderOf(held: readonly Ticket[]): string | undefined {
  return [...held].sort((a, b) => a.createdAt.localeCompare(b.createdAt))[0]?.emailId;
}

const part = (text: string | undefined): string =>
  (text ?? '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/**
 * The claim key of a ticket that the fingerprint index cannot find (no event, date, section or row:
 * general admission, say) but that carries an order number: the customer, the order and what the
 * ticket names of its event and place. Undefined for tickets the fingerprint covers or without an order.
 */
export function heldTicketClaimOf(record: NewTicket): string | undefined {
  const order = orderKey(record.orderNumber ?? '');
  if (!order || record.fingerprint || !record.customerId) return undefined;
  const seats = [...parseSeats(record.seats)].sort().join(',');
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

/**
 * The held ticket behind a claim, when it still counts as held for `record`: the same customer's,
 * of another e-mail, not cancelled, stored before this e-mail was recorded, the same ticket.
 */
async function holderOf(
  record: NewTicket,
  ownerId: string | undefined,
  recordedAt: string,
  data: DataLayer,
): Promise<{ held?: Ticket; stale: boolean }> {
  const key = ownerId ? ticketKeyOf(ownerId) : undefined;
  const { data: owner } = key ? await data.tickets.get(key).go() : { data: null };
  if (!owner || owner.cancelled) return { stale: true };
  const held =
    owner.customerId === record.customerId &&
    owner.emailId !== record.emailId &&
    owner.createdAt < recordedAt &&
    isSameTicket(record, owner);
  return held ? { held: owner, stale: false } : { stale: false };
}

/**
 * Completes `heldTicketsOf` for tickets without a fingerprint but with an order number: each claims
 * its key (UniqueValue `heldTicket`, owned by the ticket id that listed it first; a conditional
 * create, so a re-run of that e-mail finds its own claim). A claim held by another ticket names the
 * held ticket; a claim whose ticket is gone or cancelled passes to this one.
 */
export async function heldByOrderClaims(
  records: readonly NewTicket[],
  held: readonly (Ticket | undefined)[],
  recordedAt: string,
  data: DataLayer = db(),
): Promise<(Ticket | undefined)[]> {
  return Promise.all(
    records.map(async (record, index) => {
      const claim = held[index] ? undefined : heldTicketClaimOf(record);
      if (!claim) return held[index];
      if (await claimUniqueValue('heldTicket', claim, record.ticketId, data)) return undefined;
      const ownerId = await findUniqueValueOwner('heldTicket', claim, data);
      const holder = await holderOf(record, ownerId, recordedAt, data);
      if (holder.stale && ownerId) {
        await releaseUniqueValue('heldTicket', claim, ownerId, data);
        await claimUniqueValue('heldTicket', claim, record.ticketId, data);
      }
      return holder.held;
    }),
  );
}
