import { EarningsSummary } from './earnings-summary';
import { PayoutMethods } from './payout-methods';
import { PayoutTransactions } from './payout-transactions';

/** Settings → Payment Portal (spec 000 §2): live totals, the real payouts and the payout methods. */
export function PaymentPortalTab({ customerId }: { customerId: string }) {
  return (
    <>
      <EarningsSummary customerId={customerId} />
      <PayoutTransactions customerId={customerId} />
      <PayoutMethods customerId={customerId} />
    </>
  );
}
