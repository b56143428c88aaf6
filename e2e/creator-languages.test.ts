import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import kitsPseudo from '#core/i18n/compiled/kits/en-XA';
import leadsPseudo from '#core/i18n/compiled/leads/en-XA';
import libraryPseudo from '#core/i18n/compiled/library/en-XA';
import profileArabic from '#core/i18n/compiled/profile/ar';
import profileGerman from '#core/i18n/compiled/profile/de';
import profilePseudo from '#core/i18n/compiled/profile/en-XA';
import { signInBrowser, signUpVerified, type TestAccount } from '#testing/accounts';
import { createFlipbookThroughApi } from '#testing/api-flipbooks';
import { type RunningApp, startApp } from '#testing/app-server';
import { launchChromium, WITHOUT_SERVICE_WORKER } from '#testing/chromium';
import { accessible } from '#testing/screenshots';
import { looksRight } from '#testing/text-fits';
import { untranslatedOnShow } from '#testing/untranslated-on-show';

const PHONE = { width: 390, height: 844 };
const ADMIN_EMAIL = 'chief@example.com';
/** The endpoint field's example address, the same in every language. */
const EXAMPLE_URL = 'https://crm.example.com/hooks/flipfold';

let app: RunningApp;
let admin: TestAccount;
const browsers: Awaited<ReturnType<typeof launchChromium>>[] = [];

async function pageIn(locale: string, viewport?: { width: number; height: number }) {
  const browser = await launchChromium({
    ...WITHOUT_SERVICE_WORKER,
    locale,
    ...(viewport ? { viewport } : {}),
  });
  browsers.push(browser);
  return browser.newPage();
}

beforeAll(async () => {
  app = await startApp({ env: { ADMIN_EMAILS: ADMIN_EMAIL } });
  admin = await signUpVerified(app, { email: ADMIN_EMAIL, displayName: 'Ada Chief' });
  admin.user.isAdmin = true;
  await createFlipbookThroughApi(app, admin, 'Herbstkatalog');
});
afterAll(async () => {
  for (const browser of browsers) await browser.dispose();
  await app?.stop();
});

