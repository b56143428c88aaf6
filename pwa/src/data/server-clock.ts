import { KEPT_COPY_HEADER } from '#offline/kept-copy';
import { STORAGE_KEYS } from '../state/storage-keys';

/**
 * This device's clock corrected by its offset to the server's, so that a device whose clock is
 * wrong by minutes cannot reorder edits made minutes apart (edit stamps, core/edit-stamps.ts).
 * The offset is measured from each API reply's `Date` header (whole seconds) against the middle
 * of the request's round trip, and kept in localStorage for a device that starts offline.
 */

/** Offsets within this are the header's rounding and the trip's, not a wrong clock. */
const NOISE_MS = 2_000;

let offsetMs: number | null = null;

const storedOffset = (): number => {
  try {
    const value = Number(localStorage.getItem(STORAGE_KEYS.serverClockOffset));
    return Number.isFinite(value) ? value : 0;
  } catch {
    return 0;
  }
};

/** How far the server's clock is ahead of this device's (ms; 0 within the noise). */
export function serverClockOffset(): number {
  offsetMs ??= storedOffset();
  return offsetMs;
}

/** The time now by the server's clock, as well as this device can tell. */
export const serverNow = (): number => Date.now() + serverClockOffset();

/**
 * The offset a reply tells: `date` its `Date` header, sent at `sentAt` and received at
 * `receivedAt` by this device's clock; null when it tells nothing.
 */
export function offsetFromReply(date: string | null, sentAt: number, receivedAt: number) {
  const server = date ? Date.parse(date) : Number.NaN;
  if (!Number.isFinite(server) || receivedAt < sentAt) return null;
  // The header drops the milliseconds: the server's moment is half a second later on average.
  const offset = server + 500 - (sentAt + receivedAt) / 2;
  return Math.abs(offset) <= NOISE_MS + (receivedAt - sentAt) / 2 ? 0 : Math.round(offset);
}

/** Takes the offset a reply tells (see offsetFromReply); a kept copy's date is its past one. */
export function noteServerDate(response: Response, sentAt: number, receivedAt = Date.now()) {
  if (response.headers.has(KEPT_COPY_HEADER)) return;
  const offset = offsetFromReply(response.headers.get('Date'), sentAt, receivedAt);
  if (offset === null || offset === offsetMs) return;
  offsetMs = offset;
  try {
    localStorage.setItem(STORAGE_KEYS.serverClockOffset, String(offset));
  } catch {
    // Storage refused: the offset holds for this page.
  }
}
