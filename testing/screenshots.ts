import fs from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { axeViolations } from './axe';

const ARTIFACTS_DIR = path.resolve('e2e/artifacts');

export const VIEWPORTS = {
  desktop: { width: 1366, height: 900 },
  phone: { width: 390, height: 844 },
} as const;

/** Saves a full-page PNG under e2e/artifacts/ for a person to look at. */
export async function screenshot(
  page: Page,
  name: string,
  options: { fullPage?: boolean } = {},
): Promise<string> {
  fs.mkdirSync(ARTIFACTS_DIR, { recursive: true });
  const file = path.join(ARTIFACTS_DIR, `${name}.png`);
  await page.screenshot({ path: file, fullPage: options.fullPage ?? true });
  return file;
}

/**
 * Photographs a screen under a name, in `npm run screenshots`; the browser journeys walk the same
 * screens with `noShots`, for the checks made along the way.
 */
export type Shoot = (name: string, options?: { fullPage?: boolean }) => Promise<void>;

export const noShots: Shoot = async () => {};

/** Photographs the page under e2e/artifacts/. */
export function shotsOf(page: Page): Shoot {
  return async (name, options) => {
    await screenshot(page, name, options);
  };
}

/** The page scrolls only up and down: nothing sticks out to the side. */
export async function noHorizontalOverflow(page: Page, what: string): Promise<void> {
  const overflow = await page.evaluate(() =>
    Math.max(0, document.documentElement.scrollWidth - window.innerWidth),
  );
  expect({ what, overflow }).toEqual({ what, overflow: 0 });
}

/** axe-core finds nothing on the page as it is now. */
export async function accessible(page: Page, what: string): Promise<void> {
  const found = (await axeViolations(page)).flatMap((v) =>
    v.nodes.map((n) => `${v.id}: ${n.target}`),
  );
  expect({ what, found }).toEqual({ what, found: [] });
}

/**
 * Waits until every animation and transition in the element (and below it) has ended; one that
 * never ends (a spinner) is left out.
 */
export async function settled(target: Locator): Promise<void> {
  await target.evaluate((element) =>
    Promise.all(
      element
        .getAnimations({ subtree: true })
        .filter((a) => a.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY)
        // A cancelled one (its element gone) is as done as a finished one.
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
}

/** Collects console errors and uncaught exceptions of a page. */
export function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}
