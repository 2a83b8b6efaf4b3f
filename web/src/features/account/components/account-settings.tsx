import { TriangleAlert } from 'lucide-react';
import { useSearchParams } from 'react-router';

import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import type { User } from '@/lib/auth/user';

import { settingsTabFrom } from '../lib/settings-tabs';
import { AccountLayout } from './account-layout';
import { LegalTab } from './legal-tab';
import { NotificationsTab } from './notifications-tab';
import { PaymentPortalTab } from './payment-portal-tab';
import { SecurityTab } from './security-tab';
import { SupportTab } from './support-tab';

/** The settings page (spec 000 §2): the tab comes from ?tab= (unknown → portal); the sidebar switches it. */
export function AccountSettings({ user }: { user: User }) {
  const [searchParams] = useSearchParams();
  // DESIGN §6.15: while an admin-set password must be replaced, only the Security tab can do anything.
  const tab = user.mustChangePassword ? 'security' : settingsTabFrom(searchParams.get('tab'));

  return (
    <AccountLayout user={user} current={tab}>
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Settings</h1>
      {user.mustChangePassword && (
        <Alert variant="warning" role="alert" className="mt-4">
          <TriangleAlert aria-hidden />
          <AlertTitle>Your password was reset by an administrator.</AlertTitle>
          <AlertDescription>Please choose a new password to continue.</AlertDescription>
        </Alert>
      )}
      <div className="mt-6 grid gap-6">
        {tab === 'portal' && <PaymentPortalTab customerId={user.id} />}
        {tab === 'security' && <SecurityTab />}
        {tab === 'notifications' && <NotificationsTab customerId={user.id} />}
        {tab === 'support' && <SupportTab customerId={user.id} />}
        {tab === 'legal' && <LegalTab user={user} />}
      </div>
    </AccountLayout>
  );
}
