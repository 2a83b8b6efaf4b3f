import { Shield } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

import { Logo } from '@/components/logo';
import { Button } from '@/components/ui/button';
import { UserMenu, type UserMenuLink } from '@/components/user-menu';
import { paths } from '@/config/paths';
import { useLogoutCustomer } from '@/lib/auth/logout-customer';
import { isAdmin, type User } from '@/lib/auth/user';
import { localHints } from '@/lib/local-hints';

/**
 * The header of the signed-in customer pages: logo to the dashboard, an admin button for admins and the
 * account menu. The admin button's label differs per page (spec 000 §2); it goes to /admin/dashboard
 * (DESIGN §6.1) and is shown from the server's role, never from a stored flag.
 */
export function CustomerHeader({
  user,
  adminLabel,
  links,
  children,
}: {
  user: User;
  adminLabel: string;
  links: UserMenuLink[];
  children?: ReactNode;
}) {
  const logout = useLogoutCustomer();
  return (
    <header className="sticky top-0 z-40 border-b bg-background/90 backdrop-blur supports-[backdrop-filter]:bg-background/75">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-3 px-4 sm:px-6">
        <Link to={paths.customer.dashboard.getHref()} className="rounded-md" aria-label="Dashboard">
          <Logo />
        </Link>
        {children}
        <div className="ml-auto flex items-center gap-2">
          {isAdmin(user) && (
            <Button asChild variant="outline" size="sm">
              {/* spec 000 §2: the button also sets the adminAccess hint; access itself is the server's. */}
              <Link
                to={paths.admin.dashboard.getHref()}
                onClick={() => localHints.setFlag('adminAccess', true)}
              >
                <Shield aria-hidden />
                <span className="sr-only sm:not-sr-only">{adminLabel}</span>
              </Link>
            </Button>
          )}
          <UserMenu user={user} links={links} onSignOut={() => logout.mutate()} />
        </div>
      </div>
    </header>
  );
}
