import { CreditCard, LayoutDashboard, LifeBuoy, Settings } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

import { CustomerHeader } from '@/components/layouts/customer-header';
import { Initials } from '@/components/user-menu';
import { paths } from '@/config/paths';
import { displayName, type User } from '@/lib/auth/user';
import { cn } from '@/lib/utils';

const menuLinks = [
  { label: 'Dashboard', to: paths.customer.dashboard.getHref(), icon: LayoutDashboard },
  { label: 'Payment Portal', to: paths.account.settings.getHref(), icon: CreditCard },
  { label: 'Support', to: paths.account.settings.getHref('support'), icon: LifeBuoy },
];

export interface AccountSection {
  label: string;
  to: string;
  active: boolean;
}

/**
 * The account layout (spec 000 §2): header, and a sidebar with the customer's initials, name and e-mail
 * above the navigation. Only screens that exist are listed in it.
 */
export function AccountLayout({
  user,
  sections,
  children,
}: {
  user: User;
  sections: AccountSection[];
  children: ReactNode;
}) {
  return (
    <div className="min-h-dvh bg-muted/30">
      <CustomerHeader user={user} adminLabel="Admin Portal" links={menuLinks} />
      <div className="mx-auto grid max-w-6xl gap-6 px-4 py-8 sm:px-6 md:grid-cols-[16rem_1fr]">
        <aside className="h-fit rounded-xl border bg-card p-4 shadow-sm">
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
          <nav aria-label="Account" className="mt-4 border-t pt-4">
            <Link
              to={paths.account.settings.getHref()}
              className="flex items-center gap-2 rounded-md px-2 py-2 text-sm font-medium hover:bg-muted"
            >
              <Settings className="size-4 text-muted-foreground" aria-hidden />
              Settings
            </Link>
            <ul className="mt-1 ml-6 grid gap-1 border-l pl-2">
              {sections.map((section) => (
                <li key={section.to}>
                  <Link
                    to={section.to}
                    aria-current={section.active ? 'page' : undefined}
                    className={cn(
                      'block rounded-md px-2 py-1.5 text-sm text-muted-foreground hover:bg-muted hover:text-foreground',
                      section.active &&
                        'bg-primary/10 font-medium text-primary hover:bg-primary/10 hover:text-primary',
                    )}
                  >
                    {section.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </aside>
        <main className="min-w-0">{children}</main>
      </div>
    </div>
  );
}
