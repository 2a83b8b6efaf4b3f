import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { createRoutes } from '@/app/router';
import { dropEarlyResponses } from '@/lib/early/early-responses';
import { mockApi, reply, sessionRoutes, signedOut, testUser } from '@/test/mock-api';
import { renderRoutes } from '@/test/render-route';

import { startEarlyRequests } from './early-requests';

const ada = testUser();
const base = `/api/customer/${ada.id}`;
const dashboardReads = [
  base,
  `${base}/pending-tickets`,
  `${base}/listed-tickets`,
  `${base}/sold-tickets`,
  `${base}/notifications`,
];

function signedInRoutes() {
  return {
    ...sessionRoutes(ada),
    [`GET ${base}/pending-tickets`]: reply(200, { success: true, tickets: [] }),
    [`GET ${base}/listed-tickets`]: reply(200, { success: true, tickets: [] }),
    [`GET ${base}/sold-tickets`]: reply(200, { success: true, tickets: [] }),
    [`GET ${base}/notifications`]: reply(200, { success: true, notifications: [] }),
  };
}

const paths = (calls: { path: string }[]) => calls.map((call) => call.path);

afterEach(dropEarlyResponses);

describe('the early requests of the page being opened', () => {
  it('on the dashboard: asks who is signed in, then sends the dashboard reads, each read once', async () => {
    const { calls } = mockApi(signedInRoutes());

    startEarlyRequests('/customer/dashboard');
    expect(paths(calls)).toEqual(['/api/user']);
    await expect.poll(() => paths(calls).slice(1)).toEqual(dashboardReads);

    renderRoutes(createRoutes, '/customer/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Ada!' })).toBeInTheDocument();
    expect(await screen.findByText('No tickets yet')).toBeInTheDocument();
    expect(paths(calls)).toEqual(['/api/user', ...dashboardReads]);
  });

  it('signed out: sends no reads, and the dashboard opens the sign-in', async () => {
    const { calls } = mockApi({ 'GET /api/user': signedOut });

    startEarlyRequests('/customer/dashboard');
    const { router } = renderRoutes(createRoutes, '/customer/dashboard');

    await expect.poll(() => router.state.location.pathname).toBe('/customer/auth');
    expect(paths(calls).filter((path) => path.startsWith('/api/customer/'))).toEqual([]);
  });

  it('on other guarded pages: asks only who is signed in', async () => {
    const { calls } = mockApi(signedInRoutes());

    for (const page of ['/account/profile', '/admin/emails', '/customer/auth']) startEarlyRequests(page);
    await new Promise((resolve) => setTimeout(resolve, 0));

    expect(paths(calls)).toEqual(['/api/user', '/api/user', '/api/user']);
  });

  it('on public pages: sends nothing', () => {
    const { calls } = mockApi(signedInRoutes());

    for (const page of ['/', '/support', '/verify/abc', '/customers', '/api-reference'])
      startEarlyRequests(page);

    expect(calls).toEqual([]);
  });
});
