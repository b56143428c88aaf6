import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { useFlipbookApp } from '#api-test/flipbook-app';
import { dataUrl, encodedNoise } from '#api-test/png';

const panel = () => encodedNoise('jpeg', 900, 1273);

describe('phone copies of panels', () => {
  const kit = useFlipbookApp();
  const { create, edit, newBook } = kit;
  const nameOf = (url: string) => url.replace('/media/', '');
  const copies = async (names: string[]) =>
    Promise.all(names.map(async (n) => (await kit.app.store.variants.get(n)) !== null));

  it('are made in the background after a create: 480 px wide WebP at the original URL plus .480w.webp', async () => {
    const original = await panel();
    const res = await create(
      kit.owner,
      newBook({ panels: { front: [dataUrl(original, 'image/jpeg')], back: [] } }),
    );
    expect(res.status).toBe(201);
    await kit.app.app.idle();
    const url: string = res.body.left;
    expect(await copies([nameOf(url)])).toEqual([true]);

    const reply = await fetch(`${kit.app.url}${url}.480w.webp`);
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toBe('image/webp');
    expect(reply.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const bytes = Buffer.from(await reply.arrayBuffer());
    expect(await sharp(bytes).metadata()).toMatchObject({
      format: 'webp',
      width: 480,
      height: 679,
    });
    expect(bytes.length).toBeLessThan(original.length / 2);
  });

  it('are made when first asked for if the background has not yet, and never enlarge a small panel', async () => {
    const small = await encodedNoise('jpeg', 300, 424);
    const res = await create(
      kit.owner,
      newBook({ panels: { front: [dataUrl(small, 'image/jpeg')], back: [] } }),
    );
    await kit.app.app.idle();
    const name = nameOf(res.body.left);
    await kit.app.store.variants.delete(name);
    const reply = await fetch(`${kit.app.url}/media/${name}.480w.webp`);
    expect(reply.status).toBe(200);
    expect(await sharp(Buffer.from(await reply.arrayBuffer())).metadata()).toMatchObject({
      width: 300,
    });
    expect(await copies([name])).toEqual([true]);
  });

  it('are made at start for panels stored before, and answer 404 for media that does not exist', async () => {
    const res = await create(
      kit.owner,
      newBook({ panels: { front: [dataUrl(await panel(), 'image/jpeg')], back: [] } }),
    );
    await kit.app.app.idle();
    const name = nameOf(res.body.left);
    await kit.app.store.variants.delete(name);
    expect(await kit.app.app.makePanelVariants()).toBeGreaterThanOrEqual(1);
    expect(await copies([name])).toEqual([true]);
    const missing = await fetch(`${kit.app.url}/media/${'0'.repeat(64)}.jpg.480w.webp`);
    expect(missing.status).toBe(404);
  });

  it('go with their original when an edit replaces it, and are made for the new panel', async () => {
    const res = await create(
      kit.owner,
      newBook({ panels: { front: [dataUrl(await panel(), 'image/jpeg')], back: [] } }),
    );
    await kit.app.app.idle();
    const before = nameOf(res.body.left);
    const edited = await edit(kit.owner, res.body.id, {
      title: 'New',
      panels: { front: [dataUrl(await panel(), 'image/jpeg')], back: [] },
    });
    expect(edited.status).toBe(200);
    await kit.app.app.idle();
    expect(await copies([before, nameOf(edited.body.left)])).toEqual([false, true]);
  });

  it('whose original is gone are removed by the orphan collection', async () => {
    const stray = 'f'.repeat(64);
    await kit.app.store.variants.put(
      `${stray}.jpg`,
      await sharp({ create: { width: 4, height: 4, channels: 3, background: '#fff' } })
        .webp()
        .toBuffer(),
    );
    await kit.app.app.collectOrphanMedia(-60_000);
    expect(await copies([`${stray}.jpg`])).toEqual([false]);
  });
});
