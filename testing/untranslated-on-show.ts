import type { Locator } from 'playwright-core';
import { expect } from 'vitest';

/**
 * In the pseudo-language (docs/languages.md) every text of the catalogues is marked ⟦…⟧: the words
 * on show in `root` (text, aria-label, alt, title, placeholder) that carry no mark, and are not
 * the user's own (`own`: a flipbook's title, a creator's name), were written into the page.
 */
export async function untranslatedOnShow(root: Locator, own: string[]): Promise<void> {
  const found = await root.evaluate((element, own) => {
    const plain: string[] = [];
    const marked = (text: string) => text.includes('⟦') || text.includes('⟧');
    // A day written by Intl ('Dec 6', 'Dec 6, 2026') is a value: English in the pseudo-language.
    const day = /^(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{1,2}(, \d{4})?$/;
    const check = (text: string, where: Element) => {
      const words = text.trim();
      if (!/\p{L}{2,}/u.test(words) || own.includes(words) || marked(words) || day.test(words))
        return;
      // A value, a marked part or a word drawn inside a message: the text of its element, or of
      // the inline elements around it up to their block, is the message.
      for (
        let el: Element | null = where;
        el && el !== element.parentElement;
        el = el.parentElement
      ) {
        if (marked(el.textContent ?? '')) return;
        if (!getComputedStyle(el).display.startsWith('inline')) break;
      }
      plain.push(words);
    };
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (parent && parent.closest('[hidden], option') === null)
        check(node.textContent ?? '', parent);
    }
    for (const el of [element, ...element.querySelectorAll('*')])
      for (const name of ['aria-label', 'alt', 'title', 'placeholder']) {
        const value = el.getAttribute(name);
        if (value && !marked(value) && !own.includes(value.trim()) && /\p{L}{2,}/u.test(value))
          plain.push(`${name}: ${value}`);
      }
    return plain;
  }, own);
  expect(found).toEqual([]);
}
