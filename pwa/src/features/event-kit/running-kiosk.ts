import { createExternalStore } from '../../state/external-store';
import { STORAGE_KEYS } from '../../state/storage-keys';
import type { PinHash } from './kiosk/kiosk-pin';

/**
 * The kiosk presenting on this device. It is kept in local storage, so a reload, a crash or a
 * reopened app comes back to it, offline and whatever the session: only a 2-second hold on Exit
 * (and the PIN, if one was set) ends it.
 */
export interface RunningKiosk {
  kitId: string;
  /** The kit's account: what the kiosk counts goes into its outbox, signed in or not. */
  ownerId: string;
  /** The creator's display name, as the lead form's consent box names them (read offline). */
  creatorName: string;
  pin: PinHash | null;
}

const kioskPath = (kitId: string) => `/kiosk/${kitId}`;

function isRunningKiosk(value: unknown): value is RunningKiosk {
  const kiosk = value as Partial<RunningKiosk> | null;
  return (
    typeof kiosk?.kitId === 'string' &&
    typeof kiosk.ownerId === 'string' &&
    typeof kiosk.creatorName === 'string' &&
    (kiosk.pin === null || typeof kiosk.pin?.hash === 'string')
  );
}

function readKiosk(): RunningKiosk | null {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(STORAGE_KEYS.kiosk) ?? 'null');
    return isRunningKiosk(value) ? value : null;
  } catch {
    return null;
  }
}

/** The build draws the landing with no kiosk. */
export const kioskStore = createExternalStore<RunningKiosk | null>(readKiosk(), null);

export function startKiosk(kiosk: RunningKiosk): void {
  localStorage.setItem(STORAGE_KEYS.kiosk, JSON.stringify(kiosk));
  history.replaceState(null, '', kioskPath(kiosk.kitId));
  kioskStore.set(kiosk);
}

/** Ends the kiosk and puts `next` in the address bar, where the app takes over. */
export function leaveKiosk(next: string): void {
  localStorage.removeItem(STORAGE_KEYS.kiosk);
  history.replaceState(null, '', next);
  kioskStore.set(null);
}

/** A kiosk started or left in another tab applies to this one too: the device is the kiosk. */
export function followOtherTabs(): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key !== STORAGE_KEYS.kiosk) return;
    const next = readKiosk();
    if (next) history.replaceState(null, '', kioskPath(next.kitId));
    kioskStore.set(next);
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
