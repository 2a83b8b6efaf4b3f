import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  createBrowserRouter,
  redirect,
  RouterProvider,
  type LoaderFunction,
  type RouteObject,
  type ShouldRevalidateFunction,
} from 'react-router';

import { RouteError } from '@/components/errors/route-error';
import { PageLoading } from '@/components/page-loading';
import { paths } from '@/config/paths';
import type * as Guards from '@/lib/auth/guards';

import { AppShell } from './app-shell';
import LandingRoute from './routes/landing';

type LazyRoute = () => Promise<{ default: RouteObject['Component'] }>;
const screen = (load: LazyRoute) => () => load().then((module) => ({ Component: module.default }));

/** DESIGN §6.1: the spec's other spellings of a route; a query string the target lacks is kept. */
const redirectTo =
  (target: string): LoaderFunction =>
  ({ request }) => {
    const { search } = new URL(request.url);
    throw redirect(target.includes('?') || !search ? target : `${target}${search}`);
  };

/** A guard of lib/auth/guards, loaded with the first page that needs one (the landing page needs none). */
const guard =
  (name: keyof typeof Guards, queryClient: QueryClient): LoaderFunction =>
  async (args) => {
    const guards = await import('@/lib/auth/guards');
    return guards[name](queryClient)(args);
  };

// Guards ask the server again whenever the page changes, not when only its query string does (tabs).
const onPageChange: ShouldRevalidateFunction = ({ currentUrl, nextUrl }) =>
  currentUrl.pathname !== nextUrl.pathname;

// Each screen is its own chunk, loaded when its route is first visited. Guards are loaders, so a page
// that needs a signed-in user (or an admin) is never rendered for anyone else.
export function createRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    {
      Component: AppShell,
      ErrorBoundary: RouteError,
      HydrateFallback: PageLoading,
      children: [
        // The landing page is the first visit of most people: part of the entry chunk, no second round trip.
        { path: paths.home.path, Component: LandingRoute },
        { path: paths.support.path, lazy: screen(() => import('./routes/support')) },
        {
          path: paths.customer.auth.path,
          loader: guard('redirectSignedInCustomer', queryClient),
          shouldRevalidate: onPageChange,
          lazy: screen(() => import('./routes/customer-auth')),
        },
        { path: paths.verify.path, lazy: screen(() => import('./routes/verify-email')) },
        { path: paths.resetPassword.path, lazy: screen(() => import('./routes/reset-password')) },
        { path: paths.apiKeysDirect.path, lazy: screen(() => import('./routes/api-keys-direct')) },
        { path: paths.apiReference.path, lazy: screen(() => import('./routes/api-reference')) },
        {
          path: paths.admin.auth.path,
          loader: guard('redirectSignedInAdmin', queryClient),
          shouldRevalidate: onPageChange,
          lazy: screen(() => import('./routes/admin-auth')),
        },
        {
          loader: guard('requireSignedIn', queryClient),
          shouldRevalidate: onPageChange,
          children: [
            {
              path: paths.customer.dashboard.path,
              loader: () =>
                import('@/features/dashboard/api/prefetch-dashboard').then((module) =>
                  module.prefetchDashboard(queryClient),
                ),
              shouldRevalidate: onPageChange,
              lazy: screen(() => import('./routes/customer-dashboard')),
            },
            {
              path: paths.account.profile.path,
              lazy: screen(() => import('./routes/account-profile')),
            },
            {
              path: paths.account.settings.path,
              lazy: screen(() => import('./routes/account-settings')),
            },
          ],
        },
        {
          loader: guard('requireAdmin', queryClient),
          shouldRevalidate: onPageChange,
          lazy: screen(() => import('./routes/admin-shell')),
          children: [
            { path: paths.admin.root.path, lazy: screen(() => import('./routes/admin-dashboard')) },
            { path: paths.admin.dashboard.path, lazy: screen(() => import('./routes/admin-dashboard')) },
            { path: paths.admin.emails.path, lazy: screen(() => import('./routes/admin-emails')) },
            {
              path: paths.admin.cancelledTransfers.path,
              lazy: screen(() => import('./routes/admin-cancelled-transfers')),
            },
            { path: paths.admin.tickets.path, lazy: screen(() => import('./routes/admin-tickets')) },
            { path: paths.admin.history.path, lazy: screen(() => import('./routes/admin-history')) },
            { path: paths.admin.mlTraining.path, lazy: screen(() => import('./routes/admin-ml-training')) },
            { path: paths.admin.settings.path, lazy: screen(() => import('./routes/admin-settings')) },
            { path: paths.admin.apiKeys.path, lazy: screen(() => import('./routes/admin-api-keys')) },
            { path: paths.admin.webhooks.path, lazy: screen(() => import('./routes/admin-webhooks')) },
            { path: paths.admin.customers.path, lazy: screen(() => import('./routes/admin-customers')) },
            {
              path: paths.admin.emailTemplates.path,
              lazy: screen(() => import('./routes/admin-email-templates')),
            },
            { path: paths.admin.auditLog.path, lazy: screen(() => import('./routes/admin-audit-log')) },
            { path: paths.admin.payouts.path, lazy: screen(() => import('./routes/admin-payouts')) },
            {
              path: paths.admin.gmailCallback.path,
              lazy: screen(() => import('./routes/admin-settings-gmail-callback')),
            },
          ],
        },
        ...Object.values(paths.legacy).map(({ path, redirectTo: target }) => ({
          path,
          loader: redirectTo(target),
        })),
        { path: '*', lazy: screen(() => import('./routes/not-found')) },
      ],
    },
  ];
}

export function AppRouter() {
  const queryClient = useQueryClient();
  const [router] = useState(() => createBrowserRouter(createRoutes(queryClient)));
  return <RouterProvider router={router} />;
}
