import { Link } from 'react-router';

import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';

// spec 000 §2: the fallback for every route without a screen; texts word for word.
export default function NotFoundRoute() {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-4 p-6 text-center">
      <title>404 Page Not Found · Ticket Relay</title>
      <h1 className="text-3xl font-bold tracking-tight">404 Page Not Found</h1>
      <p className="text-muted-foreground">Did you forget to add the page to the router?</p>
      <Button asChild variant="outline">
        <Link to={paths.home.getHref()}>Back to the home page</Link>
      </Button>
    </main>
  );
}
