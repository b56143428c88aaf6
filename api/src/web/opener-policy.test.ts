import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '#api-test/test-app';
import { writeWebRoot } from '#api-test/web-root';
import { SESSION_COOKIE } from '../features/auth/session-tokens';

const SHELL =
  '<!doctype html><html><head><title>Flipfold</title></head>' +
  '<body><div id="root"></div></body></html>';
const COOP = 'cross-origin-opener-policy';

describe("Cross-Origin-Opener-Policy: kept on every page but a signed-out visitor's entry", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
    writeWebRoot(app.config.webRoot, { 'index.html': SHELL, 'assets/index-AbC.js': 'export {};' });
  });
  afterAll(() => app.close());

  const headersOf = async (urlPath: string, init: RequestInit = {}) => {
    const res = await fetch(`${app.url}${urlPath}`, { redirect: 'manual', ...init });
    await res.arrayBuffer();
    return res;
  };
  const withCookie = (value: string) => ({ headers: { Cookie: `${SESSION_COOKIE}=${value}` } });

  it('sends / and a shared link without it to a visitor without a session cookie, with the other headers', async () => {
    for (const p of ['/', `/?view=${crypto.randomUUID()}`, '/?view=not-an-id', '/?utm=chat']) {
      for (const method of ['GET', 'HEAD']) {
        const res = await headersOf(p, { method });
        expect(res.status, `${method} ${p}`).toBe(200);
        expect(res.headers.get(COOP), `${method} ${p}`).toBeNull();
        expect(res.headers.get('vary'), p).toMatch(/cookie/i);
        expect(res.headers.get('x-frame-options'), p).toBe('DENY');
        expect(res.headers.get('content-security-policy'), p).toContain("frame-ancestors 'none'");
      }
    }
  });

  it('keeps it on / for a request with a session cookie, whatever its value (the page may sign in)', async () => {
    for (const value of ['any-token', 'x']) {
      for (const p of ['/', `/?view=${crypto.randomUUID()}`]) {
        const res = await headersOf(p, withCookie(value));
        expect(res.headers.get(COOP), p).toBe('same-origin');
      }
    }
  });

  it("keeps it everywhere else: deep links, the service worker's copy of the shell, assets, the API, any spelling", async () => {
    for (const p of [
      '/index.html',
      '/profile',
      '/admin',
      '/reset-password',
      '/no-such-page',
      '//profile',
      '/profile/',
      '/assets/index-AbC.js',
      '/api/health',
      '/api/no-such-call',
      '/robots.txt',
    ]) {
      const res = await headersOf(p);
      expect(res.status, p).toBeLessThan(500);
      expect(res.headers.get(COOP), p).toBe('same-origin');
    }
  });
});
