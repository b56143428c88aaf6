import { Hand, Maximize } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { PHONE_MEDIA } from '#core/panel-images';
import { PRODUCT_NAME } from '#core/product';
import { db, type EventKit, type LocalFlipbook } from '#offline/db';
import { countLocalView } from '#pwa/data/library';
import { Button } from '#pwa/ui/button.tsx';
import { useMediaQuery } from '#pwa/ui/use-media-query';
import { whenIdle } from '#pwa/ui/when-idle';
import { useDocumentTitle } from '../../viewer/use-document-title';
import { useFullScreen } from '../../viewer/use-full-screen';
import { useModalFocus } from '../../viewer/use-modal-focus';
import { slotContent } from '../../viewer/viewer-model';
import { leaveKiosk, type RunningKiosk } from '../running-kiosk';
import type { KioskMode } from './attract-loop';
import { ExitHoldButton } from './exit-hold-button';
import { ExitPinDialog } from './exit-pin-dialog';
import { KioskCovers } from './kiosk-covers';
import { KioskLead } from './kiosk-lead';
import { useKioskImages } from './kiosk-panels';
import { KioskQr } from './kiosk-qr';
import { kioskShowingStore } from './kiosk-showing';
import { KioskViewer, type KioskViewerHandle } from './kiosk-viewer';
import { KioskWaitingLeads } from './kiosk-waiting-leads';
import { useAttractLoop } from './use-attract-loop';
import { useKioskHold } from './use-kiosk-hold';

/** A visitor's view is in the outbox at the latest this long after their first touch. */
const VIEW_WITHIN_MS = 1000;

/**
 * The running kiosk: the viewer, a row of the kit's covers, the QR code of the flipbook on show,
 * 'Send me this brochure', and Exit. After the kit's idle period it starts over at the first cover
 * and runs the attract loop; a visitor's touch or key takes over at once.
 */
