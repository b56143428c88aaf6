import crypto from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Context } from 'koa';

const gzip = promisify(zlib.gzip);

/**
 * Lists shorter than this go as they are: compressing them saves less than a packet. A library of
 * 500 flipbooks is about 650 KB of JSON and 170 KB gzipped, which on a slow phone network is the
 * difference between seconds and a second (docs/performance.md, "Teams").
 */
const COMPRESS_FROM_BYTES = 1_400;

/**
 * Answers a list an open device asks for every few seconds: with an ETag of its body, so that the
 * device sends it back as If-None-Match and an unchanged list is a 304 without a body; a long one
 * gzipped for a client that takes it (off the event loop, in zlib's thread pool).
 */
export async function replyWithEtag(ctx: Context, value: unknown): Promise<void> {
  ctx.set('Cache-Control', 'no-store');
  ctx.vary('Accept-Encoding');
  const body = JSON.stringify(value);
  const etag = `"${crypto.hash('sha256', body, 'base64url').slice(0, 27)}"`;
  ctx.set('ETag', etag);
  if (ctx.get('If-None-Match') === etag) {
    ctx.status = 304;
    return;
  }
  ctx.type = 'application/json';
  if (body.length < COMPRESS_FROM_BYTES || ctx.acceptsEncodings('gzip', 'identity') !== 'gzip') {
    ctx.body = body;
    return;
  }
  ctx.set('Content-Encoding', 'gzip');
  ctx.body = await gzip(body, { level: 5 });
}
