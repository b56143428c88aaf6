import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { signInBrowser, signUpVerified, type TestAccount } from './accounts';
import type { RunningApp } from './app-server';
import { createBrochureThroughApi } from './brochure-panels';
import { addRows, readStore } from './indexeddb';
import { forgetThroughMail, sendLeadThroughApi } from './leads';
import { accessible, collectPageErrors, noHorizontalOverflow, type Shoot } from './screenshots';

export interface LeadScreens {
  account: TestAccount;
  id: string;
}

/**
 * A creator (Grace Hopper) whose brochure asks for e-mails and has three leads, one of each source
 * (the kiosk's at an event, on a named tablet), and one its visitor had forgotten.
 */
export async function seedLeadScreens(app: RunningApp): Promise<LeadScreens> {
  const account = await signUpVerified(app, { displayName: 'Grace Hopper' });
  const id = await createBrochureThroughApi(app, account, 'Harbour Festival');
  const auth = { Authorization: `Bearer ${account.authToken}` };
  const json = { 'Content-Type': 'application/json' };
  const flipbook = await (await fetch(`${app.url}/api/flipbooks/${id}`)).json();
  await fetch(`${app.url}/api/flipbooks/${id}`, {
    method: 'PUT',
    headers: { ...auth, ...json },
    body: JSON.stringify({
      title: flipbook.title,
      panels: {
        front: [flipbook.left, flipbook.middle, flipbook.right],
        back: [flipbook.leftBack, flipbook.middleBack, flipbook.rightBack],
      },
      leadForm: true,
    }),
  });
  const leads = [
    {
      email: 'ada.lovelace@analytical.example',
      name: 'Ada Lovelace',
      company: 'Analytical Engines Ltd',
      note: 'Please send prices for the spring menu and the group offer.',
      source: 'link',
    },
    {
      email: 'charles@babbage.example',
      name: 'Charles Babbage',
      company: null,
      note: null,
      source: 'embed',
    },
    {
      email: 'visitor@booth.example',
      name: null,
      company: 'Harbour Café',
      note: 'Met at stand 12',
      source: 'kiosk',
      capturedAt: '2026-11-02T09:30:00.000Z',
      event: 'Spring Fair 2026',
      device: 'Tablet 2',
    },
    // A visitor who asks to be forgotten: listed under 'Forgotten'.
    { email: `forget.me.${crypto.randomUUID()}@example.com`, source: 'link' },
  ];
  for (const lead of leads)
    await sendLeadThroughApi(app, id, lead, lead.source === 'kiosk' ? account : undefined);
  await forgetThroughMail(app, leads[3]?.email ?? '');
  return { account, id };
}

/**
 * The lead screens in a page of a fresh browser: the form on a shared link and an embed page,
 * the Edit dialog's switch, the Statistics' lead count and the Leads page (with one lead still
 * waiting on the device). axe finds nothing on the form, the Edit dialog and the Leads page, the
 * Leads page does not scroll sideways, and nothing logs an error; `shoot` photographs each screen.
 */
export async function walkLeadScreens(
  page: Page,
  app: RunningApp,
  { account, id }: LeadScreens,
  name: string,
  shoot: Shoot,
): Promise<void> {
  const errors = collectPageErrors(page);
  await walkLeadForms(page, app, { id, name, shoot });
  await signInBrowser(page, app, account);
  await walkCreatorDialogs(page, name, shoot);
  await leaveLeadWaiting(page, account, id);
  await walkLeadsPage(page, app, name, shoot);
  expect(errors).toEqual([]);
}

