import { createExternalStore } from '#pwa/state/external-store';

/**
 * What the running kiosk shows, written by its presenter (`use-kiosk-run.ts`) for what runs
 * inside it (the QR code of the flipbook on show, `kiosk-qr.tsx`): the flipbook on show, whether a
 * visitor is using it or the attract loop runs, and which visit this is (it goes up each time the
 * kiosk starts over for the next visitor).
 */
export interface KioskShowing {
  kitId: string;
  ownerId: string;
  flipbookId: string;
  title: string;
  mode: 'visitor' | 'attract';
  visit: number;
}

export const kioskShowingStore = createExternalStore<KioskShowing | null>(null);
