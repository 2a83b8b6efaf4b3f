import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { Toaster } from 'sonner';

import { queryConfig } from '@/lib/react-query';

type Routes = RouteObject[] | ((queryClient: QueryClient) => RouteObject[]);

/**
 * Renders routes at `path` with a memory router and a fresh query client, as the app would (toasts
 * included). `routes` may be the app's route factory, which needs the query client for its guards.
 */
export function renderRoutes(routes: Routes, path = '/') {
  const queryClient = new QueryClient({ defaultOptions: queryConfig });
  const router = createMemoryRouter(typeof routes === 'function' ? routes(queryClient) : routes, {
    initialEntries: [path],
  });
  const result = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
  return { ...result, router, queryClient };
}
