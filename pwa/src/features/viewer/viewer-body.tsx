import { useEffect, useId, useRef } from 'react';
import { directionOf } from '#core/brochure';
import { PANEL_SLOTS } from '#core/panel-layout';
import { STAGES } from '#core/reading';
import type { ReadingOptions, ReadingPosition } from '../reading/reading-recorder';
import { useReadingReport } from '../reading/use-reading-report';
import { PanelLinks, PanelText } from './stage/panel-links';
import { usePinch } from './stage/use-pinch';
import { useStageClicks } from './stage/use-stage-clicks';
import { useViewerKeys } from './stage/use-viewer-keys';
import { useViewerPosition } from './stage/use-viewer-position';
import { useViewerZoom } from './stage/use-viewer-zoom';
import { BrochureStage, PageCount, PhoneStage } from './stage/viewer-stage';
import { ZoomedPanel } from './stage/zoomed-panel';
import { type Brochure, flatSlots, type SlotContent } from './viewer-model';

/**
 * What every viewer does, framed or not: the position (four stages on larger screens, one panel at
 * a time on phones), the zoom, clicks and keys. Escape resets a zoom, or else calls `onEscape`.
 */
export function useViewer(brochure: Brochure, mobile: boolean, onEscape: () => void) {
  const position = useViewerPosition(brochure, mobile);
  const { forward, backward, shownSlot } = position;
  const zoom = useViewerZoom(brochure.panels, shownSlot);
  const clicks = useStageClicks({ forward, backward, shownSlot, zoomTo: zoom.zoomTo });
  useViewerKeys({
    command: (command) => {
      if (command === 'zoom-in') zoom.zoomBy(1);
      else if (command === 'zoom-out') zoom.zoomBy(-1);
      else if (command === 'reset' || zoom.zoom) zoom.reset();
      else onEscape();
    },
    turn: (turn) => {
      zoom.reset();
      if (turn === 'forward') forward();
      else backward();
    },
    reading: directionOf(brochure),
  });
  return { brochure, mobile, position, zoom, clicks };
}

/** Where a reading is: the stage, or on phones the slot of the panel shown among those there are. */
function readingPosition(viewer: ReturnType<typeof useViewer>): ReadingPosition | null {
  const { pages, index, stageName, stages } = viewer.position;
  if (!viewer.mobile) return { stage: STAGES.indexOf(stageName), stages: stages.length };
  const slot = pages[index]?.slot;
  return slot ? { panel: PANEL_SLOTS.indexOf(slot), panels: pages.length } : null;
}

/**
 * The stage with the brochure's links over it, the zoomed panel over both, and where the viewer
 * is: between a viewer's bars. The text of the panels on show describes the stage. With `reading`,
 * what the reader does is reported (use-reading-report.ts).
 */
export function ViewerBody(props: {
  viewer: ReturnType<typeof useViewer>;
  content: SlotContent;
  buttonRef: React.RefObject<HTMLButtonElement | null>;
  reading?: ReadingOptions;
}) {
  const { buttonRef, content } = props;
  const { brochure, mobile, position, zoom } = props.viewer;
  const { pages, index, stage, stages } = position;
  const body = useRef<HTMLDivElement>(null);
  const textId = useId();
  const onShow = flatSlots(brochure, position.stageName, pages[index]?.slot ?? null, mobile);
  const report = useReadingReport(props.reading, readingPosition(props.viewer), body);
  const zoomed = zoom.zoom !== null;
  useEffect(() => {
    if (zoomed) report.zoom();
  }, [zoomed, report.zoom]);
  // A pinch begun on the stage zooms the panel; once zoomed, the zoomed panel takes pinches itself.
  const pinch = usePinch(() => (zoom.zoom ? null : 1), zoom.pinchTo);
  return (
    // Pinching here zooms the panel, not the page: the browser is left panning only.
    <div
      ref={body}
      className="relative flex min-h-0 flex-1 touch-pan-x touch-pan-y flex-col"
      {...pinch}
    >
      <ShownStage viewer={props.viewer} buttonRef={buttonRef} describedBy={textId} />
      <PanelText id={textId} slots={onShow} content={content} />
      {/* A zoomed panel pans under the finger: its links would be hit by mistake. */}
      {!zoom.zoom && (
        <PanelLinks
          container={body}
          slots={onShow}
          content={content}
          position={mobile ? `page ${index}` : `stage ${position.stageName}`}
          onOpen={report.click}
        />
      )}
      {zoom.zoom && (
        <ZoomedPanel
          form={brochure}
          zoom={zoom.zoom}
          imageRef={zoom.image}
          onScale={(scale) => zoom.zoom && zoom.zoomTo(zoom.zoom.slot, scale)}
          onReset={zoom.reset}
        />
      )}
      <PageCount
        mobile={mobile}
        pages={pages.length}
        index={index}
        stage={stage}
        stages={stages.length}
      />
    </div>
  );
}

/** The stage this screen has: the brochure folding on larger screens, a panel at a time on phones. */
function ShownStage(props: {
  viewer: ReturnType<typeof useViewer>;
  buttonRef: React.RefObject<HTMLButtonElement | null>;
  describedBy: string;
}) {
  const { buttonRef, describedBy } = props;
  const { brochure, mobile, position, clicks } = props.viewer;
  const { pages, index, forward, backward } = position;
  return mobile ? (
    <PhoneStage
      form={brochure}
      buttonRef={buttonRef}
      describedBy={describedBy}
      clicks={clicks}
      pages={pages}
      index={index}
      forward={forward}
      backward={backward}
    />
  ) : (
    <BrochureStage
      buttonRef={buttonRef}
      describedBy={describedBy}
      clicks={clicks}
      brochure={brochure}
      stage={position.stageName}
      forward={forward}
      backward={backward}
    />
  );
}
