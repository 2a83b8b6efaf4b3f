import { db, type DataLayer } from '../db/client.ts';
import type { User } from '../db/entities/user.ts';
import { findUniqueValueOwner } from '../db/unique-values.ts';

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
    const ownerId = await findUniqueValueOwner('transferEmail', transferEmail, data);
    if (!ownerId) continue;
    const { data: customer } = await data.users.get({ userId: ownerId }).go({ consistent: true });
    if (customer?.role === 'customer') return { customer, transferEmail };
  }
  return undefined;
}
