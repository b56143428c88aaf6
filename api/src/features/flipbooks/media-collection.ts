import type { Logger } from '../../logger';
import type { Store } from '../../store/port';
import { createPanelMedia } from './panel-media';

const MEDIA_COLLECTION_INTERVAL_MS = 60 * 60_000;
/**
 * Media younger than this is left to the writes that may be storing it; a create in flight is
 * far younger (its body must arrive within BODY_TIMEOUT_SECONDS).
 */
const ORPHAN_MEDIA_GRACE_MS = 15 * 60_000;
const COLLECTION_BATCH = 500;

/**
 * Removes media that no live flipbook uses and what interrupted writes left behind (a crash,
 * a create that failed after storing), older than `graceMs`. Safe beside writes in flight:
 * a collection puts back what a write started using while it ran (panel-media.ts).
 */
export async function collectOrphanMedia(
  store: Store,
  graceMs = ORPHAN_MEDIA_GRACE_MS,
): Promise<{ media: number; unfinished: number }> {
  const media = createPanelMedia(store);
  // Media carry the real time they were written; the grace is judged on the same clock.
  const before = Date.now() - graceMs;
  const unfinished =
    (await store.media.removeUnfinished(before)) + (await store.variants.removeUnfinished(before));
  const names = await store.media.storedBefore(before);
  let removed = 0;
  for (let i = 0; i < names.length; i += COLLECTION_BATCH)
    removed += await media.collect(names.slice(i, i + COLLECTION_BATCH));
  // A phone copy left by an interrupted collection goes once its original is unused.
  const copies = await store.variants.storedBefore(before);
  for (let i = 0; i < copies.length; i += COLLECTION_BATCH)
    await media.collectCopies(copies.slice(i, i + COLLECTION_BATCH));
  return { media: removed, unfinished };
}

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
