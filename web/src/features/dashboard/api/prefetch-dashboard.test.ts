import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';

import { getTicketsQueryOptions } from '@/features/tickets/api/get-tickets';
import { queryConfig } from '@/lib/react-query';
import { mockApi, reply, sessionRoutes, testUser } from '@/test/mock-api';

import { prefetchDashboard } from './prefetch-dashboard';

const ada = testUser();
const base = `/api/customer/${ada.id}`;

describe('the dashboard loader', () => {
  it('sends the five reads at once and lets the page show only when they are in', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const later = (body: unknown) => () => held.then(() => Response.json(body));
    const { calls } = mockApi({
      ...sessionRoutes(ada),
      [`GET ${base}/pending-tickets`]: later({ tickets: [] }),
      [`GET ${base}/listed-tickets`]: later({ tickets: [] }),
      [`GET ${base}/sold-tickets`]: later({ tickets: [] }),
      [`GET ${base}/notifications`]: reply(200, { notifications: [] }),
    });
    const queryClient = new QueryClient({ defaultOptions: queryConfig });

    let done = false;
    const loaded = prefetchDashboard(queryClient).then(() => (done = true));
    await expect.poll(() => calls.length).toBe(6);
    expect(done).toBe(false);

    release();
    await loaded;
    expect(queryClient.getQueryData(getTicketsQueryOptions(ada.id, 'sold').queryKey)).toEqual([]);
  });
});
