import { db, type DataLayer } from '../db/client.ts';
import type { User } from '../db/entities/user.ts';
import { findUniqueValueOwner } from '../db/unique-values.ts';

/**
 * Transfer address → customer id, kept per container for a minute: the address is claimed once at
 * registration and names the same customer for good (a deleted customer's id no longer reads as a
 * customer below). Only owners found are kept, so a newly registered address works at once; the
 * customer record itself (suspension, verified e-mail) is always read afresh.
 */
const OWNER_MAX_AGE_MS = 60_000;
const MAX_KEPT_OWNERS = 10_000;
const keptOwners = new WeakMap<DataLayer, Map<string, { ownerId: string; foundAt: number }>>();

async function transferAddressOwner(transferEmail: string, data: DataLayer): Promise<string | undefined> {
  let owners = keptOwners.get(data);
  if (!owners) keptOwners.set(data, (owners = new Map()));
  const kept = owners.get(transferEmail);
  if (kept && Date.now() - kept.foundAt < OWNER_MAX_AGE_MS) return kept.ownerId;
  const ownerId = await findUniqueValueOwner('transferEmail', transferEmail, data);
  if (ownerId) {
    if (owners.size >= MAX_KEPT_OWNERS) owners.clear();
    owners.set(transferEmail, { ownerId, foundAt: Date.now() });
  }
  return ownerId;
}

/**
 * The customer whose transfer address received the e-mail: the envelope recipients first (SES
 * delivers by them; a Bcc never shows in the headers), then the header To. Undefined when none is a
 * customer's transfer address (the e-mail is then kept as unassigned for admins).
 */
export async function resolveCustomer(
  addresses: readonly string[],
  data: DataLayer = db(),
): Promise<{ customer: User; transferEmail: string } | undefined> {
  const candidates = [...new Set(addresses.map((address) => address.trim().toLowerCase()).filter(Boolean))];
  for (const transferEmail of candidates) {
    const ownerId = await transferAddressOwner(transferEmail, data);
    if (!ownerId) continue;
    const { data: customer } = await data.users.get({ userId: ownerId }).go({ consistent: true });
    if (customer?.role === 'customer') return { customer, transferEmail };
  }
  return undefined;
}
