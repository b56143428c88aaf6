import crypto from 'node:crypto';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, call } from '#api-test/http';
import { dataUrl, encodedNoise } from '#api-test/png';
import { getEncoded } from '#api-test/raw-request';
import { startTestApp, type TestApp } from '#api-test/test-app';
import { createTestUser, type TestUser } from '#api-test/users';
import { writeWebRoot } from '#api-test/web-root';

/** As the build writes it: the default support address, and the home page drawn into #root. */
const BUILT_SHELL =
  '<!doctype html><html><head><title>Flipfold</title>' +
  '<meta name="flipfold:support-email" content="support@flipfold.app" />' +
  '<script src="/assets/theme-boot-0123456789.js"></script>' +
  '<script type="module" crossorigin src="/assets/index-AbC.js"></script>' +
  '<link rel="modulepreload" crossorigin href="/assets/db-XyZ.js"></head>' +
  '<body><div id="root"><div data-landing><div><h1>Welcome to Flipfold</h1></div><footer>' +
  '<a href="mailto:support@flipfold.app">support@flipfold.app</a></footer></div></div>\n  </body></html>';
/** As the server sends it: with the configured support address. */
const SHELL = BUILT_SHELL.replaceAll('support@flipfold.app', 'help@flip.example.com');

describe('the page of a shared link', () => {
  let app: TestApp;
  let owner: TestUser;
  let front: Buffer;
  beforeAll(async () => {
    app = await startTestApp({
      PUBLIC_URL: 'https://flip.example.com',
      SUPPORT_EMAIL: 'help@flip.example.com',
    });
    writeWebRoot(app.config.webRoot, { 'index.html': BUILT_SHELL });
    owner = await createTestUser(app);
    front = await encodedNoise('jpeg', 90, 127);
  });
  afterAll(() => app.close());

  const share = async (panels: { front: string[]; back: string[] }, title = 'Spring menu') => {
    const id = crypto.randomUUID();
    const res = await call(`${app.url}/api/flipbooks`, {
      body: { id, title, panels },
      headers: bearer(owner.token),
    });
    expect(res.status).toBe(201);
    return id;
  };
  const page = async (id: string) => (await getEncoded(`${app.url}/?view=${id}`)).body.toString();
  const inlineJson = (html: string) =>
    JSON.parse(
      /<script type="application\/json" id="flipfold-flipbook">([^<]*)<\/script>/.exec(html)?.[1] ??
        'null',
    );

  it("preloads, first thing after the title, the cover's phone copy for phones and the cover for larger screens", async () => {
    const middle = await encodedNoise('jpeg', 90, 127);
    const id = await share({
      front: [dataUrl(front, 'image/jpeg'), dataUrl(middle, 'image/jpeg')],
      back: [],
    });
    // Pages: the cover is page 1.
    const { left: cover } = inlineJson(await page(id));
    const html = await page(id);
    expect(html).toContain(
      `<title>Spring menu — Flipfold</title>\n    ` +
        `<link rel="preload" as="image" href="${cover}.480w.webp" fetchpriority="high" media="(max-width: 768px)" />`,
    );
    expect(html).toContain(
      `<link rel="preload" as="image" href="${cover}" imagesrcset="${cover}.480w.webp 480w, ${cover} 900w" ` +
        'imagesizes="min(33vw, 57vh)" fetchpriority="high" media="not all and (max-width: 768px)" />',
    );
  });

  it('draws a tri-fold first on its front cover, the right third of the outside sheet', async () => {
    const strips = await Promise.all([1, 2, 3].map(() => encodedNoise('jpeg', 47, 100)));
    const id = await share({ front: strips.map((s) => dataUrl(s, 'image/jpeg')), back: [] });
    const html = await page(id);
    const { right } = inlineJson(html);
    expect(html).toContain(`<link rel="preload" as="image" href="${right}.480w.webp"`);
    const root = /<div id="root">(.*?)<\/div>\s*<script type="application\/json"/s.exec(html)?.[1];
    expect(root).toContain(`<img src="${right}.480w.webp"`);
  });

  it('draws the first panel in #root with its size, before any script runs', async () => {
    const id = await share({ front: [dataUrl(front, 'image/jpeg')], back: [] });
    const html = await page(id);
    const root = /<div id="root">(.*?)<\/div>\s*<script type="application\/json"/s.exec(html)?.[1];
    expect(root).toMatch(
      /<img src="\/media\/[a-f0-9]{64}\.jpg\.480w\.webp" alt="Spring menu" fetchpriority="high" width="90" height="127" /,
    );
    expect(root).toContain('<h1 ');
    expect(html).toContain('<title>Spring menu — Flipfold</title>');
  });

  it("puts the panel in place of the build's drawn home page, and nowhere else in #root", async () => {
    const id = await share({ front: [dataUrl(front, 'image/jpeg')], back: [] });
    const html = await page(id);
    expect(html).not.toContain('data-landing');
    expect(html).not.toContain('Welcome to Flipfold');
    expect(html.match(/<div id="root">/g)).toHaveLength(1);
    expect(html).toMatch(/<\/script>\s*<\/body><\/html>$/);
  });

  it('writes SUPPORT_EMAIL wherever the build wrote the default address: the meta tag and the footer', async () => {
    const home = (await getEncoded(`${app.url}/`)).body.toString();
    expect(home).toContain(
      '<meta name="flipfold:support-email" content="help@flip.example.com" />',
    );
    expect(home).toContain('<a href="mailto:help@flip.example.com">help@flip.example.com</a>');
    expect(home).not.toContain('support@flipfold.app');
  });

  it("hands the app's entry to the boot script, to fetch once painted, on the pages sent drawn: a shared link and the home page", async () => {
    const id = await share({ front: [dataUrl(front, 'image/jpeg')], back: [] });
    const deferred =
      '<script src="/assets/theme-boot-0123456789.js" data-entry="/assets/index-AbC.js"></script>';
    for (const html of [await page(id), (await getEncoded(`${app.url}/`)).body.toString()]) {
      expect(html).toContain(deferred);
      expect(html).not.toContain('type="module"');
      expect(html).not.toContain('modulepreload');
    }
    for (const other of ['/profile', `/?view=${crypto.randomUUID()}`, '/embed/x']) {
      const html = (await getEncoded(`${app.url}${other}`)).body.toString();
      expect(html).toContain(
        '<script type="module" crossorigin src="/assets/index-AbC.js"></script>',
      );
      expect(html).toContain('modulepreload');
    }
  });

  it('carries the flipbook as the API gives it, and counts the view once: when the app asks the API', async () => {
    const id = await share({ front: [dataUrl(front, 'image/jpeg')], back: [] });
    const inline = inlineJson(await page(id));
    expect(inline).toMatchObject({ id, title: 'Spring menu', views: 0, right: null });
    expect(inlineJson(await page(id)).views).toBe(0);
    const viewed = await call(`${app.url}/api/flipbooks/${id}`);
    expect(viewed.body).toEqual({ ...inline, views: 1 });
    expect(inlineJson(await page(id)).views).toBe(1);
  });

  it("names no owner in what anyone can read: the view and the shared link's page; the owner's own replies do", async () => {
    const id = await share({ front: [dataUrl(front, 'image/jpeg')], back: [] });
    const ownerId = owner.user.id;
    const html = await page(id);
    expect(inlineJson(html)).toMatchObject({ id, title: 'Spring menu' });
    const views = [
      await call(`${app.url}/api/flipbooks/${id}`),
      await call(`${app.url}/api/flipbooks/${id.toUpperCase()}/`),
    ];
    for (const view of views) expect(view.body).toMatchObject({ id, title: 'Spring menu' });
    for (const text of [html, ...views.map((v) => JSON.stringify(v.body))]) {
      expect(text).not.toContain(ownerId);
      expect(text).not.toContain('userId');
    }
    const mine = await call(`${app.url}/api/flipbooks/my`, { headers: bearer(owner.token) });
    expect(mine.body.items.find((b: { id: string }) => b.id === id)?.userId).toBe(ownerId);
  });

  it('keeps a title from ending the inline data or the markup', async () => {
    const title = '</script><script>alert(1)</script>';
    const id = await share({ front: [dataUrl(front, 'image/jpeg')], back: [] }, title);
    const html = await page(id);
    expect(html).not.toContain('<script>alert(1)');
    expect(inlineJson(html).title).toBe(title);
  });

  it('serves the shell unchanged for an unknown flipbook, and compressed as the browser accepts', async () => {
    const unknown = `${app.url}/?view=${crypto.randomUUID()}`;
    const plain = await getEncoded(unknown);
    expect(plain.body.toString()).toBe(SHELL);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await getEncoded(unknown, 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/Accept-Encoding/);
    expect(zlib.brotliDecompressSync(br.body).toString()).toBe(SHELL);
    const gz = await getEncoded(`${app.url}/profile`, 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.body).toString()).toBe(SHELL);
  });
});

