import crypto from 'node:crypto';
import { afterAll, beforeAll } from 'vitest';
import { bearer, call } from './http';
import { dataUrl, noisePng } from './png';
import { startTestApp, type TestApp } from './test-app';
import { createTestUser, type TestUser } from './users';

export const png = (side = 24) => noisePng(side, side);
export const sha = (bytes: Buffer) => crypto.createHash('sha256').update(bytes).digest('hex');

/**
 * For a describe block of flipbook calls: one app over real HTTP, an owner and another user (set
 * before the first test), and the calls the suites make.
 */
export function useFlipbookApp() {
  const kit = {
    app: undefined as unknown as TestApp,
    owner: undefined as unknown as TestUser,
    other: undefined as unknown as TestUser,
    create: (user: TestUser, body: Record<string, unknown>) =>
      call(`${kit.app.url}/api/flipbooks`, { body, headers: bearer(user.token) }),
    edit: (user: TestUser, id: string, body: Record<string, unknown>) =>
      call(`${kit.app.url}/api/flipbooks/${id}`, {
        method: 'PUT',
        body,
        headers: bearer(user.token),
      }),
    newBook: (over: Record<string, unknown> = {}) => ({
      id: crypto.randomUUID(),
      title: 'Spring menu',
      panels: { front: [dataUrl(png()), dataUrl(png()), dataUrl(png())], back: [dataUrl(png())] },
      ...over,
    }),
    /** Whether the store still holds the media behind a `/media/…` URL. */
    hasMedia: async (url: string) =>
      (await kit.app.store.media.get(url.replace('/media/', ''))) !== null,
    storedMedia: () => kit.app.mediaNames(),
  };
  beforeAll(async () => {
    kit.app = await startTestApp({ PUBLIC_URL: 'https://flip.example.com' });
    kit.owner = await createTestUser(kit.app);
    kit.other = await createTestUser(kit.app);
  });
  afterAll(() => kit.app.close());
  return kit;
}
