import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInBrowser, signUpVerified, type TestAccount } from '#testing/accounts';
import { type RunningApp, startApp } from '#testing/app-server';
import { axeViolations } from '#testing/axe';
import { createBrochureThroughApi } from '#testing/brochure-panels';
import { launchChromium, WITHOUT_SERVICE_WORKER } from '#testing/chromium';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
/** The session accents theme-boot.js picks from, each a `data-accent` rule in styles.css. */
const ACCENTS = ['pink', 'blue', 'mint', 'yellow', 'purple', 'peach'];

/** The axe rules that read colours: all an accent can change on a page whose markup stays the same. */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * Every axe rule (WCAG 2.x A and AA and best practices) that fails on the page, by rule and
 * target; or only the rules that read colours.
 */
async function violations(page: Page, coloursOnly = false): Promise<string[]> {
  const found = await axeViolations(page, coloursOnly ? COLOUR_RULES : undefined);
  return found.flatMap((v) =>
    v.nodes.map(
      (n) => `${v.id}: ${n.target.join(' ')} (${n.failureSummary?.split('\n')[1]?.trim() ?? ''})`,
    ),
  );
}

/**
 * Both themes, each with every pastel accent the session may pick (or only the one picked: a run
 * of axe takes seconds on a shared machine). Only colours change from one accent to the next, so
 * each theme's first accent is checked by every rule and the others by the colour rules.
 */
async function inEveryLook(
  page: Page,
  check: (coloursOnly: boolean) => Promise<void>,
  accents: number = ACCENTS.length,
) {
  for (const theme of ['light', 'dark'] as const) {
    for (const [n, accent] of ACCENTS.slice(0, accents).entries()) {
      await page.evaluate(
        ({ theme, accent }) => {
          document.documentElement.classList.toggle('dark', theme === 'dark');
          document.documentElement.dataset.accent = accent;
        },
        { theme, accent },
      );
      // Colours fade between themes (CSS transitions): axe must read them once they have settled.
      await page.waitForFunction(() =>
        document
          .getAnimations()
          .every((a) => !(a instanceof CSSTransition) || a.playState !== 'running'),
      );
      await check(n > 0);
    }
  }
}