describe('the render-blocking files of the shell', () => {
  const BOOT = "document.documentElement.dataset.booted = 'yes';";
  const CSS = 'body{margin:0}';
  const BUILT =
    '<!doctype html><html><head><title>Flipfold</title>' +
    '<script src="/assets/theme-boot-1a2b3c.js"></script>' +
    '<script type="module" crossorigin src="/assets/index-AbC.js"></script>' +
    '<link rel="stylesheet" crossorigin href="/assets/index-D4e.css">' +
    '</head><body><div id="root"></div></body></html>';
  let app: TestApp;
  let owner: TestUser;
  beforeAll(async () => {
    app = await startTestApp({ PUBLIC_URL: 'https://flip.example.com' });
    writeWebRoot(app.config.webRoot, {
      'index.html': BUILT,
      'assets/theme-boot-1a2b3c.js': BOOT,
      'assets/index-D4e.css': CSS,
    });
    owner = await createTestUser(app);
  });
  afterAll(() => app.close());

  it('come inline, the boot script allowed by its hash alone, on every page the server draws', async () => {
    const hash = `'sha256-${crypto.createHash('sha256').update(BOOT).digest('base64')}'`;
    const id = crypto.randomUUID();
    const created = await call(`${app.url}/api/flipbooks`, {
      body: {
        id,
        title: 'Inline',
        panels: { front: [dataUrl(await encodedNoise('jpeg', 9, 12))], back: [] },
      },
      headers: bearer(owner.token),
    });
    expect(created.status).toBe(201);
    for (const url of ['/', '/profile', `/?view=${id}`]) {
      const res = await getEncoded(`${app.url}${url}`);
      const html = res.body.toString();
      expect(html, url).toContain(`<style>${CSS}</style>`);
      expect(html, url).not.toContain('rel="stylesheet"');
      expect(html, url).not.toContain('theme-boot-1a2b3c.js');
      const csp = String(res.headers['content-security-policy']);
      expect(csp, url).toMatch(
        new RegExp(`script-src 'self' 'wasm-unsafe-eval' ${hash.replace(/[+/]/g, '\\$&')};`),
      );
      expect(csp, url).toContain("frame-ancestors 'none'");
    }
    expect((await getEncoded(`${app.url}/profile`)).body.toString()).toContain(
      `<script id="theme-boot">${BOOT}</script>`,
    );
    for (const drawn of ['/', `/?view=${id}`]) {
      expect((await getEncoded(`${app.url}${drawn}`)).body.toString()).toContain(
        `<script id="theme-boot" data-entry="/assets/index-AbC.js">${BOOT}</script>`,
      );
    }
    // The files themselves are still served, for the service worker's copy of the shell.
    expect((await getEncoded(`${app.url}/assets/theme-boot-1a2b3c.js`)).body.toString()).toBe(BOOT);
  });
});
