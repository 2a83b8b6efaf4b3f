import { Building2, CircleCheck, Landmark, Mail, Plus, Smartphone, Star, Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { toast } from 'sonner';

import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { serverMessage } from '@/lib/api-client';

import { useDeletePaymentMethod } from '../api/delete-payment-method';
import { usePaymentMethods, type PaymentMethod } from '../api/get-payment-methods';
import { useSetDefaultPaymentMethod } from '../api/set-default-payment-method';
import { AddPaymentMethodDialog } from './add-payment-method-dialog';
import { SectionCard } from '@/components/section-card';

/** spec 000 §9: the default-method success dialog closes itself after about 1.33 s. */
export const DEFAULT_METHOD_SUCCESS_MS = 1_330;

const typeNames = { ACH: 'Bank account (ACH)', PayPal: 'PayPal', Zelle: 'Zelle' } as const;
const typeIcons = { ACH: Landmark, PayPal: Mail, Zelle: Smartphone } as const;

/** The name a method goes by in buttons and dialogs, e.g. "Bank account ••••6789". */
export const methodLabel = (method: PaymentMethod) => method.displayLabel ?? typeNames[method.type];

/** What is shown of the saved details (DESIGN §6.4: account numbers only masked). */
function methodDetails(method: PaymentMethod): string {
  const info = method.accountInfo;
  if (method.type === 'ACH') {
    return [
      info.accountHolderName,
      info.accountNumber && `Account ${info.accountNumber}`,
      info.routingNumber && `Routing ${info.routingNumber}`,
    ]
      .filter(Boolean)
      .join(' · ');
  }
  return (method.type === 'PayPal' ? info.email : info.contact) ?? '';
}

/** Settings → Payment Portal: payout methods (ACH, PayPal, Zelle) with add, delete and set default. */
export function PayoutMethods({ customerId }: { customerId: string }) {
  const methods = usePaymentMethods(customerId);
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<PaymentMethod>();
  const [makingDefault, setMakingDefault] = useState<PaymentMethod>();
  const [newDefault, setNewDefault] = useState<PaymentMethod>();

  const deleteMethod = useDeletePaymentMethod(customerId, {
    onSuccess: () => toast.success('Payment method deleted'),
    onError: (error) => toast.error('Failed to delete', { description: serverMessage(error) }),
  });
  const setDefault = useSetDefaultPaymentMethod(customerId, {
    onError: (error) =>
      toast.error('Failed to set default payment method', { description: serverMessage(error) }),
  });

  useEffect(() => {
    if (!newDefault) return;
    const timer = setTimeout(() => setNewDefault(undefined), DEFAULT_METHOD_SUCCESS_MS);
    return () => clearTimeout(timer);
  }, [newDefault]);

  const list = methods.data ?? [];

  return (
    <SectionCard
      title="Payout Methods"
      icon={Building2}
      description="Where we send your share of each sale. Your default method receives every payout."
      action={
        <Button size="sm" onClick={() => setAdding(true)} disabled={!methods.data}>
          <Plus aria-hidden />
          Add Payment Method
        </Button>
      }
    >
      {methods.isPending && <p className="text-sm text-muted-foreground">Loading payout methods…</p>}
      {methods.isError && (
        <p role="alert" className="text-sm text-destructive">
          Your payout methods could not be loaded. Please reload the page.
        </p>
      )}
      {methods.data && list.length === 0 && (
        <p className="rounded-lg border border-dashed p-4 text-sm text-muted-foreground">
          No payout methods yet. Add one so that we can pay you when your tickets sell; the first one you add
          becomes your default.
        </p>
      )}
      {list.length > 0 && (
        <ul className="grid gap-3" aria-label="Your payout methods">
          {list.map((method) => {
            const Icon = typeIcons[method.type];
            const label = methodLabel(method);
            return (
              <li
                key={method.id}
                className="flex flex-col gap-3 rounded-lg border p-3 sm:flex-row sm:items-center sm:justify-between"
              >
                <div className="flex min-w-0 items-start gap-3">
                  <Icon className="mt-0.5 size-5 shrink-0 text-muted-foreground" aria-hidden />
                  <div className="min-w-0">
                    <p className="flex flex-wrap items-center gap-2 font-medium">
                      {typeNames[method.type]}
                      {method.isDefault && (
                        <Badge variant="live">
                          <Star className="size-3" aria-hidden />
                          Default
                        </Badge>
                      )}
                    </p>
                    <p className="text-sm break-words text-muted-foreground">{methodDetails(method)}</p>
                  </div>
                </div>
                <div className="flex flex-wrap gap-2">
                  {!method.isDefault && (
                    <Button
                      variant="outline"
                      size="sm"
                      aria-label={`Set as Default: ${label}`}
                      disabled={setDefault.isPending}
                      onClick={() => setMakingDefault(method)}
                    >
                      Set as Default
                    </Button>
                  )}
                  <Button
                    variant="ghost"
                    size="sm"
                    className="text-destructive hover:text-destructive"
                    aria-label={`Delete ${label}`}
                    disabled={deleteMethod.isPending}
                    onClick={() => setDeleting(method)}
                  >
                    <Trash2 aria-hidden />
                    Delete
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
      )}

      <AddPaymentMethodDialog
        customerId={customerId}
        open={adding}
        onOpenChange={setAdding}
        isFirst={list.length === 0}
      />

      <AlertDialog open={!!deleting} onOpenChange={(open) => !open && setDeleting(undefined)}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>Delete this payment method?</AlertDialogTitle>
            <AlertDialogDescription>
              {deleting && methodLabel(deleting)} will no longer receive payouts.
              {deleting?.isDefault && ' Your oldest remaining method becomes the default.'}
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>Cancel</AlertDialogCancel>
            <AlertDialogAction onClick={() => deleting && deleteMethod.mutate(deleting.id)}>
              Delete
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>

      <AlertDialog open={!!makingDefault} onOpenChange={(open) => !open && setMakingDefault(undefined)}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>Set as default payment method?</AlertDialogTitle>
            <AlertDialogDescription>
              Future payouts will go to {makingDefault && methodLabel(makingDefault)}.
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>Cancel</AlertDialogCancel>
            <AlertDialogAction
              onClick={() => {
                const method = makingDefault;
                if (!method) return;
                setDefault.mutate(method.id, { onSuccess: () => setNewDefault(method) });
              }}
            >
              Set as Default
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>

      <Dialog open={!!newDefault} onOpenChange={(open) => !open && setNewDefault(undefined)}>
        <DialogContent className="max-w-sm text-center">
          <CircleCheck className="mx-auto size-12 text-secondary" aria-hidden />
          <DialogHeader className="pr-0 text-center">
            <DialogTitle>Default payment method updated</DialogTitle>
            <DialogDescription>
              {newDefault && methodLabel(newDefault)} will receive your future payouts.
            </DialogDescription>
          </DialogHeader>
        </DialogContent>
      </Dialog>
    </SectionCard>
  );
}
