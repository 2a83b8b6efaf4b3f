/** The verdicts the sender check reads, with SES's statuses (PASS, FAIL, GRAY, PROCESSING_FAILED, DISABLED). */
export interface Verdicts {
  spf: string;
  dkim: string;
  dmarc: string;
  spam: string;
  virus: string;
}

/** The authserv-id Gmail writes at the start of its Authentication-Results header. */
export const GMAIL_AUTHSERV_ID = 'mx.google.com';

export interface AuthenticationResults {
  /** Who checked (lower case), e.g. `mx.google.com`. */
  authservId: string;
  /** One entry per method result, in header order: `{ method: 'dkim', result: 'pass' }`. */
  results: { method: string; result: string }[];
}

/** The header without its (possibly nested) comments; quoted strings are kept whole. */
function withoutComments(value: string): string {
  let out = '';
  let depth = 0;
  let quoted = false;
  for (let index = 0; index < value.length; index += 1) {
    const char = value[index]!;
    if (char === '\\' && (quoted || depth > 0)) {
      if (depth === 0) out += value.slice(index, index + 2);
      index += 1;
    } else if (quoted) {
      out += char;
      if (char === '"') quoted = false;
    } else if (char === '(') {
      depth += 1;
    } else if (char === ')' && depth > 0) {
      depth -= 1;
    } else if (depth === 0) {
      if (char === '"') quoted = true;
      out += char;
    }
  }
  return out;
}

/** Splits on `;` outside quoted strings. */
function statements(value: string): string[] {
  const parts: string[] = [];
  let current = '';
  let quoted = false;
  for (const char of value) {
    if (char === '"') quoted = !quoted;
    if (char === ';' && !quoted) {
      parts.push(current);
      current = '';
    } else {
      current += char;
    }
  }
  parts.push(current);
  return parts.map((part) => part.trim()).filter(Boolean);
}

/**
 * An Authentication-Results header (RFC 8601): the authserv-id and each method's result. Properties
 * (`smtp.mailfrom=…`, `header.i=…`) and reasons are not needed by the sender check and are skipped.
 */
export function parseAuthenticationResults(value: string): AuthenticationResults | undefined {
  const [head, ...rest] = statements(withoutComments(value.replace(/\r?\n[ \t]+/g, ' ')));
  const authservId = head?.split(/\s+/)[0]?.toLowerCase();
  if (!authservId) return undefined;
  const results = rest.flatMap((statement) => {
    const match = /^([a-z0-9_-]+)(?:\/[0-9]+)?\s*=\s*([a-z0-9_-]+)/i.exec(statement);
    return match ? [{ method: match[1]!.toLowerCase(), result: match[2]!.toLowerCase() }] : [];
  });
  return { authservId, results };
}

/** RFC 8601 result → SES verdict status. */
function statusOf(result: string): string {
  if (result === 'pass') return 'PASS';
  if (result === 'fail' || result === 'hardfail') return 'FAIL';
  if (result === 'temperror' || result === 'permerror') return 'PROCESSING_FAILED';
  return 'GRAY'; // softfail, neutral, none, policy: checked, without a verdict either way
}

/** A method's verdict: a message may carry several DKIM signatures, and one valid one is enough. */
function verdictOf(results: AuthenticationResults['results'], method: string): string {
  const statuses = results.filter((entry) => entry.method === method).map((entry) => statusOf(entry.result));
  if (statuses.includes('PASS')) return 'PASS';
  if (statuses.includes('FAIL')) return 'FAIL';
  return statuses[0] ?? 'GRAY';
}

/**
 * The SPF, DKIM and DMARC verdicts Gmail recorded when the message reached the mailbox, read from the
 * topmost Authentication-Results header with Gmail's authserv-id. Gmail adds one to every message it
 * receives from outside, above the headers already there, so a header the sender wrote (even one
 * naming mx.google.com) sits below it and is not read. Spam and virus have no verdict here
 * ('DISABLED': not reported; the sync never reads the spam folder). Undefined when no such header is
 * there (mail sent from the mailbox itself): no checks ran, as with the local SMTP server.
 */
export function gmailVerdicts(headers: readonly { key: string; value: string }[]): Verdicts | undefined {
  for (const header of headers) {
    if (header.key !== 'authentication-results') continue;
    const parsed = parseAuthenticationResults(header.value);
    if (parsed?.authservId !== GMAIL_AUTHSERV_ID) continue;
    return verdictsOfResults(parsed.results);
  }
  return undefined;
}

/**
 * SPF, DKIM and DMARC verdicts from RFC 8601 method results (Gmail's header, or the local SMTP server's
 * own checks); spam and virus have none here ('DISABLED').
 */
export function verdictsOfResults(results: AuthenticationResults['results']): Verdicts {
  return {
    spf: verdictOf(results, 'spf'),
    dkim: verdictOf(results, 'dkim'),
    dmarc: verdictOf(results, 'dmarc'),
    spam: 'DISABLED',
    virus: 'DISABLED',
  };
}
