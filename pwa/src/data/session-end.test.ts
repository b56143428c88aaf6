import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '#offline/db';
import { PROBE_INTERVAL_MS } from '#offline/sync/probe';
import { queueSignOut } from '#offline/sync/sign-outs';
import { memoryStorage } from '#pwa-test/local-storage';
import { waitFor } from '#pwa-test/wait-for';
import { STORAGE_KEYS } from '../state/storage-keys';
import { apiFetch } from './api-client';
import {
  afterSessionEnded,
  endSessionWhenPossible,
  keepSignOutToken,
  sessionEnded,
} from './session-end';

/** The page's requests behind a sign-out made offline, on a fetch that records what it carried. */
describe('a sign-out the server has not heard yet, in the page', () => {
  let requests: string[];
  let reachable: boolean;
  const page = { window: new EventTarget(), document: new EventTarget() };

  beforeEach(async () => {
    await db.signOuts.clear();
    requests = [];
    reachable = false;
    vi.stubGlobal('localStorage', memoryStorage());
    page.window = new EventTarget();
    page.document = Object.assign(new EventTarget(), { visibilityState: 'visible' });
    vi.stubGlobal('window', page.window);
    vi.stubGlobal('document', page.document);
    vi.stubGlobal('fetch', async (path: string, init: RequestInit = {}) => {
      const headers = (init.headers ?? {}) as Record<string, string>;
      requests.push(`${init.method ?? 'GET'} ${path} ${headers.Authorization ?? 'no bearer'}`);
      if (!reachable) throw new TypeError('Failed to fetch');
      return Response.json({ success: true });
    });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  const signOutOffline = async (token: string) => {
    keepSignOutToken(token);
    await queueSignOut(db, token);
  };

  it('goes before any call of the page, which fails as if offline until it has been sent', async () => {
    await signOutOffline('old-session');
    await expect(apiFetch('/api/auth/me')).rejects.toThrow(TypeError);
    expect(requests).toEqual(['POST /api/auth/logout Bearer old-session']);

    reachable = true;
    expect(await apiFetch('/api/auth/login', { method: 'POST', body: {} })).toEqual({
      success: true,
    });
    expect(requests.slice(1)).toEqual([
      'POST /api/auth/logout Bearer old-session',
      'POST /api/auth/login no bearer',
    ]);
    expect(localStorage.getItem(STORAGE_KEYS.endingSession)).toBeNull();
    // The service worker's copy goes too: it must not end the session again later.
    await waitFor(async () => expect(await db.signOuts.count()).toBe(0));
    await apiFetch('/api/auth/me');
    expect(requests.at(-1)).toBe('GET /api/auth/me no bearer');
  });

  it('is sent once for calls made at the same moment', async () => {
    await signOutOffline('old-session');
    reachable = true;
    await Promise.all([sessionEnded(), sessionEnded(), apiFetch('/api/x')]);
    expect(requests.filter((r) => r.includes('logout'))).toHaveLength(1);
  });

  it('is sent as soon as the server answers: every few seconds, and when the network or the tab comes back', async () => {
    // Only the page's retry timer: IndexedDB keeps its own timers.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    await signOutOffline('old-session');
    endSessionWhenPossible();
    await vi.advanceTimersByTimeAsync(0);
    expect(requests).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(PROBE_INTERVAL_MS);
    expect(requests).toHaveLength(2);
    page.window.dispatchEvent(new Event('online'));
    page.document.dispatchEvent(new Event('visibilitychange'));
    await vi.advanceTimersByTimeAsync(0);
    expect(requests.length).toBeGreaterThanOrEqual(3);

    reachable = true;
    await vi.advanceTimersByTimeAsync(PROBE_INTERVAL_MS);
    const sentAt = requests.length;
    expect(localStorage.getItem(STORAGE_KEYS.endingSession)).toBeNull();
    await vi.advanceTimersByTimeAsync(PROBE_INTERVAL_MS * 3);
    page.window.dispatchEvent(new Event('online'));
    expect(requests).toHaveLength(sentAt);
  });

  it('holds back what the browser would send by itself until the sign-out has been sent', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    await signOutOffline('old-session');
    let registered = false;
    void afterSessionEnded().then(() => {
      registered = true;
    });
    await vi.advanceTimersByTimeAsync(PROBE_INTERVAL_MS * 2);
    expect(registered).toBe(false);
    reachable = true;
    await vi.advanceTimersByTimeAsync(PROBE_INTERVAL_MS);
    expect(registered).toBe(true);
    expect(requests.at(-1)).toBe('POST /api/auth/logout Bearer old-session');
    await afterSessionEnded();
  });

  it('asks nothing of the server when no sign-out waits', async () => {
    endSessionWhenPossible();
    expect(await sessionEnded()).toBe(true);
    expect(requests).toEqual([]);
  });
});
