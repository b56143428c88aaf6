import type Router from '@koa/router';
import type { Context } from 'koa';
import { mediaTypeOf } from '#core/media-names';
import { originalOfPanelVariant } from '#core/panel-images';
import { notFound } from '../http-errors';
import { createRouter } from '../router';
import type { MediaStore } from '../store/media';
import type { PanelVariants } from './variants';

/**
 * /media/<sha256>.<ext>: immutable, typed by what was detected, never interpreted as a page.
 * /media/<sha256>.<ext>.480w.webp: its phone copy, made now if the background has not yet.
 */
export function mediaRoutes(media: MediaStore, variants: PanelVariants): Router {
  const router = createRouter();
  router.get('/media/:name', async (ctx) => {
    const name = ctx.params.name ?? '';
    const variant = originalOfPanelVariant(name);
    if (variant) {
      const bytes = await variants.variantOf(variant);
      if (!bytes) throw notFound('Image not found');
      return reply(ctx, name, 'image/webp', bytes);
    }
    const type = mediaTypeOf(name);
    const bytes = type ? await media.get(name) : null;
    if (!type || !bytes) throw notFound('Image not found');
    reply(ctx, name, type, bytes);
  });
  return router;
}

/** The name carries the content's hash (and the copy's size), so it is its own ETag. */
function reply(ctx: Context, name: string, type: string, bytes: Buffer) {
  const etag = `"${name}"`;
  ctx.set({
    'Cache-Control': 'public, max-age=31536000, immutable',
    'Content-Security-Policy': "default-src 'none'; sandbox",
    'X-Content-Type-Options': 'nosniff',
    ETag: etag,
  });
  if (ctx.get('if-none-match') === etag) {
    ctx.status = 304;
    return;
  }
  ctx.type = type;
  ctx.body = bytes;
}
