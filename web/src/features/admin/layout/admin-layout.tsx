import {
  Ban,
  Brain,
  FileClock,
  History,
  KeyRound,
  Inbox,
  LayoutDashboard,
  LogOut,
  Mail,
  Menu,
  Settings,
  Store,
  Ticket,
  Users,
  Wallet,
  Webhook,
  X,
} from 'lucide-react';
import { useState } from 'react';
import { Link, NavLink, Outlet } from 'react-router';

import { Logo } from '@/components/logo';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import type { User } from '@/lib/auth/user';
import { cn } from '@/lib/utils';

import { useLogoutAdmin } from '../api/logout-admin';
import { SidebarCounts } from './sidebar-counts';

// spec 001 §2.1: the sidebar links to each admin route.
const navigation = [
  { label: 'Dashboard', to: paths.admin.dashboard.getHref(), icon: LayoutDashboard },
  { label: 'Incoming Emails', to: paths.admin.emails.getHref(), icon: Inbox },
  { label: 'Extracted Tickets', to: paths.admin.tickets.getHref(), icon: Ticket },
  { label: 'Cancelled Transfers', to: paths.admin.cancelledTransfers.getHref(), icon: Ban },
  { label: 'Processing History', to: paths.admin.history.getHref(), icon: History },
  { label: 'ML Training', to: paths.admin.mlTraining.getHref(), icon: Brain },
  { label: 'Customers', to: paths.admin.customers.getHref(), icon: Users },
  { label: 'Payouts', to: paths.admin.payouts.getHref(), icon: Wallet },
  { label: 'API Keys', to: paths.admin.apiKeys.getHref(), icon: KeyRound },
  { label: 'Webhooks', to: paths.admin.webhooks.getHref(), icon: Webhook },
  { label: 'Email Templates', to: paths.admin.emailTemplates.getHref(), icon: Mail },
  { label: 'Audit Log', to: paths.admin.auditLog.getHref(), icon: FileClock },
  { label: 'Settings', to: paths.admin.settings.getHref(), icon: Settings },
];

/** The admin console frame: a sidebar (a menu on small screens) and the page of the current route. */
export function AdminLayout({ user }: { user: User }) {
  const [menuOpen, setMenuOpen] = useState(false);
  return (
    <div className="min-h-dvh bg-muted/30 md:grid md:grid-cols-[16rem_1fr]">
      <div className="sticky top-0 z-40 flex h-16 items-center justify-between border-b bg-card px-4 md:hidden">
        <Link to={paths.admin.dashboard.getHref()} className="rounded-md" aria-label="Admin dashboard">
          <Logo />
        </Link>
        <Button
          variant="ghost"
          size="icon"
          aria-expanded={menuOpen}
          aria-controls="admin-sidebar"
          aria-label={menuOpen ? 'Close menu' : 'Open menu'}
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? <X aria-hidden /> : <Menu aria-hidden />}
        </Button>
      </div>
      <aside
        id="admin-sidebar"
        className={cn(
          'min-w-0 flex-col border-r bg-card md:sticky md:top-0 md:flex md:h-dvh',
          menuOpen ? 'flex border-b' : 'hidden',
        )}
      >
        <div className="hidden h-16 items-center border-b px-5 md:flex">
          <Link to={paths.admin.dashboard.getHref()} className="rounded-md" aria-label="Admin dashboard">
            <Logo />
          </Link>
        </div>
        <nav aria-label="Admin" className="flex-1 overflow-y-auto p-3">
          <ul className="grid gap-1">
            {navigation.map(({ label, to, icon: Icon }) => (
              <li key={to}>
                <NavLink
                  to={to}
                  onClick={() => setMenuOpen(false)}
                  className={({ isActive }) =>
                    cn(
                      'flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium text-muted-foreground hover:bg-muted hover:text-foreground',
                      isActive && 'bg-primary/10 text-primary hover:bg-primary/10 hover:text-primary',
                    )
                  }
                >
                  <Icon className="size-4" aria-hidden />
                  {label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <SidebarCounts />
        <SidebarFooter user={user} />
      </aside>
      <main className="min-w-0 px-4 py-8 sm:px-8">
        <Outlet />
      </main>
    </div>
  );
}

function SidebarFooter({ user }: { user: User }) {
  const logout = useLogoutAdmin();
  return (
    <div className="grid grid-cols-1 gap-2 border-t p-3">
      {/* min-w-0: a long e-mail is truncated instead of widening the sidebar's grid track. */}
      <div className="flex min-w-0 items-center gap-3 px-3">
        <span
          aria-hidden
          className="flex size-9 shrink-0 items-center justify-center rounded-full bg-primary/10 font-semibold text-primary uppercase"
        >
          {user.email.charAt(0)}
        </span>
        <p className="min-w-0 text-sm">
          <span className="block text-xs text-muted-foreground">Signed in as</span>
          <span className="block truncate font-medium">{user.email}</span>
          <span className="block text-xs text-muted-foreground">Administrator</span>
        </p>
      </div>
      <Button asChild variant="outline" className="justify-start">
        <Link to={paths.customer.dashboard.getHref()}>
          <Store aria-hidden />
          Customer Portal
        </Link>
      </Button>
      <Button
        variant="ghost"
        className="justify-start"
        onClick={() => logout.mutate()}
        disabled={logout.isPending}
      >
        <LogOut aria-hidden />
        Logout
      </Button>
    </div>
  );
}
