import type { Page } from 'playwright-core';

/**
 * Holds back every request of `page` to `url` (a glob) until the returned function is called, to
 * see what the page shows without it. Routing is Chromium's network: with a service worker in the
 * browser, the worker would serve what it has cached instead.
 */
export async function holdRoute(page: Page, url: string): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
