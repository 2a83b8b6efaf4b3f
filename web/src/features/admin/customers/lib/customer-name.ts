import type { AdminCustomer } from '../api/schemas';

/** "First Last", or the e-mail when the account has no name. */
export function customerName(customer: Pick<AdminCustomer, 'firstName' | 'lastName' | 'email'>): string {
  return [customer.firstName, customer.lastName].filter(Boolean).join(' ').trim() || customer.email;
}
