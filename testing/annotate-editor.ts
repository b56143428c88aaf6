import type { Locator, Page } from 'playwright-core';

/** Picks a PDF in the home page's drop zone. */
export async function upload(page: Page, name: string, buffer: Buffer) {
  await page
    .getByTestId('drop-zone')
    .locator('..')
    .locator('input[type="file"]')
    .setInputFiles({ name, mimeType: 'application/pdf', buffer });
}

/** The file's row once its three front panels are drawn. */
export async function rowReady(page: Page, name: string): Promise<Locator> {
  const row = page.getByTestId('upload-file').filter({ hasText: name });
  await row.getByRole('img', { name: 'Front panel 3 of 3' }).waitFor({ timeout: 30_000 });
  return row;
}

/** Opens the editor from a row and waits until its tools are ready and page 1 is drawn. */
export async function openEditor(page: Page, row: Locator): Promise<Locator> {
  await row.getByRole('button', { name: 'Annotate' }).click();
  const dialog = page.getByRole('dialog', { name: /^Annotate / });
  await dialog
    .getByRole('button', { name: 'Select', disabled: false })
    .waitFor({ timeout: 30_000 });
  await dialog.locator('.page[data-page-number="1"] canvas').first().waitFor();
  return dialog;
}
