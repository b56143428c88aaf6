import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LIBRARY_CHECK_MS, watchLibrary } from './library-watch';

describe('watching the library for other devices’ changes', () => {
  let document: EventTarget & { visibilityState: string };
  let window: EventTarget;
  let online = true;

  beforeEach(() => {
    vi.useFakeTimers();
    document = Object.assign(new EventTarget(), { visibilityState: 'visible' });
    window = new EventTarget();
    online = true;
    vi.stubGlobal('document', document);
    vi.stubGlobal('window', window);
    vi.stubGlobal('navigator', {
      get onLine() {
        return online;
      },
    });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('asks every few seconds while visible and online, so a change shows within 10 s', () => {
    const check = vi.fn();
    const stop = watchLibrary(check);
    expect(LIBRARY_CHECK_MS).toBeLessThan(10_000);
    vi.advanceTimersByTime(10_000);
    expect(check).toHaveBeenCalledTimes(Math.floor(10_000 / LIBRARY_CHECK_MS));
    stop();
    vi.advanceTimersByTime(60_000);
    expect(check).toHaveBeenCalledTimes(Math.floor(10_000 / LIBRARY_CHECK_MS));
  });

  it('asks nothing while hidden or offline, and asks at once on becoming visible or focused', () => {
    const check = vi.fn();
    const stop = watchLibrary(check);
    document.visibilityState = 'hidden';
    document.dispatchEvent(new Event('visibilitychange'));
    vi.advanceTimersByTime(5 * LIBRARY_CHECK_MS);
    expect(check).not.toHaveBeenCalled();
    document.visibilityState = 'visible';
    document.dispatchEvent(new Event('visibilitychange'));
    expect(check).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new Event('focus'));
    expect(check).toHaveBeenCalledTimes(2);
    online = false;
    vi.advanceTimersByTime(5 * LIBRARY_CHECK_MS);
    expect(check).toHaveBeenCalledTimes(2);
    stop();
  });
});
