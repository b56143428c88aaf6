import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataUrl, noisePng } from '#api-test/png';
import { startTestApp, type TestApp } from '#api-test/test-app';
import { createTestUser } from '#api-test/users';
import { nextStamp } from '#core/edit-stamps';
import { slotOrder } from '#core/panel-order';
import { createChangeFeed } from '../../change-feed';
import { collectOrphanMedia } from './media-collection';
import { FlipbookService } from './service';

describe('the flipbook service', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  const service = () =>
    new FlipbookService({ store: app.store, changes: createChangeFeed(), now: Date.now });
  const input = () => ({
    id: crypto.randomUUID(),
    title: 'Gone',
    panels: { front: [dataUrl(noisePng(16, 16)), dataUrl(noisePng(16, 16))], back: [] },
  });

  it('answers 401 to a create whose account is deleted while it runs, and keeps none of its media', async () => {
    const { user } = await createTestUser(app);
    const before = await app.store.media.storedBefore(Date.now() + 60_000);
    // Admitted with the account in hand, which is gone by the time the row is written.
    await app.store.users.delete(user.id);
    const book = input();
    await expect(service().create(user, book)).rejects.toMatchObject({ status: 401 });
    expect(await app.store.flipbooks.get(book.id)).toBeNull();
    expect(await app.store.media.storedBefore(Date.now() + 60_000)).toEqual(before);
  });

  it('keeps no media of a create that lost the race for its id to another account', async () => {
    const winner = await createTestUser(app);
    const loser = await createTestUser(app);
    const book = input();
    await service().create(winner.user, book);
    const stored = await app.store.media.storedBefore(Date.now() + 60_000);
    const other = { ...book, panels: { front: [dataUrl(noisePng(16, 16))], back: [] } };
    const racing = new FlipbookService({
      store: {
        ...app.store,
        // The id looked free when checked: the winner's row lands right after.
        flipbooks: { ...app.store.flipbooks, get: async () => null },
      },
      changes: createChangeFeed(),
      now: Date.now,
    });
    await expect(racing.create(loser.user, other)).rejects.toMatchObject({ status: 409 });
    expect((await app.store.media.storedBefore(Date.now() + 60_000)).sort()).toEqual(stored.sort());
  });

  it('merges an edit again when another edit of the flipbook lands between its read and its write', async () => {
    const { user } = await createTestUser(app);
    const { flipbook } = await service().create(user, input());
    const stamp = (node: string) => nextStamp([], Date.now(), node);
    let overtaken = false;
    const racing = new FlipbookService({
      store: {
        ...app.store,
        flipbooks: {
          ...app.store.flipbooks,
          update: async (id, patch, expected) => {
            if (!overtaken) {
              overtaken = true;
              const title = { value: 'Renamed', base: flipbook.versions.title.stamp };
              await service().update(user, id, {
                edits: { title: { ...title, stamp: stamp('laptop') } },
              });
            }
            return app.store.flipbooks.update(id, patch, expected);
          },
        },
      },
      changes: createChangeFeed(),
      now: Date.now,
    });
    const swapped = { ...slotOrder(flipbook.slots), left: 1, middle: 0 };
    const order = { value: swapped, base: flipbook.versions.order.stamp, stamp: stamp('phone') };
    const { kept } = await racing.update(user, flipbook.id, { edits: { order } });
    expect(kept).toEqual([]);
    const stored = await app.store.flipbooks.get(flipbook.id);
    expect({ title: stored?.title, order: stored?.order }).toEqual({
      title: 'Renamed',
      order: swapped,
    });
  });

  it('collects media no flipbook uses, older than the grace, and keeps the rest', async () => {
    const { user } = await createTestUser(app);
    const kept = await service().create(user, input());
    const orphan = noisePng(16, 16);
    const orphanName = `${crypto.createHash('sha256').update(orphan).digest('hex')}.png`;
    await app.store.media.put(orphanName, orphan);
    expect(await collectOrphanMedia(app.store)).toEqual({ media: 0, unfinished: 0 });
    expect(await app.store.media.get(orphanName)).not.toBeNull();
    const collected = await collectOrphanMedia(app.store, -1000);
    expect(collected.media).toBeGreaterThanOrEqual(1);
    expect(await app.store.media.get(orphanName)).toBeNull();
    for (const name of [kept.flipbook.slots.left, kept.flipbook.slots.middle])
      expect(await app.store.media.get(name ?? '')).not.toBeNull();
  });

  it('never takes an image from a flipbook created while collections run back to back', async () => {
    const { user } = await createTestUser(app);
    // Every stored image counts as old enough, so each collection weighs every create in flight;
    // leftovers of writes are left to the grace (a write in flight has a temporary file).
    const eager = {
      ...app.store,
      media: { ...app.store.media, removeUnfinished: async () => 0 },
    };
    let creating = true;
    const collections = (async () => {
      let runs = 0;
      while (creating || runs === 0) {
        await collectOrphanMedia(eager, -60_000);
        runs++;
      }
      return runs;
    })();
    const created = await Promise.all(
      Array.from({ length: 60 }, async () => (await service().create(user, input())).flipbook),
    );
    creating = false;
    expect(await collections).toBeGreaterThan(1);
    for (const flipbook of created) {
      for (const name of [flipbook.slots.left, flipbook.slots.middle])
        expect(await app.store.media.get(name ?? ''), name ?? '').not.toBeNull();
    }
  });
});
