import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { createRoutes } from '@/app/router';
import { mockApi, reply } from '@/test/mock-api';
import { renderRoutes } from '@/test/render-route';

const healthy = { 'GET /api/health': reply(200, { success: true, status: 'ok' }) };

describe('return from the mailbox provider (?auth=)', () => {
  it('confirms a connection and drops the parameter, keeping the others', async () => {
    mockApi(healthy);
    const { router } = renderRoutes(createRoutes, '/support?tab=x&auth=success');
    expect(await screen.findByText('Authentication successful')).toBeInTheDocument();
    expect(screen.getByText('Successfully connected to Gmail.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe('?tab=x'));
  });

  it('reports a failure with the provider’s error, or the default text', async () => {
    mockApi(healthy);
    const { router } = renderRoutes(createRoutes, '/support?auth=error&error=access_denied');
    expect(await screen.findByText('Authentication failed')).toBeInTheDocument();
    expect(screen.getByText('access_denied')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('uses the default text when the provider gave no error', async () => {
    mockApi(healthy);
    renderRoutes(createRoutes, '/support?auth=error');
    expect(await screen.findByText('Failed to connect to Gmail')).toBeInTheDocument();
  });
});
