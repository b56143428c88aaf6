import { READING_LIMITS } from '#core/reading';
import type { ReadingEvent } from '#core/schemas/reading';

/** The session as kept in sessionStorage, so a reload goes on with it. */
export interface Session {
  id: string;
  visitor?: number;
  lastActive: number;
  started: boolean;
  reached: string[];
  /** Visible milliseconds per step, capped, and the whole seconds of them already reported. */
  ms: Record<string, number>;
  sent: Record<string, number>;
  zoomed: boolean;
  back: boolean;
  /**
   * What was recorded and not sent yet, kept with the session: a turn made just before a reload,
   * a crash or a closed tab goes with the next report of the session instead of being lost.
   * Absent on sessions kept before it existed.
   */
  queue?: ReadingEvent[];
}

type SessionStorage = Pick<Storage, 'getItem' | 'setItem'> | null;

/** A session begun at `at`, by `visitor` on a shared device. */
export const freshSession = (visitor: number | undefined, at: number): Session => ({
  id: crypto.randomUUID(),
  visitor,
  lastActive: at,
  started: false,
  reached: [],
  ms: {},
  sent: {},
  zoomed: false,
  back: false,
  queue: [],
});

/** The session kept under `key`, if it is `visitor`'s and not idle too long; else a new one. */
export function loadSession(
  storage: SessionStorage,
  key: string,
  visitor: number | undefined,
  now: () => number,
): Session {
  try {
    // What this recorder saved under its own key.
    const kept = JSON.parse(storage?.getItem(key) ?? 'null') as Session | null;
    if (kept && kept.visitor === visitor && now() - kept.lastActive <= READING_LIMITS.sessionIdleMs)
      return kept;
  } catch {
    // Storage refused or garbled: a new session.
  }
  return freshSession(visitor, now());
}

export function saveSession(storage: SessionStorage, key: string, session: Session): void {
  try {
    storage?.setItem(key, JSON.stringify(session));
  } catch {
    // Full or refused: the session lives in memory only.
  }
}
