import type { LocalTarget } from '../../../lib/local/local-target.ts';

/** Helpers for the API key suites: calls with their status, headers and JSON body. */

export interface KeyView {
  id: string;
  name: string;
  description: string;
  prefix: string;
  enabled: boolean;
  status: 'active' | 'disabled' | 'expired';
  expiresAt: string | null;
  rateLimit: number;
  allowedIps: string[];
  scopes: ('read' | 'write')[];
  lastUsed: string | null;
  usageCount: number;
  createdAt: string;
  updatedAt: string;
  userId: string;
}

export interface Reply<T> {
  status: number;
  headers: Headers;
  body: T;
}

export async function request<T = Record<string, unknown>>(
  target: LocalTarget,
  method: string,
  path: string,
  options: { body?: unknown; cookie?: string; headers?: Record<string, string> } = {},
): Promise<Reply<T>> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.cookie) headers.cookie = options.cookie;
  const response = await fetch(`${target.urls.web}${path}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: (text ? JSON.parse(text) : {}) as T };
}

/** A reply of these routes: `data` on success; `message`, `error` (and per-field `errors`) otherwise. */
export interface KeysReply<T> {
  success: boolean;
  data: T;
  message?: string;
  error?: string;
  errors?: Record<string, string>;
}

/** The admin console's calls to /api/external/keys with one session cookie. */
export function keysApi(target: LocalTarget, cookie: string) {
  return {
    list: () => request<KeysReply<KeyView[]>>(target, 'GET', '/api/external/keys', { cookie }),
    create: (body: Record<string, unknown>) =>
      request<KeysReply<KeyView & { key: string }>>(target, 'POST', '/api/external/keys', { cookie, body }),
    update: (id: string, body: Record<string, unknown>) =>
      request<KeysReply<KeyView>>(target, 'PATCH', `/api/external/keys/${id}`, { cookie, body }),
    remove: (id: string) =>
      request<Omit<KeysReply<never>, 'data'>>(target, 'DELETE', `/api/external/keys/${id}`, {
        cookie,
      }),
  };
}

export type KeysApi = ReturnType<typeof keysApi>;

/** Waits until at least `margin` ms remain in the current UTC hour (the rate-limit window). */
export async function awayFromHourEnd(margin = 20_000): Promise<void> {
  const left = 3_600_000 - (Date.now() % 3_600_000);
  if (left < margin) await new Promise((resolve) => setTimeout(resolve, left + 200));
}
