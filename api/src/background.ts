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
