import { PassThrough } from 'node:stream';
import type { Context } from 'koa';
import type { ChangeFeed } from '../flipbooks/change-feed';
import type { FlipbookService } from '../flipbooks/service';

const MIN_INTERVAL_MS = 1000;
const KEEP_ALIVE_MS = 25_000;
/**
 * Other API processes change figures too; a cheap poll catches what this process did not see, so
 * a change made through another process shows within 6 s with room for a slow query.
 */
const POLL_MS = 4000;

/**
 * Server-sent events for the admin dashboard: an `analytics` event at connect and after every
 * change, at most one a second (changes in between are folded into the next), and a comment line
 * every 25 s so proxies keep the connection open. At each poll the caller is admitted again: a
 * stream ends with its session (sign-out, password change) or its admin rights.
 */
export function createAnalyticsStreams(deps: { flipbooks: FlipbookService; changes: ChangeFeed }) {
  const open = new Set<PassThrough>();

  function attach(ctx: Context, stillAdmitted: () => Promise<boolean>) {
    const stream = new PassThrough();
    open.add(stream);
    let last = '';
    let lastSentAt = 0;
    let timer: NodeJS.Timeout | null = null;

    const send = async () => {
      timer = null;
      const data = JSON.stringify(await deps.flipbooks.adminAnalytics());
      if (data === last || stream.destroyed) return;
      last = data;
      lastSentAt = Date.now();
      stream.write(`event: analytics\ndata: ${data}\n\n`);
    };
    const schedule = () => {
      if (timer) return;
      timer = setTimeout(
        () => void send().catch(close),
        Math.max(0, lastSentAt + MIN_INTERVAL_MS - Date.now()),
      );
    };
    const keepAlive = setInterval(() => stream.write(': keep-alive\n\n'), KEEP_ALIVE_MS);
    const poll = setInterval(() => {
      void stillAdmitted().then((admitted) => (admitted ? schedule() : close()), close);
    }, POLL_MS);
    const unsubscribe = deps.changes.subscribe(schedule);
    function close() {
      if (timer) clearTimeout(timer);
      clearInterval(keepAlive);
      clearInterval(poll);
      unsubscribe();
      open.delete(stream);
      stream.end();
    }
    ctx.req.on('close', close);
    stream.on('error', close);

    ctx.req.socket.setTimeout(0);
    ctx.req.socket.setNoDelay(true);
    ctx.set({
      'Content-Type': 'text/event-stream',
      'Cache-Control': 'no-store',
      'X-Accel-Buffering': 'no',
    });
    ctx.status = 200;
    ctx.body = stream;
    stream.write('retry: 3000\n\n');
    void send().catch(close);
  }

  return {
    attach,
    /** Ends every open stream, so a graceful shutdown need not wait for them. */
    closeAll: () => {
      for (const stream of open) stream.end();
    },
  };
}
