/**
 * Reader analytics (docs/privacy.md): what a reading session reports and how the server tallies
 * it, per flipbook and UTC day, without a trail of who read what.
 */

/** The brochure's stages on larger screens, in the order a click turns through them. */
export const STAGES = ['cover', 'half-open', 'open', 'back'] as const;
export type Stage = (typeof STAGES)[number];

/** Where a reading began: a shared link, an embed, an event kiosk, or the creator's library. */
export const READING_SOURCES = ['link', 'embed', 'event', 'library'] as const;
export type ReadingSource = (typeof READING_SOURCES)[number];
/** The sources a signed-out page may report; the others come from the owner's device only. */
export const PUBLIC_READING_SOURCES = ['link', 'embed'] as const;

export const DEVICE_CLASSES = ['phone', 'tablet', 'desktop'] as const;
export type DeviceClass = (typeof DEVICE_CLASSES)[number];

export const READING_LIMITS = {
  /** Events one report may carry. */
  maxEvents: 100,
  /** The bytes of one report's body. */
  maxBodyBytes: 16 * 1024,
  /** Visible seconds a session counts on one stage or panel, at most. */
  maxStepSeconds: 10 * 60,
  /** A session ends after this long without the reader doing anything. */
  sessionIdleMs: 30 * 60 * 1000,
  /** Characters of a referrer's origin. */
  maxOriginChars: 200,
  /** Referrer origins a flipbook keeps apart per day; the sessions of any others count together. */
  maxReferrersPerDay: 100,
  /**
   * Seconds a signed-out session may report beyond the time since the server first heard of it:
   * the few its first report carries (it goes two seconds after the first turn).
   */
  reportGraceSeconds: 5,
  /** Counted seconds after which a session has read: only then does its referrer count. */
  readSeconds: 10,
  /**
   * Sessions one address may begin on a flipbook in a UTC day (signed-out reports); past them a
   * new session counts nothing: one address cannot inflate sessions with made-up session ids.
   */
  maxSessionsPerAddress: 50,
  /** New readers one address may add to a flipbook's day (an office behind one address). */
  maxReadersPerAddress: 10,
  /** Sessions with a referrer one address may add to a flipbook's day. */
  maxReferredPerAddress: 10,
} as const;

/** What a page knows of its screen: the viewport, and whether a finger is its main pointer. */
export interface ReaderScreen {
  width: number;
  height: number;
  /** `(pointer: coarse)`: a touch screen is how the reader points. */
  touch: boolean;
}

/**
 * The device class of a reader's screen. A touch screen is a phone when its shorter side is under
 * 600 CSS px (whichever way it is held), and a tablet otherwise: a 1180 × 820 tablet in landscape
 * is no desktop. With a mouse, a window as narrow as a phone's counts as one (a phone emulated, or
 * a phone whose browser reports a fine pointer); any other is a desktop, however narrow it was made.
 */
export function deviceClass({ width, height, touch }: ReaderScreen): DeviceClass {
  if (touch) return Math.min(width, height) < 600 ? 'phone' : 'tablet';
  return width <= 600 ? 'phone' : 'desktop';
}

const ORIGIN = /^https?:\/\/[a-z0-9.-]+(:\d{1,5})?$/;

/** Whether a value is an origin as a report carries it: scheme, host and port, lower case. */
export const isReferrerOrigin = (value: string): boolean =>
  value.length <= READING_LIMITS.maxOriginChars && ORIGIN.test(value);
