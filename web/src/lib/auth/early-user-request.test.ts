import { afterEach, describe, expect, it, vi } from 'vitest';

import { mockApi, reply, signedOut } from '@/test/mock-api';

import { startEarlyUserRequest, takeEarlyUserResponse } from './early-user-request';
import { getUser } from './get-user';

const user = { id: 'u1', email: 'ada@example.com', role: 'customer', firstName: 'Ada' };

afterEach(() => {
  takeEarlyUserResponse();
  vi.unstubAllGlobals();
});

describe('the early GET /api/user', () => {
  it('is sent on a guarded page and answers the first read of the user; the next read asks again', async () => {
    const { calls } = mockApi({ 'GET /api/user': reply(200, { user }) });

    startEarlyUserRequest('/customer/dashboard');
    expect(calls.map((call) => call.path)).toEqual(['/api/user']);

    expect(await getUser()).toMatchObject({ email: 'ada@example.com', firstName: 'Ada' });
    expect(calls).toHaveLength(1);
    await getUser();
    expect(calls).toHaveLength(2);
  });

  it('reads a 401 as nobody signed in', async () => {
    mockApi({ 'GET /api/user': signedOut });

    startEarlyUserRequest('/admin/emails');

    expect(await getUser()).toBeNull();
  });

  it('is not sent on public pages', () => {
    const { calls } = mockApi({ 'GET /api/user': signedOut });

    for (const page of ['/', '/support', '/verify/abc', '/customers', '/api-reference'])
      startEarlyUserRequest(page);

    expect(calls).toEqual([]);
    expect(takeEarlyUserResponse()).toBeUndefined();
  });
});
