import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { makePdf } from '#testing/pdfs';
import { convertInApp } from './conversion';
import { onCreatorHome } from './support/creator-home';
import type { BenchRow } from './support/table';

const RUNS = 5;
const LAST = 'Back panel 3 of 3';

/**
 * Time from the click on the row's 'Annotate' to the frame after pdf.js has finished drawing page 1
 * in the editor (its page view leaves the loading state with a canvas), timed inside the page.
 */
async function annotateToFirstPage(page: Page): Promise<number> {
  const ms = page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let clicked = 0;
        document.addEventListener(
          'click',
          () => {
            clicked = performance.now();
          },
          { capture: true, once: true },
        );
        // No named helper: tsx would wrap it in a __name() call the page does not have.
        const seen = new MutationObserver(() => {
          const view = document.querySelector('[role="dialog"] .page[data-page-number="1"]');
          if (!clicked || !view?.querySelector('canvas') || view.classList.contains('loadingIcon'))
            return;
          seen.disconnect();
          requestAnimationFrame(() => resolve(performance.now() - clicked));
        });
        seen.observe(document.body, {
          childList: true,
          subtree: true,
          attributes: true,
          attributeFilter: ['class'],
        });
      }),
  );
  await page.getByRole('button', { name: 'Annotate' }).click();
  return ms;
}

/**
 * Time from the click on 'Done' (with one free text on page 1) to the frame that shows the row's
 * last preview drawn again from the annotated file: saving, checking and converting it again. The
 * preview canvas stays the same element, so the probe watches what is drawn into it.
 */
async function doneToNewPreviews(page: Page): Promise<number> {
  const dialog = page.getByRole('dialog', { name: /^Annotate / });
  await dialog.getByRole('button', { name: 'Text' }).click();
  const layer = dialog.locator('.page[data-page-number="1"] .annotationEditorLayer');
  const box = (await layer.boundingBox()) ?? { x: 0, y: 0, width: 0, height: 0 };
  await page.mouse.click(box.x + box.width * 0.2, box.y + 200);
  await page.keyboard.type('EVENT PRICE −20%');
  await page.keyboard.press('Escape');
  const ms = page.evaluate(
    (alt) =>
      new Promise<number>((resolve) => {
        let clicked = 0;
        document.addEventListener(
          'click',
          () => {
            clicked = performance.now();
          },
          { capture: true, once: true },
        );
        const proto = CanvasRenderingContext2D.prototype;
        const drawImage = proto.drawImage;
        proto.drawImage = function (this: CanvasRenderingContext2D, ...args: unknown[]) {
          (drawImage as (...a: unknown[]) => void).apply(this, args);
          if (clicked && this.canvas.getAttribute('aria-label') === alt) {
            proto.drawImage = drawImage;
            requestAnimationFrame(() => resolve(performance.now() - clicked));
          }
        } as typeof drawImage;
      }),
    LAST,
  );
  await dialog.getByRole('button', { name: 'Done' }).click();
  return ms;
}

/** The editor's first page and its new previews, beside a plain conversion. */
export async function benchAnnotate(): Promise<BenchRow[]> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'flipfold-bench-annotate-'));
  const file = path.join(dir, 'Six.pdf');
  fs.writeFileSync(file, await makePdf('a4', 6));
  try {
    return await onCreatorHome(async ({ page }) => {
      const plain: number[] = [];
      const opened: number[] = [];
      const done: number[] = [];
      // Warm: one full round first (the editor's chunk and pdf.js's viewer loaded once).
      for (let i = 0; i <= RUNS; i++) {
        const conversion = await convertInApp(page, file);
        const toFirstPage = await annotateToFirstPage(page);
        const toPreviews = await doneToNewPreviews(page);
        await page.getByRole('dialog', { name: /^Annotate / }).waitFor({ state: 'detached' });
        await page
          .getByTestId('upload-file')
          .getByRole('img', { name: LAST })
          .waitFor({ timeout: 30_000 });
        await page.getByRole('button', { name: /^Remove/ }).click();
        if (i === 0) continue;
        plain.push(conversion.ms);
        opened.push(toFirstPage);
        done.push(toPreviews);
      }
      const best = (xs: number[]) => Math.min(...xs);
      const list = (xs: number[]) => xs.map(Math.round).join(', ');
      const reference = { label: 'plain conversion of the same file', value: best(plain) };
      return [
        {
          figure: 'Annotate: click to page 1 drawn in the editor, 6-page A4 (warm)',
          value: best(opened),
          unit: 'ms',
          reference,
          ratio: best(opened) / reference.value,
          note: `best of ${RUNS}: ${list(opened)} ms; plain conversions ${list(plain)} ms`,
        },
        {
          figure: "Annotate: 'Done' to the row's new previews, 6-page A4 with one free text",
          value: best(done),
          unit: 'ms',
          reference,
          ratio: best(done) / reference.value,
          note: `best of ${RUNS}: ${list(done)} ms (saving with pdf.js, checking and converting again)`,
        },
      ];
    });
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { renderTable } = await import('./support/table');
  console.log(renderTable(await benchAnnotate()));
}
