import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '#pwa-test/local-storage';
import { STORAGE_KEYS } from '../state/storage-keys';
import { checkForUpdates, UPDATE_CHECK_MS } from './update-checks';

describe('looking for a new version while the app stays open', () => {
  let checks: number;
  let visibility: 'visible' | 'hidden';
  let online: boolean;
  let requests: string[];
  const registration = () =>
    ({
      installing: null,
      update: async () => {
        checks++;
      },
    }) as unknown as ServiceWorkerRegistration;

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    checks = 0;
    visibility = 'visible';
    online = true;
    requests = [];
    vi.stubGlobal('localStorage', memoryStorage());
    vi.stubGlobal(
      'document',
      Object.defineProperty(new EventTarget(), 'visibilityState', { get: () => visibility }),
    );
    vi.stubGlobal('navigator', {
      get onLine() {
        return online;
      },
    });
    vi.stubGlobal('fetch', async (path: string) => {
      requests.push(path);
      throw new TypeError('Failed to fetch');
    });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  const visibilityChange = async (to: 'visible' | 'hidden') => {
    visibility = to;
    document.dispatchEvent(new Event('visibilitychange'));
    await vi.advanceTimersByTimeAsync(0);
  };

  it('asks every hour and whenever the tab becomes visible again, never while offline', async () => {
    checkForUpdates(registration());
    await vi.advanceTimersByTimeAsync(UPDATE_CHECK_MS - 1);
    expect(checks).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(checks).toBe(1);
    await visibilityChange('hidden');
    expect(checks).toBe(1);
    await visibilityChange('visible');
    expect(checks).toBe(2);
    online = false;
    await visibilityChange('visible');
    await vi.advanceTimersByTimeAsync(UPDATE_CHECK_MS);
    expect(checks).toBe(2);
    expect(UPDATE_CHECK_MS).toBeLessThanOrEqual(60 * 60 * 1000);
  });

  it('asks only once a sign-out waiting to be sent has been', async () => {
    localStorage.setItem(STORAGE_KEYS.endingSession, 'old-session');
    checkForUpdates(registration());
    await visibilityChange('visible');
    expect(requests).toEqual(['/api/auth/logout']);
    expect(checks).toBe(0);
  });
});
