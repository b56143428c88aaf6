import { type CSSProperties, useState } from 'react';
import type { PanelSlot, PanelSlots } from '#core/panel-layout';
import type { Stage } from '#core/reading';
import { useMediaQuery } from '../../ui/use-media-query';
import { PanelImage } from './panel-image';

/** How long a turn of the brochure takes. */
export const TURN_MS = 700;

/** Wing angles per stage: folded behind the middle, half open, flat; the back stage flips it all. */
const WING_ANGLE: Record<Stage, number> = { cover: 176, 'half-open': 55, open: 0, back: 0 };

function Face(props: {
  slot: PanelSlot;
  url: string | null;
  back?: boolean;
  priority?: 'high' | 'low';
  onSize?: (w: number, h: number) => void;
}) {
  const { slot, url, back, onSize } = props;
  // The cover (the middle panel) shows first: the others wait behind it.
  const priority = props.priority ?? 'low';
  return (
    <div
      className="absolute inset-0 overflow-hidden rounded-sm shadow-md [backface-visibility:hidden]"
      style={back ? { transform: 'rotateY(180deg)' } : undefined}
    >
      <PanelImage
        slot={slot}
        url={url}
        className="h-full w-full"
        priority={priority}
        onSize={onSize}
      />
    </div>
  );
}

/**
 * The desktop brochure in CSS 3D: three panels hinged on their fold lines. Each panel carries its
 * back side, so turning the whole brochure over shows the back panels in their real places.
 */
export function TrifoldStage({ panels, stage }: { panels: PanelSlots<string>; stage: Stage }) {
  const angle = WING_ANGLE[stage];
  // The brochure takes the shape of its panels (A4 pages, or tall tri-fold strips).
  const [panelRatio, setPanelRatio] = useState(210 / 297);
  const onSize = (width: number, height: number) => setPanelRatio(width / height);
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const panel: CSSProperties = {
    transformStyle: 'preserve-3d',
    transition: reducedMotion ? 'none' : `transform ${TURN_MS}ms cubic-bezier(.2,.7,.2,1)`,
  };
  const ratio = 3 * panelRatio;
  return (
    // A size container: the brochure is as wide as the room allows, and as tall as its shape
    // then is (at most 80vh), so a narrow room never stretches the panels' boxes taller.
    <div className="flex h-full w-full items-center justify-center [container-type:size] [perspective:2400px]">
      <div
        className="relative grid grid-cols-3"
        style={{
          ...panel,
          aspectRatio: `${ratio}`,
          width: `min(100cqw, calc(min(100cqh, 80vh) * ${ratio}))`,
          transform: `rotateY(${stage === 'back' ? 180 : 0}deg)`,
        }}
        data-stage={stage}
        data-testid="trifold"
      >
        <div
          className="relative"
          style={{ ...panel, transformOrigin: 'right center', transform: `rotateY(${-angle}deg)` }}
        >
          <Face slot="left" url={panels.left} />
          <Face slot="rightBack" url={panels.rightBack} back />
        </div>
        {/* Lifted by a sheet's thickness: flush, Chromium draws a strip of a folded wing over it. */}
        <div className="relative" style={{ ...panel, transform: 'translateZ(2px)' }}>
          <Face slot="middle" url={panels.middle} priority="high" onSize={onSize} />
          <Face slot="middleBack" url={panels.middleBack} back />
        </div>
        <div
          className="relative"
          style={{ ...panel, transformOrigin: 'left center', transform: `rotateY(${angle}deg)` }}
        >
          <Face slot="right" url={panels.right} />
          <Face slot="leftBack" url={panels.leftBack} back />
        </div>
      </div>
    </div>
  );
}
