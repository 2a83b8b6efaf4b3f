import type { User } from '../db/entities/user.ts';
import { AppError } from '../http/errors.ts';

/** spec 000 §2: the terms dialog's version (1.0, last updated May 30, 2025). */
export const CURRENT_TERMS_VERSION = '1.0';

export class TermsNotAcceptedError extends AppError {
  constructor() {
    super(
      403,
      `Please read and accept the Terms and Conditions (version ${CURRENT_TERMS_VERSION}) before listing tickets.`,
      { code: 'TERMS_NOT_ACCEPTED' },
    );
  }
}

/** Approving and pricing tickets needs the current terms accepted (spec 000 §2, recorded per DESIGN §6.18). */
export function assertTermsAccepted(user: Pick<User, 'termsAcceptedVersion'>): void {
  if (user.termsAcceptedVersion !== CURRENT_TERMS_VERSION) throw new TermsNotAcceptedError();
}
