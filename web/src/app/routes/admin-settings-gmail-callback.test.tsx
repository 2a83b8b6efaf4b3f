import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { mockApi, reply } from '@/test/mock-api';
import { renderRoutes } from '@/test/render-route';

import GmailCallbackRoute from './admin-settings-gmail-callback';

// Rendered on its own: the page needs only its path (the admin shell around it is tested elsewhere).
const openCallback = (search: string) =>
  renderRoutes(
    [{ path: '/admin/gmail/callback', Component: GmailCallbackRoute }],
    `/admin/gmail/callback${search}`,
  );

describe('Gmail consent return page', { timeout: 15_000 }, () => {
  it('hands the code to the server once and says the mailbox is connected', async () => {
    const api = mockApi({
      'POST /api/gmail/auth-complete': reply(200, {
        success: true,
        message: 'Successfully connected to Gmail.',
        user: { email: 'box@example.com' },
      }),
    });
    openCallback('?code=4%2F0Ab&scope=gmail.readonly');
    expect(await screen.findByText('Authentication successful')).toBeInTheDocument();
    expect(screen.getByText('Successfully connected to Gmail.')).toBeInTheDocument();
    expect(screen.getByText('box@example.com')).toBeInTheDocument();
    expect(api.callsTo('POST /api/gmail/auth-complete')).toEqual([
      { method: 'POST', path: '/api/gmail/auth-complete', body: { code: '4/0Ab' } },
    ]);
    expect(screen.getByRole('link', { name: 'Back to Gmail settings' })).toHaveAttribute(
      'href',
      '/admin/settings?tab=gmail',
    );
  });

  it("says Authentication failed with the server's reason", async () => {
    mockApi({
      'POST /api/gmail/auth-complete': reply(400, {
        success: false,
        message: 'The authorization code has expired. Please connect again.',
      }),
    });
    openCallback('?code=old');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Authentication failedThe authorization code has expired. Please connect again.',
    );
  });

  it('sends nothing when Google did not grant access', async () => {
    const api = mockApi({});
    openCallback('?error=access_denied');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Google did not grant access (access_denied).',
    );
    expect(api.calls).toHaveLength(0);
  });
});
