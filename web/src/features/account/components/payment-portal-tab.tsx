import { EarningsSummary } from './earnings-summary';
import { PayoutMethods } from './payout-methods';

/** Settings → Payment Portal (spec 000 §2): live earnings and the payout methods. */
export function PaymentPortalTab({ customerId }: { customerId: string }) {
  return (
    <>
      <EarningsSummary customerId={customerId} />
      <PayoutMethods customerId={customerId} />
    </>
  );
}
