import { db, type DataLayer } from '../db/client.ts';
import type { PayoutMethod } from '../db/entities/payout-method.ts';
import { payoutMethodsOf } from '../payout-methods/payout-methods.ts';

export interface PayoutDestination {
  payoutMethodId: string;
  /** Masked for display: 'PayPal · s***@example.com', 'ACH ••••6789', 'Zelle · ••••0100'. */
  label: string;
}

/** 'sam@example.com' → 's***@example.com'. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  return `${email[0]}***${email.slice(at)}`;
}

const lastFourDigits = (value: string): string => `••••${value.replace(/\D/g, '').slice(-4)}`;

/** The payout method as payouts and the sale e-mail show it: type and a masked account. */
export function payoutMethodLabel(
  method: Pick<PayoutMethod, 'type' | 'lastFour' | 'publicAccountInfo'>,
): string {
  const info = (method.publicAccountInfo ?? {}) as Record<string, string | undefined>;
  if (method.type === 'ACH') return `ACH ${method.lastFour ? `••••${method.lastFour}` : ''}`.trim();
  if (method.type === 'PayPal') return info.email ? `PayPal · ${maskEmail(info.email)}` : 'PayPal';
  const contact = info.contact;
  if (!contact) return 'Zelle';
  return `Zelle · ${contact.includes('@') ? maskEmail(contact) : lastFourDigits(contact)}`;
}

/**
 * Where a new payout goes: the customer's default active payout method (spec 000 §3), or undefined
 * when there is none (the payout waits for the seller to add one). When two are marked default for a
 * moment (setting a new default is two writes), the newest wins.
 */
export async function defaultPayoutDestination(
  customerId: string,
  data: DataLayer = db(),
): Promise<PayoutDestination | undefined> {
  const defaults = (await payoutMethodsOf(customerId, data)).filter((method) => method.isDefault);
  const method = defaults.sort((a, b) => b.payoutMethodId.localeCompare(a.payoutMethodId))[0];
  return method ? { payoutMethodId: method.payoutMethodId, label: payoutMethodLabel(method) } : undefined;
}
