import { useLiveQuery } from 'dexie-react-hooks';
import { type ReactNode, Suspense, useEffect, useRef } from 'react';
import type { Locale } from '#core/i18n/locales';
import { db, type EventKit, type LocalFlipbook } from '#offline/db';
import { kitLanguage } from '#offline/sync/kits';
import { startSync } from '#pwa/data/sync/runner';
import { whenIdle } from '#pwa/ui/when-idle';
import { leaveKiosk, type RunningKiosk } from '../running-kiosk';
import { KioskPresenter } from './kiosk-presenter';
import { useKioskLanguage } from './use-kiosk-language';
import { useWakeLock } from './use-wake-lock';

const blank = <div className="fixed inset-0 bg-bg" />;

/**
 * The kiosk, drawn instead of the whole app while it runs (app/root.tsx): no header, library,
 * account menu or sign-in, only the kit from this device's IndexedDB. It needs no session and no
 * network; what it counts waits in the outbox, sent whenever the creator's session and the
 * network allow, as do the addresses visitors leave.
 */
export function KioskScreen({ kiosk }: { kiosk: RunningKiosk }) {
  const shown = useKitOnShow(kiosk.kitId);
  useWakeLock();
  // Sends the visitors' views when it can, without a word in front of them; started once the
  // first panel is up, as it reads and writes the same database.
  useEffect(() => {
    let stop = () => {};
    const cancel = whenIdle(() => {
      stop = startSync(() => {}, { presenting: kiosk.kitId });
    }, 2000);
    return () => {
      cancel();
      stop();
    };
  }, [kiosk.kitId]);
  // The kit was deleted (in another tab): there is nothing left to present.
  useEffect(() => {
    if (shown === null) leaveKiosk('/');
  }, [shown]);

  if (!shown) return blank;
  return (
    <KioskInLanguage language={kitLanguage(shown.kit)}>
      <KioskPresenter kit={shown.kit} flipbooks={shown.flipbooks} kiosk={kiosk} />
    </KioskInLanguage>
  );
}

/** The kiosk, drawn once its kit's language is shown (use-kiosk-language.ts). */
function KioskInLanguage({ language, children }: { language: Locale; children: ReactNode }) {
  const ready = useKioskLanguage(language);
  return ready ? <Suspense fallback={blank}>{children}</Suspense> : blank;
}

interface KitOnShow {
  kit: EventKit;
  flipbooks: LocalFlipbook[];
}

/** What a flipbook shows in the kiosk: not its views, which the kiosk itself keeps counting. */
const shownState = (f: LocalFlipbook) =>
  JSON.stringify([f.id, f.title, f.updatedAt, f.slots, f.thumbnail, f.content]);

/**
 * The kit and its flipbooks still in its account's library, in the kit's order, live and in one
 * read; the same objects as long as nothing the kiosk shows has changed (a counted view changes
 * nothing on screen). Null once the kit is gone.
 */
function useKitOnShow(kitId: string): KitOnShow | null | undefined {
  const read = useLiveQuery(async (): Promise<KitOnShow | null> => {
    const kit = await db.kits.get(kitId);
    if (!kit) return null;
    const found = await db.flipbooks.bulkGet(kit.flipbooks.map((f) => f.id));
    const flipbooks = found.filter((f): f is LocalFlipbook => f?.ownerId === kit.ownerId);
    return { kit, flipbooks };
  }, [kitId]);
  const kept = useRef<{ key: string; value: KitOnShow } | null>(null);
  if (!read) return read;
  const key = JSON.stringify([read.kit, read.flipbooks.map(shownState)]);
  if (kept.current?.key !== key) kept.current = { key, value: read };
  return kept.current.value;
}
