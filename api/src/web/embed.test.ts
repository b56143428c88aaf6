import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, call } from '#api-test/http';
import { dataUrl, encodedNoise } from '#api-test/png';
import { rawRequest } from '#api-test/raw-request';
import { startTestApp, type TestApp } from '#api-test/test-app';
import { createTestUser, type TestUser } from '#api-test/users';
import { writeWebRoot } from '#api-test/web-root';

const SHELL =
  '<!doctype html><html><head><title>Flipfold</title>' +
  '<script src="/assets/theme-boot-0123456789.js"></script>' +
  '<script type="module" crossorigin src="/assets/index-AbC.js"></script></head>' +
  '<body><div id="root"></div></body></html>';

/** What a page's headers say about being framed by another site; the path sent as it is. */
async function framing(base: string, path: string, method = 'GET') {
  const res = await rawRequest(base, { method, path });
  const header = (name: string) => {
    const value = res.headers[name];
    return typeof value === 'string' ? value : null;
  };
  const csp = header('content-security-policy') ?? '';
  return {
    status: res.status,
    type: header('content-type') ?? '',
    body: res.body,
    frameAncestors: /frame-ancestors ([^;]*)/.exec(csp)?.[1] ?? null,
    xFrameOptions: header('x-frame-options'),
    csp,
    nosniff: header('x-content-type-options'),
    location: header('location'),
  };
}

