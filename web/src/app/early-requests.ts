// Run by the page's first script (start-early-requests.ts): for the page being opened, it starts the
// reads and the code that page will need, so that they travel while the entry (React, the router)
// loads. Each early read is answered once (lib/early/early-responses.ts).
import { sendEarly } from '@/lib/early/early-responses';

interface EarlyPage {
  /** The pages (location.pathname) this entry applies to. */
  path: RegExp;
  /** GET paths the page reads for the signed-in user, sent as soon as GET /api/user names them. */
  reads?: (userId: string) => string[];
  /** The page's code, the same modules its route loads (router.tsx). */
  code?: () => Promise<unknown>[];
}

const customer = (id: string) => `/api/customer/${encodeURIComponent(id)}`;

const earlyPages: EarlyPage[] = [
  // Guarded pages: their guard asks who is signed in. Public pages do not (a 401 there is only noise).
  { path: /^\/(customer|account|admin)(\/|$)/ },
  {
    // The dashboard's reads (features/dashboard/api/prefetch-dashboard.ts): the customer record, the
    // three ticket lists and the notifications.
    path: /^\/customer\/dashboard\/?$/,
    reads: (id) => [
      customer(id),
      `${customer(id)}/pending-tickets`,
      `${customer(id)}/listed-tickets`,
      `${customer(id)}/sold-tickets`,
      `${customer(id)}/notifications`,
    ],
    code: () => [
      import('@/app/routes/customer-dashboard'),
      import('@/lib/auth/guards'),
      import('@/features/dashboard/api/prefetch-dashboard'),
    ],
  },
];

/** The signed-in user's id from an answer of GET /api/user, or undefined (signed out, an error). */
async function userIdOf(response: Response): Promise<string | undefined> {
  if (!response.ok) return undefined;
  const body = (await response.json()) as { user?: { id?: unknown } } | null;
  return typeof body?.user?.id === 'string' ? body.user.id : undefined;
}

/** Starts the early reads and code of the page at `pathname`. */
export function startEarlyRequests(pathname: string): void {
  const pages = earlyPages.filter((page) => page.path.test(pathname));
  if (pages.length === 0) return;
  for (const page of pages) for (const load of page.code?.() ?? []) load.catch(() => undefined);
  // The guard reads this answer; a copy tells which user the page's reads are for.
  const user = sendEarly('/api/user');
  if (!user) return;
  const readsOf = pages.flatMap((page) => (page.reads ? [page.reads] : []));
  if (readsOf.length === 0) return;
  user
    .then((response) => userIdOf(response.clone()))
    .then((id) => {
      if (id) for (const reads of readsOf) for (const path of reads(id)) sendEarly(path);
    })
    .catch(() => undefined);
}
