import { afterEach, beforeEach, vi } from 'vitest';
import { sessionStore } from '../src/state/session';

export interface FetchCall {
  path: string;
  init: RequestInit;
}

/**
 * Stands in for `fetch` in every test of the calling suite: each call is recorded in `calls` and
 * answered by `answer()` (an empty 200 until a test sets it); after each test the real fetch is
 * back and the session signed out.
 */
export function fakeFetch(): { calls: FetchCall[]; answer: () => Response } {
  const fake = {
    calls: [] as FetchCall[],
    answer: () => new Response('{"ok":true}', { status: 200 }),
  };
  beforeEach(() => {
    fake.calls.length = 0;
    vi.stubGlobal('fetch', async (path: string, init: RequestInit) => {
      fake.calls.push({ path, init });
      return fake.answer();
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    sessionStore.set({ user: null, authToken: null });
  });
  return fake;
}