describe('the creator’s app in the creator’s language', () => {
  it('shows a German admin the live figures, a card’s date and views, and the webhook’s log in German', async () => {
    const page = await pageIn('de-DE');
    await signInBrowser(page, app, admin);
    await page.getByRole('link', { name: profileGerman['admin.goTo']() }).click();
    await page.getByRole('heading', { name: profileGerman['admin.title']() }).waitFor();
    await page.getByTestId('stream-state').getByText(profileGerman['admin.live']()).waitFor();
    await page.getByText(profileGerman['admin.recent']({ count: 1 }), { exact: true }).waitFor();
    const card = page.getByTestId('admin-item').filter({ hasText: 'Herbstkatalog' });
    // German dates put the day first, and hours have no leading zero: '3. Nov. 2026, 14:05',
    // '7. Dez. 2026, 0:06'.
    expect(await card.locator('p').textContent()).toMatch(
      /^\d{1,2}\. \S+ \d{4}, \d{1,2}:\d{2} • 0 Aufrufe$/,
    );
    await card.getByRole('button', { name: profileGerman['admin.delete']() }).waitFor();

    await page.goto(`${app.url}/profile`);
    await page.getByRole('tab', { name: profileGerman['profile.tab.integrations']() }).click();
    await page.getByLabel(profileGerman['profile.webhook.url']()).fill('https://crm.invalid/hook');
    await page
      .getByRole('button', { name: profileGerman['profile.webhook.save'](), exact: true })
      .click();
    await page.getByRole('button', { name: profileGerman['profile.secret.rotate']() }).waitFor();
    await page.getByRole('button', { name: profileGerman['profile.webhook.sendTest']() }).click();
    const log = page.getByRole('region', { name: profileGerman['profile.deliveries.label']() });
    await log
      .getByRole('columnheader', { name: profileGerman['profile.deliveries.event']() })
      .waitFor();
    await log
      .getByRole('cell', { name: profileGerman['profile.deliveries.test'](), exact: true })
      .waitFor();
  });

  it('mirrors Profile for an Arabic creator, readable by a screen reader, with every word fitting on a phone', async () => {
    const page = await pageIn('ar', PHONE);
    await signInBrowser(page, app, admin, '/profile');
    await page.getByRole('heading', { name: profileArabic['profile.title'](), level: 1 }).waitFor();
    expect(await page.evaluate(() => document.dir)).toBe('rtl');
    await page.getByRole('tab', { name: profileArabic['profile.tab.danger']() }).click();
    await page
      .getByRole('heading', { name: profileArabic['profile.danger.deleteHeading']() })
      .waitFor();
    await accessible(page, 'the Arabic Danger Zone');
    await looksRight(page, 'creator-languages-ar-danger-phone');
  });

  it('leaves no unmarked text on Profile’s own tabs or the admin figures in the pseudo-language', async () => {
    const page = await pageIn('en-US');
    await page.addInitScript(() => localStorage.setItem('flipfold:language', 'en-XA'));
    // A creator of their own, with no webhook yet: a delivery log's times and the server's
    // answers are values, not texts.
    const creator = await signUpVerified(app, { displayName: 'Pat Maker' });
    const own = [
      creator.user.username,
      creator.user.email,
      'Pat Maker',
      'Herbstkatalog',
      EXAMPLE_URL,
    ];
    await signInBrowser(page, app, creator, '/profile');
    const tabs = page.getByRole('tablist');
    await tabs.waitFor();
    await untranslatedOnShow(tabs, own);
    for (const tab of [
      'profile.tab.info',
      'profile.tab.password',
      'profile.tab.integrations',
      'profile.tab.danger',
    ] as const) {
      await tabs.getByRole('tab', { name: profilePseudo[tab](), exact: true }).click();
      const panel = page.getByRole('tabpanel');
      await panel.getByRole('heading').first().waitFor();
      await untranslatedOnShow(panel, own);
    }
    await signInBrowser(page, app, admin, '/admin');
    await page.getByTestId('stream-state').getByText(profilePseudo['admin.live']()).waitFor();
    await untranslatedOnShow(page.locator('[aria-live="polite"]'), own);
    await untranslatedOnShow(page.getByTestId('admin-item').first(), own);
  });

  it('shows the app in the language picked in Profile, kept by the account for another device', async () => {
    const creator = await signUpVerified(app, { displayName: 'Lena Fischer' });
    const page = await pageIn('en-US');
    await signInBrowser(page, app, creator, '/profile');
    await page.getByRole('combobox', { name: 'Language' }).selectOption('de');
    const germanTitle = { name: profileGerman['profile.title'](), level: 1, exact: true };
    await page.getByRole('heading', germanTitle).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('de');
    const me = await fetch(`${app.url}/api/auth/me`, {
      headers: { Authorization: `Bearer ${creator.authToken}` },
    });
    expect((await me.json()).user.locale).toBe('de');
    // Another device, its browser in English: once signed in, it shows the account's language,
    // and keeps it at the next start.
    const other = await pageIn('en-US');
    await signInBrowser(other, app, creator, '/profile');
    await other.getByRole('heading', germanTitle).waitFor();
    await other.reload();
    await other.getByRole('heading', germanTitle).waitFor();
    await other.getByRole('combobox', { name: 'Sprache' }).selectOption('en');
    await other.getByRole('heading', { name: 'Profile', level: 1, exact: true }).waitFor();
  });

  it('leaves no unmarked text on the library, Edit, Statistics, Leads or a kit’s form in the pseudo-language', async () => {
    const page = await pageIn('en-US');
    await page.addInitScript(() => localStorage.setItem('flipfold:language', 'en-XA'));
    // The person's own words, and the brand's name and subtitle, the same in every language.
    const own = [admin.user.username, admin.user.email, 'Ada Chief', 'A', 'Herbstkatalog'];
    own.push('Flipfold', 'Flipbook Creator');
    await signInBrowser(page, app, admin);
    const more = { name: libraryPseudo['library.card.moreActions']({ title: 'Herbstkatalog' }) };
    await page.getByRole('button', more).waitFor();
    await untranslatedOnShow(page.locator('header'), own);
    await untranslatedOnShow(page.locator('main'), own);
    for (const item of ['library.card.edit', 'library.card.statistics'] as const) {
      await page.getByRole('button', more).click();
      await page.getByRole('menuitem', { name: libraryPseudo[item]() }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('heading').first().waitFor();
      await untranslatedOnShow(dialog, own);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
    }
    await page.getByRole('button', { name: kitsPseudo['kits.list.present']() }).click();
    const form = page.getByRole('dialog');
    await form.getByRole('heading', { name: kitsPseudo['kits.form.newTitle']() }).waitFor();
    await untranslatedOnShow(form, own);
    await page.keyboard.press('Escape');
    await page.goto(`${app.url}/leads`);
    await page.getByRole('heading', { name: leadsPseudo['leads.title'](), level: 1 }).waitFor();
    await untranslatedOnShow(page.locator('main'), own);
  });
});
