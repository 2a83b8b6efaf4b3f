import type { User } from '../db/entities/user.ts';
import { AppError, ForbiddenError } from '../http/errors.ts';
import type { Session } from './sessions.ts';

/**
 * DESIGN §6.5: `/api/customer/{id}/...` is for customer `{id}` only; admins may read (GET) any
 * customer's data but change only their own through these routes (admin changes go through /api/admin).
 */
export function assertCanAccessCustomer(session: Session, customerId: string, method: string): void {
  if (session.userId === customerId) return;
  if (session.role === 'admin' && method.toUpperCase() === 'GET') return;
  throw new ForbiddenError('You can only access your own account.');
}

/** 403 unless the session's user (from the user record) is an admin. */
export function assertAdmin(session: Session): void {
  if (session.role !== 'admin') throw new ForbiddenError('This is for admins only.');
}

export class EmailNotVerifiedError extends AppError {
  constructor() {
    super(
      403,
      'Please verify your email address first: open the link in the verification email we sent you, or ask for a new one.',
      { code: 'EMAIL_NOT_VERIFIED' },
    );
  }
}

/** Approving tickets and setting floor prices need a verified e-mail address (spec 000 §6, checked here on the server). */
export function assertEmailVerified(user: Pick<User, 'emailConfirmed'>): void {
  if (!user.emailConfirmed) throw new EmailNotVerifiedError();
}
