import { KeyRound, TriangleAlert } from 'lucide-react';

import { Alert, AlertDescription } from '@/components/ui/alert';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { paths } from '@/config/paths';
import type { User } from '@/lib/auth/user';

import { AccountLayout } from './account-layout';
import { ChangePasswordForm } from './change-password-form';

// spec 000 §2 lists five settings tabs; Security is the one built so far, so it is the only one listed
// and the one every ?tab= value shows.
const sections = [{ label: 'Security', to: paths.account.settings.getHref('security'), active: true }];

export function AccountSettings({ user }: { user: User }) {
  return (
    <AccountLayout user={user} sections={sections}>
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Settings</h1>
      {user.mustChangePassword && (
        <Alert variant="warning" role="alert" className="mt-4">
          <TriangleAlert aria-hidden />
          <AlertDescription>Please choose a new password to continue.</AlertDescription>
        </Alert>
      )}
      <Card className="mt-6">
        <CardHeader>
          <h2 className="flex items-center gap-2 text-lg leading-tight font-semibold tracking-tight">
            <KeyRound className="size-5 text-primary" aria-hidden />
            Security
          </h2>
          <CardDescription>Change the password you use to sign in.</CardDescription>
        </CardHeader>
        <CardContent>
          <ChangePasswordForm />
        </CardContent>
      </Card>
    </AccountLayout>
  );
}
