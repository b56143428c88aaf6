import crypto from 'node:crypto';
import type { Context } from 'koa';

/**
 * Answers a list an open device asks for every few seconds: with an ETag of its body, so that the
 * device sends it back as If-None-Match and an unchanged list is a 304 without a body.
 */
export function replyWithEtag(ctx: Context, value: unknown): void {
  ctx.set('Cache-Control', 'no-store');
  const body = JSON.stringify(value);
  const etag = `"${crypto.hash('sha256', body, 'base64url').slice(0, 27)}"`;
  ctx.set('ETag', etag);
  if (ctx.get('If-None-Match') === etag) {
    ctx.status = 304;
    return;
  }
  ctx.type = 'application/json';
  ctx.body = body;
}
