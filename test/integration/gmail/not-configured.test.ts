import { describe, expect, it } from 'vitest';
import { call } from '../accounts/account-client.ts';
import { firstAdmin } from '../ingestion/ingestion-client.ts';
import { useLocalTarget } from '../support/local-target.ts';

// A local target started without GMAIL_CLIENT_ID / GMAIL_CLIENT_SECRET: Gmail is not configured.
for (const name of ['GMAIL_CLIENT_ID', 'GMAIL_CLIENT_SECRET', 'GMAIL_OAUTH_SECRET_ID'])
  delete process.env[name];
const local = useLocalTarget();

describe('Gmail without an OAuth client configured (integration, local target)', () => {
  it('answers auth-url and auth-complete with a clear 409 that says what to set', async () => {
    const adminCookie = await firstAdmin(local.target);

    const authUrl = await call(local.target, 'GET', '/api/gmail/auth-url', { cookie: adminCookie });
    const complete = await call(local.target, 'POST', '/api/gmail/auth-complete', {
      cookie: adminCookie,
      body: { code: 'any' },
    });

    const message =
      'Gmail is not configured: set GMAIL_CLIENT_ID and GMAIL_CLIENT_SECRET to your Google OAuth client id and secret, then restart.';
    expect(authUrl.status).toBe(409);
    expect(authUrl.body).toEqual({ success: false, message, code: 'GMAIL_NOT_CONFIGURED' });
    expect(complete.status).toBe(409);
    expect(complete.body.message).toBe(message);
    const status = await call(local.target, 'GET', '/api/gmail/auth-status', { cookie: adminCookie });
    expect(status.status).toBe(200);
    expect(status.body).toMatchObject({ success: false, user: null });
  });
});
