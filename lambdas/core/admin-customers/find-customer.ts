import { db, type DataLayer } from '../db/client.ts';
import type { User } from '../db/entities/user.ts';
import { NotFoundError } from '../http/errors.ts';

export const CUSTOMER_NOT_FOUND = 'Customer not found';

/** The customer with this id (strongly consistent); 404 for an unknown id or an admin account. */
export async function findCustomer(customerId: string, data: DataLayer = db()): Promise<User> {
  const { data: user } = await data.users.get({ userId: customerId }).go({ consistent: true });
  if (!user || user.role !== 'customer') throw new NotFoundError(CUSTOMER_NOT_FOUND);
  return user;
}
