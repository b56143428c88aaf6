import { LEAD_LIMITS } from '#core/leads';
import { createExternalStore } from '#pwa/state/external-store';
import { STORAGE_KEYS } from '#pwa/state/storage-keys';

const BROWSERS: Array<[RegExp, string]> = [
  [/Edg(A|iOS)?\//, 'Edge'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];

/** Touch Macs are iPads that ask for desktop pages: the touch points tell them apart. */
function systemOf(userAgent: string, touchPoints: number): string | null {
  if (/iPad/.test(userAgent) || (/Macintosh/.test(userAgent) && touchPoints > 1)) return 'iPad';
  if (/iPhone/.test(userAgent)) return 'iPhone';
  if (/Android/.test(userAgent))
    return /Mobile/.test(userAgent) ? 'Android phone' : 'Android tablet';
  if (/CrOS/.test(userAgent)) return 'Chromebook';
  if (/Windows/.test(userAgent)) return 'Windows';
  if (/Macintosh|Mac OS X/.test(userAgent)) return 'Mac';
  if (/Linux/.test(userAgent)) return 'Linux';
  return null;
}

/**
 * The name a device's leads carry until the user gives it one, from what the browser says of
 * itself: 'Chrome on Android tablet', 'Safari on iPad'.
 */
export function defaultDeviceName(userAgent: string, touchPoints = 0): string {
  const browser = BROWSERS.find(([pattern]) => pattern.test(userAgent))?.[1] ?? 'Browser';
  const system = systemOf(userAgent, touchPoints);
  return system ? `${browser} on ${system}` : browser;
}

const browserDefault = () =>
  typeof navigator === 'undefined'
    ? 'Browser'
    : defaultDeviceName(navigator.userAgent, navigator.maxTouchPoints);

function stored(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEYS.deviceName);
  } catch {
    return null;
  }
}

/** This device's name as its kiosk's leads carry it: the one given here, or the browser's. */
export const deviceNameStore = createExternalStore<string>(stored() ?? browserDefault());

/** Names this device (trimmed, one line, cut to the limit); an empty name goes back to the default. */
export function setDeviceName(name: string): void {
  const clean = name.replace(/\s+/g, ' ').trim().slice(0, LEAD_LIMITS.deviceMaxChars);
  try {
    if (clean) localStorage.setItem(STORAGE_KEYS.deviceName, clean);
    else localStorage.removeItem(STORAGE_KEYS.deviceName);
  } catch {
    // Private modes may refuse storage: the name holds until the page closes.
  }
  deviceNameStore.set(clean || browserDefault());
}
