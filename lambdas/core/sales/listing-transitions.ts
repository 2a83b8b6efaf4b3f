import type { ListingStatus } from '../db/entities/listing.ts';
import { ConflictError } from '../http/errors.ts';

/**
 * The listing lifecycle (DESIGN §6.14): pending → listed (the seller approves) → sold (an admin or a
 * marketplace records the sale); pending or listed → cancelled. Sold and cancelled are final.
 */
export const legalTransitions: Readonly<Record<ListingStatus, readonly ListingStatus[]>> = {
  pending: ['listed', 'cancelled'],
  listed: ['sold', 'cancelled'],
  sold: [],
  cancelled: [],
};

export const canMove = (from: ListingStatus, to: ListingStatus): boolean =>
  legalTransitions[from].includes(to);

/** The statuses a listing may leave for `to`, for the conditional write. */
export const statusesLeadingTo = (to: ListingStatus): ListingStatus[] =>
  (Object.keys(legalTransitions) as ListingStatus[]).filter((from) => canMove(from, to));

const asGoal: Record<ListingStatus, string> = {
  pending: 'moved back to pending',
  listed: 'listed',
  sold: 'sold',
  cancelled: 'cancelled',
};

/** Why a listing in `from` cannot become `to`, as a sentence for the person who asked. */
export function refusalSentence(from: ListingStatus, to: ListingStatus): string {
  if (from === 'sold')
    return to === 'sold'
      ? 'This ticket is already sold.'
      : `This ticket is already sold, so it cannot be ${asGoal[to]}.`;
  if (from === 'cancelled') {
    return to === 'cancelled'
      ? 'This ticket is already cancelled.'
      : `This ticket is cancelled, so it cannot be ${asGoal[to]}.`;
  }
  if (from === 'pending' && to === 'sold') return 'This ticket is not listed yet, so it cannot be sold.';
  if (from === 'listed' && to === 'pending') {
    return 'This ticket is already live, so it cannot be moved back to pending.';
  }
  return `This ticket is ${from}, so it cannot be ${asGoal[to]}.`;
}

/** 409 with a clear sentence (code ILLEGAL_TRANSITION) when the lifecycle does not allow the change. */
export function illegalTransition(from: ListingStatus, to: ListingStatus): ConflictError {
  return new ConflictError(refusalSentence(from, to), { code: 'ILLEGAL_TRANSITION' });
}

export function assertCanMove(from: ListingStatus, to: ListingStatus): void {
  if (!canMove(from, to)) throw illegalTransition(from, to);
}
