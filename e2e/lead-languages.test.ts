import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forgetLinkIn, mailHeader } from '#api-test/lead-requests';
import { mailPart } from '#api-test/mail-sink';
import mailArabic from '#core/i18n/compiled/mail/ar';
import mailGerman from '#core/i18n/compiled/mail/de';
import readerArabic from '#core/i18n/compiled/reader/ar';
import readerGerman from '#core/i18n/compiled/reader/de';
import visitorArabic from '#core/i18n/compiled/visitor/ar';
import visitorGerman from '#core/i18n/compiled/visitor/de';
import type { RunningApp } from '#testing/app-server';
import { launchChromium } from '#testing/chromium';
import { type LeadScreens, seedLeadScreens } from '#testing/lead-screens';
import { leadMailFileTo, startAppWithOwnLinks } from '#testing/leads';
import { collectPageErrors } from '#testing/screenshots';

type Browser = Awaited<ReturnType<typeof launchChromium>>;
type Texts = typeof readerGerman & typeof visitorGerman;

/**
 * Readers of a shared link leave their addresses in their own language: German and Arabic. Each
 * mail that arrives is in that language (the Arabic one right to left), the consent the creator
 * exports is in the words the reader ticked, and the German mail's 'Forget me' opens the German
 * page, even in a browser that would show English.
 */
describe('a lead and its mail in the reader’s language', () => {
  let app: RunningApp;
  let seeded: LeadScreens;
  const browsers: Browser[] = [];
  const stamp = Date.now().toString(36);

  beforeAll(async () => {
    app = await startAppWithOwnLinks();
    seeded = await seedLeadScreens(app);
  });
  afterAll(async () => {
    for (const browser of browsers) await browser.dispose();
    await app?.stop();
  });

  const browserIn = async (locale?: string) => {
    const browser = await launchChromium(locale ? { locale } : {});
    browsers.push(browser);
    return browser.newPage();
  };

  /** A reader in `locale` leaves `email` on the shared link, in the page's words. */
  async function leaveAddressIn(page: Page, texts: Texts, email: string) {
    await page.goto(`${app.url}/?view=${seeded.id}`);
    await page.getByRole('button', { name: texts['lead.readerTitle']() }).click();
    const form = page.getByRole('dialog', { name: texts['lead.readerTitle']() });
    await form.getByLabel(texts['lead.email']()).fill(email);
    await form.getByRole('button', { name: texts['lead.send']() }).click();
    // Consent is asked for, in the page's language.
    await form.getByText(texts['lead.consentRefused']()).waitFor();
    await form
      .getByRole('checkbox', { name: texts['lead.consent']({ creator: 'Grace Hopper' }) })
      .check();
    await form.getByRole('button', { name: texts['lead.send']() }).click();
    await form.getByText(texts['lead.thanks']()).waitFor();
  }

  const exported = async () => {
    const res = await fetch(`${app.url}/api/leads/export`, {
      headers: { Authorization: `Bearer ${seeded.account.authToken}` },
    });
    return (await res.text()).split('\r\n');
  };

  it('mails a German reader in German, with their consent in German, and Forget me opens the German page', async () => {
    const email = `leserin-${stamp}@beispiel.de`;
    const page = await browserIn('de-DE');
    const errors = collectPageErrors(page);
    await leaveAddressIn(page, { ...readerGerman, ...visitorGerman }, email);
    expect(errors).toEqual([]);

    const mail = await leadMailFileTo(app, email);
    expect(mailHeader(mail, 'Subject')).toBe(
      mailGerman['lead.subject']({ title: 'Harbour Festival' }),
    );
    const text = mailPart(mail.raw, 'text/plain');
    const html = mailPart(mail.raw, 'text/html');
    expect(text).toContain(mailGerman['lead.contact']({ creator: 'Grace Hopper' }));
    expect(html).toContain('<html lang="de" dir="ltr">');
    expect(html).toContain(`>${mailGerman['lead.open']()}</a>`);
    expect(text).not.toContain('Forget me');

    const row = (await exported()).find((line) => line.includes(email));
    expect(row).toContain(`,${visitorGerman['lead.consent']({ creator: 'Grace Hopper' })},`);
    expect(row).toMatch(/,de$/);

    // Opened where the browser would show English: the mail's language is the one shown.
    const forget = forgetLinkIn(mail);
    expect(forget.searchParams.get('lang')).toBe('de');
    const visitor = await browserIn();
    await visitor.goto(forget.href);
    await visitor.getByRole('heading', { name: visitorGerman['forget.title']() }).waitFor();
    expect(await visitor.evaluate(() => document.documentElement.lang)).toBe('de');
    await visitor.getByRole('button', { name: visitorGerman['forget.button']() }).click();
    await visitor.getByRole('heading', { name: visitorGerman['forget.done']() }).waitFor();
    // Shown, not kept: the browser's next page is in its own language again.
    expect(await visitor.evaluate(() => localStorage.getItem('flipfold:language'))).toBeNull();
    await visitor.goto(`${app.url}/privacy/leads`);
    await visitor.getByRole('heading', { name: 'Your address and this brochure' }).waitFor();
  });

  it('mails an Arabic reader in Arabic, right to left', async () => {
    const email = `qari-${stamp}@example.com`;
    const page = await browserIn('ar-EG');
    await leaveAddressIn(page, { ...readerArabic, ...visitorArabic }, email);
    const mail = await leadMailFileTo(app, email);
    const html = mailPart(mail.raw, 'text/html');
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(mailHeader(mail, 'Subject')).toBe(
      mailArabic['lead.subject']({ title: 'Harbour Festival' }),
    );
    expect(html).toContain(`>${mailArabic['lead.open']()}</a>`);
    expect(forgetLinkIn(mail).searchParams.get('lang')).toBe('ar');
    const row = (await exported()).find((line) => line.includes(email));
    expect(row).toMatch(/,ar$/);
  });
});
