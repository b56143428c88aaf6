import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Frame, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { spellings } from '#api-test/path-spellings';
import { startReverseProxy } from '#api-test/reverse-proxy';
import { signUpVerified, type TestAccount } from '#testing/accounts';
import { type RunningApp, startApp } from '#testing/app-server';
import { createBrochureThroughApi } from '#testing/brochure-panels';
import { launchChromium } from '#testing/chromium';
import { collectPageErrors, screenshot, settled, VIEWPORTS } from '#testing/screenshots';
import { serverFlipbooks } from '#testing/server-flipbooks';

/** What Chromium shows in a frame whose page refused to be framed. */
const REFUSED = 'chrome-error://chromewebdata/';

/**
 * Another web site: a page on its own port (another origin) that pastes the embed code, and tries
 * to frame the app's home page and the shared link too.
 */
function hostPage(snippet: string, others: { home: string; shared: string } | null): string {
  const refused = others
    ? `<h2>Not for framing</h2>
      <div class="pair">
        <iframe id="home" src="${others.home}" title="Flipfold home"></iframe>
        <iframe id="shared" src="${others.shared}" title="Flipfold shared link"></iframe>
      </div>`
    : '';
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Harbour Times</title>
    <style>
      body { margin: 0; font: 16px/1.5 Georgia, serif; background: #f6f3ec; color: #222; }
      main { max-width: 960px; margin: 0 auto; padding: 24px 16px 48px; }
      h1 { margin: 0 0 4px; font-size: 28px; }
      p { margin: 0 0 16px; color: #555; }
      .pair { display: grid; grid-template-columns: 1fr 1fr; gap: 12px; }
      .pair iframe { width: 100%; height: 120px; border: 1px dashed #b9b2a3; }
    </style>
  </head>
  <body>
    <main>
      <h1>Harbour Festival this weekend</h1>
      <p>Flip through the programme below.</p>
      <div id="embed">${snippet}</div>
      ${refused}
    </main>
  </body>
</html>`;
}

async function startHost(): Promise<{
  port: number;
  page: (html: string) => string;
  stop: () => Promise<void>;
}> {
  const pages = new Map<string, string>();
  const server = http.createServer((req, res) => {
    const html = pages.get(req.url ?? '');
    res.writeHead(html ? 200 : 404, { 'Content-Type': 'text/html; charset=utf-8' });
    res.end(html ?? 'not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    /** Serves the page at a new path; returns that path. */
    page: (html) => {
      const path = `/article-${pages.size}`;
      pages.set(path, html);
      return path;
    },
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** A host page of many small frames, one for each address given. */
function framesPage(urls: string[]): string {
  const frames = urls
    .map(
      (url, i) =>
        `<iframe id="f${i}" src="${url}" title="Frame ${i}" width="320" height="200"></iframe>`,
    )
    .join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8" /><title>Frames</title></head><body>${frames}</body></html>`;
}

/**
 * A reverse proxy to the app on an origin of its own that strips the framing headers from every
 * answer: a server that would let any of its pages be framed, as one did for `/%65mbed/{id}`.
 */
const startHeaderStrippingProxy = (target: string) =>
  startReverseProxy(target, {
    replyHeaders: ({ 'x-frame-options': _, 'content-security-policy': __, ...headers }) => headers,
  });

/** The document inside an iframe of the host page. */
async function frameOf(page: Page, selector: string): Promise<Frame> {
  const frame = await (await page.locator(selector).elementHandle())?.contentFrame();
  if (!frame) throw new Error(`${selector} has no frame`);
  return frame;
}

/** Counts, in every frame of the page, the calls to register a service worker. */
async function countServiceWorkerRegistrations(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { swRegistrations: number };
    w.swRegistrations = 0;
    const container = navigator.serviceWorker;
    if (!container) return;
    const register = container.register.bind(container);
    container.register = (...args) => {
      w.swRegistrations += 1;
      return register(...args);
    };
  });
  return (frame: Frame) =>
    frame.evaluate(() => (window as unknown as { swRegistrations: number }).swRegistrations);
}

const shownImage = (frame: Frame, name: string) =>
  frame
    .getByTestId('viewer')
    .getByRole('img', { name })
    .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0);

