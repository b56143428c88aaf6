import type { Page } from 'playwright-core';
import QRCode from 'qrcode';

/**
 * Makes an event kit in the library as a creator does: 'Present at an event', a name, the
 * flipbooks ticked by title, the idle period, the visitors' language (a Locale). Returns the kit's
 * id, from its screen's address.
 */
export async function makeKitInBrowser(
  page: Page,
  kit: { name: string; titles: string[]; idleSeconds?: number; language?: string },
): Promise<string> {
  await page.getByRole('button', { name: 'Present at an event' }).click();
  const dialog = page.getByRole('dialog', { name: 'Present at an event' });
  await dialog.getByLabel('Name').fill(kit.name);
  for (const title of kit.titles)
    await dialog.getByRole('checkbox', { name: title, exact: true }).check();
  if (kit.idleSeconds !== undefined)
    await dialog.getByLabel(/^Attract loop after/).fill(String(kit.idleSeconds));
  if (kit.language) await dialog.getByLabel('Visitors’ language').selectOption(kit.language);
  await dialog.getByRole('button', { name: 'Create kit' }).click();
  await page.waitForURL(/\/kits\/[0-9a-f-]{36}$/);
  await page.getByRole('heading', { level: 1, name: kit.name }).waitFor();
  return page.url().split('/').at(-1) ?? '';
}

/** 'Start presenting' on a kit's screen, with a PIN if given; waits for the kiosk's first panel. */
export async function startPresenting(page: Page, pin?: string): Promise<void> {
  if (pin) await page.getByLabel('Exit PIN (optional)').fill(pin);
  await page.getByRole('button', { name: 'Start presenting' }).click();
  await kioskPanelShown(page);
}

/** Waits until the kiosk shows a painted panel. */
export async function kioskPanelShown(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    [...document.querySelectorAll<HTMLImageElement>('[data-kiosk-stage] img[data-slot]')].some(
      (img) => img.complete && img.naturalWidth > 0,
    ),
  );
}

/**
 * Reads the QR code the kiosk drew back into its modules (qrcode's SVG: one path of dark runs,
 * `M x y h n` then relative moves), to compare with the code of a link.
 */
export function qrModules(svg: string): boolean[][] {
  const size = Number(/viewBox="0 0 (\d+) \d+"/.exec(svg)?.[1]);
  const path = /<path stroke="#000000" d="([^"]+)"/.exec(svg)?.[1] ?? '';
  const grid = Array.from({ length: size }, () => Array<boolean>(size).fill(false));
  let [x, y] = [0, 0];
  for (const [, command = '', a = '0', b] of path.matchAll(/([Mmh])(-?[\d.]+)(?: (-?[\d.]+))?/g)) {
    if (command === 'h') {
      for (let i = 0; i < Number(a); i++) {
        const row = grid[Math.floor(y)];
        if (row) row[x + i] = true;
      }
      x += Number(a);
    } else if (command === 'M') [x, y] = [Number(a), Number(b)];
    else [x, y] = [x + Number(a), y + Number(b)];
  }
  return grid;
}

/** The modules of the QR code qrcode makes for a link (margin 2, error correction M). */
export function expectedQrModules(link: string): boolean[][] {
  const { modules } = QRCode.create(link, { errorCorrectionLevel: 'M' });
  const margin = 2;
  const size = modules.size + 2 * margin;
  return Array.from({ length: size }, (_, y) =>
    Array.from({ length: size }, (_, x) => {
      const [mx, my] = [x - margin, y - margin];
      return mx >= 0 && my >= 0 && mx < modules.size && my < modules.size
        ? modules.get(my, mx) === 1
        : false;
    }),
  );
}