describe('framing: the embed page alone may be framed by other sites', () => {
  let app: TestApp;
  let owner: TestUser;
  let id: string;
  beforeAll(async () => {
    app = await startTestApp({ PUBLIC_URL: 'https://flip.example.com' });
    writeWebRoot(app.config.webRoot, { 'index.html': SHELL, 'assets/index-AbC.js': 'export {};' });
    owner = await createTestUser(app);
    id = crypto.randomUUID();
    const front = await encodedNoise('jpeg', 90, 127);
    const res = await call(`${app.url}/api/flipbooks`, {
      body: {
        id,
        title: 'Spring menu',
        panels: { front: [dataUrl(front, 'image/jpeg')], back: [] },
      },
      headers: bearer(owner.token),
    });
    expect(res.status).toBe(201);
  });
  afterAll(() => app.close());

  const expectFramable = (page: Awaited<ReturnType<typeof framing>>) => {
    expect(page.status).toBe(200);
    expect(page.type).toContain('text/html');
    expect(page.body).toContain('<div id="root">');
    expect(page.frameAncestors).toBe('https: http:');
    expect(page.xFrameOptions).toBeNull();
    // Only framing is relaxed: the rest of the policy and the other headers stay.
    expect(page.csp).toContain("default-src 'self'");
    expect(page.csp).toContain("script-src 'self' 'wasm-unsafe-eval'");
    expect(page.csp).toContain("object-src 'none'");
    expect(page.nosniff).toBe('nosniff');
  };
  const expectRefused = (page: Awaited<ReturnType<typeof framing>>) => {
    expect(page.frameAncestors).toBe("'none'");
    expect(page.xFrameOptions).toBe('DENY');
  };

  it('lets any web page frame /embed/{id}, known or not (an unknown one shows "not found" in the frame)', async () => {
    expectFramable(await framing(app.url, `/embed/${id}`));
    expectFramable(await framing(app.url, `/embed/${id}?utm=news`));
    expectFramable(await framing(app.url, `/embed/${crypto.randomUUID()}`));
    const head = await fetch(`${app.url}/embed/${id}`, { method: 'HEAD' });
    expect(head.headers.get('x-frame-options')).toBeNull();
    expect(head.headers.get('content-security-policy')).toContain('frame-ancestors https: http:');
  });

  it('refuses to be framed everywhere else: /, the shared link, /profile, the API, media, assets', async () => {
    const media = (
      await call(`${app.url}/api/flipbooks/${id}`, { method: 'GET', headers: bearer(owner.token) })
    ).body as { left: string };
    for (const p of [
      '/',
      `/?view=${id}`,
      `/profile`,
      '/admin',
      '/index.html',
      '/no-such-page',
      `/api/flipbooks/${id}`,
      '/api/health',
      '/assets/index-AbC.js',
    ]) {
      const page = await framing(app.url, p);
      expect(page.status, p).toBeLessThan(500);
      expectRefused(page);
    }
    // Media keep their own, stricter policy (a sandbox), and refuse framing too.
    const panel = await framing(app.url, media.left);
    expect(panel.status).toBe(200);
    expect(panel.csp).toContain('sandbox');
    expect(panel.xFrameOptions).toBe('DENY');
    const shared = await framing(app.url, `/?view=${id}`);
    expect(shared.status).toBe(200);
    expect(shared.body).toContain('Spring menu');
  });

  it('sends every other spelling of the embed page to its one spelling (301), keeping the query, with the usual headers', async () => {
    for (const p of [
      `/embed/${id.toUpperCase()}`,
      `/embed/${id}/`,
      `/embed//${id}`,
      `//embed/${id}`,
      `//embed//${id}`,
      `/%65mbed/${id}`,
      `/%65%6D%62%65%64/${id}`,
      `/./embed/${id}`,
      `/x/../embed/${id}`,
      `/%2e/embed/${id}`,
    ]) {
      for (const method of ['GET', 'HEAD']) {
        const page = await framing(app.url, `${p}?utm=news`, method);
        expect(page.status, `${method} ${p}`).toBe(301);
        expect(page.location, p).toBe(`/embed/${id}?utm=news`);
        expectRefused(page);
        expect(page.body, p).not.toContain('<div id="root">');
      }
    }
  });

  it('a malformed embed path or another letter case of /embed is a plain page or a 404 with the usual headers, never an error', async () => {
    for (const p of [
      '/embed/',
      '/embed',
      '/embed/not-an-id',
      `/embed/${id}/more`,
      `/embed/${id}x`,
      `/embed/${id.slice(0, -1)}g`,
      `/EMBED/${id}`,
      `/Embed/${id}`,
      `/%45MBED/${id}`,
      `/embed/${id}.js`,
      '/embed/%3Cscript%3E',
      `/embed/${encodeURIComponent(`${id}"><script>`)}`,
    ]) {
      const page = await framing(app.url, p);
      expect([200, 404], p).toContain(page.status);
      expect(page.body, p).not.toMatch(/at .*\.ts:\d+|Error:/);
      expect(page.xFrameOptions, p).toBe('DENY');
      expect(page.frameAncestors, p).toBe("'none'");
    }
  });

  it('sends every page the same Cross-Origin-Opener-Policy, with or without a session cookie', async () => {
    for (const cookie of [null, `flipfold_session=${owner.token}`, 'flipfold_session=x']) {
      for (const p of ['/', `/?view=${id}`, '/profile', `/embed/${id}`, '/api/health']) {
        const res = await rawRequest(app.url, {
          method: 'GET',
          path: p,
          headers: cookie ? { Cookie: cookie } : {},
        });
        expect(res.headers['cross-origin-opener-policy'], `${p} ${cookie}`).toBe('same-origin');
        expect(String(res.headers.vary ?? ''), p).not.toMatch(/cookie/i);
      }
    }
  });

  it('a deleted flipbook keeps a framable page, whose app shows "not found"', async () => {
    const gone = crypto.randomUUID();
    const front = await encodedNoise('jpeg', 90, 127);
    await call(`${app.url}/api/flipbooks`, {
      body: {
        id: gone,
        title: 'Gone',
        panels: { front: [dataUrl(front, 'image/jpeg')], back: [] },
      },
      headers: bearer(owner.token),
    });
    const del = await call(`${app.url}/api/flipbooks/${gone}`, {
      method: 'DELETE',
      headers: bearer(owner.token),
    });
    expect(del.status).toBeLessThan(300);
    expectFramable(await framing(app.url, `/embed/${gone}`));
    expect((await fetch(`${app.url}/api/flipbooks/${gone}`)).status).toBeGreaterThanOrEqual(400);
  });
});
