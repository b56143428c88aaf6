const ENTRY = /<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>\s*/;
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*>\s*/g;
/** The theme boot script, inline (spa.ts) or, when the build lacks its file, by its src. */
const BOOT = /<script (id="theme-boot"|src="[^"]*theme-boot[^"]*\.js")>/;

/**
 * For a page that arrives drawn (the signed-out home page, a shared link's first panel): the app's
 * entry and its module preloads leave the page, and the theme boot script, which runs first
 * anyway, fetches the entry after the first frame. Chromium holds a page's first paint while its
 * module scripts load and run, which on a slow phone is seconds; the drawn page need not wait.
 */
export function deferEntry(html: string): string {
  const entry = ENTRY.exec(html)?.[1];
  if (!entry || !BOOT.test(html)) return html;
  return html
    .replace(ENTRY, '')
    .replace(MODULE_PRELOAD, '')
    .replace(BOOT, (_, attribute: string) => `<script ${attribute} data-entry="${entry}">`);
}
