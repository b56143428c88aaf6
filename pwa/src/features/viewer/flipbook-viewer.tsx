import { ArrowLeft, Maximize, Minimize, Plus, QrCode, Share2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { MOBILE_BREAKPOINT_PX } from '../../../../core/product';
import { Button } from '../../ui/button';
import { useMediaQuery } from '../../ui/use-media-query';
import { PanelImage } from './panel-image';
import { TrifoldStage } from './trifold-stage';
import {
  availablePanels,
  nextStage,
  previousStage,
  STAGES,
  type ViewerFlipbook,
} from './viewer-model';

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
  const root = useRef<HTMLDivElement>(null);
  const touchStart = useRef<number | null>(null);
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

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.target instanceof HTMLInputElement || e.target instanceof HTMLTextAreaElement) return;
      if (e.key === 'ArrowRight' || e.key === ' ') {
        e.preventDefault();
        forward();
      } else if (e.key === 'ArrowLeft') {
        e.preventDefault();
        backward();
      }
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

  const toggleFullscreen = () => {
    if (document.fullscreenElement) void document.exitFullscreen();
    else void root.current?.requestFullscreen?.().catch(() => {});
  };

  const current = pages[index];
  const stageName = STAGES[stage] ?? 'cover';
  return (
    <div
      ref={root}
      className="fixed inset-0 z-[45] flex flex-col bg-bg text-fg"
      data-testid="viewer"
    >
      <header className="flex h-14 shrink-0 items-center gap-2 border-b border-border px-2 sm:px-4">
        <Button variant="ghost" size="icon" onClick={onBack} aria-label="Back">
          <ArrowLeft className="size-5" aria-hidden />
        </Button>
        <h1 className="min-w-0 flex-1 truncate text-base font-semibold sm:text-lg">
          {flipbook.title}
        </h1>
        {!mobile && (
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

      <main className="relative min-h-0 flex-1">
        {mobile ? (
          <button
            type="button"
            className="flex h-full w-full items-center justify-center p-3"
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
              <PanelImage slot={current.slot} url={current.url} className="h-full w-full" />
            ) : (
              <PanelImage slot="left" url={null} className="h-full w-full rounded-lg" />
            )}
          </button>
        ) : (
          <button
            type="button"
            className="flex h-full w-full items-center justify-center p-6"
            onClick={forward}
            aria-label={`Brochure, ${stageName.replace('-', ' ')}. Click to turn.`}
          >
            <TrifoldStage panels={flipbook.panels} stage={stageName} />
          </button>
        )}
        <p className="pointer-events-none absolute bottom-2 left-1/2 -translate-x-1/2 rounded-full bg-black/50 px-3 py-1 text-xs text-white">
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
