import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { createRoutes } from '@/app/router';
import { termsSections } from '@/features/tickets/lib/terms-sections';
import { mockApi, sessionRoutes, testUser } from '@/test/mock-api';
import { renderRoutes } from '@/test/render-route';

async function openLegal(user = testUser()) {
  mockApi(sessionRoutes(user));
  renderRoutes(createRoutes, '/account/settings?tab=legal');
  await screen.findByRole('heading', { level: 2, name: 'Terms and Conditions' });
}

describe('account settings, legal', () => {
  it('shows the ten sections of the seller terms with their version and date', async () => {
    await openLegal();
    expect(screen.getByText('Version 1.0 · Last updated May 30, 2025')).toBeInTheDocument();
    expect(termsSections).toHaveLength(10);
    for (const { title } of termsSections) {
      expect(screen.getByRole('heading', { level: 3, name: title })).toBeInTheDocument();
    }
    expect(
      screen.getByText(/keep a commission of 15 % of the sale price; you keep 85 %/),
    ).toBeInTheDocument();
    expect(
      screen.getByText('You are asked to accept these terms before you approve your first ticket.'),
    ).toBeInTheDocument();
  });

  it('says which version the customer accepted', async () => {
    await openLegal(testUser({ termsAcceptedVersion: '1.0' }));
    expect(screen.getByText('You accepted version 1.0 of these terms.')).toBeInTheDocument();
  });

  it('has a short privacy section', async () => {
    await openLegal();
    expect(screen.getByRole('heading', { level: 2, name: 'Privacy' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'How we protect it' })).toBeInTheDocument();
    expect(screen.getByText(/shown back only as their last four digits/)).toBeInTheDocument();
  });
});
