import { db, type DataLayer } from '../db/client.ts';

/**
 * The customer's payout methods for the admin Payments tab (DESIGN §6.4: payment and payout methods
 * are one entity). Active and inactive, oldest first; of the account only the last four digits.
 */
export async function paymentMethodsOfCustomer(customerId: string, data: DataLayer = db()) {
  const { data: methods } = await data.payoutMethods.query.byCustomer({ customerId }).go({ pages: 'all' });
  return methods.map((method) => ({
    id: method.payoutMethodId,
    type: method.type,
    accountInfo: method.lastFour ? { lastFour: method.lastFour } : {},
    isDefault: method.isDefault,
    isActive: method.isActive,
  }));
}
