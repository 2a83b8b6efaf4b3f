import type { QueryClient } from '@tanstack/react-query';
import { redirect, type LoaderFunction } from 'react-router';

import { paths } from '@/config/paths';
import { localHints } from '@/lib/local-hints';

import { getUserQueryOptions } from './get-user';
import { isAdmin, type User } from './user';

// Route guards run as loaders, before a screen renders, and always ask the server (DESIGN §6.5):
// a stored hint such as localStorage.adminAccess never opens a page.

async function freshUser(queryClient: QueryClient): Promise<User | null> {
  const user = await queryClient.fetchQuery({ ...getUserQueryOptions(), staleTime: 0 });
  // A session that ended on the server takes the stale display hints with it.
  if (!user) localHints.clear();
  return user;
}

/**
 * DESIGN §6.15: while an admin-set password is still in use the server refuses almost every call, so the
 * only page that opens is the one where the password is changed.
 */
function requirePasswordChosen(user: User, request: Request): void {
  if (user.mustChangePassword && new URL(request.url).pathname !== paths.account.settings.path) {
    throw redirect(paths.account.settings.getHref('security'));
  }
}

/** Customer pages (spec 000 §2): a signed-in account, else the customer sign-in. */
export const requireSignedIn =
  (queryClient: QueryClient): LoaderFunction =>
  async ({ request }) => {
    const user = await freshUser(queryClient);
    if (!user) throw redirect(paths.customer.auth.getHref());
    requirePasswordChosen(user, request);
    return null;
  };

/** Admin pages (spec 001 §2.1): an account whose role is admin, else the admin sign-in. */
export const requireAdmin =
  (queryClient: QueryClient): LoaderFunction =>
  async ({ request }) => {
    const user = await freshUser(queryClient);
    if (!user || !isAdmin(user)) throw redirect(paths.admin.auth.getHref());
    requirePasswordChosen(user, request);
    return null;
  };

/** The customer sign-in: a customer who is already signed in goes straight to the dashboard. */
export const redirectSignedInCustomer =
  (queryClient: QueryClient): LoaderFunction =>
  async () => {
    const user = await freshUser(queryClient);
    if (user && !isAdmin(user)) throw redirect(paths.customer.dashboard.getHref());
    return null;
  };

/** The admin sign-in (spec 001 §2.2, DESIGN §6.1): a signed-in admin goes to the admin dashboard. */
export const redirectSignedInAdmin =
  (queryClient: QueryClient): LoaderFunction =>
  async () => {
    const user = await freshUser(queryClient);
    if (isAdmin(user)) throw redirect(paths.admin.dashboard.getHref());
    return null;
  };
