import { ArrowLeft, Maximize, Minimize, Plus, QrCode, Share2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { MOBILE_BREAKPOINT_PX } from '../../../../core/product';
import { Button } from '../../ui/button';
import { useMediaQuery } from '../../ui/use-media-query';
import { pageTurnKey } from './page-turn-key';
import { PanelImage } from './panel-image';
import { TrifoldStage } from './trifold-stage';
import {
  availablePanels,
  nextStage,
  previousStage,
  STAGES,
  type ViewerFlipbook,
} from './viewer-model';

/** The brochure's own button; its focus ring is drawn inside, clear of the header and footer. */
const STAGE_BUTTON =
  'flex min-h-0 w-full flex-1 items-center justify-center focus-visible:outline-offset-[-4px]';

export interface ViewerProps {
  flipbook: ViewerFlipbook;
  onBack: () => void;
  onUploadYourOwn: () => void;
  onShowQr: () => void;
  onShare: () => void;
}

/**
 * The flipbook viewer: on desktop the tri-fold brochure in four stages (click, arrows or space); on
 * phones one panel at a time (tap or swipe), wrapping around.
 */
export function FlipbookViewer({
  flipbook,
  onBack,
  onUploadYourOwn,
  onShowQr,
  onShare,
}: ViewerProps) {
  const mobile = useMediaQuery(`(max-width: ${MOBILE_BREAKPOINT_PX}px)`);
  const [stage, setStage] = useState(0);
  const [index, setIndex] = useState(0);
  const [fullscreen, setFullscreen] = useState(false);
  const touchStart = useRef<number | null>(null);
  const stageButton = useRef<HTMLButtonElement>(null);
  const pages = availablePanels(flipbook.panels);

  // The phone's position starts over whenever the panels change.
  const panelKey = pages.map((p) => p.url).join('|');
  useEffect(() => {
    void panelKey;
    setIndex(0);
  }, [panelKey]);

  const forward = () =>
    mobile ? setIndex((i) => (pages.length ? (i + 1) % pages.length : 0)) : setStage(nextStage);
  const backward = () =>
    mobile
      ? setIndex((i) => (pages.length ? (i + pages.length - 1) % pages.length : 0))
      : setStage(previousStage);

  // Focus left on the library card that opened the viewer moves onto the brochure: there Space
  // would press the card's View button again instead of turning the page.
  useEffect(() => {
    if (document.activeElement !== document.body)
      stageButton.current?.focus({ preventScroll: true });
  }, []);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const turn = pageTurnKey(e);
      if (!turn) return;
      e.preventDefault();
      if (turn === 'forward') forward();
      else backward();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });

  // The page behind the viewer does not scroll while it is open.
  useEffect(() => {
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previous;
    };
  }, []);

  useEffect(() => {
    const onChange = () => setFullscreen(document.fullscreenElement !== null);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);

  // Preload the next phone page so a tap shows it at once.
  useEffect(() => {
    const next = pages[(index + 1) % Math.max(pages.length, 1)];
    if (mobile && next) new Image().src = next.url;
  }, [index, mobile, pages]);

  // The whole page goes full screen, not the viewer alone: the QR modal and the toasts render
  // outside the viewer (portals), and only the full-screen element's content is shown.
  const toggleFullscreen = () => {
    if (document.fullscreenElement) void document.exitFullscreen();
    else void document.documentElement.requestFullscreen().catch(() => {});
  };

  // Phones too: presenters show flipbooks full screen at events. iPhones have no element full screen.
  const canFullscreen = document.fullscreenEnabled;
  const current = pages[index];
  const stageName = STAGES[stage] ?? 'cover';
  return (
    <div className="fixed inset-0 z-[45] flex flex-col bg-bg text-fg" data-testid="viewer">
      <header className="flex h-14 shrink-0 items-center gap-2 border-b border-border px-2 sm:px-4">
        <Button variant="ghost" size="icon" onClick={onBack} aria-label="Back">
          <ArrowLeft className="size-5" aria-hidden />
        </Button>
        <h1 className="min-w-0 flex-1 truncate text-base font-semibold sm:text-lg">
          {flipbook.title}
        </h1>
        {canFullscreen && (
          <Button
            variant="ghost"
            size="icon"
            onClick={toggleFullscreen}
            aria-label={fullscreen ? 'Exit full screen' : 'Full screen'}
          >
            {fullscreen ? (
              <Minimize className="size-5" aria-hidden />
            ) : (
              <Maximize className="size-5" aria-hidden />
            )}
          </Button>
        )}
        {mobile ? (
          <Button size="icon" onClick={onUploadYourOwn} aria-label="Upload your own">
            <Plus className="size-5" aria-hidden />
          </Button>
        ) : (
          <Button onClick={onUploadYourOwn}>Upload your own</Button>
        )}
      </header>

      <main className="flex min-h-0 flex-1 flex-col">
        {mobile ? (
          <button
            ref={stageButton}
            type="button"
            className={`${STAGE_BUTTON} px-3 pt-3`}
            onClick={forward}
            onTouchStart={(e) => {
              touchStart.current = e.touches[0]?.clientX ?? null;
            }}
            onTouchEnd={(e) => {
              const start = touchStart.current;
              const end = e.changedTouches[0]?.clientX;
              touchStart.current = null;
              if (start === null || end === undefined || Math.abs(end - start) < 40) return;
              e.preventDefault();
              if (end < start) forward();
              else backward();
            }}
            aria-label={
              current ? `Page ${index + 1} of ${pages.length}. Tap for the next page.` : 'No pages'
            }
          >
            {current ? (
              <PanelImage slot={current.slot} url={current.url} className="max-h-full max-w-full" />
            ) : (
              <PanelImage slot="left" url={null} className="h-full w-full rounded-lg" />
            )}
          </button>
        ) : (
          <button
            ref={stageButton}
            type="button"
            className={`${STAGE_BUTTON} px-6 pt-6`}
            onClick={forward}
            aria-label={`Brochure, ${stageName.replace('-', ' ')}. Click to turn.`}
          >
            <TrifoldStage panels={flipbook.panels} stage={stageName} />
          </button>
        )}
        <p className="mx-auto my-2 rounded-full border border-border bg-surface-muted px-3 py-0.5 text-xs text-fg tabular-nums">
          {mobile
            ? `${pages.length ? index + 1 : 0} / ${pages.length}`
            : `${stage + 1} / ${STAGES.length}`}
        </p>
      </main>

      <footer className="flex h-16 shrink-0 items-center justify-center gap-2 border-t border-border px-4">
        <Button variant="outline" onClick={onShare}>
          <Share2 className="size-4" aria-hidden /> Share
        </Button>
        <Button variant="outline" onClick={onShowQr}>
          <QrCode className="size-4" aria-hidden /> QR Code
        </Button>
        {flipbook.views > 0 && (
          <span
            className="rounded-full bg-primary px-3 py-1 text-sm font-medium text-primary-ink"
            data-testid="views-badge"
          >
            {flipbook.views} views
          </span>
        )}
      </footer>
    </div>
  );
}