describe('an embedded flipbook', () => {
  let app: RunningApp;
  let account: TestAccount;
  let id: string;
  let snippet: string;
  let host: Awaited<ReturnType<typeof startHost>>;
  let browser: Awaited<ReturnType<typeof launchChromium>>;
  const views = async () => (await serverFlipbooks(app, account)).find((b) => b.id === id)?.views;

  beforeAll(async () => {
    app = await startApp();
    account = await signUpVerified(app);
    id = await createBrochureThroughApi(app, account, 'Harbour Festival');
    host = await startHost();
    browser = await launchChromium({ viewport: VIEWPORTS.desktop });
  });
  afterAll(async () => {
    await browser?.dispose();
    await host?.stop();
    await app?.stop();
  });

  it('the QR modal offers the embed code, labelled, selectable and copied with a toast', async () => {
    await browser.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: app.url });
    const page = await browser.newPage();
    await page.goto(`${app.url}/?view=${id}`);
    const viewer = page.getByTestId('viewer');
    await viewer.getByRole('button', { name: 'QR Code' }).click();
    const dialog = page.getByRole('dialog', { name: 'Share Your Flipbook' });
    const embed = dialog.getByRole('button', { name: 'Embed', exact: true });
    expect(await embed.getAttribute('aria-expanded')).toBe('false');
    await embed.click();
    expect(await embed.getAttribute('aria-expanded')).toBe('true');
    const code = dialog.getByRole('textbox', { name: 'Embed code' });
    snippet = await code.inputValue();
    expect(snippet).toBe(
      `<iframe src="${app.url}/embed/${id}" title="Harbour Festival — Flipfold" width="100%" ` +
        'height="600" style="border:0" allow="fullscreen" loading="lazy"></iframe>',
    );
    expect(await code.getAttribute('readonly')).not.toBeNull();
    // Reached by the keyboard, and focusing it selects the whole code.
    await embed.focus();
    await page.keyboard.press('Tab');
    expect(await code.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(
      await code.evaluate((el: HTMLTextAreaElement) => el.selectionEnd - el.selectionStart),
    ).toBe(snippet.length);
    await screenshot(page, 'embed-code-desktop-light', { fullPage: false });
    await dialog.getByRole('button', { name: 'Copy embed code' }).click();
    await page.getByText('Embed code copied to clipboard', { exact: true }).first().waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(snippet);
    await page.close();
  });

  it('another site frames /embed/{id}: the viewer alone shows the first panel and counts one view; / and /?view= refuse to be framed', async () => {
    const before = await views();
    const page = await browser.newPage();
    const registrations = await countServiceWorkerRegistrations(page);
    const errors = collectPageErrors(page);
    const appRequests: string[] = [];
    const appFailures: string[] = [];
    page.on('request', (r) => {
      if (r.url().startsWith(app.url)) appRequests.push(new URL(r.url()).pathname);
    });
    page.on('response', (r) => {
      if (r.url().startsWith(app.url) && r.status() >= 400)
        appFailures.push(`${r.status()} ${r.url()}`);
    });
    // localhost is another site than 127.0.0.1: the app runs in a third party's frame.
    const path = host.page(
      hostPage(snippet, { home: `${app.url}/`, shared: `${app.url}/?view=${id}` }),
    );
    await page.goto(`http://localhost:${host.port}${path}`);

    const embed = await frameOf(page, '#embed iframe');
    // 1366 px wide page, a 928 px frame: the brochure, closed on its cover.
    await expect.poll(() => shownImage(embed, 'Page 1 — cover'), { timeout: 15_000 }).toBe(true);
    const made = embed.getByRole('link', { name: /Made with Flipfold/ });
    expect(await made.getAttribute('href')).toBe(`${app.url}/`);
    expect(await made.getAttribute('target')).toBe('_blank');
    // The viewer alone: no header, footer, Upload your own, Share or QR Code.
    expect(await embed.locator('header, footer').count()).toBe(0);
    for (const name of ['Upload your own', 'Share', 'QR Code', 'Back', 'Sign in']) {
      expect(await embed.getByRole('button', { name, exact: true }).count(), name).toBe(0);
    }
    expect(await embed.title()).toBe('Harbour Festival — Flipfold');
    // It fills the frame.
    const fit = await embed.evaluate(() => {
      const box = document.querySelector('[data-testid="viewer"]')?.getBoundingClientRect();
      return box && [box.width - innerWidth, box.height - innerHeight, innerHeight];
    });
    expect(fit).toEqual([0, 0, 600]);
    // A click turns the brochure, as in the shared link.
    await embed.getByRole('button', { name: /Brochure, cover/ }).click();
    await embed.getByRole('button', { name: /Brochure, half open/ }).waitFor();

    // The home page and the shared link refuse: their frames hold Chromium's error page, not the app.
    for (const selector of ['#home', '#shared']) {
      const frame = await frameOf(page, selector);
      await expect.poll(() => frame.url(), { timeout: 10_000 }).toBe(REFUSED);
      expect(await frame.evaluate(() => document.getElementById('root'))).toBeNull();
    }
    // The view is counted once, by the shared link's own call.
    await expect.poll(views).toBe((before ?? 0) + 1);
    expect(appRequests.filter((p) => p === `/api/flipbooks/${id}`)).toHaveLength(1);
    // No service worker is registered from a frame (and nothing of the app around the viewer).
    expect(appRequests.some((p) => /\/(sw|registerSW)\.js$/.test(p))).toBe(false);
    expect(await registrations(embed)).toBe(0);

    // The refused shared link counted nothing, by the time the page and its frames have settled.
    await page.waitForLoadState('networkidle');
    expect(await views()).toBe((before ?? 0) + 1);
    await embed.getByRole('button', { name: /Brochure/ }).click();
    await embed.getByRole('button', { name: /Brochure, open/ }).waitFor();
    await settled(embed.locator('body'));
    await screenshot(page, 'embed-host-desktop-light');
    // The refusals are the console's only complaints (the host page itself has no favicon).
    expect(
      errors.filter((e) => !/X-Frame-Options|frame-ancestors|Failed to load resource/.test(e)),
    ).toEqual([]);
    expect(appFailures).toEqual([]);
    await page.close();
  });

  it('on a phone the frame shows one panel at a time, filling its width', async () => {
    const page = await browser.newPage();
    await page.setViewportSize(VIEWPORTS.phone);
    const path = host.page(hostPage(snippet, null));
    await page.goto(`http://localhost:${host.port}${path}`);
    const embed = await frameOf(page, '#embed iframe');
    await expect.poll(() => shownImage(embed, 'Page 1 — cover'), { timeout: 15_000 }).toBe(true);
    expect(await embed.evaluate(() => innerWidth)).toBe(VIEWPORTS.phone.width - 32);
    await embed.getByText('1 / 6', { exact: true }).waitFor();
    await embed.getByRole('button', { name: /Page 1 of 6/ }).click();
    await expect.poll(() => shownImage(embed, 'Page 2')).toBe(true);
    await embed.getByRole('button', { name: /Page 2 of 6/ }).click();
    await expect.poll(() => shownImage(embed, 'Page 3')).toBe(true);
    await settled(embed.locator('body'));
    await screenshot(page, 'embed-host-phone-light');
    await page.close();
  });

  it("an unknown flipbook shows the viewer's 'not found' in the frame", async () => {
    const page = await browser.newPage();
    const path = host.page(hostPage(snippet.replace(id, crypto.randomUUID()), null));
    await page.goto(`http://localhost:${host.port}${path}`);
    const embed = await frameOf(page, '#embed iframe');
    await embed.getByRole('heading', { name: 'Flipbook not found' }).waitFor();
    await embed.getByRole('link', { name: /Made with Flipfold/ }).waitFor();
    expect(await embed.getByRole('button', { name: 'Upload your own' }).count()).toBe(0);
    await screenshot(page, 'embed-host-not-found-desktop-light', { fullPage: false });
    await page.close();
  });

  it('frames every other spelling of the embed page only once it became the one spelling (301), or not at all: never the app', async () => {
    const canonical = `/embed/${id}`;
    const paths = spellings(canonical, id);
    const page = await browser.newPage();
    const path = host.page(framesPage(paths.map((p) => `${app.url}${p}`)));
    await page.goto(`http://localhost:${host.port}${path}`);
    const seen: string[] = [];
    for (const [i, spelling] of paths.entries()) {
      const frame = await frameOf(page, `#f${i}`);
      await expect
        .poll(() => frame.url(), { timeout: 15_000 })
        .toMatch(new RegExp(`^(${REFUSED}|${app.url}${canonical})$`));
      if (frame.url() === REFUSED) {
        expect(await frame.evaluate(() => document.getElementById('root')), spelling).toBeNull();
        seen.push('refused');
        continue;
      }
      // The embed page's viewer alone, as its one spelling shows it.
      await frame.getByTestId('viewer').waitFor({ timeout: 15_000 });
      expect(await frame.locator('header, footer').count(), spelling).toBe(0);
      seen.push('embed');
    }
    // Both outcomes occur: the browser sends some spellings as they are and resolves others.
    expect(new Set(seen)).toEqual(new Set(['refused', 'embed']));
    await page.close();
  });

  it('draws nothing of the app in a frame that a server let in at any other address', async () => {
    const proxy = await startHeaderStrippingProxy(app.url);
    onTestFinished(proxy.close);
    const paths = ['/profile', `/EMBED/${id}`, `/embed/${id}/x`, '/no-such-page'];
    const page = await browser.newPage();
    const path = host.page(framesPage([...paths, `/embed/${id}`].map((p) => `${proxy.url}${p}`)));
    await page.goto(`http://localhost:${host.port}${path}`);
    for (const [i, spelling] of paths.entries()) {
      const frame = await frameOf(page, `#f${i}`);
      await expect
        .poll(() => frame.evaluate(() => 'appStarted' in document.documentElement.dataset), {
          timeout: 15_000,
        })
        .toBe(true);
      expect(await frame.locator('#root *').count(), spelling).toBe(0);
      expect(await frame.getByRole('button').count(), spelling).toBe(0);
    }
    // The embed page itself is the viewer, framed as ever.
    const embed = await frameOf(page, `#f${paths.length}`);
    await embed.getByTestId('viewer').waitFor({ timeout: 15_000 });
    await page.close();
  });

  it("once the app's service worker runs, a same-site page still frames the embed page (the server's, not the precached shell)", async () => {
    const page = await browser.newPage();
    const registrations = await countServiceWorkerRegistrations(page);
    await page.goto(`${app.url}/`);
    await page.evaluate(() => navigator.serviceWorker.ready);
    // The app registers its worker (so the count is heard); the embed page, framed, never does.
    // The home page's app starts once the drawn landing has painted, maybe after `ready`.
    await expect
      .poll(() => registrations(page.mainFrame()), { timeout: 10_000 })
      .toBeGreaterThan(0);
    await page.reload();
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    // 127.0.0.1 on another port is the same site: the frame is in the worker's reach.
    const path = host.page(
      hostPage(snippet, { home: `${app.url}/`, shared: `${app.url}/?view=${id}` }),
    );
    await page.goto(`http://127.0.0.1:${host.port}${path}`);
    const embed = await frameOf(page, '#embed iframe');
    await expect.poll(() => shownImage(embed, 'Page 1 — cover'), { timeout: 15_000 }).toBe(true);
    // The app's other pages, served by the worker from its shell, still refuse.
    for (const selector of ['#home', '#shared']) {
      const frame = await frameOf(page, selector);
      await expect.poll(() => frame.url(), { timeout: 10_000 }).toBe(REFUSED);
    }
    await page.close();
  });
});
