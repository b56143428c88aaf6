import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { noHorizontalOverflow, screenshot } from './screenshots';

/**
 * Every text on show fits its box: no element that clips its overflow holds more than it shows
 * (a button's label cut), and nothing with words reaches past the window's sides. A title meant to
 * be cut with an ellipsis (`truncate`) is left out.
 */
async function textsFit(page: Page, what: string): Promise<void> {
  const cut = await page.evaluate(() => {
    const found: string[] = [];
    for (const element of document.querySelectorAll<HTMLElement>('body *')) {
      const text = [...element.childNodes]
        .filter((n) => n.nodeType === Node.TEXT_NODE)
        .map((n) => n.textContent ?? '')
        .join('')
        .trim();
      if (!text || element.closest('.truncate, .sr-only, option, [hidden]')) continue;
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      const style = getComputedStyle(element);
      const clips = style.overflowX !== 'visible' || style.overflowY !== 'visible';
      if (
        clips &&
        (element.scrollWidth > element.clientWidth + 1 ||
          element.scrollHeight > element.clientHeight + 1)
      )
        found.push(`cut: ${text}`);
      if (box.left < -1 || box.right > window.innerWidth + 1) found.push(`outside: ${text}`);
    }
    return found;
  });
  expect({ what, cut }).toEqual({ what, cut: [] });
}

/**
 * A translated screen looks right: its words fit at this size, nothing sticks out to the side,
 * and a photograph is kept under e2e/artifacts/ for a person to look at.
 */
export async function looksRight(page: Page, name: string): Promise<void> {
  await noHorizontalOverflow(page, name);
  await textsFit(page, name);
  await screenshot(page, name, { fullPage: false });
}
