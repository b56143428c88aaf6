import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, call } from '#api-test/http';
import { dataUrl, noisePng } from '#api-test/png';
import { startTestApp, type TestApp } from '#api-test/test-app';
import { createTestUser, type TestUser } from '#api-test/users';
import { writeWebRoot } from '#api-test/web-root';

const SHELL =
  '<!doctype html><html><head><title>Flipfold</title>' +
  '<meta name="flipfold:support-email" content="help@flip.example.com" /></head>' +
  '<body><div id="root"></div></body></html>';
const OPEN_GRAPH_TAG = /\s*<meta (?:property="og:|name="twitter:)[^>]*\/>/g;

describe('Open Graph tags of a shared link', () => {
  let app: TestApp;
  let owner: TestUser;
  beforeAll(async () => {
    app = await startTestApp({
      PUBLIC_URL: 'https://flip.example.com',
      SUPPORT_EMAIL: 'help@flip.example.com',
    });
    writeWebRoot(app.config.webRoot, { 'index.html': SHELL });
    owner = await createTestUser(app);
  });
  afterAll(() => app.close());

  const share = async (title: string) => {
    const id = crypto.randomUUID();
    const panels = { front: [dataUrl(noisePng(8, 8))], back: [] };
    const res = await call(`${app.url}/api/flipbooks`, {
      body: { id, title, panels },
      headers: bearer(owner.token),
    });
    expect(res.status).toBe(201);
    return { id, html: await (await fetch(`${app.url}/?view=${id}`)).text() };
  };

  it('puts the title, link and thumbnail of the flipbook into the page', async () => {
    const { id, html } = await share('Spring menu');
    expect(html).toContain('<title>Spring menu — Flipfold</title>');
    expect(html).toContain('<meta property="og:title" content="Spring menu" />');
    expect(html).toContain(
      `<meta property="og:url" content="https://flip.example.com/?view=${id}" />`,
    );
    expect(html).toMatch(
      /<meta property="og:image" content="https:\/\/flip\.example\.com\/media\/[a-f0-9]{64}\.png" \/>/,
    );
  });

  it('shows strangers a title stored before the rule with nothing unseen in it: no bidi override, zero-width or control character', async () => {
    const { id } = await share('Spring offer');
    const stored = await app.store.flipbooks.get(id);
    if (!stored) throw new Error('the flipbook was not stored');
    const hidden = 'Spring\u202E offer\u200B\u2066\u00AD\uFEFF\u3164\u2800\u00A0now\u2028go';
    await app.store.flipbooks.update(id, { ...stored, title: hidden }, stored.versions);
    const html = await (await fetch(`${app.url}/?view=${id}`)).text();
    expect(html).toContain('<title>Spring offer now go — Flipfold</title>');
    expect(html).toContain('<meta property="og:title" content="Spring offer now go" />');
    expect(html).toContain('<meta name="twitter:title" content="Spring offer now go" />');
  });

  it('describes the flipbook with its cover panel’s text, escaped and cut at a word', async () => {
    const cover = noisePng(8, 8);
    const name = `${crypto.createHash('sha256').update(cover).digest('hex')}.png`;
    const text = `Spring <b>sale</b> & more. ${'Brochure words here. '.repeat(20)}`;
    const id = crypto.randomUUID();
    const res = await call(`${app.url}/api/flipbooks`, {
      body: {
        id,
        title: 'Described',
        panels: { front: [dataUrl(cover)], back: [] },
        content: { [name]: { text, links: [] } },
      },
      headers: bearer(owner.token),
    });
    expect(res.status).toBe(201);
    const html = await (await fetch(`${app.url}/?view=${id}`)).text();
    const description = /<meta property="og:description" content="([^"]*)" \/>/.exec(html)?.[1];
    expect(description).toMatch(/^Spring &lt;b&gt;sale&lt;\/b&gt; &amp; more\. Brochure words/);
    expect(description).toMatch(/here\.…$/);
    expect(description?.replace(/&[a-z]+;/g, '_').length).toBeLessThanOrEqual(200);
    // Without text on its cover a flipbook keeps the general description.
    const plain = await share('Plain');
    expect(plain.html).toContain(
      '<meta property="og:description" content="A digital flipbook on Flipfold" />',
    );
  });

  it.each([
    ["Hi $' there", 'Hi $&#39; there'],
    ['Hi $` there', 'Hi $` there'],
    ['Hi $& there', 'Hi $&amp; there'],
    ['Only $$5', 'Only $$5'],
    ['"><script>alert(1)</script>', '&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;'],
  ])(
    'serves the title %j escaped and literal, the rest of the page untouched',
    async (title, escaped) => {
      const { html } = await share(title);
      expect(html).toContain(`<meta property="og:title" content="${escaped}" />`);
      expect(html).toContain(`<meta name="twitter:title" content="${escaped}" />`);
      expect(html).not.toContain('<script>');
      // Less the inserted tags and the first panel (shared-link.test.ts), the page is the shell
      // byte for byte with only its title changed.
      const page = html
        .replace(OPEN_GRAPH_TAG, '')
        .replace(/\s*<link rel="preload"[^>]*\/>/g, '')
        .replace(/\s*<\/head>/, '</head>')
        .replace(/<div id="root">.*<\/script>/s, '<div id="root"></div>');
      expect(page).toBe(
        SHELL.split('<title>Flipfold</title>').join(`<title>${escaped} — Flipfold</title>`),
      );
    },
  );

  it('serves the shell unchanged for an unknown or malformed flipbook id', async () => {
    for (const view of [crypto.randomUUID(), 'not-a-uuid']) {
      expect(await (await fetch(`${app.url}/?view=${view}`)).text()).toBe(SHELL);
    }
  });
});
