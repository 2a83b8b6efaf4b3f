import { useForm, useWatch } from 'react-hook-form';
import { toast } from 'sonner';

import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Form } from '@/components/ui/form';
import { InputField } from '@/components/ui/input-field';
import { SelectField } from '@/components/ui/select-field';
import { serverMessage } from '@/lib/api-client';

import { useAddPaymentMethod, type AddPaymentMethodInput } from '../api/add-payment-method';
import type { PayoutType } from '../api/get-payment-methods';

interface AddMethodValues {
  type: PayoutType | '';
  accountHolderName: string;
  routingNumber: string;
  accountNumber: string;
  email: string;
  contact: string;
  isDefault: boolean;
}

const emptyValues: AddMethodValues = {
  type: '',
  accountHolderName: '',
  routingNumber: '',
  accountNumber: '',
  email: '',
  contact: '',
  isDefault: false,
};

const typeOptions = [
  { value: 'ACH', label: 'Bank account (ACH)' },
  { value: 'PayPal', label: 'PayPal' },
  { value: 'Zelle', label: 'Zelle' },
] as const;

/** The request body for the chosen type: only that type's details (spec 000 §3). */
function toInput(values: AddMethodValues & { type: PayoutType }): AddPaymentMethodInput {
  if (values.type === 'ACH') {
    const { accountHolderName, routingNumber, accountNumber } = values;
    return { type: 'ACH', accountInfo: { accountHolderName, routingNumber, accountNumber } };
  }
  if (values.type === 'PayPal') return { type: 'PayPal', accountInfo: { email: values.email } };
  return { type: 'Zelle', accountInfo: { contact: values.contact } };
}

/**
 * Add a payout method (spec 000 §2, §5): a type must be chosen; the details are checked by the server,
 * whose message is shown. The first method becomes the default automatically.
 */
export function AddPaymentMethodDialog({
  customerId,
  open,
  onOpenChange,
  isFirst,
}: {
  customerId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  isFirst: boolean;
}) {
  const form = useForm<AddMethodValues>({ defaultValues: emptyValues });
  const type = useWatch({ control: form.control, name: 'type' });
  const changeOpen = (next: boolean) => {
    if (!next) form.reset(emptyValues);
    onOpenChange(next);
  };

  const addMethod = useAddPaymentMethod(customerId, {
    onSuccess: (method) => {
      toast.success('Payment method added', {
        description: isFirst
          ? 'As your first payout method, it is now your default.'
          : method.isDefault
            ? 'It is now your default payout method.'
            : undefined,
      });
      changeOpen(false);
    },
    onError: (error) => toast.error('Failed to add', { description: serverMessage(error) }),
  });

  const submit = form.handleSubmit((values) => {
    if (!values.type) {
      form.setError('type', { message: 'Please choose a payout type.' }, { shouldFocus: true });
      return;
    }
    addMethod.mutate({
      ...toInput({ ...values, type: values.type }),
      isDefault: isFirst || values.isDefault,
    });
  });

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Add Payment Method</DialogTitle>
          <DialogDescription>
            Choose how you want to be paid. Account numbers are stored encrypted and shown only as their last
            four digits.
          </DialogDescription>
        </DialogHeader>
        <Form {...form}>
          <form className="grid gap-4" noValidate onSubmit={submit}>
            <SelectField
              control={form.control}
              name="type"
              label="Payout type"
              placeholder="Choose a type"
              options={typeOptions}
            />
            {type === 'ACH' && (
              <>
                <InputField
                  control={form.control}
                  name="accountHolderName"
                  label="Account holder name"
                  autoComplete="name"
                />
                <InputField
                  control={form.control}
                  name="routingNumber"
                  label="Routing number"
                  inputMode="numeric"
                  autoComplete="off"
                />
                <InputField
                  control={form.control}
                  name="accountNumber"
                  label="Account number"
                  inputMode="numeric"
                  autoComplete="off"
                />
              </>
            )}
            {type === 'PayPal' && (
              <InputField
                control={form.control}
                name="email"
                label="PayPal email"
                type="email"
                autoComplete="email"
              />
            )}
            {type === 'Zelle' && (
              <InputField
                control={form.control}
                name="contact"
                label="Zelle email or phone"
                autoComplete="off"
              />
            )}
            {!isFirst && type && (
              <label className="flex items-center gap-2 text-sm">
                <input type="checkbox" className="size-4 accent-primary" {...form.register('isDefault')} />
                Make this my default payout method
              </label>
            )}
            <DialogFooter>
              <Button variant="outline" onClick={() => changeOpen(false)}>
                Cancel
              </Button>
              <Button type="submit" disabled={addMethod.isPending}>
                {addMethod.isPending ? 'Adding…' : 'Add Method'}
              </Button>
            </DialogFooter>
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
