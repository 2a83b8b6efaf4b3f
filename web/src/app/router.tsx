import { useState } from 'react';
import { createBrowserRouter, RouterProvider, type RouteObject } from 'react-router';

import { RouteError } from '@/components/errors/route-error';
import { PageLoading } from '@/components/page-loading';
import { paths } from '@/config/paths';

// Each screen is its own chunk, loaded when its route is first visited.
export const routes: RouteObject[] = [
  {
    ErrorBoundary: RouteError,
    HydrateFallback: PageLoading,
    children: [
      {
        path: paths.home.path,
        lazy: () => import('./routes/landing').then((module) => ({ Component: module.default })),
      },
      {
        path: '*',
        lazy: () => import('./routes/not-found').then((module) => ({ Component: module.default })),
      },
    ],
  },
];

export function AppRouter() {
  const [router] = useState(() => createBrowserRouter(routes));
  return <RouterProvider router={router} />;
}
