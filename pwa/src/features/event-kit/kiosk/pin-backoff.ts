import { STORAGE_KEYS } from '#pwa/state/storage-keys';

/** Wrong PINs in a row that go without a wait: a visitor may mistype. */
const FREE_TRIES = 3;
/** The first wait, doubled with each wrong PIN after it, and the longest. */
const FIRST_WAIT_MS = 5_000;
const LONGEST_WAIT_MS = 5 * 60_000;

/** The wrong PINs in a row at this kiosk, and until when (epoch ms) the next try must wait. */
export interface PinTries {
  wrong: number;
  waitUntil: number;
}

const NONE: PinTries = { wrong: 0, waitUntil: 0 };

/**
 * How long to wait after the `wrong`-th wrong PIN in a row: nothing for the first three, then 5 s,
 * 10 s, 20 s … at most five minutes, so guessing a 4-digit PIN takes weeks instead of minutes.
 */
export function pinWaitMs(wrong: number): number {
  if (wrong < FREE_TRIES) return 0;
  return Math.min(LONGEST_WAIT_MS, FIRST_WAIT_MS * 2 ** (wrong - FREE_TRIES));
}

/**
 * The kiosk's count of wrong PINs, in local storage: a reload (the kiosk comes back after one) or
 * closing the dialog does not start it over. A right PIN does.
 */
export function pinTries(storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>) {
  const read = (): PinTries => {
    try {
      const kept = JSON.parse(storage.getItem(STORAGE_KEYS.kioskPinTries) ?? 'null') as PinTries;
      return typeof kept?.wrong === 'number' && typeof kept.waitUntil === 'number' ? kept : NONE;
    } catch {
      return NONE;
    }
  };
  return {
    read,
    wrongAt(now: number): PinTries {
      const wrong = read().wrong + 1;
      const next = { wrong, waitUntil: now + pinWaitMs(wrong) };
      storage.setItem(STORAGE_KEYS.kioskPinTries, JSON.stringify(next));
      return next;
    },
    right(): void {
      storage.removeItem(STORAGE_KEYS.kioskPinTries);
    },
  };
}
