import { useCallback, useEffect, useState } from 'react';
import type { AppShellStatus } from '#core/app-shell';
import { db, type LocalFlipbook } from '#offline/db';
import { keepStorage, storageEstimate } from '#pwa/data/storage-persistence';
import { appShellStatus } from '../data/app-shell';
import { type KitMedia, kitMedia } from '../data/kit-media';

export interface KitReadiness {
  /** Undefined while it is being read. */
  media: KitMedia | undefined;
  /** Null when no service worker answers: the app is not kept for offline use. */
  shell: AppShellStatus | null | undefined;
  /** Whether the browser will keep the data under storage pressure. */
  kept: boolean | undefined;
  estimate: { usage: number; quota: number } | null | undefined;
  /** Looks at everything again (after 'Make ready'), asking again to keep the data. */
  refresh: () => void;
}

export const shellCached = (shell: AppShellStatus | null | undefined) =>
  !!shell && shell.total > 0 && shell.cached === shell.total;

/**
 * What the kit screen proves: the images each flipbook needs are in IndexedDB, the app shell is in
 * the service worker's cache, and whether the browser keeps it all (asked when the screen opens).
 */
export function useKitReadiness(flipbooks: LocalFlipbook[] | undefined): KitReadiness {
  const [media, setMedia] = useState<KitMedia>();
  const [shell, setShell] = useState<AppShellStatus | null>();
  const [kept, setKept] = useState<boolean>();
  const [estimate, setEstimate] = useState<{ usage: number; quota: number } | null>();
  const [round, setRound] = useState(0);

  // Read again only when the kit's flipbooks or images change, not on every write to the library.
  const key = flipbooks?.map((f) => `${f.id}:${f.updatedAt}:${f.thumbnail}`).join('|');
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for `flipbooks`
  useEffect(() => {
    if (!flipbooks) return;
    let live = true;
    void kitMedia(db, flipbooks).then((found) => live && setMedia(found));
    return () => {
      live = false;
    };
  }, [key, round]);

  useEffect(() => {
    void round;
    let live = true;
    void appShellStatus().then((found) => live && setShell(found));
    void keepStorage().then((answer) => live && setKept(answer));
    void storageEstimate().then((found) => live && setEstimate(found));
    return () => {
      live = false;
    };
  }, [round]);

  const refresh = useCallback(() => setRound((r) => r + 1), []);
  return { media, shell, kept, estimate, refresh };
}
