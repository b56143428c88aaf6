import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import readerArabic from '#core/i18n/compiled/reader/ar';
import readerGerman from '#core/i18n/compiled/reader/de';
import readerJapanese from '#core/i18n/compiled/reader/ja';
import visitorArabic from '#core/i18n/compiled/visitor/ar';
import visitorGerman from '#core/i18n/compiled/visitor/de';
import { LOCALES, PSEUDO_LOCALE } from '#core/i18n/locales';
import { number } from '#core/i18n/number';
import { type RunningApp, startApp } from '#testing/app-server';
import { launchChromium } from '#testing/chromium';
import { type LeadScreens, seedLeadScreens } from '#testing/lead-screens';
import { accessible, collectPageErrors } from '#testing/screenshots';
import { looksRight } from '#testing/text-fits';
import { untranslatedOnShow } from '#testing/untranslated-on-show';

const PHONE = { width: 390, height: 844 };
const TABLET = { width: 820, height: 1180 };
const TOUCH = { isMobile: true, hasTouch: true };

let app: RunningApp;
let seeded: LeadScreens;
const browsers: Awaited<ReturnType<typeof launchChromium>>[] = [];

/** A reader's browser set to `locale`, at a phone's or a tablet's width. */
async function readerIn(locale: string, viewport = PHONE, colorScheme: 'light' | 'dark' = 'light') {
  const browser = await launchChromium({ locale, viewport, colorScheme, device: TOUCH });
  browsers.push(browser);
  const page = await browser.newPage();
  const errors = collectPageErrors(page);
  return { page, errors };
}

const viewer = (page: Page) => page.getByTestId('viewer');

beforeAll(async () => {
  app = await startApp();
  seeded = await seedLeadScreens(app);
});
afterAll(async () => {
  for (const browser of browsers) await browser.dispose();
  await app?.stop();
});

