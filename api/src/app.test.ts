import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '#api-test/test-app';
import { testStoreKind } from '#api-test/test-store';

describe('the app shell of the API', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  it('answers health with the store it uses', async () => {
    const res = await fetch(`${app.url}/api/health`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok', store: testStoreKind() });
  });

  it('answers an unknown API path with a JSON 404, whatever the method', async () => {
    for (const method of ['GET', 'POST', 'DELETE']) {
      const res = await fetch(`${app.url}/api/no/such/thing`, { method });
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toContain('application/json');
      expect(await res.json()).toEqual({ error: 'No such API call', code: 'NOT_FOUND' });
    }
  });

  it('sets the security headers on every response', async () => {
    for (const path of [
      '/api/health',
      '/api/missing',
      '/profile',
      `/api/flipbooks/${crypto.randomUUID()}`,
    ]) {
      const res = await fetch(`${app.url}${path}`);
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    }
  });

  it('explains that the web app is not built instead of failing when dist is missing', async () => {
    const res = await fetch(`${app.url}/profile`);
    expect(res.status).toBe(503);
    expect(await res.text()).toContain('npm run build');
  });
});
