import { LogOut } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { KIT_LIMITS } from '#core/event-kit';
import { useKioskT } from './kiosk-texts';
import { useExitHold } from './use-exit-hold';

const RADIUS = 21;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;
/** The ring's track and its filling part. */
const RING = { cx: 24, cy: 24, r: RADIUS, fill: 'none', strokeWidth: 3 } as const;
const HOLD_KEYS = new Set(['Enter', ' ']);
const HOLD_SECONDS = { seconds: KIT_LIMITS.exitHoldMs / 1000 };
/** How long the hint a click brings up stays. */
const HINT_MS = 3000;

/**
 * 'Exit', which leaves the kiosk only when held down for 2 seconds (by pointer, or Enter or Space
 * from the keyboard), while a ring fills around it; a click alone only says how. The ring is
 * drawn frame by frame rather than by a CSS transition, which reduced motion would cut short.
 */
export function ExitHoldButton({ onHeld }: { onHeld: () => void }) {
  const { progress, held, begin, end } = useExitHold(onHeld);
  const [hint, setHint] = useState(false);
  const hintId = useId();
  const t = useKioskT();
  useEffect(() => {
    if (!hint) return;
    const timer = setTimeout(() => setHint(false), HINT_MS);
    return () => clearTimeout(timer);
  }, [hint]);

  return (
    <div className="relative flex items-center">
      <button
        type="button"
        aria-label={t('kiosk.exit')}
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
        <HoldRing progress={progress} />
        {/* Out of the kiosk: towards the line's end, the left in Arabic and Hebrew. */}
        <LogOut className="size-5 rtl:-scale-x-100" aria-hidden />
      </button>
      <HoldHint id={hintId} shown={hint} />
    </div>
  );
}

/** The ring around Exit, filled as far as the hold has come. */
function HoldRing({ progress }: { progress: number }) {
  return (
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
  );
}

/** How to exit: always there for a screen reader, on screen for a while after a bare click. */
function HoldHint({ id, shown }: { id: string; shown: boolean }) {
  const t = useKioskT();
  return (
    <span
      id={id}
      role="status"
      className={
        shown
          ? 'absolute end-0 top-full z-10 mt-2 rounded-md bg-fg px-2.5 py-1.5 text-xs font-medium whitespace-nowrap text-bg shadow'
          : 'sr-only'
      }
    >
      {shown ? t('kiosk.exitHint', HOLD_SECONDS) : t('kiosk.exitHowTo', HOLD_SECONDS)}
    </span>
  );
}
