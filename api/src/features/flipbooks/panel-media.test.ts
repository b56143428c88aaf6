import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataUrl, noisePng } from '#api-test/png';
import { storedFlipbook } from '#api-test/stored-flipbook';
import { startTestApp, type TestApp } from '#api-test/test-app';
import { createTestUser, type TestUser } from '#api-test/users';
import { slotsFromSides } from '#core/panel-layout';
import type { FlipbookRecord } from '../../store/flipbooks';
import type { Store } from '../../store/port';
import { createPanelMedia } from './panel-media';

describe('panel media', () => {
  let app: TestApp;
  let owner: TestUser;
  beforeAll(async () => {
    app = await startTestApp();
    owner = await createTestUser(app);
  });
  afterAll(() => app.close());

  const flipbookWith = (name: string): FlipbookRecord =>
    storedFlipbook(owner.user.id, { title: 'Menu', slots: slotsFromSides([name], []) });
  /** One new image, resolved and stored as a create stores it. */
  const storedImage = async () => {
    const media = createPanelMedia(app.store);
    const images = await media.resolve(
      { userId: owner.user.id, teamId: null },
      { front: [dataUrl(noisePng(8, 8))], back: [] },
      undefined,
    );
    await media.keep(images);
    return { images, name: images.slots.left ?? '' };
  };

  it('puts back an image that a flipbook started using while it was being collected', async () => {
    const { images, name } = await storedImage();
    // The write's row lands between the collection's check and its delete, and it re-stores
    // its images before that delete, so it cannot see the loss itself.
    const racingWrite = async () => {
      await app.store.flipbooks.create(flipbookWith(name));
      await createPanelMedia(app.store).keep(images);
    };
    const store: Store = {
      ...app.store,
      media: {
        ...app.store.media,
        delete: async (n) => {
          await racingWrite();
          await app.store.media.delete(n);
        },
      },
    };
    await createPanelMedia(store).collect([name]);
    expect(await app.store.media.get(name)).not.toBeNull();
  });

  it('refuses to re-use an image whose file is gone rather than point at it', async () => {
    const { name } = await storedImage();
    await app.store.flipbooks.create(flipbookWith(name));
    await app.store.media.delete(name);
    await expect(
      createPanelMedia(app.store).resolve(
        { userId: owner.user.id, teamId: null },
        { front: [`/media/${name}`], back: [] },
        undefined,
      ),
    ).rejects.toMatchObject({ status: 400, code: 'INVALID_IMAGE' });
  });
});
