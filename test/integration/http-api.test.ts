import { describe, expect, it } from 'vitest';
import { useLocalTarget } from './support/local-target.ts';

const local = useLocalTarget();

describe('the local HTTP server (integration)', () => {
  it('answers GET /api/health with 200 and the table-schema and model versions', async () => {
    const response = await fetch(`${local.target.urls.api}/health`);

    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
    expect(await response.json()).toEqual({
      success: true,
      status: 'ok',
      versions: { tableSchema: 1, model: 'v1.0' },
    });
  });

  it('adds security headers to API responses', async () => {
    const response = await fetch(`${local.target.urls.api}/health`);

    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('strict-transport-security')).toBeTruthy();
  });

  it('answers an unknown /api route with a 404 JSON message', async () => {
    const response = await fetch(`${local.target.urls.api}/no-such-thing`);

    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ success: false, message: 'There is no such API route.' });
  });

  it('answers a known path with the wrong method with a 404 JSON message', async () => {
    const response = await fetch(`${local.target.urls.api}/health`, { method: 'DELETE' });

    expect(response.status).toBe(404);
    expect(((await response.json()) as { success: boolean }).success).toBe(false);
  });

  it('serves the SPA at / and its index.html for client-side routes', async () => {
    const home = await fetch(local.target.urls.web);
    const deepLink = await fetch(`${local.target.urls.web}/customer/dashboard`);

    expect(home.status).toBe(200);
    expect(await home.text()).toContain('<div id="root">');
    expect(deepLink.status).toBe(200);
    expect(deepLink.headers.get('content-type')).toMatch(/text\/html/);
  });

  it('serves the mail viewer of the SES stand-in', async () => {
    const response = await fetch(local.target.urls.mailViewer);

    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/text\/html/);
  });
});
