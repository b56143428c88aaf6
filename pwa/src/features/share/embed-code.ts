import { embedUrl, PRODUCT_NAME } from '#core/product';

const ATTRIBUTE_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '"': '&quot;',
  '<': '&lt;',
  '>': '&gt;',
};

/**
 * The `<iframe>` another site pastes to show a flipbook: the embed page (`/embed/{id}`), as wide
 * as its column and 600 px high, named for screen readers, with full screen allowed and loaded
 * when scrolled near. The title is escaped, so it cannot end the attribute.
 */
export function embedCode(origin: string, flipbook: { id: string; title: string }): string {
  const title = `${flipbook.title} — ${PRODUCT_NAME}`.replace(
    /[&"<>]/g,
    (c) => ATTRIBUTE_ESCAPES[c] ?? c,
  );
  return (
    `<iframe src="${embedUrl(origin, flipbook.id)}" title="${title}" width="100%" height="600" ` +
    'style="border:0" allow="fullscreen" loading="lazy"></iframe>'
  );
}
