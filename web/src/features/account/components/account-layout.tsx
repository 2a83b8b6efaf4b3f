import { CreditCard, LayoutDashboard, LifeBuoy, Settings, UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

import { CustomerHeader } from '@/components/layouts/customer-header';
import { Initials } from '@/components/user-menu';
import { paths, type AccountSettingsTab } from '@/config/paths';
import { displayName, type User } from '@/lib/auth/user';
import { cn } from '@/lib/utils';

import { settingsTabs } from '../lib/settings-tabs';

const menuLinks = [
  { label: 'Dashboard', to: paths.customer.dashboard.getHref(), icon: LayoutDashboard },
  { label: 'Payment Portal', to: paths.account.settings.getHref(), icon: CreditCard },
  { label: 'Support', to: paths.account.settings.getHref('support'), icon: LifeBuoy },
];

/** Which page of the account area is open: the profile, or one settings tab. */
export type AccountPage = 'profile' | AccountSettingsTab;

const linkClass = (active: boolean) =>
  cn(
    'flex items-center gap-2 rounded-md px-2 py-2 text-sm font-medium hover:bg-muted',
    active && 'bg-primary/10 text-primary hover:bg-primary/10',
  );

/**
 * The account layout (spec 000 §2): header, and a sidebar with the customer's initials, name and e-mail
 * above the Profile and Settings navigation; the settings tabs are its sub-navigation (links, so that
 * each tab has its own address).
 */
export function AccountLayout({
  user,
  current,
  children,
}: {
  user: User;
  current: AccountPage;
  children: ReactNode;
}) {
  const onSettings = current !== 'profile';
  return (
    <div className="min-h-dvh bg-muted/30">
      <CustomerHeader user={user} adminLabel="Admin Portal" links={menuLinks} />
      <div className="mx-auto grid max-w-6xl gap-6 px-4 py-6 sm:px-6 sm:py-8 md:grid-cols-[16rem_minmax(0,1fr)]">
        <aside className="h-fit min-w-0 rounded-xl border bg-card p-4 shadow-sm">
          <div className="flex items-center gap-3">
            <Initials
              user={user}
              className="inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-primary text-lg font-semibold text-primary-foreground"
            />
            <div className="min-w-0">
              <p className="truncate font-semibold">{displayName(user)}</p>
              <p className="truncate text-sm text-muted-foreground">{user.email}</p>
            </div>
          </div>
          <nav aria-label="Account" className="mt-4 grid gap-1 border-t pt-4">
            <Link
              to={paths.account.profile.getHref()}
              aria-current={current === 'profile' ? 'page' : undefined}
              className={linkClass(current === 'profile')}
            >
              <UserRound className="size-4" aria-hidden />
              Profile
            </Link>
            <Link to={paths.account.settings.getHref()} className={linkClass(false)}>
              <Settings className="size-4" aria-hidden />
              Settings
            </Link>
            <ul className="ml-6 grid gap-1 border-l pl-2">
              {settingsTabs.map(({ tab, label }) => {
                const active = onSettings && tab === current;
                return (
                  <li key={tab}>
                    <Link
                      to={paths.account.settings.getHref(tab)}
                      aria-current={active ? 'page' : undefined}
                      className={cn(
                        'block rounded-md px-2 py-1.5 text-sm text-muted-foreground hover:bg-muted hover:text-foreground',
                        active &&
                          'bg-primary/10 font-medium text-primary hover:bg-primary/10 hover:text-primary',
                      )}
                    >
                      {label}
                    </Link>
                  </li>
                );
              })}
            </ul>
          </nav>
        </aside>
        <main className="min-w-0">{children}</main>
      </div>
    </div>
  );
}
