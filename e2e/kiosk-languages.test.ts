import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KIT_LIMITS } from '#core/event-kit';
import kioskArabic from '#core/i18n/compiled/kiosk/ar';
import kioskGerman from '#core/i18n/compiled/kiosk/de';
import kioskJapanese from '#core/i18n/compiled/kiosk/ja';
import kitsGerman from '#core/i18n/compiled/kits/de';
import readerGerman from '#core/i18n/compiled/reader/de';
import readerJapanese from '#core/i18n/compiled/reader/ja';
import visitorArabic from '#core/i18n/compiled/visitor/ar';
import visitorGerman from '#core/i18n/compiled/visitor/de';
import visitorJapanese from '#core/i18n/compiled/visitor/ja';
import { signInBrowser, signUpVerified } from '#testing/accounts';
import { type RunningApp, startApp } from '#testing/app-server';
import { createBrochureThroughApi } from '#testing/brochure-panels';
import { launchChromium } from '#testing/chromium';
import { kioskPanelShown, makeKitInBrowser, startPresenting } from '#testing/event-kit';
import { leadMailsTo } from '#testing/leads';
import { accessible, collectPageErrors, screenshot } from '#testing/screenshots';
import { looksRight } from '#testing/text-fits';

const TABLET = { width: 820, height: 1180 };
const PHONE = { width: 390, height: 844 };
const IDLE_SECONDS = 120;
const HOLD = { seconds: KIT_LIMITS.exitHoldMs / 1000 };
const PIN = '2468';

/**
 * A kiosk at a booth abroad: it speaks its kit's language, a visitor switches to their own from
 * its menu and leaves an address in it, and the next visitor finds the kit's language again; an
 * Arabic kit's kiosk is mirrored.
 */
