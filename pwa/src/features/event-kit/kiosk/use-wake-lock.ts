import { useEffect } from 'react';

/** Whether this browser can keep the screen on (the Screen Wake Lock API). */
export const canKeepScreenOn = () => 'wakeLock' in navigator;

/**
 * Keeps the screen on while mounted. The browser lets go of the lock whenever the page is hidden,
 * so it is taken again when the page is visible again; a refusal (some browsers want a touch
 * first) is tried again at the next touch.
 */
export function useWakeLock(): void {
  useEffect(() => {
    if (!canKeepScreenOn()) return;
    let lock: WakeLockSentinel | null = null;
    let taking = false;
    let stopped = false;
    const take = async () => {
      if (stopped || taking || (lock && !lock.released) || document.visibilityState !== 'visible')
        return;
      taking = true;
      try {
        lock = await navigator.wakeLock.request('screen');
        if (stopped) void lock.release();
      } catch {
        // Refused for now (no touch yet, a battery saver): the next visit or touch tries again.
      } finally {
        taking = false;
      }
    };
    const onChance = () => void take();
    document.addEventListener('visibilitychange', onChance);
    window.addEventListener('pointerdown', onChance);
    void take();
    return () => {
      stopped = true;
      document.removeEventListener('visibilitychange', onChance);
      window.removeEventListener('pointerdown', onChance);
      void lock?.release();
    };
  }, []);
}
