import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from '../../../lambdas/core/auth/password-hash.ts';

// Each hash costs ~240 ms of CPU by design; on a busy 2-core machine a test of several takes seconds.
describe('password hashing (scrypt)', { timeout: 30_000 }, () => {
  it('stores the parameters, a salt and the hash, and accepts the same password', async () => {
    const stored = await hashPassword('correct horse battery');

    expect(stored).toMatch(/^scrypt\$14\$8\$5\$[\w-]{22}\$[\w-]{43}$/);
    expect(await verifyPassword('correct horse battery', stored)).toBe(true);
  });

  it('refuses a different password, including one that differs only in case or a trailing space', async () => {
    const stored = await hashPassword('correct horse battery');

    expect(await verifyPassword('Correct horse battery', stored)).toBe(false);
    expect(await verifyPassword('correct horse battery ', stored)).toBe(false);
    expect(await verifyPassword('', stored)).toBe(false);
  });

  it('salts every hash, so the same password never hashes the same twice', async () => {
    const [first, second] = await Promise.all([hashPassword('same password'), hashPassword('same password')]);

    expect(first).not.toBe(second);
    expect(await verifyPassword('same password', second)).toBe(true);
  });

  it('verifies against the parameters stored in the hash, so older hashes keep working', async () => {
    const cheaper = await hashPassword('legacy password', { logN: 12, r: 8, p: 1 });

    expect(cheaper.startsWith('scrypt$12$8$1$')).toBe(true);
    expect(await verifyPassword('legacy password', cheaper)).toBe(true);
  });

  it('never matches a missing, malformed or tampered hash', async () => {
    const stored = await hashPassword('a password');
    const parts = stored.split('$');
    const tamperedHash = [...parts.slice(0, 5), Buffer.alloc(32).toString('base64url')].join('$');
    const absurdCost = ['scrypt', '40', '8', '1', ...parts.slice(4)].join('$');

    const results = await Promise.all(
      [undefined, 'plain text', 'bcrypt$10$abc$def', tamperedHash, absurdCost].map((candidate) =>
        verifyPassword('a password', candidate),
      ),
    );

    expect(results).toEqual([false, false, false, false, false]);
  });

  it('treats canonically equal Unicode spellings of a password as the same password', async () => {
    const stored = await hashPassword('caf\u00e9 au lait');

    expect(await verifyPassword('cafe\u0301 au lait', stored)).toBe(true);
  });
});