describe('a kiosk in its kit’s language and each visitor’s', () => {
  let app: RunningApp;
  let browser: Awaited<ReturnType<typeof launchChromium>>;
  let page: Page;
  let errors: string[];
  const kiosk = () => page.locator('[data-kiosk]');
  const documentLanguage = () =>
    page.evaluate(() => [document.documentElement.lang, document.documentElement.dir]);

  /** The kiosk in `theme`: a reload comes back to it, in its kit's language. */
  async function inTheme(theme: 'light' | 'dark') {
    await page.evaluate((chosen) => localStorage.setItem('flipfold:theme', chosen), theme);
    await page.reload();
    await kioskPanelShown(page);
  }

  /** A kit of both flipbooks in `language`, made in the library and presented (with `pin`). */
  async function present(name: string, language: string, pin?: string) {
    const titles = ['Harbour Tours', 'Island Ferries'];
    await makeKitInBrowser(page, { name, titles, idleSeconds: IDLE_SECONDS, language });
    await startPresenting(page, pin);
  }

  /** Exit held down as the salesperson does. */
  async function holdExit(exit: string) {
    await kiosk().getByRole('button', { name: exit }).hover();
    await page.mouse.down();
    await page.clock.runFor(KIT_LIMITS.exitHoldMs);
    await page.mouse.up();
  }

  beforeAll(async () => {
    app = await startApp();
    const account = await signUpVerified(app, { displayName: 'Grace Hopper' });
    await createBrochureThroughApi(app, account, 'Harbour Tours');
    await createBrochureThroughApi(app, account, 'Island Ferries', 1);
    browser = await launchChromium({ viewport: TABLET });
    page = await browser.newPage();
    errors = collectPageErrors(page);
    // The clock is the whole context's: the kiosk's page alone moves it.
    for (const other of browser.pages()) if (other !== page) await other.close();
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await signInBrowser(page, app, account);
    await page.getByTestId('flipbook-card').locator('img').first().waitFor();
    await page.clock.install();
  });
  afterAll(async () => {
    await browser?.dispose();
    await app?.stop();
  });

  it('presents a German kit in German, switches to Japanese for a visitor who leaves an address, and greets the next visitor in German', async () => {
    await present('Messe Hamburg', 'de', PIN);
    expect(await documentLanguage()).toEqual(['de', 'ltr']);
    const sendMe = (title: string) => kiosk().getByRole('button', { name: title });
    await sendMe(visitorGerman['lead.kioskTitle']()).waitFor();
    await kiosk().getByRole('button', { name: kioskGerman['kiosk.exit']() }).waitFor();
    await kiosk().getByText(kioskGerman['kiosk.scan']()).waitFor();
    await kiosk()
      .getByRole('navigation', { name: kioskGerman['kiosk.flipbooks']() })
      .getByRole('button', { name: kioskGerman['kiosk.show']({ title: 'Island Ferries' }) })
      .waitFor();
    await kiosk().getByRole('button', { name: readerGerman['viewer.fullScreen']() }).waitFor();
    const menu = kiosk().getByRole('combobox', { name: readerGerman['language.label']() });
    expect(await menu.inputValue()).toBe('de');
    await looksRight(page, 'kiosk-languages-de-tablet');
    await inTheme('dark');
    await sendMe(visitorGerman['lead.kioskTitle']()).waitFor();
    await looksRight(page, 'kiosk-languages-de-tablet-dark');
    await accessible(page, 'German kiosk, tablet, dark');
    await inTheme('light');

    // A visitor from Japan switches; the choice is theirs alone, kept for no one after them.
    await menu.selectOption('ja');
    await sendMe(visitorJapanese['lead.kioskTitle']()).waitFor();
    expect(await documentLanguage()).toEqual(['ja', 'ltr']);
    await kiosk().getByText(kioskJapanese['kiosk.scan']()).waitFor();
    await kiosk().getByRole('combobox', { name: readerJapanese['language.label']() }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('flipfold:language'))).toBeNull();
    await sendMe(visitorJapanese['lead.kioskTitle']()).click();
    const form = page.getByRole('dialog', { name: visitorJapanese['lead.kioskTitle']() });
    await form.getByLabel(visitorJapanese['lead.email']()).fill('yuki@example.jp');
    await form.getByLabel(visitorJapanese['lead.name']()).fill('Yuki Tanaka');
    await form
      .getByRole('checkbox', { name: visitorJapanese['lead.consent']({ creator: 'Grace Hopper' }) })
      .check();
    await form.getByRole('button', { name: visitorJapanese['lead.send']() }).click();
    await form.getByText(visitorJapanese['lead.thanks']()).waitFor();
    await screenshot(page, 'kiosk-languages-ja-thanks-tablet', { fullPage: false });
    // Kept on the device, then sent: the visitor gets the brochure's mail.
    await expect
      .poll(() => leadMailsTo(app, 'yuki@example.jp').length, { timeout: 20_000 })
      .toBe(1);
    await page.clock.runFor(10_000);
    await form.waitFor({ state: 'detached' });
    // Still hers until the kiosk starts over.
    expect(await documentLanguage()).toEqual(['ja', 'ltr']);

    // Nobody touches it for the idle period: the next visitor is greeted in the kit's language.
    await page.clock.runFor(IDLE_SECONDS * 1000);
    await expect.poll(() => kiosk().getAttribute('data-kiosk-mode')).toBe('attract');
    await sendMe(visitorGerman['lead.kioskTitle']()).waitFor();
    expect(await documentLanguage()).toEqual(['de', 'ltr']);
    await kiosk().getByText(kioskGerman['kiosk.touchToExplore']()).waitFor();
    expect(
      await kiosk().getByRole('combobox', { name: readerGerman['language.label']() }).inputValue(),
    ).toBe('de');

    // The PIN is asked in the kiosk's language; left, the page speaks the one it had before.
    await holdExit(kioskGerman['kiosk.exit']());
    const pin = page.getByRole('dialog', { name: kitsGerman['kits.exit.title']() });
    await pin.getByText(kitsGerman['kits.exit.about']()).waitFor();
    await looksRight(page, 'kiosk-languages-de-pin-tablet');
    await pin.getByLabel(kitsGerman['kits.exit.pin']()).fill(PIN);
    await pin.getByRole('button', { name: kitsGerman['kits.exit.stop']() }).click();
    await page.getByRole('heading', { level: 1, name: 'Messe Hamburg' }).waitFor();
    expect(await documentLanguage()).toEqual(['en', 'ltr']);
    expect(await page.getByRole('button', { name: 'Start presenting' }).isVisible()).toBe(true);
  });

  it('mirrors an Arabic kit’s kiosk, with nothing for axe to find and every word in its box on a tablet and a phone', async () => {
    await page.goto(app.url);
    await page.getByTestId('flipbook-card').locator('img').first().waitFor();
    await present('معرض دبي', 'ar');
    expect(await documentLanguage()).toEqual(['ar', 'rtl']);
    const exit = kiosk().getByRole('button', { name: kioskArabic['kiosk.exit']() });
    await kiosk().getByRole('button', { name: visitorArabic['lead.kioskTitle']() }).waitFor();
    // Right to left: Exit, last in the header, stands at its left end; the QR code on the left.
    expect((await exit.boundingBox())?.x ?? TABLET.width).toBeLessThan(TABLET.width / 2);
    const qr = await kiosk().getByRole('complementary').boundingBox();
    expect((qr?.x ?? TABLET.width) + (qr?.width ?? 0)).toBeLessThan(TABLET.width / 2);
    await kiosk().getByText(kioskArabic['kiosk.scan']()).waitFor();
    await exit.click();
    await kiosk().getByText(kioskArabic['kiosk.exitHint'](HOLD)).waitFor();
    await accessible(page, 'Arabic kiosk, tablet');
    await looksRight(page, 'kiosk-languages-ar-tablet');
    await inTheme('dark');
    expect(await documentLanguage()).toEqual(['ar', 'rtl']);
    await accessible(page, 'Arabic kiosk, tablet, dark');
    await looksRight(page, 'kiosk-languages-ar-tablet-dark');

    await page.setViewportSize(PHONE);
    await kioskPanelShown(page);
    await kiosk().getByText(kioskArabic['kiosk.scanShort']()).waitFor();
    await accessible(page, 'Arabic kiosk, phone, dark');
    await looksRight(page, 'kiosk-languages-ar-phone-dark');
    await inTheme('light');
    await accessible(page, 'Arabic kiosk, phone');
    await looksRight(page, 'kiosk-languages-ar-phone');
    await page.setViewportSize(TABLET);
    expect(errors).toEqual([]);
  });
});
