import { ArrowLeft, Maximize, Minimize, Plus, QrCode, Share2 } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { hasPanelVariant, panelVariantUrl } from '../../../../core/panel-images';
import type { PanelSlot } from '../../../../core/panel-layout';
import { MOBILE_BREAKPOINT_PX, PRODUCT_NAME } from '../../../../core/product';
import { Button } from '../../ui/button';
import { useMediaQuery } from '../../ui/use-media-query';
import { pageTurnKey, viewerCommand } from './page-turn-key';
import { PanelImage } from './panel-image';
import { TrifoldStage } from './trifold-stage';
import {
  availablePanels,
  nextStage,
  previousStage,
  STAGES,
  type ViewerFlipbook,
} from './viewer-model';
import { maxScale, type Zoom, ZoomedPanel } from './zoomed-panel';

/** The panel a keyboard zoom shows on larger screens: the one in front at each stage. */
const FRONT_PANEL: Record<(typeof STAGES)[number], PanelSlot> = {
  cover: 'middle',
  'half-open': 'middle',
  open: 'middle',
  back: 'middleBack',
};

const FOCUSABLE = 'button:not([disabled]), [href], [tabindex]:not([tabindex="-1"])';

const slotOf = (target: EventTarget) =>
  (target instanceof Element &&
    (target.closest('[data-slot]')?.getAttribute('data-slot') as PanelSlot)) ||
  null;

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
 * phones one panel at a time (tap or swipe), wrapping around. A double click or tap, `+` or a pinch
 * zooms a panel at full size; `0` or Escape resets. It is a modal view: focus moves in on open,
 * stays in, and goes back to what opened it; Escape closes it.
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
  const [zoom, setZoom] = useState<Zoom | null>(null);
  const touchStart = useRef<number | null>(null);
  const stageButton = useRef<HTMLButtonElement>(null);
  const root = useRef<HTMLDivElement>(null);
  const zoomImage = useRef<HTMLImageElement>(null);
  /** The panel the last single click landed on, before it turned the page. */
  const clickedSlot = useRef<PanelSlot | null>(null);
  const titleId = useId();
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

  const shownSlot = (): PanelSlot | null =>
    mobile ? (pages[index]?.slot ?? null) : FRONT_PANEL[STAGES[stage] ?? 'cover'];
  const zoomTo = (slot: PanelSlot | null, scale: number) => {
    const url = slot && flipbook.panels[slot];
    setZoom(slot && url && scale > 1 ? { slot, url, scale } : null);
  };
  const zoomBy = (step: number) => {
    if (!zoom) return zoomTo(shownSlot(), 1 + Math.max(step, 0));
    const scale = Math.min(zoom.scale + step, maxScale(zoomImage.current));
    zoomTo(zoom.slot, scale);
  };

  // Focus moves into the viewer (a modal view) and, when it closes, back to what opened it. Opened
  // by a control, the brochure takes it (Space there would press the opener again); opened by a
  // link, the viewer itself, so no focus ring greets a visitor.
  useEffect(() => {
    const opener = document.activeElement;
    const target = opener && opener !== document.body ? stageButton.current : root.current;
    target?.focus({ preventScroll: true });
    return () => {
      if (opener instanceof HTMLElement && opener.isConnected)
        opener.focus({ preventScroll: true });
    };
  }, []);

  useEffect(() => {
    const previous = document.title;
    document.title = `${flipbook.title} — ${PRODUCT_NAME}`;
    return () => {
      document.title = previous;
    };
  }, [flipbook.title]);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const command = viewerCommand(e);
      if (command) {
        e.preventDefault();
        if (command === 'zoom-in') zoomBy(1);
        else if (command === 'zoom-out') zoomBy(-1);
        else if (command === 'reset' || zoom) setZoom(null);
        else onBack();
        return;
      }
      const turn = pageTurnKey(e);
      if (!turn) return;
      e.preventDefault();
      setZoom(null);
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

  // Preload the next phone page so a tap shows it at once: the same file the page will pick.
  useEffect(() => {
    const next = pages[(index + 1) % Math.max(pages.length, 1)];
    if (!mobile || !next) return;
    new Image().src = hasPanelVariant(next.url) ? panelVariantUrl(next.url) : next.url;
  }, [index, mobile, pages]);

  // The whole page goes full screen, not the viewer alone: the QR modal and the toasts render
  // outside the viewer (portals), and only the full-screen element's content is shown.
  const toggleFullscreen = () => {
    if (document.fullscreenElement) void document.exitFullscreen();
    else void document.documentElement.requestFullscreen().catch(() => {});
  };

  // A double click's first click has turned the page already: it turns back, and the panel it
  // landed on is zoomed.
  const onStageClick = (e: React.MouseEvent) => {
    if (e.detail > 1) return;
    clickedSlot.current = slotOf(e.target) ?? shownSlot();
    forward();
  };
  const onStageDoubleClick = () => {
    backward();
    zoomTo(clickedSlot.current ?? shownSlot(), 2);
  };

  // Phones too: presenters show flipbooks full screen at events. iPhones have no element full screen.
  const canFullscreen = document.fullscreenEnabled;
  const current = pages[index];
  const stageName = STAGES[stage] ?? 'cover';
  return (
    <div
      ref={root}
      className="fixed inset-0 z-[45] flex flex-col bg-bg text-fg focus:outline-none"
      data-testid="viewer"
      data-flipbook-viewer
      tabIndex={-1}
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      onKeyDown={(e) => {
        // Tab and Shift+Tab go round the viewer's controls, never to the page behind it.
        if (e.key !== 'Tab' || !root.current) return;
        const items = [...root.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
        const first = items[0];
        const last = items[items.length - 1];
        const active = document.activeElement;
        if (active === root.current || (e.shiftKey ? active === first : active === last)) {
          e.preventDefault();
          (e.shiftKey ? last : first)?.focus();
        }
      }}
    >
      <header className="flex h-14 shrink-0 items-center gap-2 border-b border-border px-2 sm:px-4">
        <Button variant="ghost" size="icon" onClick={onBack} aria-label="Back">
          <ArrowLeft className="size-5" aria-hidden />
        </Button>
        <h1 id={titleId} className="min-w-0 flex-1 truncate text-base font-semibold sm:text-lg">
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

      <div className="relative flex min-h-0 flex-1 flex-col">
        {mobile ? (
          <button
            ref={stageButton}
            type="button"
            className={`${STAGE_BUTTON} px-3 pt-3`}
            onClick={onStageClick}
            onDoubleClick={onStageDoubleClick}
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
              <PanelImage
                slot={current.slot}
                url={current.url}
                priority="high"
                phone
                className="max-h-full max-w-full"
              />
            ) : (
              <PanelImage slot="left" url={null} className="h-full w-full rounded-lg" />
            )}
          </button>
        ) : (
          <button
            ref={stageButton}
            type="button"
            className={`${STAGE_BUTTON} px-6 pt-6`}
            onClick={onStageClick}
            onDoubleClick={onStageDoubleClick}
            aria-label={`Brochure, ${stageName.replace('-', ' ')}. Click to turn.`}
          >
            <TrifoldStage panels={flipbook.panels} stage={stageName} />
          </button>
        )}
        {zoom && (
          <ZoomedPanel
            zoom={zoom}
            imageRef={zoomImage}
            onScale={(scale) => zoomTo(zoom.slot, scale)}
            onReset={() => setZoom(null)}
          />
        )}
        <p className="mx-auto my-2 rounded-full border border-border bg-surface-muted px-3 py-0.5 text-xs text-fg tabular-nums">
          {mobile
            ? `${pages.length ? index + 1 : 0} / ${pages.length}`
            : `${stage + 1} / ${STAGES.length}`}
        </p>
      </div>

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
