import { vi } from 'vitest';

/**
 * `vi.waitFor` with room for a loaded machine: its default second ran out in a clean-clone run
 * while the other tiers ran beside, on a sync that takes milliseconds alone.
 */
export const waitFor = <T>(check: () => T | Promise<T>): Promise<T> =>
  vi.waitFor(check, { timeout: 10_000 });
