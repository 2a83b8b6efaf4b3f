import { describe, expect, it } from 'vitest';
import { useLocalTarget } from '../support/local-target.ts';
import { call, registerCustomer, uniqueEmail } from './account-client.ts';

// A file of its own: its target counts every failed sign-in of this process's address (127.0.0.1).
const local = useLocalTarget();

// Twenty-one password checks at ~240 ms of CPU each: give a busy machine room.
describe('sign-in throttling per IP address (local target)', { timeout: 90_000 }, () => {
  it('refuses every sign-in from an address after 20 failures within 15 minutes, whichever the account', async () => {
    const { email, password } = await registerCustomer(local.target);

    // Four failures on each of five unknown accounts: no account reaches its own limit of five.
    for (let account = 0; account < 5; account += 1) {
      const probe = uniqueEmail('guess');
      const replies = await Promise.all(
        Array.from({ length: 4 }, () =>
          call(local.target, 'POST', '/api/customer/login', { body: { email: probe, password: 'guessing' } }),
        ),
      );
      expect(replies.map((reply) => reply.status)).toEqual([401, 401, 401, 401]);
    }
    const throttled = await call(local.target, 'POST', '/api/customer/login', { body: { email, password } });

    expect(throttled.status).toBe(429);
    expect(throttled.body).toEqual({
      success: false,
      message: 'Too many sign-in attempts. Please wait 15 minutes and try again.',
    });
  });
});
