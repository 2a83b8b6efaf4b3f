import { afterEach, describe, expect, it, vi } from 'vitest';

import { api, ApiError, serverMessage } from './api-client';

function mockFetch(response: Response) {
  const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(response);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('api client', () => {
  it('sends cookies and JSON, and returns the parsed reply', async () => {
    const fetchMock = mockFetch(Response.json({ success: true, tickets: [] }));

    await expect(api.post('/api/customer/c1/approve-ticket', { ticketId: 't1' })).resolves.toEqual({
      success: true,
      tickets: [],
    });

    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/customer/c1/approve-ticket');
    expect(init).toMatchObject({ method: 'POST', credentials: 'include', body: '{"ticketId":"t1"}' });
    expect(new Headers(init?.headers).get('Content-Type')).toBe('application/json');
  });

  it('adds query parameters and leaves out undefined ones', async () => {
    const fetchMock = mockFetch(Response.json({}));
    await api.get('/api/tickets', { params: { page: 2, filter: undefined } });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/tickets?page=2');
  });

  it('throws "<status>: <body text>" when the reply is not OK', async () => {
    mockFetch(new Response('{"message":"Ticket not found"}', { status: 404, statusText: 'Not Found' }));

    const error = await api.get('/api/customer/c1').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('404: {"message":"Ticket not found"}');
    expect((error as ApiError).status).toBe(404);
    expect((error as ApiError).data).toEqual({ message: 'Ticket not found' });
  });

  it('uses the status text when a failed reply has no body', async () => {
    mockFetch(new Response(null, { status: 503, statusText: 'Service Unavailable' }));
    await expect(api.get('/api/customer/c1')).rejects.toThrow(/^503: Service Unavailable$/);
  });

  it('throws the message of a reply with success false', async () => {
    mockFetch(Response.json({ success: false, message: 'Invalid or expired token' }));
    await expect(api.get('/api/customer/verify/abc')).rejects.toThrow(/^Invalid or expired token$/);
  });

  it('returns undefined for an empty successful reply', async () => {
    mockFetch(new Response(null, { status: 204 }));
    await expect(api.delete('/api/customer/c1/payment-methods/m1')).resolves.toBeUndefined();
  });

  it('gives the server message of a failed call, and nothing for a network failure', async () => {
    mockFetch(Response.json({ success: false, message: 'Email already registered' }, { status: 409 }));
    const conflict = await api.post('/api/customer/register', {}).catch((caught: unknown) => caught);
    expect(serverMessage(conflict)).toBe('Email already registered');

    mockFetch(new Response('Bad Gateway', { status: 502 }));
    const gateway = await api.get('/api/user').catch((caught: unknown) => caught);
    expect(serverMessage(gateway)).toBeUndefined();

    expect(serverMessage(new TypeError('Failed to fetch'))).toBeUndefined();
  });
});
