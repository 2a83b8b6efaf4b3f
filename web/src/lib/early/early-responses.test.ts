import { afterEach, describe, expect, it, vi } from 'vitest';

import { api } from '@/lib/api-client';
import { getUser } from '@/lib/auth/get-user';
import { mockApi, reply, signedOut } from '@/test/mock-api';

import { dropEarlyResponses, sendEarly } from './early-responses';

const user = { id: 'u1', email: 'ada@example.com', role: 'customer', firstName: 'Ada' };

afterEach(dropEarlyResponses);

describe('an early GET', () => {
  it('answers the first read of its path; the next read asks the server again', async () => {
    let answered = 0;
    const { calls } = mockApi({
      'GET /api/user': () => Response.json({ user: { ...user, firstName: `Ada ${++answered}` } }),
    });

    void sendEarly('/api/user');
    expect(calls.map((call) => call.path)).toEqual(['/api/user']);

    expect(await getUser()).toMatchObject({ email: 'ada@example.com', firstName: 'Ada 1' });
    expect(calls).toHaveLength(1);
    expect(await getUser()).toMatchObject({ firstName: 'Ada 2' });
    expect(calls).toHaveLength(2);
  });

  it('keeps the meaning of its answer: a 401 is nobody signed in, other failures are errors', async () => {
    mockApi({
      'GET /api/user': signedOut,
      'GET /api/customer/u1': reply(500, { success: false, message: 'Down' }),
    });

    void sendEarly('/api/user');
    void sendEarly('/api/customer/u1');

    expect(await getUser()).toBeNull();
    await expect(api.get('/api/customer/u1')).rejects.toThrow('Down');
  });

  it('answers only a read of the same path: other paths and other methods go to the server', async () => {
    const { calls } = mockApi({
      'GET /api/customer/u1/notifications': reply(200, { notifications: [] }),
      'POST /api/customer/u1/notifications': reply(200, { success: true }),
      'GET /api/customer/u1/sold-tickets': reply(200, { tickets: [] }),
    });

    void sendEarly('/api/customer/u1/notifications');
    await api.get('/api/customer/u1/sold-tickets');
    await api.post('/api/customer/u1/notifications');
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'GET /api/customer/u1/notifications',
      'GET /api/customer/u1/sold-tickets',
      'POST /api/customer/u1/notifications',
    ]);

    await expect(api.get('/api/customer/u1/notifications')).resolves.toEqual({ notifications: [] });
    expect(calls).toHaveLength(3);
  });

  it('is not used once it is 15 seconds old: the read asks the server again', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      let answered = 0;
      const { calls } = mockApi({
        'GET /api/user': () => Response.json({ user: { ...user, firstName: `Ada ${++answered}` } }),
      });
      void sendEarly('/api/user');
      vi.setSystemTime(Date.now() + 15_000);
      expect(await getUser()).toMatchObject({ firstName: 'Ada 2' });
      expect(calls).toHaveLength(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('is not sent for a path the app has read already, so no later read gets an older answer', async () => {
    let answered = 0;
    const { calls } = mockApi({
      'GET /api/customer/u1': () => Response.json({ termsAccepted: ++answered > 1 }),
    });
    await expect(api.get('/api/customer/u1')).resolves.toEqual({ termsAccepted: false });
    expect(sendEarly('/api/customer/u1')).toBeUndefined();
    await expect(api.get('/api/customer/u1')).resolves.toEqual({ termsAccepted: true });
    expect(calls).toHaveLength(2);
  });
});
