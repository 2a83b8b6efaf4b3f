import { randomUUID } from 'node:crypto';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import type { LocalTarget } from '../../../lib/local/local-target.ts';
import { createDataLayer, type DataLayer } from '../../../lambdas/core/db/client.ts';
import { eventually } from '../support/mail.ts';

/** Helpers for the account suites: HTTP calls as the SPA makes them, the SES stand-in's store, the table. */

export const SESSION_COOKIE = 'tr_session';

export interface ApiReply<T = Record<string, unknown>> {
  status: number;
  body: T;
  /** Raw Set-Cookie headers. */
  setCookies: string[];
  /** `tr_session=<token>` from Set-Cookie, ready to send back as a Cookie header. */
  sessionCookie?: string;
}

export async function call<T = Record<string, unknown>>(
  target: LocalTarget,
  method: string,
  path: string,
  options: { body?: unknown; cookie?: string; headers?: Record<string, string> } = {},
): Promise<ApiReply<T>> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.cookie) headers.cookie = options.cookie;
  const response = await fetch(`${target.urls.web}${path}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  const setCookies = response.headers.getSetCookie();
  const session = setCookies.find((cookie) => cookie.startsWith(`${SESSION_COOKIE}=`));
  const sessionValue = session?.split(';')[0];
  return {
    status: response.status,
    body: (text ? JSON.parse(text) : {}) as T,
    setCookies,
    sessionCookie: sessionValue && sessionValue !== `${SESSION_COOKIE}=` ? sessionValue : undefined,
  };
}

export const uniqueEmail = (label = 'seller'): string => `${label}.${randomUUID().slice(0, 8)}@example.com`;

export interface UserReply {
  id: string;
  role: 'customer' | 'admin';
  email: string;
  transferEmail: string | null;
  emailConfirmed: boolean;
  isActive: boolean;
  mustChangePassword: boolean;
  firstName: string;
  lastName: string;
  phone: string;
  lastLogin: string | null;
  [field: string]: unknown;
}

export interface RegisteredCustomer {
  user: UserReply;
  email: string;
  password: string;
  cookie: string;
}

export async function registerCustomer(
  target: LocalTarget,
  overrides: Partial<{
    firstName: string;
    lastName: string;
    email: string;
    password: string;
    phone: string;
  }> = {},
): Promise<RegisteredCustomer> {
  const input = {
    firstName: 'Jane',
    lastName: 'Doe',
    email: uniqueEmail(),
    phone: '+1 555 0100',
    password: 'correct horse battery',
    ...overrides,
  };
  const reply = await call<{ user: UserReply }>(target, 'POST', '/api/customer/register', { body: input });
  if (reply.status !== 201 || !reply.sessionCookie) {
    throw new Error(`Registration failed: ${reply.status} ${JSON.stringify(reply.body)}`);
  }
  return {
    user: reply.body.user,
    email: input.email.toLowerCase(),
    password: input.password,
    cookie: reply.sessionCookie,
  };
}

export async function signIn(target: LocalTarget, email: string, password: string): Promise<string> {
  const reply = await call(target, 'POST', '/api/customer/login', { body: { email, password } });
  if (reply.status !== 200 || !reply.sessionCookie) {
    throw new Error(`Sign-in failed: ${reply.status} ${JSON.stringify(reply.body)}`);
  }
  return reply.sessionCookie;
}

export interface StoredMail {
  messageId: string;
  from: string;
  destination: { to: string[] };
  subject: string;
  body: { text?: string; html?: string };
  at: number;
}

export async function mailsTo(target: LocalTarget, address: string): Promise<StoredMail[]> {
  const response = await fetch(`${target.urls.mailViewer}/store`);
  const { emails } = (await response.json()) as { emails: StoredMail[] };
  return emails.filter((mail) =>
    mail.destination.to.some((to) => to.toLowerCase() === address.toLowerCase()),
  );
}

/** Waits for a mail to `address` whose subject contains `subject`; `after` skips mails already seen. */
export function waitForMail(
  target: LocalTarget,
  address: string,
  subject: string,
  after: readonly StoredMail[] = [],
): Promise<StoredMail> {
  const seen = new Set(after.map((mail) => mail.messageId));
  return eventually(async () =>
    (await mailsTo(target, address)).find(
      (mail) => mail.subject.includes(subject) && !seen.has(mail.messageId),
    ),
  );
}

/** The token of the first link to `${WEB_URL}${prefix}<token>` in the plain-text part. */
export function tokenFromLink(
  mail: StoredMail,
  target: LocalTarget,
  prefix: '/verify/' | '/reset-password/',
) {
  const pattern = new RegExp(`${escapeRegExp(target.urls.web)}${prefix}([A-Za-z0-9_-]+)`);
  const match = pattern.exec(mail.body.text ?? '');
  if (!match?.[1]) throw new Error(`No ${prefix} link in: ${mail.body.text}`);
  return match[1];
}

const escapeRegExp = (value: string): string => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The target's table through the AWS SDK (to craft states such as an expired token or a suspension). */
export function tableOf(target: LocalTarget): { data: DataLayer; close: () => void } {
  const client = new DynamoDBClient({
    region: 'us-east-1',
    endpoint: target.urls.dynamodb,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  return { data: createDataLayer({ client, tableName: target.tableName }), close: () => client.destroy() };
}

export async function verifyByMail(target: LocalTarget, email: string): Promise<void> {
  const mail = await waitForMail(target, email, 'verify your email');
  const reply = await call(target, 'GET', `/api/customer/verify/${tokenFromLink(mail, target, '/verify/')}`);
  if (reply.status !== 200)
    throw new Error(`Verification failed: ${reply.status} ${JSON.stringify(reply.body)}`);
}
