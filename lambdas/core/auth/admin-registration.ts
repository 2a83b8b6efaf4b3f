import { db } from '../db/client.ts';
import { incrementCounter } from '../db/counters.ts';
import type { User } from '../db/entities/user.ts';
import { ForbiddenError, UnauthorizedError } from '../http/errors.ts';
import { accountMessages } from './account-messages.ts';
import { createAccount } from './registration.ts';
import type { Session } from './sessions.ts';

// Taken once by the first-run bootstrap and kept: later anonymous attempts find it taken at once,
// without waiting for the usersByRole index to show the new admin.
const BOOTSTRAP_COUNTER = 'auth:admin-bootstrap';

async function anAdminExists(): Promise<boolean> {
  const { data } = await db().users.query.usersByRole({ role: 'admin' }).go({ limit: 1 });
  return data.length > 0;
}

/**
 * DESIGN §6.6: POST /api/register. A signed-in admin may create admins (with a temporary password,
 * DESIGN §6.15). Anyone else only while no admin exists (first-run bootstrap); an atomic counter
 * makes sure that only one bootstrap succeeds even when two arrive together.
 */
export async function registerAdmin(
  input: { email: string; password: string },
  session: Session | undefined,
): Promise<{ user: User; bootstrap: boolean }> {
  if (session?.role === 'admin') {
    const user = await createAccount({ ...input, role: 'admin', mustChangePassword: true, signsIn: false });
    return { user, bootstrap: false };
  }
  const refuse = (): never => {
    throw session
      ? new ForbiddenError(accountMessages.adminOnly)
      : new UnauthorizedError(accountMessages.adminRegistrationClosed);
  };
  if (await anAdminExists()) refuse();
  const taken = await incrementCounter(BOOTSTRAP_COUNTER);
  if (taken !== 1) {
    await incrementCounter(BOOTSTRAP_COUNTER, -1);
    refuse();
  }
  try {
    const user = await createAccount({ ...input, role: 'admin', signsIn: true });
    return { user, bootstrap: true };
  } catch (error) {
    await incrementCounter(BOOTSTRAP_COUNTER, -1);
    throw error;
  }
}
