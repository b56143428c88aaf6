import { type Ref, useImperativeHandle, useRef } from 'react';
import type { ReadingOptions } from '../../reading/reading-recorder';
import { useViewer, ViewerBody } from '../../viewer/viewer-body';
import type { Brochure, SlotContent } from '../../viewer/viewer-model';

/** What the kiosk's attract loop does to the viewer. */
export interface KioskViewerHandle {
  forward(): void;
  /** The stages (larger screens) or panels (phones) there are to go through. */
  positions(): number;
}

/**
 * The viewer as the kiosk shows it: the same stages (or one panel at a time on a phone), turned by
 * the visitor or by the attract loop, without the brochure's links (they would open other pages
 * in front of the kiosk). Escape leaves the browser's full screen, never the kiosk. With `reading`,
 * a visitor's reading is reported as an event's, through the owner's outbox.
 */
export function KioskViewer(props: {
  brochure: Brochure;
  content: SlotContent;
  mobile: boolean;
  handle: Ref<KioskViewerHandle>;
  reading?: ReadingOptions;
}) {
  const { brochure, mobile, handle } = props;
  const viewer = useViewer(brochure, mobile, () => {});
  const button = useRef<HTMLButtonElement>(null);
  useImperativeHandle(handle, () => ({
    forward: viewer.position.forward,
    positions: () => (mobile ? viewer.position.pages.length : viewer.position.stages.length),
  }));
  const content: SlotContent = Object.fromEntries(
    Object.entries(props.content).map(([slot, panel]) => [slot, { ...panel, links: [] }]),
  );
  return (
    <div className="relative flex min-h-0 flex-1 flex-col" data-kiosk-stage>
      <ViewerBody viewer={viewer} content={content} buttonRef={button} reading={props.reading} />
    </div>
  );
}
