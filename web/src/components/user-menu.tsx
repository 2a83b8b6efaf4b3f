import { ChevronDown, type LucideIcon } from 'lucide-react';
import { forwardRef, lazy, Suspense, useState, type ComponentProps } from 'react';

import { Button } from '@/components/ui/button';
import { displayName, initials, type User } from '@/lib/auth/user';

export interface UserMenuLink {
  label: string;
  to: string;
  icon: LucideIcon;
}

export interface UserMenuProps {
  user: User;
  links: UserMenuLink[];
  onSignOut: () => void;
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

/** The menu's button: initials, the name on wider screens, and a chevron. */
export const AccountMenuButton = forwardRef<
  HTMLButtonElement,
  ComponentProps<typeof Button> & { user: User }
>(function AccountMenuButton({ user, ...props }, ref) {
  return (
    <Button ref={ref} variant="ghost" className="gap-2 px-2" aria-label="Account menu" {...props}>
      <Initials user={user} />
      <span className="hidden max-w-40 truncate sm:inline">{displayName(user)}</span>
      <ChevronDown aria-hidden className="text-muted-foreground" />
    </Button>
  );
});

// The dropdown (Radix, with its focus and scroll handling) is not needed to show a page: it loads when the
// pointer reaches the button or the button gets focus, and opens on the first press.
const loadAccountMenu = () => import('./account-menu');
const AccountMenu = lazy(() => loadAccountMenu().then((module) => ({ default: module.AccountMenu })));

/** The account menu of the customer headers (spec 000 §2): a few links and Sign Out. */
export function UserMenu(props: UserMenuProps) {
  const [wanted, setWanted] = useState(false);
  const button = (
    <AccountMenuButton
      user={props.user}
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={() => void loadAccountMenu()}
      onFocus={() => void loadAccountMenu()}
      onClick={() => setWanted(true)}
    />
  );
  if (!wanted) return button;
  return (
    <Suspense fallback={button}>
      <AccountMenu {...props} />
    </Suspense>
  );
}
