import { afterEach, describe, expect, it, vi } from 'vitest';
import { SYNC_EVENTS_MESSAGE, SYNC_TAG } from '#offline/sync/drain';
import type { SyncEvent } from '#offline/sync/events';
import { listenToWorkerDrains, registerBackgroundSync } from './background';

describe('Background Sync', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('registers the outbox tag where the browser has Background Sync', async () => {
    const register = vi.fn(async () => {});
    vi.stubGlobal('navigator', {
      serviceWorker: { ready: Promise.resolve({ sync: { register } }) },
    });
    await registerBackgroundSync();
    expect(register).toHaveBeenCalledWith(SYNC_TAG);
  });

  it('does without it quietly: no service worker, no sync manager, or a refusal', async () => {
    vi.stubGlobal('navigator', {});
    await registerBackgroundSync();
    vi.stubGlobal('navigator', { serviceWorker: { ready: Promise.resolve({}) } });
    await registerBackgroundSync();
    const register = vi.fn(async () => {
      throw new DOMException('Permission denied', 'NotAllowedError');
    });
    vi.stubGlobal('navigator', {
      serviceWorker: { ready: Promise.resolve({ sync: { register } }) },
    });
    await expect(registerBackgroundSync()).resolves.toBeUndefined();
    expect(register).toHaveBeenCalled();
  });

  it('passes on the events of the worker’s drains, and nothing else, until stopped', () => {
    const worker = new EventTarget();
    vi.stubGlobal('navigator', { serviceWorker: worker });
    const heard: SyncEvent[] = [];
    const stop = listenToWorkerDrains((event) => heard.push(event));
    const post = (data: unknown) => worker.dispatchEvent(new MessageEvent('message', { data }));
    post({ type: SYNC_EVENTS_MESSAGE, events: [{ kind: 'timeout' }, { kind: 'paused' }] });
    post({ type: SYNC_EVENTS_MESSAGE });
    post({ type: 'other', events: [{ kind: 'timeout' }] });
    post(null);
    expect(heard).toEqual([{ kind: 'timeout' }, { kind: 'paused' }]);
    stop();
    post({ type: SYNC_EVENTS_MESSAGE, events: [{ kind: 'timeout' }] });
    expect(heard).toHaveLength(2);
  });

  it('listens to nothing without a service worker', () => {
    vi.stubGlobal('navigator', {});
    const stop = listenToWorkerDrains(() => {});
    expect(stop).toBeTypeOf('function');
    stop();
  });
});
