import { AppError, BadRequestError, ConflictError } from '../http/errors.ts';

/** The OAuth client id and secret are missing: say exactly what the operator has to set. */
export class GmailNotConfiguredError extends AppError {
  constructor(secretId: string | undefined) {
    const where = secretId
      ? `put "clientId" and "clientSecret" of your Google OAuth client into the secret ${secretId}`
      : 'set GMAIL_CLIENT_ID and GMAIL_CLIENT_SECRET to your Google OAuth client id and secret, then restart';
    super(409, `Gmail is not configured: ${where}.`, { code: 'GMAIL_NOT_CONFIGURED' });
  }
}

export class GmailNotConnectedError extends ConflictError {
  constructor() {
    super('No Gmail account is connected. Connect Gmail first.', { code: 'GMAIL_NOT_CONNECTED' });
  }
}

/** Google refused the code or the stored token; the admin has to connect again. */
export class GmailAuthorizationError extends BadRequestError {
  constructor(message: string) {
    super(message, { code: 'GMAIL_AUTHORIZATION_FAILED' });
  }
}

/** Google answered with an error or not at all; the admin can try again later. */
export class GmailUnavailableError extends AppError {
  constructor(detail: string) {
    super(502, `Gmail did not answer as expected (${detail}). Please try again in a few minutes.`, {
      code: 'GMAIL_UNAVAILABLE',
    });
  }
}

// How gaxios marks its errors across duplicated copies of the package (googleapis-common nests one).
const GAXIOS_ERROR = Symbol.for('gaxios-gaxios-error');

interface GoogleErrorShape {
  status?: number;
  code?: string | number;
  response?: { status?: number; data?: { error?: unknown; error_description?: unknown } };
}

/**
 * Our error for a failed Google call: a refused grant means the admin must connect again (4xx); anything
 * else from Google is an upstream failure (502). Errors of our own pass through unchanged.
 */
export function fromGoogleError(error: unknown, refusedMessage: string): unknown {
  if (!(error instanceof Error) || !(GAXIOS_ERROR in error)) return error;
  const { status, code, response } = error as Error & GoogleErrorShape;
  const oauthError = response?.data?.error;
  if (oauthError === 'invalid_client') {
    return new ConflictError(
      'Google refused the configured OAuth client (invalid_client): check the Gmail client id and secret.',
      { code: 'GMAIL_NOT_CONFIGURED' },
    );
  }
  if (
    oauthError === 'invalid_grant' ||
    oauthError === 'invalid_request' ||
    oauthError === 'unauthorized_client'
  ) {
    return new GmailAuthorizationError(refusedMessage);
  }
  const httpStatus = status ?? response?.status;
  if (httpStatus === 401 || httpStatus === 403) return new GmailAuthorizationError(refusedMessage);
  return new GmailUnavailableError(httpStatus ? `HTTP ${httpStatus}` : String(code ?? error.message));
}

/** Gmail's 404: a message deleted between listing and reading, or a history id it no longer knows. */
export function isGone(error: unknown): boolean {
  const { status, response } = error as GoogleErrorShape;
  return (status ?? response?.status) === 404;
}
