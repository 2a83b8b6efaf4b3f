import { getDataKey } from '../crypto/data-key.ts';
import { seal } from '../crypto/sealed-text.ts';
import { db, type DataLayer } from '../db/client.ts';
import { newId } from '../db/ids.ts';
import type { PayoutMethod, PayoutMethodType } from '../db/entities/payout-method.ts';
import { BadRequestError, NotFoundError } from '../http/errors.ts';
import { describeAccount, type AccountInfo } from './account-info.ts';

/** A customer may keep a handful of methods; more is a mistake or abuse. */
export const MAX_PAYOUT_METHODS = 10;

/** spec 000 §3 Payout method as the API returns it: never the full account numbers (DESIGN §6.4). */
export interface PayoutMethodView {
  id: string;
  type: PayoutMethodType;
  isDefault: boolean;
  isActive: boolean;
  accountInfo: Record<string, string>;
  lastFour: string | null;
  displayLabel: string;
  createdAt: string;
}

export const toPayoutMethodView = (method: PayoutMethod): PayoutMethodView => ({
  id: method.payoutMethodId,
  type: method.type,
  isDefault: method.isDefault,
  isActive: method.isActive,
  accountInfo: method.publicAccountInfo ?? {},
  lastFour: method.lastFour ?? null,
  displayLabel: method.displayLabel ?? method.type,
  createdAt: method.createdAt,
});

/** The customer's methods, oldest first (one Query on the customer's partition). */
export async function payoutMethodsOf(customerId: string, data: DataLayer = db()): Promise<PayoutMethod[]> {
  const { data: methods } = await data.payoutMethods.query.byCustomer({ customerId }).go({ pages: 'all' });
  return methods.filter((method) => method.isActive);
}

async function markDefault(customerId: string, methodId: string, data: DataLayer): Promise<void> {
  // No transactions (DESIGN §4): set the new default first, then clear the others, so there is never
  // a moment without one; a reader between the two writes sees the newest default first.
  await data.payoutMethods.patch({ customerId, payoutMethodId: methodId }).set({ isDefault: true }).go();
  const others = (await payoutMethodsOf(customerId, data)).filter(
    (method) => method.isDefault && method.payoutMethodId !== methodId,
  );
  await Promise.all(
    others.map((method) =>
      data.payoutMethods
        .patch({ customerId, payoutMethodId: method.payoutMethodId })
        .set({ isDefault: false })
        .go(),
    ),
  );
}

/** Adds a method; the first one becomes the default automatically (spec 000 §2). */
export async function addPayoutMethod<T extends PayoutMethodType>(
  customerId: string,
  input: { type: T; accountInfo: AccountInfo[T]; isDefault?: boolean | undefined },
  data: DataLayer = db(),
): Promise<PayoutMethod> {
  const existing = await payoutMethodsOf(customerId, data);
  if (existing.length >= MAX_PAYOUT_METHODS) {
    throw new BadRequestError(
      `You can keep up to ${MAX_PAYOUT_METHODS} payment methods. Please delete one before adding another.`,
    );
  }
  const payoutMethodId = newId();
  const key = await getDataKey('payout-account');
  const { accountInfo, lastFour, displayLabel } = describeAccount(input.type, input.accountInfo);
  const makeDefault = existing.length === 0 || input.isDefault === true;
  const { data: created } = await data.payoutMethods
    .create({
      customerId,
      payoutMethodId,
      type: input.type,
      isDefault: existing.length === 0,
      accountInfoEncrypted: seal(JSON.stringify(input.accountInfo), key, `${customerId}/${payoutMethodId}`),
      publicAccountInfo: accountInfo,
      ...(lastFour === undefined ? {} : { lastFour }),
      displayLabel,
    })
    .go();
  if (makeDefault && existing.length > 0) {
    await markDefault(customerId, payoutMethodId, data);
    return { ...created, isDefault: true };
  }
  return created;
}

async function ownMethod(customerId: string, methodId: string, data: DataLayer): Promise<PayoutMethod> {
  const { data: method } = await data.payoutMethods
    .get({ customerId, payoutMethodId: methodId })
    .go({ consistent: true });
  if (!method || !method.isActive) throw new NotFoundError('We could not find this payment method.');
  return method;
}

export async function setDefaultPayoutMethod(
  customerId: string,
  methodId: string,
  data: DataLayer = db(),
): Promise<void> {
  await ownMethod(customerId, methodId, data);
  await markDefault(customerId, methodId, data);
}

/** Deletes a method; when it was the default, the oldest remaining one becomes the default. */
export async function deletePayoutMethod(
  customerId: string,
  methodId: string,
  data: DataLayer = db(),
): Promise<void> {
  const method = await ownMethod(customerId, methodId, data);
  await data.payoutMethods.delete({ customerId, payoutMethodId: methodId }).go();
  if (!method.isDefault) return;
  const [oldest] = await payoutMethodsOf(customerId, data);
  if (oldest) await markDefault(customerId, oldest.payoutMethodId, data);
}
