import { z } from 'zod';

/**
 * Where a page of payouts ended: the last row's createdAt and listing id (rows are ordered newest
 * first, then by listing id). Opaque to clients: base64url JSON. One shape for every list, since a list
 * without a status merges the four status partitions and no single DynamoDB key can mark its position.
 */
export interface PayoutPosition {
  createdAt: string;
  listingId: string;
}

const positionSchema = z.object({
  createdAt: z.iso.datetime(),
  listingId: z.string().min(1).max(64),
});

export function encodePayoutCursor(position: PayoutPosition): string {
  return Buffer.from(JSON.stringify(position)).toString('base64url');
}

export function decodePayoutCursor(cursor: string): PayoutPosition | undefined {
  if (cursor.length > 512 || !/^[A-Za-z0-9_-]+$/.test(cursor)) return undefined;
  try {
    const parsed = positionSchema.safeParse(JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** The `cursor` query parameter: only a cursor this API issued. */
export const payoutCursorSchema = z.string().refine((cursor) => decodePayoutCursor(cursor) !== undefined, {
  message: 'This page link is no longer valid. Please reload the list.',
});

/** Newest first; among equal times the higher listing id first (a stable order across pages). */
export function comparePayoutPositions(a: PayoutPosition, b: PayoutPosition): number {
  if (a.createdAt !== b.createdAt) return a.createdAt < b.createdAt ? 1 : -1;
  if (a.listingId === b.listingId) return 0;
  return a.listingId < b.listingId ? 1 : -1;
}
