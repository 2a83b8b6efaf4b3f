import { createHash } from 'node:crypto';
import { ulid } from 'ulid';

/**
 * The id of the delivery of one event to one webhook: a ULID whose time part is the event's creation
 * time and whose random part comes from a hash of webhook and event id. Deterministic (a repeated
 * fan-out creates the same item, DESIGN §4), URL-safe, and newest-first in the webhook's partition.
 */
export function deliveryIdOf(webhookId: string, eventId: string, eventCreatedAt: string): string {
  const digest = createHash('sha256').update(`${webhookId}\n${eventId}`).digest();
  let index = 0;
  // ulid draws one number in [0, 1) per character of its random part; each comes from one hash byte.
  const fromDigest = () => (digest[index++ % digest.length]! % 32) / 32;
  return ulid(Date.parse(eventCreatedAt), fromDigest);
}
