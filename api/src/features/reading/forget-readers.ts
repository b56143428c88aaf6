import type { Logger } from '../../logger';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Past midnight, so that a clock a little behind UTC's still sees the new day. */
const AFTER_MIDNIGHT_MS = 5_000;

/**
 * Has the past days' reader hashes and salts forgotten at start and just after each UTC midnight,
 * even when no report arrives to do it (docs/privacy.md). A failure is logged and the next day
 * tries again.
 */
export function scheduleReaderForgetting(deps: {
  forget: () => Promise<void>;
  logger: Logger;
  now?: () => number;
}): { stop(): void } {
  const now = deps.now ?? Date.now;
  let timer: NodeJS.Timeout | undefined;
  const run = () => {
    deps.forget().catch((err: unknown) => deps.logger.error('forgetting past readers', { err }));
    timer = setTimeout(run, DAY_MS - (now() % DAY_MS) + AFTER_MIDNIGHT_MS);
    timer.unref();
  };
  run();
  return { stop: () => clearTimeout(timer) };
}
