import type { User } from '@/lib/auth/user';

import { useAccount } from '../api/get-account';
import { AccountLayout } from './account-layout';
import { ContactInformationForm } from './contact-information-form';
import { SalesHistory } from './sales-history';
import { TaxTracker } from './tax-tracker';

/** The profile page (spec 000 §2): contact information, sales history and the tax tracker. */
export function AccountProfile({ user }: { user: User }) {
  const account = useAccount(user.id);
  return (
    <AccountLayout user={user} current="profile">
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Profile</h1>
      <div className="mt-6 grid gap-6">
        {account.data ? (
          <ContactInformationForm account={account.data} />
        ) : account.isError ? (
          <p role="alert" className="text-sm text-destructive">
            Your profile could not be loaded. Please reload the page.
          </p>
        ) : (
          <p className="text-sm text-muted-foreground">Loading your profile…</p>
        )}
        <SalesHistory customerId={user.id} />
        <TaxTracker customerId={user.id} />
      </div>
    </AccountLayout>
  );
}
