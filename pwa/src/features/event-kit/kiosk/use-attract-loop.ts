import { useEffect, useRef, useState } from 'react';
import { KIT_LIMITS } from '#core/event-kit';
import { pageTurnKey, viewerCommand } from '../../viewer/page-turn-key';
import { type AttractEffects, AttractLoop } from './attract-loop';

/** The kiosk's viewer (kiosk-viewer.tsx): a touch there is an interaction with its flipbook. */
const KIOSK_STAGE = '[data-kiosk-stage]';

/** Keys that turn or zoom the flipbook on show, as the viewer reads them. */
const actsOnFlipbook = (event: KeyboardEvent) => {
  const command = viewerCommand(event);
  return pageTurnKey(event) !== null || command === 'zoom-in' || command === 'zoom-out';
};

/**
 * Runs the kiosk's attract loop (attract-loop.ts) on the page's events: any touch, pointer, wheel
 * or key is activity; a touch on the viewer, or a key that turns or zooms it, is an interaction
 * with the flipbook `shownId()` returns. Effects are read when they happen, so they see the
 * kiosk's state at that moment.
 */
export function useAttractLoop(
  idleSeconds: number,
  effects: AttractEffects,
  shownId: () => string | null,
): AttractLoop {
  const latest = useRef({ effects, shownId });
  latest.current = { effects, shownId };
  const [loop] = useState(
    () =>
      new AttractLoop(
        { idleMs: idleSeconds * 1000, turnMs: KIT_LIMITS.attractTurnMs },
        {
          mode: (mode) => latest.current.effects.mode(mode),
          restart: () => latest.current.effects.restart(),
          turn: () => latest.current.effects.turn(),
          next: () => latest.current.effects.next(),
          positions: () => latest.current.effects.positions(),
          view: (id) => latest.current.effects.view(id),
        },
      ),
  );

  useEffect(() => {
    const interaction = (acts: boolean) => {
      const id = latest.current.shownId();
      if (acts && id) loop.interacted(id);
      else loop.activity();
    };
    const onPointer = (event: PointerEvent) =>
      interaction(event.target instanceof Element && !!event.target.closest(KIOSK_STAGE));
    const onKey = (event: KeyboardEvent) => interaction(actsOnFlipbook(event));
    const onActivity = () => loop.activity();
    const options = { capture: true, passive: true };
    window.addEventListener('pointerdown', onPointer, options);
    window.addEventListener('keydown', onKey, options);
    window.addEventListener('pointermove', onActivity, options);
    window.addEventListener('wheel', onActivity, options);
    loop.start();
    return () => {
      loop.dispose();
      window.removeEventListener('pointerdown', onPointer, options);
      window.removeEventListener('keydown', onKey, options);
      window.removeEventListener('pointermove', onActivity, options);
      window.removeEventListener('wheel', onActivity, options);
    };
  }, [loop]);
  return loop;
}
