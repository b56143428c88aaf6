import { useId } from 'react';
import { MOBILE_BREAKPOINT_PX, PRODUCT_NAME } from '../../../../core/product';
import { useMediaQuery } from '../../ui/use-media-query';
import { useDocumentTitle } from './use-document-title';
import { useModalFocus } from './use-modal-focus';
import { useScrollLock } from './use-scroll-lock';
import { useStageClicks } from './use-stage-clicks';
import { useViewerKeys } from './use-viewer-keys';
import { useViewerPosition } from './use-viewer-position';
import { useViewerZoom } from './use-viewer-zoom';
import { ViewerFooter } from './viewer-footer';
import { ViewerHeader } from './viewer-header';
import type { ViewerFlipbook } from './viewer-model';
import { BrochureStage, PageCount, PhoneStage } from './viewer-stage';
import { ZoomedPanel } from './zoomed-panel';

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
export function FlipbookViewer(props: ViewerProps) {
  const { flipbook, onBack, onUploadYourOwn, onShowQr, onShare } = props;
  const mobile = useMediaQuery(`(max-width: ${MOBILE_BREAKPOINT_PX}px)`);
  const position = useViewerPosition(flipbook.panels, mobile);
  const { pages, index, stage, forward, backward, shownSlot } = position;
  const { zoom, image, zoomTo, zoomBy, reset } = useViewerZoom(flipbook.panels, shownSlot);
  const clicks = useStageClicks({ forward, backward, shownSlot, zoomTo });
  const { root, mainButton, keepFocusIn } = useModalFocus();
  const titleId = useId();
  useDocumentTitle(`${flipbook.title} — ${PRODUCT_NAME}`);
  useScrollLock();
  useViewerKeys({
    command: (command) => {
      if (command === 'zoom-in') zoomBy(1);
      else if (command === 'zoom-out') zoomBy(-1);
      else if (command === 'reset' || zoom) reset();
      else onBack();
    },
    turn: (direction) => {
      reset();
      if (direction === 'forward') forward();
      else backward();
    },
  });

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
      onKeyDown={keepFocusIn}
    >
      <ViewerHeader
        title={flipbook.title}
        titleId={titleId}
        mobile={mobile}
        onBack={onBack}
        onUploadYourOwn={onUploadYourOwn}
      />

      <div className="relative flex min-h-0 flex-1 flex-col">
        {mobile ? (
          <PhoneStage
            buttonRef={mainButton}
            clicks={clicks}
            pages={pages}
            index={index}
            forward={forward}
            backward={backward}
          />
        ) : (
          <BrochureStage
            buttonRef={mainButton}
            clicks={clicks}
            panels={flipbook.panels}
            stage={position.stageName}
          />
        )}
        {zoom && (
          <ZoomedPanel
            zoom={zoom}
            imageRef={image}
            onScale={(scale) => zoomTo(zoom.slot, scale)}
            onReset={reset}
          />
        )}
        <PageCount mobile={mobile} pages={pages.length} index={index} stage={stage} />
      </div>

      <ViewerFooter views={flipbook.views} onShare={onShare} onShowQr={onShowQr} />
    </div>
  );
}
