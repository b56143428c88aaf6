import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Locator, Page } from 'playwright-core';
import { answerWithin } from './page-answer';

/** A copy of the build the test can redeploy, so the shared dist/ is never touched. */
export function copyOfBuild(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'flipfold-web-'));
  fs.cpSync(fileURLToPath(new URL('../dist', import.meta.url)), root, { recursive: true });
  return root;
}

/**
 * A new service worker: different bytes (`change` may edit them), no precompressed copies of the
 * old one left to serve.
 */
export function deployNewServiceWorker(root: string, change: (code: string) => string = (c) => c) {
  const file = path.join(root, 'sw.js');
  fs.writeFileSync(file, `${change(fs.readFileSync(file, 'utf8'))}\n// deployed ${Date.now()}\n`);
  for (const stale of ['sw.js.br', 'sw.js.gz']) fs.rmSync(path.join(root, stale), { force: true });
}

/** What the page and its service workers were doing when a reload to a new version never came. */
function updateState(page: Page): Promise<string> {
  return answerWithin(
    page,
    async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      const locks = await navigator.locks.query();
      return JSON.stringify({
        controller: navigator.serviceWorker.controller?.state ?? null,
        active: registration?.active?.state ?? null,
        waiting: registration?.waiting?.state ?? null,
        installing: registration?.installing?.state ?? null,
        locks: { held: locks.held?.map((l) => l.name), pending: locks.pending?.map((l) => l.name) },
        toasts: [...document.querySelectorAll('[role="status"], [role="alert"]')].map(
          (e) => e.textContent,
        ),
      });
    },
    5_000,
    'page did not answer',
  );
}

/**
 * Chooses 'Reload to update' and waits for the new version's page to load. The new version's
 * activation and the reload took over 30 s in clean-clone runs beside the other tiers, though
 * seconds alone; past 75 s the error says what the page and its workers were doing.
 */
export async function reloadToUpdate(page: Page, reload: Locator): Promise<void> {
  const loaded = page.waitForEvent('load', { timeout: 75_000 });
  await reload.click();
  try {
    await loaded;
  } catch (err) {
    throw new Error(`${String(err)}\nstate: ${await updateState(page)}`);
  }
}
