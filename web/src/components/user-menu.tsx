import { ChevronDown, LogOut, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';

import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { displayName, initials, type User } from '@/lib/auth/user';

export interface UserMenuLink {
  label: string;
  to: string;
  icon: LucideIcon;
}

export function Initials({ user, className }: { user: User; className?: string }) {
  return (
    <span
      aria-hidden
      className={
        className ??
        'inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-primary/10 text-sm font-semibold text-primary'
      }
    >
      {initials(user)}
    </span>
  );
}

/** The account menu of the customer headers (spec 000 §2): a few links and Sign Out. */
export function UserMenu({
  user,
  links,
  onSignOut,
}: {
  user: User;
  links: UserMenuLink[];
  onSignOut: () => void;
}) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" className="gap-2 px-2" aria-label="Account menu">
          <Initials user={user} />
          <span className="hidden max-w-40 truncate sm:inline">{displayName(user)}</span>
          <ChevronDown aria-hidden className="text-muted-foreground" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-60">
        <DropdownMenuLabel>
          <span className="block truncate font-medium">{displayName(user)}</span>
          <span className="block truncate text-xs text-muted-foreground">{user.email}</span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        {links.map(({ label, to, icon: Icon }) => (
          <DropdownMenuItem key={label} asChild>
            <Link to={to}>
              <Icon aria-hidden />
              {label}
            </Link>
          </DropdownMenuItem>
        ))}
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={onSignOut}>
          <LogOut aria-hidden />
          Sign Out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
