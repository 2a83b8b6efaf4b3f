// The one HTTP client of the SPA (spec 000 §7): cookies on every call, JSON in and out.
import { takeEarlyResponse } from '@/lib/early/early-responses';

/** A failed call. `message` follows spec 000 §7; `data` keeps the parsed body for screens that need more. */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    message: string,
    readonly status: number,
    readonly data: unknown,
  ) {
    super(message);
  }
}

type RequestOptions = {
  body?: unknown;
  params?: Record<string, string | number | boolean | undefined>;
  headers?: Record<string, string>;
  signal?: AbortSignal;
};

function buildUrl(path: string, params: RequestOptions['params']): string {
  if (!params) return path;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined) search.set(key, String(value));
  }
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function failureMessage(data: unknown): string | undefined {
  if (typeof data !== 'object' || data === null || !('success' in data) || data.success !== false) {
    return undefined;
  }
  const { message, error } = data as { message?: unknown; error?: unknown };
  if (typeof message === 'string' && message) return message;
  if (typeof error === 'string' && error) return error;
  return 'Request failed';
}

async function request<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
  const { body, params, headers, signal } = options;
  const url = buildUrl(path, params);
  // A read the page's first script already sent (app/early-requests.ts) is answered from there, once.
  const early = method === 'GET' && !headers ? takeEarlyResponse(url) : undefined;
  const response = await (early ??
    fetch(url, {
      method,
      credentials: 'include',
      headers: {
        Accept: 'application/json',
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    }));
  return readResponse<T>(response);
}

/** The body of an API reply, or the ApiError it stands for (spec 000 §7). */
async function readResponse<T>(response: Response): Promise<T> {
  const text = await response.text();
  const data = text ? parseJson(text) : undefined;

  if (!response.ok) {
    // spec 000 §7: "<status>: <body text, or the status text when the body is empty>"
    throw new ApiError(`${response.status}: ${text || response.statusText}`, response.status, data);
  }
  // spec 000 §7: a reply with success false is an error carrying its message.
  const failure = failureMessage(data);
  if (failure !== undefined) throw new ApiError(failure, response.status, data);

  return data as T;
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'body'>) => request<T>('GET', path, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('POST', path, { ...options, body }),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('PUT', path, { ...options, body }),
  patch: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('PATCH', path, { ...options, body }),
  delete: <T>(path: string, options?: RequestOptions) => request<T>('DELETE', path, options),
};

/**
 * The message the server gave for a failed call (`message`, `userMessage` or `error` of its JSON body), for
 * screens that show "the server message, or a fallback". Network failures and bodies without one give
 * undefined.
 */
export function serverMessage(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const data = error.data;
  if (typeof data !== 'object' || data === null) return undefined;
  for (const key of ['userMessage', 'message', 'error'] as const) {
    const value = (data as Record<string, unknown>)[key];
    if (typeof value === 'string' && value.trim()) return value;
  }
  return undefined;
}
