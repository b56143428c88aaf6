import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PublicUser } from '#core/schemas/auth';
import type { FlipbookReply } from '#core/schemas/flipbooks';
import { db } from '#offline/db';
import { KEPT_COPY_HEADER } from '#offline/kept-copy';
import { localFlipbook } from '#pwa-test/local-flipbook';
import { memoryStorage } from '#pwa-test/local-storage';
import { sessionStore } from '../state/session';
import { STORAGE_KEYS } from '../state/storage-keys';
import { isFlipbookReply, loadPublicFlipbook } from './public-flipbook';

const fromServer = { id: 'b1', title: 'Menu', views: 3 } as FlipbookReply;
const local = localFlipbook({
  ownerId: 'u1',
  title: 'Menu, edited offline',
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-02T00:00:00.000Z',
  views: 4,
});

describe('a shared link’s flipbook', () => {
  let requested: Array<{ path: string; init: RequestInit }>;
  const answer = (response: () => Response) => {
    vi.stubGlobal('fetch', async (path: string, init: RequestInit) => {
      requested.push({ path, init });
      return response();
    });
  };
  const json =
    (body: unknown, headers: Record<string, string> = {}) =>
    () =>
      new Response(JSON.stringify(body), { status: 200, headers });

  const signIn = (id: string) =>
    sessionStore.set({ user: { id } as PublicUser, authToken: `${id}-token` });

  beforeEach(async () => {
    requested = [];
    await db.flipbooks.clear();
    signIn('u1');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    sessionStore.set({ user: null, authToken: null });
  });

  it('comes from the network first, asked as JSON with the id encoded', async () => {
    await db.flipbooks.put(local);
    answer(json(fromServer));
    expect(await loadPublicFlipbook('b1/x')).toEqual({ source: 'server', flipbook: fromServer });
    expect(requested[0]?.path).toBe('/api/flipbooks/b1%2Fx');
    expect(requested[0]?.init.headers).toEqual({ Accept: 'application/json' });
  });

  it('prefers its owner’s library to a copy the service worker kept, and takes the kept copy otherwise', async () => {
    answer(json(fromServer, { [KEPT_COPY_HEADER]: '1' }));
    expect(await loadPublicFlipbook('b1')).toEqual({ source: 'server', flipbook: fromServer });
    await db.flipbooks.put(local);
    expect(await loadPublicFlipbook('b1')).toEqual({ source: 'local', flipbook: local });
  });

  it.each([
    ['offline', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['answered 404', () => new Response('{}', { status: 404 })],
    ['answered 500 with a flipbook-shaped body', () => Response.json(fromServer, { status: 500 })],
    ['answered something else than a flipbook', json({ id: 'b1' })],
  ])('comes from its owner’s library when %s, else is not found', async (_, response) => {
    vi.stubGlobal('fetch', response);
    expect(await loadPublicFlipbook('b1')).toBeNull();
    await db.flipbooks.put(local);
    expect(await loadPublicFlipbook('b1')).toEqual({ source: 'local', flipbook: local });
  });

  it('never comes from another account’s library: a visitor or another account gets the copy kept from a public visit, or none', async () => {
    await db.flipbooks.put(local);
    for (const who of ['visitor', 'u2']) {
      if (who === 'visitor') sessionStore.set({ user: null, authToken: null });
      else signIn(who);
      answer(json(fromServer, { [KEPT_COPY_HEADER]: '1' }));
      expect(await loadPublicFlipbook('b1')).toEqual({ source: 'server', flipbook: fromServer });
      vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
      expect(await loadPublicFlipbook('b1')).toBeNull();
    }
  });

  it('is asked for only once a sign-out waiting to be sent has been, which would carry its cookie', async () => {
    vi.stubGlobal('localStorage', memoryStorage());
    localStorage.setItem(STORAGE_KEYS.endingSession, 'old-session');
    answer(() => new Response('{}', { status: 503 }));
    expect(await loadPublicFlipbook('b1')).toBeNull();
    expect(requested.map((r) => r.path)).toEqual(['/api/auth/logout']);
    answer(json(fromServer));
    expect(await loadPublicFlipbook('b1')).toEqual({ source: 'server', flipbook: fromServer });
    expect(requested.map((r) => r.path)).toEqual([
      '/api/auth/logout',
      '/api/auth/logout',
      '/api/flipbooks/b1',
    ]);
  });

  it('is not found when the library cannot be read either', async () => {
    answer(() => new Response('{}', { status: 404 }));
    vi.spyOn(db.flipbooks, 'get').mockRejectedValueOnce(new Error('IndexedDB is gone'));
    expect(await loadPublicFlipbook('b1')).toBeNull();
  });

  it.each([
    ['a flipbook', { id: 'b1', title: 'Menu', views: 0 }, true],
    ['null', null, false],
    ['no id', { title: 'Menu', views: 0 }, false],
    ['no title', { id: 'b1', views: 0 }, false],
    ['views as text', { id: 'b1', title: 'Menu', views: '0' }, false],
  ])('checks the shape of a reply: %s', (_, value, ok) => {
    expect(isFlipbookReply(value)).toBe(ok);
  });
});