/** A reader of the shared link, signed out, and of the embed page. */
async function walkLeadForms(
  page: Page,
  app: RunningApp,
  { id, name, shoot }: { id: string; name: string; shoot: Shoot },
) {
  await page.goto(`${app.url}/?view=${id}`);
  await page.getByRole('button', { name: 'Get this brochure by e-mail' }).click();
  const form = page.getByRole('dialog', { name: 'Get this brochure by e-mail' });
  await form.getByText('Grace Hopper may contact me about this brochure').waitFor();
  await shoot(`leads-shared-link-form-${name}`, { fullPage: false });
  await form.getByLabel('E-mail').fill('ada@');
  await form.getByRole('button', { name: 'Send' }).click();
  await form.getByText('Tick the box to agree to be contacted').waitFor();
  await shoot(`leads-shared-link-errors-${name}`, { fullPage: false });
  await accessible(page, 'the form on a shared link');
  await page.keyboard.press('Escape');
  await shoot(`leads-shared-link-viewer-${name}`, { fullPage: false });

  await page.goto(`${app.url}/embed/${id}`);
  await page.getByRole('button', { name: 'Get this brochure by e-mail' }).click();
  await page.getByText('Grace Hopper may contact me about this brochure').waitFor();
  await shoot(`leads-embed-form-${name}`, { fullPage: false });
}

/** The creator's Edit dialog with its switch on, and the Statistics' lead count. */
async function walkCreatorDialogs(page: Page, name: string, shoot: Shoot) {
  await page.getByRole('button', { name: 'More actions for Harbour Festival' }).click();
  await page.getByRole('menuitem', { name: 'Edit Flipbook' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Flipbook' });
  const toggle = edit.getByRole('switch', { name: 'Ask readers for their e-mail' });
  await expect.poll(() => toggle.getAttribute('aria-checked')).toBe('true');
  await shoot(`leads-edit-switch-${name}`, { fullPage: false });
  await accessible(page, 'the Edit dialog');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'More actions for Harbour Festival' }).click();
  await page.getByRole('menuitem', { name: 'Statistics' }).click();
  await expect.poll(() => page.getByTestId('lead-count').textContent()).toBe('3');
  await shoot(`leads-statistics-${name}`, { fullPage: false });
  await page.keyboard.press('Escape');
}

/** One lead waits on this device (runs that share a browser profile add it once). */
async function leaveLeadWaiting(page: Page, account: TestAccount, id: string) {
  const waiting = crypto.randomUUID();
  if ((await readStore(page, 'leads')).length === 0)
    await addRows(page, 'leads', [
      {
        id: waiting,
        ownerId: account.user.id,
        flipbookId: id,
        flipbookTitle: 'Harbour Festival',
        email: 'late.visitor@example.com',
        name: 'Late Visitor',
        company: null,
        note: null,
        capturedAt: new Date().toISOString(),
      },
    ]);
  // Waiting out the server's Retry-After (which a returning network does not end), so it is
  // still on the device when looked at.
  if ((await readStore(page, 'outbox')).length === 0)
    await addRows(page, 'outbox', [
      {
        ownerId: account.user.id,
        flipbookId: id,
        kind: 'lead',
        leadId: waiting,
        status: 'pending',
        attempts: 1,
        notBefore: Date.now() + 3_600_000,
        serverAskedToWait: true,
        createdAt: Date.now(),
      },
    ]);
}

/** The Leads page, and the staff's notes on a lead: rated, tagged and noted, then on its row. */
async function walkLeadsPage(page: Page, app: RunningApp, name: string, shoot: Shoot) {
  await page.goto(`${app.url}/leads`);
  // The table on a desktop, cards on a phone: the one on show.
  const shown = (text: string) => page.getByText(text).filter({ visible: true }).first();
  await shown('Waiting on this device').waitFor();
  await shown('ada.lovelace@analytical.example').waitFor();
  await shoot(`leads-page-${name}`);
  await noHorizontalOverflow(page, 'the Leads page');
  await accessible(page, 'the Leads page');

  await page
    .getByRole('button', { name: 'Staff notes on the lead of ada.lovelace@analytical.example' })
    .filter({ visible: true })
    .click();
  const notes = page.getByRole('dialog', { name: 'Staff notes' });
  await notes.getByText('Hot', { exact: true }).click();
  await notes.getByLabel('Tags').fill('restaurant, spring menu');
  await notes.getByLabel('Note', { exact: true }).fill('Wants a quote for 12 venues by Friday.');
  await shoot(`leads-notes-dialog-${name}`, { fullPage: false });
  await accessible(page, 'the staff notes dialog');
  await notes.getByRole('button', { name: 'Save notes' }).click();
  await notes.waitFor({ state: 'detached' });
  await shown('Wants a quote for 12 venues by Friday.').waitFor();
  await shoot(`leads-page-noted-${name}`);
}
