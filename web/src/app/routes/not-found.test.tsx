import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { createRoutes } from '@/app/router';
import { renderRoutes } from '@/test/render-route';

describe('not-found page', () => {
  it.each(['/no-such-page', '/customer/tickets', '/admin/no-such-screen'])(
    'is shown for %s, a route without a screen',
    async (path) => {
      renderRoutes(createRoutes, path);
      expect(
        await screen.findByRole('heading', { level: 1, name: '404 Page Not Found' }),
      ).toBeInTheDocument();
      expect(screen.getByText('Did you forget to add the page to the router?')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');
    },
  );

  it('is not shown for the landing page', async () => {
    renderRoutes(createRoutes, '/');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sell your tickets by forwarding one e-mail' }),
    ).toBeInTheDocument();
  });
});
