import { type RefObject, useEffect, useState } from 'react';
import { isPanelLinkUrl, linkAsShown, type PanelLink } from '#core/panel-content';
import type { PanelSlot } from '#core/panel-layout';
import { useMediaQuery } from '#pwa/ui/use-media-query';
import type { SlotContent } from '../viewer-model';
import { TURN_MS } from './folding-brochure';

type MeasuredBox = { slot: PanelSlot; box: Box };

interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

/**
 * Where each panel's picture is drawn inside `container`: the image element's box, less the bands
 * `object-contain` leaves when the box and the picture differ in shape.
 */
function measure(container: HTMLElement, slots: PanelSlot[]): MeasuredBox[] {
  const base = container.getBoundingClientRect();
  return slots.flatMap((slot) => {
    const image = container.querySelector<HTMLImageElement>(`img[data-slot="${slot}"]`);
    if (!image?.naturalWidth || !image.naturalHeight) return [];
    const shown = image.getBoundingClientRect();
    const scale = Math.min(shown.width / image.naturalWidth, shown.height / image.naturalHeight);
    const [width, height] = [image.naturalWidth * scale, image.naturalHeight * scale];
    return [
      {
        slot,
        box: {
          left: shown.left - base.left + (shown.width - width) / 2,
          top: shown.top - base.top + (shown.height - height) / 2,
          width,
          height,
        },
      },
    ];
  });
}

/**
 * The brochure's links over the panels lying flat on show, as links of their own: outside the
 * stage's button (a link inside a button is neither valid nor reachable), each named by its URL
 * and opening in a new tab. They go as soon as other panels are on show and come once the turn
 * to them has settled.
 */
export function PanelLinks(props: {
  container: RefObject<HTMLElement | null>;
  slots: PanelSlot[];
  content: SlotContent;
  /** Where the viewer is (its stage or page): each turn changes it. */
  position: string;
  /** Told the URL of each link the reader opens. */
  onOpen?: (url: string) => void;
}) {
  const { container, slots, content, position, onOpen } = props;
  const slotKey = slots.join(' ');
  const key = `${position}:${slotKey}`;
  // Boxes are kept with the position they were measured at: after a turn none is drawn, in the
  // very render that turns, until a measure after the turn has ended.
  const [measured, setMeasured] = useState<{ key: string; boxes: MeasuredBox[] }>({
    key: '',
    boxes: [],
  });
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const hasLinks = slots.some((slot) => (content[slot]?.links.length ?? 0) > 0);

  useEffect(() => {
    const element = container.current;
    if (!element || !hasLinks) return;
    let settled = false;
    const shown = slotKey.split(' ') as PanelSlot[];
    const update = () => settled && setMeasured({ key, boxes: measure(element, shown) });
    const timer = setTimeout(
      () => {
        settled = true;
        update();
      },
      reducedMotion ? 0 : TURN_MS,
    );
    const resized = new ResizeObserver(update);
    resized.observe(element);
    // A panel's picture arriving gives it its size.
    element.addEventListener('load', update, true);
    return () => {
      clearTimeout(timer);
      resized.disconnect();
      element.removeEventListener('load', update, true);
    };
  }, [container, key, slotKey, hasLinks, reducedMotion]);

  const boxes = measured.key === key && hasLinks ? measured.boxes : [];
  if (boxes.length === 0) return null;
  return (
    <div className="pointer-events-none absolute inset-0" data-testid="panel-links">
      {boxes.flatMap(({ slot, box }) =>
        // Checked here too: whatever a reply carried, only these schemes become links.
        (content[slot]?.links ?? []).map(
          (link, i) =>
            isPanelLinkUrl(link.url) && (
              // A panel's links keep their order; the same URL may appear twice on it.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              <LinkArea key={`${slot}-${i}`} link={link} box={box} onOpen={onOpen} />
            ),
        ),
      )}
    </div>
  );
}

/** One link, laid over its area of the panel's picture (`box`). */
function LinkArea({
  link,
  box,
  onOpen,
}: {
  link: PanelLink;
  box: Box;
  onOpen?: (url: string) => void;
}) {
  return (
    <a
      href={link.url}
      target="_blank"
      rel="noopener noreferrer"
      // The host as the address bar shows one it does not trust: punycode.
      title={linkAsShown(link.url)}
      onClick={() => onOpen?.(link.url)}
      // Dark outside, white inside: the ring shows on any panel, light or dark. Where
      // nothing hovers (a phone), a faint tint tells the link before it is tapped.
      className="pointer-events-auto absolute rounded-sm hover:bg-sky-500/15 hover:ring-2 hover:ring-sky-600 focus-visible:bg-sky-500/15 focus-visible:outline-zinc-950 focus-visible:ring-2 focus-visible:ring-white [@media(hover:none)]:bg-sky-500/15"
      style={{
        left: box.left + link.x * box.width,
        top: box.top + link.y * box.height,
        width: link.width * box.width,
        height: link.height * box.height,
      }}
    >
      <span className="sr-only">{link.url}</span>
    </a>
  );
}

/** The text of the panels on show, which the stage names as its description for screen readers. */
export function PanelText(props: { id: string; slots: PanelSlot[]; content: SlotContent }) {
  const text = props.slots
    .map((slot) => props.content[slot]?.text ?? '')
    .filter((t) => t.length > 0)
    .join('\n\n');
  return (
    <p id={props.id} className="sr-only whitespace-pre-line">
      {text}
    </p>
  );
}
