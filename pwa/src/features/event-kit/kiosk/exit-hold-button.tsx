import { LogOut } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { KIT_LIMITS } from '#core/event-kit';

const RADIUS = 21;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;
/** The ring's track and its filling part. */
const RING = { cx: 24, cy: 24, r: RADIUS, fill: 'none', strokeWidth: 3 } as const;
const HOLD_KEYS = new Set(['Enter', ' ']);
const HOLD_TEXT = `${KIT_LIMITS.exitHoldMs / 1000} seconds`;
/** How long the hint a click brings up stays. */
const HINT_MS = 3000;

/**
 * 'Exit', which leaves the kiosk only when held down for 2 seconds (by pointer, or Enter or Space
 * from the keyboard), while a ring fills around it; a click alone only says how. The ring is
 * drawn frame by frame rather than by a CSS transition, which reduced motion would cut short.
 */
export function ExitHoldButton({ onHeld }: { onHeld: () => void }) {
  const [progress, setProgress] = useState(0);
  const [hint, setHint] = useState(false);
  const hold = useRef<{ timer: ReturnType<typeof setTimeout>; frame: number } | null>(null);
  const held = useRef(false);
  const hintId = useId();

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
  useEffect(() => {
    if (!hint) return;
    const timer = setTimeout(() => setHint(false), HINT_MS);
    return () => clearTimeout(timer);
  }, [hint]);

  return (
    <div className="relative flex items-center">
      <button
        type="button"
        aria-label="Exit"
        aria-describedby={hintId}
        className="relative grid size-12 touch-none place-items-center rounded-full text-fg select-none [-webkit-touch-callout:none] hover:bg-surface-muted"
        onPointerDown={(e) => {
          if (e.button !== 0) return;
          e.currentTarget.setPointerCapture(e.pointerId);
          begin();
        }}
        onPointerUp={end}
        onPointerCancel={end}
        onLostPointerCapture={end}
        onKeyDown={(e) => {
          if (!HOLD_KEYS.has(e.key)) return;
          e.preventDefault();
          if (!e.repeat) begin();
        }}
        onKeyUp={(e) => {
          if (HOLD_KEYS.has(e.key)) end();
        }}
        onBlur={end}
        onClick={() => setHint(!held.current)}
        onContextMenu={(e) => e.preventDefault()}
        data-holding={progress > 0 ? '' : undefined}
      >
        <svg className="absolute inset-0 size-full -rotate-90" viewBox="0 0 48 48" aria-hidden>
          <circle {...RING} className="stroke-border" />
          <circle
            {...RING}
            strokeLinecap="round"
            className="stroke-fg"
            strokeDasharray={CIRCUMFERENCE}
            strokeDashoffset={CIRCUMFERENCE * (1 - progress)}
            opacity={progress > 0 ? 1 : 0}
          />
        </svg>
        <LogOut className="size-5" aria-hidden />
      </button>
      <span
        id={hintId}
        role="status"
        className={
          hint
            ? 'absolute top-full right-0 z-10 mt-2 rounded-md bg-fg px-2.5 py-1.5 text-xs font-medium whitespace-nowrap text-bg shadow'
            : 'sr-only'
        }
      >
        {hint ? `Hold for ${HOLD_TEXT} to exit` : `Press and hold for ${HOLD_TEXT} to exit`}
      </span>
    </div>
  );
}
