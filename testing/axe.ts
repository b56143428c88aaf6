import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults, Result } from 'axe-core';
import type { Page } from 'playwright-core';

const AXE_SOURCE = fs.readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

type AxeWindow = { axe?: { run(context: Document, options: object): Promise<AxeResults> } };

/**
 * What axe-core (every rule it runs by default: WCAG 2.x A and AA, best practices) finds on the
 * page as it is now, or only `rules`. axe is put into a document once and run in place: a run
 * takes a tenth of a second where @axe-core/playwright's took one to four (it injected axe again
 * and finished each run in a blank page of its own). The app draws no frames, and a page with one
 * is refused rather than checked in part.
 */
export async function axeViolations(page: Page, rules?: string[]): Promise<Result[]> {
  const frames = page.frames().length - 1;
  if (frames > 0)
    throw new Error(`axe runs in the top document only, and the page has ${frames} frames`);
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(
    (rules) =>
      (window as AxeWindow).axe
        ?.run(document, {
          resultTypes: ['violations'],
          ...(rules ? { runOnly: { type: 'rule', values: rules } } : {}),
        })
        .then((result) => result.violations) ?? Promise.reject(new Error('axe-core did not load')),
    rules ?? null,
  );
}