export function KioskPresenter(props: {
  kit: EventKit;
  flipbooks: LocalFlipbook[];
  kiosk: RunningKiosk;
}) {
  const { kit, flipbooks, kiosk } = props;
  const count = flipbooks.length;
  const [index, setIndex] = useState(0);
  // Bumped to show a flipbook from its cover again (a new key for the viewer).
  const [showing, setShowing] = useState(0);
  const [mode, setMode] = useState<KioskMode>('visitor');
  const [visit, setVisit] = useState(1);
  // The flipbooks this visitor acted on: only their reading is reported, as only they count a view.
  const [engaged, setEngaged] = useState<ReadonlySet<string>>(new Set());
  const [asking, setAsking] = useState(false);
  const mobile = useMediaQuery(PHONE_MEDIA);
  const fullScreen = useFullScreen();
  const viewer = useRef<KioskViewerHandle>(null);
  const { root, keepFocusIn } = useModalFocus();
  const hold = useKioskHold();
  const shown = flipbooks[Math.min(index, count - 1)];
  const images = useKioskImages(flipbooks, index);
  const content = useMemo(() => (shown ? slotContent(shown.slots, shown.content) : {}), [shown]);
  useDocumentTitle(`${kit.name} — ${PRODUCT_NAME}`);

  const show = (next: number) => {
    setIndex(next);
    setShowing((n) => n + 1);
  };
  const loop = useAttractLoop(
    kit.idleSeconds,
    {
      mode: setMode,
      restart: () => {
        show(0);
        setAsking(false);
        setVisit((n) => n + 1);
        setEngaged(new Set());
      },
      turn: () => viewer.current?.forward(),
      next: () => show((index + 1) % count),
      positions: () => viewer.current?.positions() ?? 1,
      view: (id) => {
        setEngaged((ids) => new Set(ids).add(id));
        // Written when the page is idle, so the write never holds up what the visitor asked for.
        whenIdle(() => void countLocalView(db, id, 'event'), VIEW_WITHIN_MS);
      },
    },
    () => shown?.id ?? null,
  );

  // What the kiosk shows, for what runs inside it (kiosk-showing.ts).
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

  const lead = (
    <KioskLead
      shown={shown}
      creator={{ id: kit.ownerId, name: kiosk.creatorName }}
      event={kit.name}
      visit={visit}
      className={mobile ? 'w-full' : undefined}
    />
  );

  const leave = () => {
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => {});
    leaveKiosk(`/kits/${kit.id}`);
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: only holds Tab inside the kiosk; its controls are buttons of their own
    <div
      ref={root}
      tabIndex={-1}
      onKeyDown={keepFocusIn}
      {...hold}
      // No text to select or image to drag: a finger held still selects nothing.
      className="fixed inset-0 flex flex-col bg-bg text-fg select-none [-webkit-touch-callout:none] focus:outline-none [&_img]:[-webkit-user-drag:none]"
      data-kiosk
      data-kiosk-mode={mode}
    >
      <header className="flex h-16 shrink-0 items-center gap-3 border-b border-border px-3 sm:px-5">
        <div className="min-w-0 flex-1">
          <h1 className="truncate text-base font-semibold sm:text-lg">
            {shown?.title ?? kit.name}
          </h1>
          <p className="truncate text-xs text-fg-muted">{kit.name}</p>
        </div>
        {fullScreen.available && !fullScreen.on && (
          <Button variant="outline" size="sm" onClick={fullScreen.toggle}>
            <Maximize className="size-4" aria-hidden /> Full screen
          </Button>
        )}
        {!mobile && lead}
        <ExitHoldButton onHeld={() => (kiosk.pin ? setAsking(true) : leave())} />
      </header>
      <div className="flex min-h-0 flex-1">
        <main className="relative flex min-h-0 min-w-0 flex-1 flex-col">
          {shown && images.panels ? (
            <KioskViewer
              key={`${shown.id}:${showing}`}
              brochure={{ layout: shown.layout, panels: images.panels }}
              content={content}
              mobile={mobile}
              handle={viewer}
              reading={
                // Nobody reads what the kiosk shows by itself (opening, or the attract loop, which
                // starts over with none engaged); each visit is a session of its own.
                engaged.has(shown.id)
                  ? {
                      flipbookId: shown.id,
                      source: 'event',
                      event: kit.name,
                      ownerId: shown.ownerId,
                      visitor: visit,
                    }
                  : undefined
              }
            />
          ) : (
            <p className="m-auto max-w-sm px-6 text-center text-fg-muted">
              {count === 0 ? 'This kit has no flipbooks left to present.' : ''}
            </p>
          )}
          <KioskWaitingLeads ownerId={kit.ownerId} />
          {mode === 'attract' && (
            <p className="pointer-events-none absolute bottom-12 left-1/2 flex -translate-x-1/2 items-center gap-2 rounded-full bg-fg px-4 py-2 text-sm font-medium text-bg shadow-lg">
              <Hand className="size-4" aria-hidden /> Touch to explore
            </p>
          )}
        </main>
        {!mobile && (
          <aside
            aria-label="Take it with you"
            className="flex w-56 shrink-0 items-center justify-center border-l border-border p-4 lg:w-64"
          >
            <KioskQr compact={false} event={kit.name} />
          </aside>
        )}
      </div>
      {/* A phone's header has no room for it: a row of its own, above the covers. */}
      {mobile && <div className="flex shrink-0 gap-2 px-3 pb-2">{lead}</div>}
      <footer className="flex shrink-0 items-center gap-3 border-t border-border px-3 sm:px-5">
        {mobile && <KioskQr compact event={kit.name} />}
        <KioskCovers
          flipbooks={flipbooks}
          index={index}
          cover={images.cover}
          onChoose={(i) => {
            show(i);
            const chosen = flipbooks[i];
            if (chosen) loop.interacted(chosen.id);
          }}
        />
      </footer>
      {kiosk.pin && (
        <ExitPinDialog
          open={asking}
          pin={kiosk.pin}
          onClose={() => setAsking(false)}
          onRight={leave}
        />
      )}
    </div>
  );
}
