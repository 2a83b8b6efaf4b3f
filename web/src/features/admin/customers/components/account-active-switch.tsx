import { useId } from 'react';
import { toast } from 'sonner';

import { Switch } from '@/components/ui/switch';
import { serverMessage } from '@/lib/api-client';

import type { AdminCustomer } from '../api/schemas';
import { useUpdateCustomer } from '../api/update-customer';

/** spec 001 §2.13, §4: the Account Active switch saves at once; turning it off ends the customer's sessions. */
export function AccountActiveSwitch({ customer }: { customer: AdminCustomer }) {
  const labelId = useId();
  const hintId = useId();
  const update = useUpdateCustomer(customer.id, {
    onSuccess: () => toast.success('Customer updated successfully'),
    onError: (error) =>
      toast.error('Failed to update customer', { description: serverMessage(error) ?? error.message }),
  });
  return (
    <div className="flex items-center justify-between gap-4 rounded-lg border p-4">
      <div className="grid gap-1">
        <span id={labelId} className="text-sm font-medium">
          Account Active
        </span>
        <span id={hintId} className="text-sm text-muted-foreground">
          An inactive account cannot sign in; turning it off signs the customer out everywhere.
        </span>
      </div>
      <Switch
        aria-labelledby={labelId}
        aria-describedby={hintId}
        checked={customer.isActive}
        disabled={update.isPending}
        onCheckedChange={(isActive) => update.mutate({ isActive })}
      />
    </div>
  );
}
