import type { Logger } from '../../logger';

const MEDIA_COLLECTION_INTERVAL_MS = 60 * 60_000;

/**
 * Collects orphan media at start and then every `intervalMs` (the server calls this; several
 * processes may, on one MongoDB). Runs never overlap; a failure is logged and the next run tries
 * again. `stop` resolves once a run in progress has ended.
 */
export function scheduleMediaCollection(deps: {
  collect: () => Promise<{ media: number; unfinished: number }>;
  logger: Logger;
  intervalMs?: number;
}): { stop(): Promise<void> } {
  let current: Promise<void> | null = null;
  const run = async () => {
    try {
      const { media, unfinished } = await deps.collect();
      if (media + unfinished > 0)
        deps.logger.info(`media collected: ${media} unused, ${unfinished} unfinished writes`);
    } catch (err) {
      deps.logger.error('media collection failed', { err });
    }
  };
  const start = () => {
    current ??= run().finally(() => {
      current = null;
    });
  };
  start();
  const timer = setInterval(start, deps.intervalMs ?? MEDIA_COLLECTION_INTERVAL_MS);
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await current;
    },
  };
}
