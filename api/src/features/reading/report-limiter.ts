import { tooManyRequests } from '../../http-errors';

/**
 * Reports an address may send a minute: a reader sends a few a minute (one per turn, debounced,
 * and one as the page goes), so this leaves room for an office of readers behind one address.
 */
export const REPORTS_PER_MINUTE = 300;
const WINDOW_MS = 60_000;

/**
 * The per-address limit on reports, held in this process's memory: a report is too small and too
 * frequent for a store write of its own (each API process allows the limit; see
 * docs/security.md). Windows are fixed, and an ended window's addresses are dropped at once.
 */
export function createReportLimiter(now: () => number, max = REPORTS_PER_MINUTE) {
  let windowEnd = 0;
  let counts = new Map<string, number>();
  return {
    /** Counts one report of `address`; a 429 with Retry-After when it is over the limit. */
    consume(address: string): void {
      const at = now();
      if (at >= windowEnd) {
        windowEnd = at - (at % WINDOW_MS) + WINDOW_MS;
        counts = new Map();
      }
      const count = (counts.get(address) ?? 0) + 1;
      counts.set(address, count);
      if (count > max)
        throw tooManyRequests((windowEnd - at) / 1000, 'Too many reading reports, try again later');
    },
  };
}
