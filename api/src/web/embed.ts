import type { Context, Middleware } from 'koa';
import { FLIPBOOK_ID_SOURCE } from '#core/flipbook-id';
import { EMBED_PATH_PREFIX, embedIdOf } from '#core/product';
import { rawTargetOf } from '../canonical-url';

const pathOf = (target: string) => target.split('?', 1)[0] ?? '';

/**
 * The embed page (`/embed/{id}` with a flipbook id, known or not: an unknown or deleted one shows
 * the viewer's 'not found' in the frame) is the one page other sites may frame. It is judged on
 * the path as the browser sent it, by the rule the page itself applies (`embedIdOf`), never on
 * the path the server made canonical: a page framed under another spelling would draw the app.
 */
export function isEmbedPage(ctx: Context): boolean {
  return embedIdOf(pathOf(rawTargetOf(ctx.req))) !== null;
}

/** Another spelling of an embed path, once made canonical: any letter case in the id, a last `/`. */
const EMBED_SPELLING = new RegExp(`^/embed/(${FLIPBOOK_ID_SOURCE})/?$`);

/** Where another spelling of the embed page is sent (its one spelling), or null. */
function embedRedirectFor(ctx: Context): string | null {
  if (isEmbedPage(ctx)) return null;
  // The path as canonicalUrl made it: the same page, whatever escapes or slashes it was sent with.
  const id = EMBED_SPELLING.exec(ctx.path)?.[1];
  if (id === undefined) return null;
  return `${EMBED_PATH_PREFIX}${id.toLowerCase()}${ctx.search}`;
}

/**
 * Answers any other spelling of the embed page (`/%65mbed/{id}`, `//embed//{id}`, an id in upper
 * case, a last slash, dot segments…) with a permanent redirect to its one spelling, with the
 * ordinary headers (a frame is refused the redirect's own page, not the page it leads to).
 */
export function embedSpellings(): Middleware {
  return async (ctx, next) => {
    const to = (ctx.method === 'GET' || ctx.method === 'HEAD') && embedRedirectFor(ctx);
    if (!to) return next();
    ctx.redirect(to);
    ctx.status = 301;
    ctx.set('Cache-Control', 'no-cache');
  };
}
