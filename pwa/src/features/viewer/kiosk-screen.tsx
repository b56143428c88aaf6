import { useLiveQuery } from 'dexie-react-hooks';
import { type ReactNode, useEffect } from 'react';
import { db, type EventKit, type LocalFlipbook } from '#offline/db';
import { startSync } from '../../data/sync/runner';
import { leaveKiosk, type RunningKiosk } from '../../state/kiosk';
import { useWakeLock } from '../../ui/use-wake-lock';
import { KioskPresenter } from './kiosk-presenter';

/**
 * The kiosk, drawn instead of the whole app while it runs (app/root.tsx): no header, library,
 * account menu or sign-in, only the kit from this device's IndexedDB. It needs no session and no
 * network; what it counts waits in the outbox, sent whenever the creator's session and the
 * network allow. `actions` are further controls for visitors beside Exit.
 */
export function KioskScreen({ kiosk, actions }: { kiosk: RunningKiosk; actions?: ReactNode }) {
  const kit = useLiveQuery(async () => (await db.kits.get(kiosk.kitId)) ?? null, [kiosk.kitId]);
  const flipbooks = useLiveQuery(async () => (kit ? kitFlipbooks(kit) : []), [kit]);
  useWakeLock();
  // Sends the visitors' views when it can, without a word in front of them.
  useEffect(() => startSync(() => {}), []);
  // The kit was deleted (in another tab): there is nothing left to present.
  useEffect(() => {
    if (kit === null) leaveKiosk('/');
  }, [kit]);

  if (!kit || !flipbooks) return <div className="fixed inset-0 bg-bg" />;
  return <KioskPresenter kit={kit} flipbooks={flipbooks} kiosk={kiosk} actions={actions} />;
}

/** The kit's flipbooks still in its account's library, in the kit's order. */
async function kitFlipbooks(kit: EventKit): Promise<LocalFlipbook[]> {
  const found = await db.flipbooks.bulkGet(kit.flipbooks.map((f) => f.id));
  return found.filter((f): f is LocalFlipbook => f?.ownerId === kit.ownerId);
}
