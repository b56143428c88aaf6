import { PassThrough } from 'node:stream';
import type { Context } from 'koa';
import type { ChangeFeed } from '../../change-feed';
import { tooManyRequests } from '../../http-errors';
import type { AnalyticsService } from '../reading/analytics';
import { createSharedAnalytics } from './shared-analytics';

const KEEP_ALIVE_MS = 25_000;
/**
 * Other API processes change figures too; a cheap poll catches what this process did not see, so
 * a change made through another process shows within 6 s with room for a slow query.
 */
const POLL_MS = 4000;
/** Live dashboards one account may hold open at once (tabs, devices): each holds a connection. */
const MAX_STREAMS_PER_ACCOUNT = 5;
/** What a refused sixth stream is told to wait: about as long as a closed tab takes to be seen. */
const STREAM_RETRY_AFTER_SECONDS = 5;

/** Answers with `stream` as server-sent events: no socket timeout, no proxy buffering. */
function openEventStream(ctx: Context, stream: PassThrough) {
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
}

/**
 * Server-sent events for the admin dashboard: an `analytics` event at connect and after every
 * change, with the figures computed once for every open stream, at most once a second
 * (shared-analytics.ts), and a comment line every 25 s so proxies keep the connection open. At
 * each poll the caller is admitted again: a stream ends with its session (sign-out, password
 * change) or its admin rights. An account holds at most five streams at once.
 */
export function createAnalyticsStreams(deps: {
  analytics: Pick<AnalyticsService, 'adminAnalytics'>;
  changes: ChangeFeed;
}) {
  const open = new Set<PassThrough>();
  const perAccount = new Map<string, number>();
  const figures = createSharedAnalytics({
    compute: () => deps.analytics.adminAnalytics(),
    changes: deps.changes,
  });

  function attach(ctx: Context, accountId: string, stillAdmitted: () => Promise<boolean>) {
    const held = perAccount.get(accountId) ?? 0;
    if (held >= MAX_STREAMS_PER_ACCOUNT) {
      throw tooManyRequests(
        STREAM_RETRY_AFTER_SECONDS,
        `At most ${MAX_STREAMS_PER_ACCOUNT} live dashboards can be open at once: close one to open another`,
      );
    }
    perAccount.set(accountId, held + 1);
    const stream = new PassThrough();
    open.add(stream);
    let last = '';
    const send = (json: string) => {
      if (json === last || stream.destroyed) return;
      last = json;
      stream.write(`event: analytics\ndata: ${json}\n\n`);
    };
    const keepAlive = setInterval(() => stream.write(': keep-alive\n\n'), KEEP_ALIVE_MS);
    const poll = setInterval(() => {
      void stillAdmitted().then((admitted) => (admitted ? figures.refresh() : close()), close);
    }, POLL_MS);
    let closed = false;
    let unwatch = () => {};
    function close() {
      if (closed) return;
      closed = true;
      clearInterval(keepAlive);
      clearInterval(poll);
      unwatch();
      const left = (perAccount.get(accountId) ?? 1) - 1;
      if (left > 0) perAccount.set(accountId, left);
      else perAccount.delete(accountId);
      open.delete(stream);
      stream.end();
    }
    ctx.req.on('close', close);
    stream.on('error', close);
    openEventStream(ctx, stream);
    unwatch = figures.watch({ onFigures: send, onError: close });
  }

  return {
    attach,
    /** Ends every open stream, so a graceful shutdown need not wait for them. */
    closeAll: () => {
      for (const stream of open) stream.end();
    },
  };
}
