import { KeyRound, LogIn, Mail, ShieldCheck, ShieldOff } from 'lucide-react';
import { useState, type ReactNode } from 'react';
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
import { Button, buttonVariants } from '@/components/ui/button';
import { serverMessage } from '@/lib/api-client';

import { useSendPasswordReset } from '../api/password-actions';
import type { AdminCustomer } from '../api/schemas';
import { useUpdateCustomer } from '../api/update-customer';
import { ChangePasswordDialog } from './change-password-dialog';

/** Actions (spec 001 §2.13): login as customer (not offered yet), reset link, set password, suspend. */
export function ActionsTab({ customer }: { customer: AdminCustomer }) {
  const [changingPassword, setChangingPassword] = useState(false);
  const [confirmingSuspend, setConfirmingSuspend] = useState(false);
  const reset = useSendPasswordReset(customer.id, {
    onSuccess: () => toast.success('Password reset email sent'),
    onError: (error) =>
      toast.error('Failed to send reset email', { description: serverMessage(error) ?? error.message }),
  });
  const update = useUpdateCustomer(customer.id, {
    onSuccess: () => toast.success('Customer updated successfully'),
    onError: (error) =>
      toast.error('Failed to update customer', { description: serverMessage(error) ?? error.message }),
  });

  return (
    <div className="grid gap-3">
      <ActionRow
        title="Login as Customer"
        description="See the portal as this customer sees it."
        action={
          <Button variant="outline" onClick={() => toast('Feature coming soon')}>
            <LogIn aria-hidden />
            Login as Customer
          </Button>
        }
      />
      <ActionRow
        title="Password reset link"
        description={`E-mail ${customer.email} a link to choose a new password (valid for 24 hours).`}
        action={
          <Button variant="outline" disabled={reset.isPending} onClick={() => reset.mutate()}>
            <Mail aria-hidden />
            {reset.isPending ? 'Sending…' : 'Send Reset Link'}
          </Button>
        }
      />
      <ActionRow
        title="Change Password Directly"
        description="Set a temporary password; the customer must choose a new one at their next sign-in."
        action={
          <Button variant="outline" onClick={() => setChangingPassword(true)}>
            <KeyRound aria-hidden />
            Change Password
          </Button>
        }
      />
      {customer.isActive ? (
        <ActionRow
          title="Suspend Account"
          description="The customer is signed out at once and cannot sign in until the account is reactivated."
          action={
            <Button
              variant="destructive"
              disabled={update.isPending}
              onClick={() => setConfirmingSuspend(true)}
            >
              <ShieldOff aria-hidden />
              Suspend Account
            </Button>
          }
        />
      ) : (
        <ActionRow
          title="Reactivate Account"
          description="The account is suspended. Reactivating lets the customer sign in again."
          action={
            <Button disabled={update.isPending} onClick={() => update.mutate({ isActive: true })}>
              <ShieldCheck aria-hidden />
              Reactivate Account
            </Button>
          }
        />
      )}

      <ChangePasswordDialog
        customerId={customer.id}
        open={changingPassword}
        onOpenChange={setChangingPassword}
      />
      <AlertDialog open={confirmingSuspend} onOpenChange={setConfirmingSuspend}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>Suspend Account</AlertDialogTitle>
            <AlertDialogDescription>Are you sure you want to suspend this account?</AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>Cancel</AlertDialogCancel>
            <AlertDialogAction
              className={buttonVariants({ variant: 'destructive' })}
              onClick={() => update.mutate({ isActive: false })}
            >
              Suspend
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </div>
  );
}

function ActionRow({
  title,
  description,
  action,
}: {
  title: string;
  description: string;
  action: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-3 rounded-lg border p-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="grid gap-1">
        <h4 className="text-sm font-medium">{title}</h4>
        <p className="text-sm text-muted-foreground">{description}</p>
      </div>
      {action}
    </div>
  );
}
