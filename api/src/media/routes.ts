import type Router from '@koa/router';
import { notFound } from '../http-errors';
import { createRouter } from '../router';
import type { MediaStore } from '../store/media';
import { MEDIA_NAME, TYPE_OF_EXTENSION } from './decode-image';

/** /media/<sha256>.<ext>: immutable, typed by what was detected, never interpreted as a page. */
export function mediaRoutes(media: MediaStore): Router {
  const router = createRouter();
  router.get('/media/:name', async (ctx) => {
    const name = ctx.params.name ?? '';
    const match = MEDIA_NAME.exec(name);
    const bytes = match ? await media.get(name) : null;
    if (!match?.[2] || !bytes) throw notFound('Image not found');
    ctx.set({
      'Cache-Control': 'public, max-age=31536000, immutable',
      'Content-Security-Policy': "default-src 'none'; sandbox",
      'X-Content-Type-Options': 'nosniff',
      ETag: `"${match[1]}"`,
    });
    if (ctx.get('if-none-match') === `"${match[1]}"`) {
      ctx.status = 304;
      return;
    }
    ctx.type = TYPE_OF_EXTENSION[match[2]] ?? 'application/octet-stream';
    ctx.body = bytes;
  });
  return router;
}
