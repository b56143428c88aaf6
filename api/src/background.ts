import type { Logger } from './logger';

/**
 * Work done after the reply has gone, so how long it takes tells the caller nothing (whether an
 * account exists, say). A failure is logged; shutdown waits for what was started.
 */
export function createBackground(logger: Logger) {
  const pending = new Set<Promise<void>>();
  return {
    run(label: string, task: () => Promise<void>): void {
      const work: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
        .then(task)
        .catch((err: unknown) => logger.error(label, { err }))
        .finally(() => pending.delete(work));
      pending.add(work);
    },
    /** Resolves once the work started so far (and any it started) has ended. */
    async idle(): Promise<void> {
      while (pending.size > 0) await Promise.allSettled([...pending]);
    },
  };
}

export type Background = ReturnType<typeof createBackground>;

/**
 * Runs `drain` now, so work a stopped or killed process left is picked up, and then every
 * `intervalMs`, for retries that came due. `stop` waits for a drain under way.
 */
export function scheduleDrain(
  drain: () => Promise<void>,
  intervalMs: number,
): { stop(): Promise<void> } {
  let last = drain();
  const timer = setInterval(() => {
    last = drain();
  }, intervalMs);
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await last;
    },
  };
}

/**
 * `drainOnce` one at a time in this process: a drain asked for while one runs makes one more after
 * it, and the returned drain resolves once the work asked for so far is done. A failure goes to
 * `failed`, never to the caller.
 */
export function oneDrainAtATime(
  drainOnce: () => Promise<void>,
  failed: (err: unknown) => void,
): () => Promise<void> {
  let running: Promise<void> = Promise.resolve();
  let queued: Promise<void> | null = null;
  return () => {
    if (!queued) {
      queued = running
        .then(() => {
          queued = null;
          return drainOnce();
        })
        .catch(failed);
      running = queued;
    }
    return queued;
  };
}
