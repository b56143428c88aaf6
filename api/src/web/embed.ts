import type { Context } from 'koa';
import { embedIdOf } from '#core/product';
import { flipbookIdParam } from '#core/schemas/flipbooks';

/**
 * The embed page (`/embed/{id}` with a flipbook id, known or not: an unknown or deleted one shows
 * the viewer's 'not found' in the frame) is the one page other sites may frame. A malformed id is
 * the app's ordinary page, with the ordinary headers.
 */
export function isEmbedPage(ctx: Context): boolean {
  const id = embedIdOf(ctx.path);
  return id !== null && flipbookIdParam.safeParse(id).success;
}
