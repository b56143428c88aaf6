import { useEffect, useRef, useState } from 'react';
import { KIT_LIMITS } from '#core/event-kit';

/**
 * The hold behind Exit: `begin` starts one, `end` lets go before its time. `progress` runs from
 * 0 to 1 frame by frame while it lasts; a hold that lasts its time calls `onHeld`, and `held`
 * says so to the click that follows the release.
 */
export function useExitHold(onHeld: () => void) {
  const [progress, setProgress] = useState(0);
  const hold = useRef<{ timer: ReturnType<typeof setTimeout>; frame: number } | null>(null);
  const held = useRef(false);

  const end = () => {
    if (!hold.current) return;
    clearTimeout(hold.current.timer);
    cancelAnimationFrame(hold.current.frame);
    hold.current = null;
    setProgress(0);
  };
  const begin = () => {
    if (hold.current) return;
    held.current = false;
    const start = performance.now();
    const draw = () => {
      setProgress(Math.min(1, (performance.now() - start) / KIT_LIMITS.exitHoldMs));
      if (hold.current) hold.current.frame = requestAnimationFrame(draw);
    };
    hold.current = {
      timer: setTimeout(() => {
        end();
        held.current = true;
        onHeld();
      }, KIT_LIMITS.exitHoldMs),
      frame: requestAnimationFrame(draw),
    };
  };
  useEffect(
    () => () => {
      if (!hold.current) return;
      clearTimeout(hold.current.timer);
      cancelAnimationFrame(hold.current.frame);
    },
    [],
  );
  return { progress, held, begin, end };
}
