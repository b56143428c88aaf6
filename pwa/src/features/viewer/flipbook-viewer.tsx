import { useId } from 'react';
import { MOBILE_BREAKPOINT_PX, PRODUCT_NAME } from '#core/product';
import { useMediaQuery } from '../../ui/use-media-query';
import type { ReadingOptions } from '../reading/reading-recorder';
import { useDocumentTitle } from './use-document-title';
import { useModalFocus } from './use-modal-focus';
import { useScrollLock } from './use-scroll-lock';
import { useViewer, ViewerBody } from './viewer-body';
import { ViewerFooter } from './viewer-footer';
import { ViewerHeader } from './viewer-header';
import type { ViewerFlipbook } from './viewer-model';

export interface ViewerProps {
  flipbook: ViewerFlipbook;
  onBack: () => void;
  onUploadYourOwn: () => void;
  onShowQr: () => void;
  onShare: () => void;
  /** What the reading recorder reports, if anything (a creator's own look reports nothing). */
  reading?: ReadingOptions;
  /** The lead form's button in the footer, where the page offers it. */
  leadAction?: { label: string; onClick: () => void };
  /** The server refused to create it: nothing to share yet. */
  unsaved?: boolean;
}

/**
 * The flipbook viewer: on desktop the folding brochure in its stages (click, arrows or space); on
 * phones one panel at a time (tap or swipe), wrapping around. A double click or tap, `+` or a pinch
 * zooms a panel at full size; `0` or Escape resets. It is a modal view: focus moves in on open,
 * stays in, and goes back to what opened it; Escape closes it.
 */
export function FlipbookViewer(props: ViewerProps) {
  const { flipbook, onBack, onUploadYourOwn, onShowQr, onShare, leadAction } = props;
  const mobile = useMediaQuery(`(max-width: ${MOBILE_BREAKPOINT_PX}px)`);
  const viewer = useViewer(flipbook, mobile, onBack);
  const { root, mainButton, keepFocusIn } = useModalFocus();
  const titleId = useId();
  useDocumentTitle(`${flipbook.title} — ${PRODUCT_NAME}`);
  useScrollLock();

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
      <ViewerBody
        viewer={viewer}
        content={flipbook.content}
        buttonRef={mainButton}
        reading={props.reading}
      />
      <ViewerFooter
        views={flipbook.views}
        onShare={onShare}
        onShowQr={onShowQr}
        leadAction={leadAction}
        unsaved={props.unsaved}
      />
    </div>
  );
}
