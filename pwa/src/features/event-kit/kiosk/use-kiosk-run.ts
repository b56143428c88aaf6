import { type RefObject, useEffect, useMemo, useRef, useState } from 'react';
import { PHONE_MEDIA } from '#core/panel-images';
import { PRODUCT_NAME } from '#core/product';
import { db, type EventKit, type LocalFlipbook } from '#offline/db';
import { kitLanguage } from '#offline/sync/kits';
import { countLocalView } from '#pwa/data/library';
import { useMediaQuery } from '#pwa/ui/use-media-query';
import { whenIdle } from '#pwa/ui/when-idle';
import { useDocumentTitle } from '../../viewer/use-document-title';
import { useFullScreen } from '../../viewer/use-full-screen';
import { useModalFocus } from '../../viewer/use-modal-focus';
import { slotContent } from '../../viewer/viewer-model';
import type { KioskMode } from './attract-loop';
import { useKioskImages } from './kiosk-panels';
import { kioskShowingStore } from './kiosk-showing';
import type { KioskViewerHandle } from './kiosk-viewer';
import { useAttractLoop } from './use-attract-loop';
import { useKioskHold } from './use-kiosk-hold';
import { useVisitorLanguage } from './use-kiosk-language';

/** A visitor's view is in the outbox at the latest this long after their first touch. */
const VIEW_WITHIN_MS = 1000;

/**
 * What the running kiosk (kiosk-presenter.tsx) draws from: the visit, the flipbook on show and
 * its images, the viewer's handle, the screen, and the attract loop run on all of them.
 */
export function useKioskRun(kit: EventKit, flipbooks: LocalFlipbook[]) {
  const state = useVisit();
  const mobile = useMediaQuery(PHONE_MEDIA);
  const fullScreen = useFullScreen();
  const viewer = useRef<KioskViewerHandle>(null);
  const { root, keepFocusIn } = useModalFocus();
  const hold = useKioskHold();
  const shown = flipbooks[Math.min(state.index, flipbooks.length - 1)];
  const images = useKioskImages(flipbooks, state.index);
  const content = useMemo(() => (shown ? slotContent(shown.slots, shown.content) : {}), [shown]);
  useDocumentTitle(`${kit.name} — ${PRODUCT_NAME}`);
  const loop = useVisitorLoop(kit, flipbooks.length, state, viewer, shown);
  usePublishShowing(kit, shown, state.mode, state.visit);
  useVisitorLanguage(kitLanguage(kit), state.visit);
  return {
    ...state,
    mobile,
    fullScreen,
    viewer,
    root,
    keepFocusIn,
    hold,
    shown,
    images,
    content,
    loop,
  };
}

export type KioskRun = ReturnType<typeof useKioskRun>;

/**
 * The flipbook on show and the visitor's part: whether a visitor or the attract loop has the
 * kiosk, which visit this is, what this visitor acted on, and whether Exit asks for the PIN.
 */
function useVisit() {
  const [index, setIndex] = useState(0);
  // Bumped to show a flipbook from its cover again (a new key for the viewer).
  const [showing, setShowing] = useState(0);
  const [mode, setMode] = useState<KioskMode>('visitor');
  const [visit, setVisit] = useState(1);
  // The flipbooks this visitor acted on: only their reading is reported, as only they count a view.
  const [engaged, setEngaged] = useState<ReadonlySet<string>>(new Set());
  const [asking, setAsking] = useState(false);
  const show = (next: number) => {
    setIndex(next);
    setShowing((n) => n + 1);
  };
  return {
    index,
    showing,
    mode,
    visit,
    engaged,
    asking,
    show,
    setMode,
    setVisit,
    setEngaged,
    setAsking,
  };
}

/** The attract loop (use-attract-loop.ts) with its effects on this kiosk. */
function useVisitorLoop(
  kit: EventKit,
  count: number,
  state: ReturnType<typeof useVisit>,
  viewer: RefObject<KioskViewerHandle | null>,
  shown: LocalFlipbook | undefined,
) {
  return useAttractLoop(
    kit.idleSeconds,
    {
      mode: state.setMode,
      restart: () => {
        state.show(0);
        state.setAsking(false);
        state.setVisit((n) => n + 1);
        state.setEngaged(new Set());
      },
      turn: () => viewer.current?.forward(),
      next: () => state.show((state.index + 1) % count),
      positions: () => viewer.current?.positions() ?? 1,
      view: (id) => {
        state.setEngaged((ids) => new Set(ids).add(id));
        // Written when the page is idle, so the write never holds up what the visitor asked for.
        whenIdle(() => void countLocalView(db, id, 'event'), VIEW_WITHIN_MS);
      },
    },
    () => shown?.id ?? null,
  );
}

/** What the kiosk shows, for what runs inside it (kiosk-showing.ts). */
function usePublishShowing(
  kit: EventKit,
  shown: LocalFlipbook | undefined,
  mode: KioskMode,
  visit: number,
) {
  useEffect(() => {
    kioskShowingStore.set(
      shown
        ? {
            kitId: kit.id,
            ownerId: kit.ownerId,
            flipbookId: shown.id,
            title: shown.title,
            mode,
            visit,
          }
        : null,
    );
  }, [kit, shown, mode, visit]);
  useEffect(() => () => kioskShowingStore.set(null), []);
}
