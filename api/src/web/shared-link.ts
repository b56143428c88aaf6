import type { Context } from 'koa';
import { coverImage } from '#core/brochure';
import { displayLine } from '#core/human-text';
import {
  INLINE_FLIPBOOK_ID,
  PANEL_SIZES,
  PHONE_MEDIA,
  panelSrcSet,
  panelVariantUrl,
} from '#core/panel-images';
import { PRODUCT_NAME } from '#core/product';
import { flipbookIdParam } from '#core/schemas/flipbooks';
import { escapeHtml } from '../escape-html';
import { toPublicFlipbookReply } from '../features/flipbooks/present';
import { loadSharp } from '../media/sharp';
import type { FlipbookRecord } from '../store/flipbooks';
import type { MediaStore } from '../store/media';
import { deferEntry } from './deferred-entry';
import { openGraphTags } from './open-graph';

/** Sizes of panels read so far; a name is its content's hash, so an entry never goes stale. */
const MAX_KNOWN_SIZES = 5000;

/**
 * The shell of a shared link (`/?view={id}`) carries what the first panel needs, so a phone paints
 * it before the app's script has even arrived: Open Graph tags, the title, a high-priority preload
 * of the panel each screen width shows first (phones the first panel, larger screens the cover),
 * that panel as markup in #root (React replaces it), and the flipbook as JSON for the app. No view
 * is counted here: the app still calls GET /api/flipbooks/{id}, which counts it once.
 */
export function sharedLinkShell(deps: {
  peek: (id: string) => Promise<FlipbookRecord | null>;
  media: MediaStore;
  publicUrl: string;
}) {
  const sizes = new Map<string, { width: number; height: number } | null>();
  const sizeOf = async (name: string) => {
    if (sizes.has(name)) return sizes.get(name) ?? null;
    const bytes = await deps.media.get(name);
    const meta = bytes ? await (await loadSharp())(bytes).metadata() : null;
    const size = meta?.width && meta.height ? { width: meta.width, height: meta.height } : null;
    if (sizes.size >= MAX_KNOWN_SIZES) sizes.clear();
    sizes.set(name, size);
    return size;
  };

  return async (html: string, ctx: Context): Promise<string> => {
    const id = flipbookIdParam.safeParse(ctx.query.view);
    if (ctx.path !== '/' || !id.success) return html;
    const flipbook = await deps.peek(id.data);
    if (!flipbook) return html;
    const reply = toPublicFlipbookReply(flipbook, deps.publicUrl);
    // The cover, on a phone and on larger screens alike (core/brochure.ts): what the viewer shows
    // first, so the page drawn before the app runs shows it too.
    const phoneFirst = coverImage(flipbook);
    const cover = phoneFirst;
    const head: string[] = [];
    if (phoneFirst) head.push(phonePreload(phoneFirst));
    const large = cover ?? phoneFirst;
    if (large) head.push(largePreload(large));
    head.push(openGraphTags(flipbook, deps.publicUrl));
    const first =
      phoneFirst &&
      panelMarkup(displayLine(flipbook.title), phoneFirst, cover, await sizeOf(phoneFirst));
    // `<` never ends the JSON early: no title can close the script element.
    const data = JSON.stringify(reply).replace(/</g, '\\u003c');
    // Shown to strangers (the tab, the page drawn first): nothing unseen (core/human-text.ts).
    const shown = displayLine(flipbook.title);
    const title = `${shown} — ${PRODUCT_NAME}`;
    // Replacer functions: a replacement string would expand `$'`, `$&`… typed into a title.
    // Right after the title, ahead of the scripts and styles, so the image is asked for first.
    const page = html
      .replace(
        /<title>[^<]*<\/title>/,
        () => `<title>${escapeHtml(title)}</title>\n    ${head.join('\n    ')}`,
      )
      .replace(
        ROOT_ELEMENT,
        () =>
          `<div id="root">${viewerMarkup(shown, first)}</div>\n    ` +
          `<script type="application/json" id="${INLINE_FLIPBOOK_ID}">${data}</script>`,
      );
    return deferEntry(page);
  };
}

/** #root with whatever the build drew into it (the signed-out home page): the last element of the body. */
const ROOT_ELEMENT = /<div id="root">[\s\S]*<\/div>(?=\s*<\/body>)/;
function phonePreload(name: string): string {
  return `<link rel="preload" as="image" href="${panelVariantUrl(`/media/${name}`)}" fetchpriority="high" media="${PHONE_MEDIA}" />`;
}

function largePreload(name: string): string {
  const url = `/media/${name}`;
  return (
    `<link rel="preload" as="image" href="${url}" imagesrcset="${panelSrcSet(url)}" ` +
    `imagesizes="${PANEL_SIZES}" fetchpriority="high" media="not all and ${PHONE_MEDIA}" />`
  );
}

/** The panel shown first: on phones the first panel's copy, on larger screens the cover (or it). */
function panelMarkup(
  title: string,
  phoneFirst: string,
  cover: string | null,
  size: { width: number; height: number } | null,
): string {
  const img =
    `<img src="${panelVariantUrl(`/media/${phoneFirst}`)}" alt="${escapeHtml(title)}" fetchpriority="high" ` +
    (size ? `width="${size.width}" height="${size.height}" ` : '') +
    'class="max-h-full max-w-full bg-white object-contain" />';
  const large = `/media/${cover ?? phoneFirst}`;
  const source = `<source media="not all and ${PHONE_MEDIA}" srcset="${panelSrcSet(large)}" sizes="${PANEL_SIZES}" />`;
  // No box of its own, so the image's max-height resolves against the stage as in the app.
  return `<picture style="display:contents">${source}${img}</picture>`;
}

/** The viewer's frame as the app draws it (same classes), with the first panel in its place. */
function viewerMarkup(title: string, panel: string | null): string {
  return (
    '<div class="fixed inset-0 z-[45] flex flex-col bg-bg text-fg" aria-busy="true">' +
    '<header class="flex h-14 shrink-0 items-center gap-2 border-b border-border px-2 sm:px-4">' +
    `<h1 class="min-w-0 flex-1 truncate px-12 text-base font-semibold sm:text-lg">${escapeHtml(title)}</h1>` +
    '</header>' +
    '<main class="flex min-h-0 flex-1 flex-col">' +
    `<div class="flex min-h-0 w-full flex-1 items-center justify-center px-3 pt-3 md:px-6 md:pt-6">${panel ?? ''}</div>` +
    '<p class="my-2 h-5"></p>' +
    '</main>' +
    '<footer class="h-16 shrink-0 border-t border-border"></footer>' +
    '</div>'
  );
}