describe('accessibility (axe-core) of every page a visitor or user reaches', {
  timeout: 240_000,
}, () => {
  let app: RunningApp;
  let account: TestAccount;
  let id: string;
  let browser: Awaited<ReturnType<typeof launchChromium>>;

  beforeAll(async () => {
    app = await startApp();
    account = await signUpVerified(app);
    id = await createBrochureThroughApi(app, account, 'Harbour Festival');
    browser = await launchChromium({ ...WITHOUT_SERVICE_WORKER, viewport: DESKTOP });
  });
  afterAll(async () => {
    await browser?.dispose();
    await app?.stop();
  });

  const clean = async (page: Page, what: string, coloursOnly = false) =>
    expect({ what, violations: await violations(page, coloursOnly) }).toEqual({
      what,
      violations: [],
    });

  it('finds what the checks are for: an image without a text, low contrast, and a frame left unchecked', async () => {
    const page = await browser.newPage();
    await page.setContent(
      '<html lang="en"><title>Probe</title><main><h1>Probe</h1><img src="data:,">' +
        '<p style="color:#777;background:#888">Faint</p></main></html>',
    );
    expect(await violations(page)).toEqual([
      expect.stringMatching(/^color-contrast: p /),
      expect.stringMatching(/^image-alt: img /),
    ]);
    expect(await violations(page, true)).toEqual([expect.stringMatching(/^color-contrast: p /)]);
    await page.setContent('<html lang="en"><title>Probe</title><iframe title="x"></iframe></html>');
    await expect(violations(page)).rejects.toThrow('axe runs in the top document only');
    await page.close();
  });

  it('the landing and its sign-in dialog', async () => {
    const page = await browser.newPage();
    await page.goto(app.url);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await inEveryLook(page, (coloursOnly) => clean(page, 'landing', coloursOnly));
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByRole('dialog').waitFor();
    await clean(page, 'sign-in dialog');
    await page.close();
  });

  it('stops every spinner and pulse for a visitor who asks for less motion', async () => {
    const page = await browser.newPage();
    await page.goto(app.url);
    await page.getByRole('heading', { level: 1 }).waitFor();
    // The app's own classes, from its own style sheet: a loader spins and a skeleton pulses for
    // ever. Cut to 0.01 ms but left repeating, each frame would draw them at another angle.
    const names = ['animate-spin', 'animate-pulse'];
    const show = () =>
      page.evaluate((names) => {
        for (const element of document.querySelectorAll('[data-motion-probe]')) element.remove();
        for (const name of names) {
          const element = document.createElement('div');
          element.className = `${name} size-4`;
          element.dataset.motionProbe = name;
          document.body.append(element);
        }
      }, names);
    // Polled, not read once: a busy machine may take a few frames to start or end an animation.
    const playing = () =>
      page.evaluate((names) => {
        return names.map((name) => ({
          name,
          playing: document
            .querySelector(`[data-motion-probe="${name}"]`)
            ?.getAnimations()
            .map((animation) => animation.playState),
        }));
      }, names);
    await show();
    await expect
      .poll(playing, { timeout: 5_000 })
      .toEqual(names.map((name) => ({ name, playing: ['running'] })));
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await show();
    // Played once in 0.01 ms, an animation is over and gone; one left repeating never is.
    await expect
      .poll(playing, { timeout: 5_000 })
      .toEqual(names.map((name) => ({ name, playing: [] })));
    await page.close();
  });

  it('the shared link on a phone and a desktop, and its QR modal', async () => {
    const page = await browser.newPage();
    for (const viewport of [PHONE, DESKTOP]) {
      await page.setViewportSize(viewport);
      await page.goto(`${app.url}/?view=${id}`);
      await page.getByTestId('views-badge').waitFor();
      await inEveryLook(page, () => clean(page, `shared link ${viewport.width}`), 1);
    }
    await page.getByRole('button', { name: 'QR Code' }).click();
    await page.getByRole('dialog', { name: 'Share Your Flipbook' }).getByRole('img').waitFor();
    await clean(page, 'QR modal');
    const dialog = page.getByRole('dialog', { name: 'Share Your Flipbook' });
    await dialog.getByRole('button', { name: 'Embed', exact: true }).click();
    await dialog.getByRole('textbox', { name: 'Embed code' }).waitFor();
    await inEveryLook(page, () => clean(page, 'QR modal with the embed code'), 1);
    await page.close();
  });

  it('the embed page on a phone and a desktop, and its "not found"', async () => {
    const page = await browser.newPage();
    for (const viewport of [PHONE, DESKTOP]) {
      await page.setViewportSize(viewport);
      await page.goto(`${app.url}/embed/${id}`);
      await page.getByRole('link', { name: /Made with Flipfold/ }).waitFor();
      await page.getByTestId('viewer').getByRole('img').first().waitFor();
      await inEveryLook(page, () => clean(page, `embed page ${viewport.width}`), 1);
    }
    await page.goto(`${app.url}/embed/${crypto.randomUUID()}`);
    await page.getByRole('heading', { name: 'Flipbook not found' }).waitFor();
    await inEveryLook(page, () => clean(page, 'embed page, not found'), 1);
    await page.close();
  });

  it('the signed-in home, the viewer, the profile tabs and /admin for a non-admin', async () => {
    const page = await browser.newPage();
    await signInBrowser(page, app, account);
    await page.getByRole('button', { name: 'View Harbour Festival' }).waitFor();
    await inEveryLook(page, () => clean(page, 'signed-in home'), 1);
    await page.getByRole('button', { name: 'View Harbour Festival' }).click();
    await page.getByRole('dialog', { name: 'Harbour Festival' }).waitFor();
    await clean(page, 'viewer');
    await page.keyboard.press('Escape');

    await page.goto(`${app.url}/profile`);
    for (const tab of ['Info', 'Password', 'Analytics', 'Team', 'Integrations', 'Danger Zone']) {
      await page.getByRole('tab', { name: tab }).click();
      await page.getByRole('tabpanel').waitFor();
      await clean(page, `profile ${tab}`);
    }
    await page.goto(`${app.url}/admin`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await clean(page, '/admin');
    await page.close();
  });

  it('the password reset and email verification pages, and a visitor’s Forget me and privacy notice', async () => {
    const page = await browser.newPage();
    for (const path of [
      '/request-reset',
      `/reset-password?token=${'a'.repeat(32)}`,
      '/verify-email',
      `/forget-me?lead=${crypto.randomUUID()}&token=x`,
      '/privacy/leads',
    ]) {
      await page.goto(`${app.url}${path}`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await clean(page, path);
    }
    await page.close();
  });
});
