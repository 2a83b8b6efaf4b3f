import { CircleAlert, CreditCard, LifeBuoy } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';

import { CustomerHeader } from '@/components/layouts/customer-header';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { CustomerTicketsSection } from '@/features/tickets/components/customer-tickets-section';
import type { User } from '@/lib/auth/user';
import { localHints } from '@/lib/local-hints';

import { useCustomer } from '../api/get-customer';
import { TransferEmailCard } from './transfer-email-card';

// Only unverified accounts need these (with the update-email form): they load when shown.
const VerificationModal = lazy(() =>
  import('./verification-modal').then((module) => ({ default: module.VerificationModal })),
);
const VerificationOverlay = lazy(() =>
  import('./verification-overlay').then((module) => ({ default: module.VerificationOverlay })),
);

const menuLinks = [
  { label: 'Payment Portal', to: paths.account.settings.getHref(), icon: CreditCard },
  { label: 'Support', to: paths.account.settings.getHref('support'), icon: LifeBuoy },
];

/** The customer dashboard (spec 000 §2) for the signed-in `user`, from the customer's own record. */
export function CustomerDashboard({ user }: { user: User }) {
  // The user from GET /api/user has the same fields: the page shows at once and follows the record.
  const customer = useCustomer(user.id, user);
  const account = customer.data ?? user;
  const locked = customer.data?.emailConfirmed === false;
  const [modalRequested] = useState(() => localHints.getFlag('showVerificationModal'));

  return (
    <div className="min-h-dvh bg-muted/30">
      <CustomerHeader user={account} adminLabel="Admin Dashboard" links={menuLinks} />
      <main className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
        {customer.isPending ? (
          <div role="status" className="flex justify-center py-16">
            <span className="block size-8 animate-spin rounded-full border-4 border-muted border-t-primary" />
            <span className="sr-only">Loading your dashboard</span>
          </div>
        ) : customer.isError ? (
          <Alert variant="destructive" role="alert" className="max-w-xl">
            <CircleAlert aria-hidden />
            <AlertTitle>Your dashboard could not be loaded.</AlertTitle>
            <AlertDescription className="mt-2">
              <Button variant="outline" size="sm" onClick={() => void customer.refetch()}>
                Try again
              </Button>
            </AlertDescription>
          </Alert>
        ) : (
          <>
            <div inert={locked} className={locked ? 'select-none' : undefined}>
              <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">
                {customer.data.firstName ? `Welcome, ${customer.data.firstName}!` : 'Welcome!'}
              </h1>
              <p className="mt-1 text-muted-foreground">
                Forward your ticket e-mails and we take care of the listing.
              </p>
              <div className="mt-6">
                <TransferEmailCard transferEmail={customer.data.transferEmail} email={customer.data.email} />
              </div>
              {!locked && (
                <div className="mt-6">
                  <CustomerTicketsSection
                    customerId={customer.data.id}
                    termsAcceptedVersion={customer.data.termsAcceptedVersion}
                  />
                </div>
              )}
            </div>
            <Suspense fallback={null}>
              {locked && <VerificationOverlay email={customer.data.email} />}
              {modalRequested && <VerificationModal email={customer.data.email} verified={!locked} />}
            </Suspense>
          </>
        )}
      </main>
    </div>
  );
}