describe('readers and visitors in their own language', () => {
  it('shows a German reader the shared link, its views, the lead form and its thanks in German', async () => {
    const { page, errors } = await readerIn('de-DE');
    await page.goto(`${app.url}/?view=${seeded.id}`);
    await viewer(page).getByRole('button', { name: readerGerman['viewer.back']() }).waitFor();
    expect(await page.evaluate(() => [document.documentElement.lang, document.dir])).toEqual([
      'de',
      'ltr',
    ]);
    await viewer(page).getByRole('button', { name: readerGerman['viewer.share']() }).waitFor();
    expect(await page.getByTestId('views-badge').textContent()).toBe(
      readerGerman['viewer.views']({ count: 1 }),
    );
    expect(
      await page.getByRole('combobox', { name: readerGerman['language.label']() }).inputValue(),
    ).toBe('de');
    await looksRight(page, 'languages-de-shared-link-phone');

    await page.getByRole('button', { name: readerGerman['lead.readerTitle']() }).click();
    const form = page.getByRole('dialog', { name: readerGerman['lead.readerTitle']() });
    await form.getByLabel(visitorGerman['lead.email']()).fill('leser@beispiel.de');
    await form.getByLabel(visitorGerman['lead.name']()).fill('Lena Leser');
    await form
      .getByRole('checkbox', { name: visitorGerman['lead.consent']({ creator: 'Grace Hopper' }) })
      .check();
    await looksRight(page, 'languages-de-lead-form-phone');
    await form.getByRole('button', { name: visitorGerman['lead.send']() }).click();
    await form.getByText(visitorGerman['lead.thanks']()).waitFor();
    expect(errors).toEqual([]);
  });

  it('writes a message’s numbers as Chromium’s number formatter does, in every language', async () => {
    // core/i18n/number.ts writes 0–999 without a formatter; Chromium's ICU, not Node's, must agree.
    const { page } = await readerIn('en-US');
    const numbers = [...Array.from({ length: 1001 }, (_, n) => n), 1234, -1, 0.5];
    const languages = [...LOCALES, PSEUDO_LOCALE];
    const chromium = await page.evaluate(
      ([languages, numbers]) =>
        languages.map((locale) => numbers.map((n) => new Intl.NumberFormat(locale).format(n))),
      [languages, numbers] as const,
    );
    expect(chromium).toEqual(languages.map((locale) => numbers.map((n) => number(locale, n, 0))));
  });

  it('mirrors the page for an Arabic reader, with nothing for axe to find', async () => {
    for (const [viewport, width] of [
      [PHONE, 'phone'],
      [TABLET, 'tablet'],
    ] as const) {
      const { page, errors } = await readerIn('ar-EG', viewport);
      await page.goto(`${app.url}/?view=${seeded.id}`);
      const back = viewer(page).getByRole('button', { name: readerArabic['viewer.back']() });
      await back.waitFor();
      expect(await page.evaluate(() => [document.documentElement.lang, document.dir])).toEqual([
        'ar',
        'rtl',
      ]);
      // Right to left: Back, first in the header, stands at its right end.
      const box = await back.boundingBox();
      expect(box?.x ?? 0).toBeGreaterThan(viewport.width / 2);
      await accessible(page, `Arabic shared link, ${width}`);
      await looksRight(page, `languages-ar-shared-link-${width}`);
      expect(errors).toEqual([]);
    }
  });

  it('passes axe in German on a tablet, dark', async () => {
    const { page } = await readerIn('de-AT', TABLET, 'dark');
    await page.goto(`${app.url}/?view=${seeded.id}`);
    await viewer(page).getByRole('button', { name: readerGerman['viewer.back']() }).waitFor();
    await accessible(page, 'German shared link, tablet, dark');
    await looksRight(page, 'languages-de-shared-link-tablet-dark');
  });

  it('lets a Japanese reader switch to English in the menu, kept at their next visit', async () => {
    const { page } = await readerIn('ja-JP');
    await page.goto(`${app.url}/?view=${seeded.id}`);
    await viewer(page).getByRole('button', { name: readerJapanese['viewer.share']() }).waitFor();
    await looksRight(page, 'languages-ja-shared-link-phone');
    await page
      .getByRole('combobox', { name: readerJapanese['language.label']() })
      .selectOption('en');
    await viewer(page).getByRole('button', { name: 'Share' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    await page.reload();
    await viewer(page).getByRole('button', { name: 'Share' }).waitFor();
    expect(await page.getByRole('combobox', { name: 'Language' }).inputValue()).toBe('en');
  });

  it('shows the privacy notice and the Forget me page in the visitor’s language', async () => {
    const { page } = await readerIn('de-CH');
    await page.goto(`${app.url}/privacy/leads`);
    await page.getByRole('heading', { name: visitorGerman['privacy.title']() }).waitFor();
    expect(await page.title()).toBe(`${visitorGerman['privacy.title']()} — Flipfold`);
    await looksRight(page, 'languages-de-privacy-phone');
    const arabic = await readerIn('ar');
    await arabic.page.goto(`${app.url}/forget-me?lead=nothing&token=nothing`);
    await arabic.page.getByRole('heading', { name: visitorArabic['forget.title']() }).waitFor();
    await accessible(arabic.page, 'Arabic Forget me');
    await looksRight(arabic.page, 'languages-ar-forget-me-phone');
  });

  it('shows nothing untranslated to a reader or a visitor: in the pseudo-language every text is marked', async () => {
    const { page } = await readerIn('en-US');
    await page.addInitScript(() => localStorage.setItem('flipfold:language', 'en-XA'));
    const own = ['Harbour Festival', 'Grace Hopper', 'Flipfold'];
    await page.goto(`${app.url}/?view=${seeded.id}`);
    await viewer(page).getByRole('button', { name: '⟦Báçk⟧' }).waitFor();
    await untranslatedOnShow(viewer(page), own);
    await page.getByRole('button', { name: /^⟦Gét thíš/ }).click();
    const form = page.getByRole('dialog');
    await form.getByRole('checkbox').waitFor();
    await untranslatedOnShow(form, own);
    await page.keyboard.press('Escape');
    for (const path of ['/privacy/leads', '/forget-me?lead=nothing&token=nothing']) {
      await page.goto(`${app.url}${path}`);
      const main = page.locator('main section').first();
      await main.getByRole('heading', { level: 1 }).waitFor();
      await untranslatedOnShow(main, own);
    }
  });
});
