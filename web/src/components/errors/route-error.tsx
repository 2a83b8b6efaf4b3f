import { isRouteErrorResponse, useRouteError } from 'react-router';

import { Button } from '@/components/ui/button';

/** Shown when a screen throws or its code cannot be loaded (for example after a new deployment). */
export function RouteError() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : undefined;

  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-4 p-6 text-center" role="alert">
      <h1 className="text-2xl font-semibold">Something went wrong</h1>
      {detail && <p className="max-w-md text-sm text-muted-foreground">{detail}</p>}
      <Button onClick={() => window.location.reload()}>Reload the page</Button>
    </main>
  );
}
