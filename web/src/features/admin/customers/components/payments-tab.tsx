import { CreditCard } from 'lucide-react';
import { useId } from 'react';

import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { serverMessage } from '@/lib/api-client';

import { useCustomerPaymentMethods } from '../api/get-payment-methods';

/** Payments (spec 001 §2.13): the customer's payout methods; numbers only as their last four digits. */
export function PaymentsTab({ customerId }: { customerId: string }) {
  const methods = useCustomerPaymentMethods(customerId);
  const headingId = useId();
  return (
    <div className="grid gap-4">
      <h3 id={headingId} className="font-semibold">
        Payout methods
      </h3>
      {methods.isPending && <p className="text-muted-foreground">Loading payout methods…</p>}
      {methods.isError && (
        <Alert variant="destructive" role="alert">
          <AlertTitle>Failed to fetch payment methods</AlertTitle>
          {serverMessage(methods.error) && (
            <AlertDescription>{serverMessage(methods.error)}</AlertDescription>
          )}
        </Alert>
      )}
      {methods.isSuccess && methods.data.length === 0 && (
        <p className="rounded-lg border border-dashed p-6 text-center text-muted-foreground">
          This customer has not added any payout methods yet.
        </p>
      )}
      {methods.isSuccess && methods.data.length > 0 && (
        <ul aria-labelledby={headingId} className="grid gap-3">
          {methods.data.map((method) => {
            const lastFour = method.accountInfo?.lastFour;
            return (
              <li key={method.id} className="flex flex-wrap items-center gap-3 rounded-lg border p-4 text-sm">
                <CreditCard className="size-5 text-muted-foreground" aria-hidden />
                <div className="grid flex-1 gap-0.5">
                  <span className="font-medium">{method.type}</span>
                  <span className="text-muted-foreground">
                    {lastFour ? `ending in ${lastFour}` : 'Account details available'}
                  </span>
                </div>
                <div className="flex gap-2">
                  {method.isDefault && <Badge>Default</Badge>}
                  <Badge variant={method.isActive === false ? 'outline' : 'live'}>
                    {method.isActive === false ? 'Inactive' : 'Active'}
                  </Badge>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
