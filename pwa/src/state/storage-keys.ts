/** Browser storage keys, each with the product's prefix (docs/product-rules.md). */
export const STORAGE_KEYS = {
  user: 'flipfold:user',
  authToken: 'flipfold:authToken',
  /** Written by earlier versions, now only removed at sign-out. */
  isLoggedIn: 'flipfold:isLoggedIn',
  /**
   * The token of a session signed out of here that the server has not heard of yet (offline):
   * every request of the page waits until its sign-out is sent.
   */
  endingSession: 'flipfold:endingSession',
  /** Also read by theme-boot.js before the app loads. */
  theme: 'flipfold:theme',
  /** The language chosen in a language menu on this browser (i18n/i18n.ts). */
  language: 'flipfold:language',
  /** The kiosk presenting on this device, if any; also read by theme-boot.js. */
  kiosk: 'flipfold:kiosk',
  /** The name this device gives the leads its kiosk takes ('Tablet 2'). */
  deviceName: 'flipfold:deviceName',
  /** Wrong exit PINs in a row at the kiosk, and until when the next try waits (pin-backoff.ts). */
  kioskPinTries: 'flipfold:kioskPinTries',
  /** How far the server's clock is ahead of this device's, in ms (data/server-clock.ts). */
  serverClockOffset: 'flipfold:serverClockOffset',
  /** In sessionStorage: the accent of this browser session. */
  accent: 'flipfold:accent',
  /** In sessionStorage, followed by a flipbook's id: the tab's reading session of it. */
  readingSession: 'flipfold:reading:',
  /**
   * Set while this device keeps signed-out readers' reports unsent (offline/unsent-reading-reports.ts),
   * so that a page loads the code that sends them only then.
   */
  unsentReadingReports: 'flipfold:unsentReadingReports',
  /**
   * Set once a PDF has been converted on this device: from then on, a creator's session warms the
   * PDF workers in idle time (pdf/converted-here.ts).
   */
  convertsPdfs: 'flipfold:convertsPdfs',
  /**
   * Followed by a user's id: the library this device shows them ('' or absent for their own, else
   * a team's id), so the header's switcher comes back where they left it (data/libraries.ts).
   */
  library: 'flipfold:library:',
} as const;

/**
 * A yes or no this device remembers in localStorage under one of these keys. It lives here, in
 * the first page's code, rather than in a file of its own: a file is one more request and one more
 * precache entry. Storage that refuses (private mode, full) reads as no and forgets a yes: each
 * flag's user says what that costs it.
 */
export function deviceFlag(key: string) {
  return {
    isSet(): boolean {
      try {
        return localStorage.getItem(key) !== null;
      } catch {
        return false;
      }
    },
    set(on: boolean): void {
      try {
        if (on) localStorage.setItem(key, '1');
        else localStorage.removeItem(key);
      } catch {
        // Refused: the flag reads as no, which its user allows for.
      }
    },
  };
}
