import { type CSSProperties, type ReactNode, useState } from 'react';
import type { PanelSlot } from '#core/panel-layout';
import type { Stage } from '#core/reading';
import { useMediaQuery } from '#pwa/ui/use-media-query';
import { type Brochure, faceOf, poseOf, stagePlaces } from '../viewer-model';
import { PanelImage } from './panel-image';

/** How long a turn of the brochure takes. */
export const TURN_MS = 700;

/**
 * Panels folded shut lie a sheet's thickness apart, in the order the paper stacks: flush,
 * Chromium draws whichever it likes on top.
 */
const SHEET_PX = [2, 1] as const;

function Face(props: {
  brochure: Brochure;
  slot: PanelSlot;
  back?: boolean;
  cover?: boolean;
  onSize?: (w: number, h: number) => void;
}) {
  const { brochure, slot, back, cover, onSize } = props;
  const face = faceOf(brochure, slot);
  if (face === 'none') return null;
  return (
    <div
      className="absolute inset-0 overflow-hidden rounded-sm shadow-md [backface-visibility:hidden]"
      style={back ? { transform: 'rotateY(180deg)' } : undefined}
    >
      <PanelImage
        form={brochure}
        slot={slot}
        url={face === 'missing' ? null : face.url}
        className="h-full w-full"
        // The cover shows first: the others wait behind it.
        priority={cover ? 'high' : 'low'}
        onSize={onSize}
      />
    </div>
  );
}

/**
 * The brochure in CSS 3D, folded as the paper is: the front panels are a chain hinged at the
 * cover (a tri-fold's right third, unfolding leftwards; page 1 of pages, rightwards; the other way
 * for a brochure read right to left: core stageRow), each panel carrying on its back the back
 * panel that lies behind it on the sheet, so turning it all over shows the back side in its real
 * places. Panels a flipbook does not have are not drawn; images are never mirrored.
 */
export function FoldingBrochure({ brochure, stage }: { brochure: Brochure; stage: Stage }) {
  const pose = poseOf(brochure, stage);
  // Always three front panels, from the cover on.
  const places = stagePlaces(brochure);
  const chain = places.chain as [PanelSlot, PanelSlot, PanelSlot];
  // A chain from a cover on the right runs leftwards: its hinges are on the left and turn the other way.
  const leftwards = places.front.indexOf(chain[0]) === 2;
  // The brochure takes the shape of its panels (A4 pages, or tall tri-fold strips).
  const [panelRatio, setPanelRatio] = useState(210 / 297);
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const moving: CSSProperties = {
    transformStyle: 'preserve-3d',
    transition: reducedMotion ? 'none' : `transform ${TURN_MS}ms cubic-bezier(.2,.7,.2,1)`,
  };
  const ratio = 3 * panelRatio;
  const fold = { leftwards, moving };

  return (
    // A size container: the brochure is as wide as the room allows, and as tall as its shape
    // then is (at most 80vh), so a narrow room never stretches the panels' boxes taller.
    <div className="flex h-full w-full items-center justify-center [container-type:size] [perspective:2400px]">
      <div
        className="relative"
        style={{
          aspectRatio: `${ratio}`,
          width: `min(100cqw, calc(min(100cqh, 80vh) * ${ratio}))`,
          transformStyle: 'preserve-3d',
        }}
        data-stage={stage}
        data-layout={brochure.layout}
        data-testid="trifold"
      >
        <div
          className="absolute inset-0"
          style={{
            ...moving,
            transform: `translateX(${(pose.shift * 100) / 3}%) rotateY(${pose.turned ? 180 : 0}deg)`,
          }}
        >
          <div
            className="absolute top-0 h-full w-1/3"
            style={{ left: leftwards ? '66.6667%' : 0, transformStyle: 'preserve-3d' }}
          >
            <Leaf brochure={brochure} slot={chain[0]} onCoverSize={(w, h) => setPanelRatio(w / h)}>
              <Hinge {...fold} angle={pose.hinges[0]} lift={SHEET_PX[0]}>
                <Leaf brochure={brochure} slot={chain[1]}>
                  <Hinge {...fold} angle={pose.hinges[1]} lift={SHEET_PX[1]}>
                    <Leaf brochure={brochure} slot={chain[2]} />
                  </Hinge>
                </Leaf>
              </Hinge>
            </Leaf>
          </div>
        </div>
      </div>
    </div>
  );
}

/**
 * A front panel of the chain with, on its back, the back panel behind it on the sheet, and the
 * rest of the chain hinged on. The cover (the one told its size) shows first.
 */
function Leaf(props: {
  brochure: Brochure;
  slot: PanelSlot;
  onCoverSize?: (w: number, h: number) => void;
  children?: ReactNode;
}) {
  const { brochure, slot, onCoverSize } = props;
  const { front, back } = stagePlaces(brochure);
  const place = front.indexOf(slot);
  return (
    <div className="relative h-full w-full" style={{ transformStyle: 'preserve-3d' }}>
      <Face
        brochure={brochure}
        slot={slot}
        cover={onCoverSize !== undefined}
        onSize={onCoverSize}
      />
      {/* Behind a panel on the sheet lies the back panel at the mirrored place. */}
      <Face brochure={brochure} slot={back[2 - place] as PanelSlot} back />
      {props.children}
    </div>
  );
}

/** The fold between two panels, turned `angle` degrees; `lift` is its sheet's thickness when shut. */
function Hinge(props: {
  leftwards: boolean;
  moving: CSSProperties;
  angle: number;
  lift: number;
  children: ReactNode;
}) {
  const { leftwards, angle } = props;
  const lift = angle === 180 ? -props.lift : 0;
  return (
    <div
      className="absolute top-0 h-full w-full"
      style={{
        ...props.moving,
        [leftwards ? 'right' : 'left']: '100%',
        transformOrigin: leftwards ? 'right center' : 'left center',
        transform: `translateZ(${lift}px) rotateY(${leftwards ? -angle : angle}deg)`,
      }}
    >
      {props.children}
    </div>
  );
}
