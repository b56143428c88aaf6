import { describe, expect, it } from 'vitest';
import { png, sha, useFlipbookApp } from '#api-test/flipbook-app';
import { bearer, call } from '#api-test/http';
import { dataUrl, encodedNoise, flatPng, noisePng } from '#api-test/png';
import { createTestUser } from '#api-test/users';

const jpeg = await encodedNoise('jpeg', 40, 60);
const webp = await encodedNoise('webp', 40, 60);
/** What a polyglot file carries after the image: here the end of a ZIP archive. */
const zipTail = Buffer.concat([Buffer.from('PK\u0005\u0006'), Buffer.alloc(18)]);
const pngHeaderAndJunk = Buffer.concat([png().subarray(0, 24), Buffer.from('<html>hi</html>')]);

describe('flipbook images over HTTP', () => {
  const kit = useFlipbookApp();
  const { create, edit, newBook, storedMedia } = kit;
  /** A real PNG just under the 3 MB an image may weigh (noise barely compresses). */
  const nearlyThreeMb = () => noisePng(1000, 1000);

  it.each([
    [
      'an SVG',
      dataUrl(
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
        'image/svg+xml',
      ),
      415,
    ],
    ['HTML calling itself a PNG', dataUrl(Buffer.from('<html><body>hi</body></html>')), 415],
    ['broken base64', 'data:image/png;base64,iVBORw0KG=go', 400],
    ['a PNG header of 5000 px', dataUrl(noisePng(5000, 1).subarray(0, 33)), 400],
    ['a truncated PNG', dataUrl(png().subarray(0, 12)), 400],
    ['a 24-byte PNG header and anything after it', dataUrl(pngHeaderAndJunk), 400],
    ['a whole PNG with bytes after its end', dataUrl(Buffer.concat([png(), zipTail])), 400],
    ['a real PNG of 4097 px', dataUrl(noisePng(4097, 1)), 400],
    ['a JPEG cut short', dataUrl(jpeg.subarray(0, jpeg.length - 200)), 400],
    ['a JPEG with a ZIP after its end', dataUrl(Buffer.concat([jpeg, zipTail])), 400],
    ['more than 3 MB', dataUrl(Buffer.concat([png(), Buffer.alloc(3 * 1024 * 1024)])), 413],
    ['a URL of somebody else', `/media/${'a'.repeat(64)}.png`, 400],
    ['a remote URL', 'https://example.com/x.png', 400],
  ])('refuses %s before storing anything', async (_, source, status) => {
    const before = (await storedMedia()).length;
    const body = newBook({ panels: { front: [dataUrl(png()), source], back: [] } });
    const res = await create(kit.owner, body);
    expect(res.status).toBe(status);
    expect(typeof res.body.error).toBe('string');
    expect(await kit.app.store.flipbooks.get(body.id)).toBeNull();
    expect((await storedMedia()).length).toBe(before);
  });

  it('types images by their bytes, whatever the data URL declares', async () => {
    const res = await create(
      kit.owner,
      newBook({
        panels: { front: [dataUrl(jpeg, 'image/png'), dataUrl(webp, 'image/jpeg')], back: [] },
      }),
    );
    expect(res.status).toBe(201);
    expect(res.body.left).toMatch(/\.jpg$/);
    expect(res.body.middle).toMatch(/\.webp$/);
  });

  const svg = dataUrl(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'image/svg+xml');
  const fourAndAnSvg = () => [...Array.from({ length: 4 }, () => dataUrl(png())), svg];

  it.each([
    ['the front', { front: fourAndAnSvg(), back: [] }],
    ['the back', { front: [], back: fourAndAnSvg() }],
  ])(
    'checks a fifth image on %s too, though only three fill the slots, and refuses an SVG there',
    async (_, panels) => {
      const before = await storedMedia();
      const body = newBook({ panels });
      const res = await create(kit.owner, body);
      expect(res.status).toBe(415);
      expect(await kit.app.store.flipbooks.get(body.id)).toBeNull();
      expect(await storedMedia()).toEqual(before);
    },
  );

  it('stores only the images that fill a slot when a side carries more than three', async () => {
    const images = Array.from({ length: 5 }, (_, i) => png(40 + i));
    const res = await create(
      kit.owner,
      newBook({ panels: { front: images.map((b) => dataUrl(b)), back: [] } }),
    );
    expect(res.status).toBe(201);
    const names = images.map((b) => `${sha(b)}.png`);
    expect([res.body.left, res.body.middle, res.body.right]).toEqual(
      names.slice(0, 3).map((n) => `/media/${n}`),
    );
    expect(await storedMedia()).toEqual(expect.arrayContaining(names.slice(0, 3)));
    expect(await storedMedia()).not.toContain(names[3]);
    expect(await storedMedia()).not.toContain(names[4]);
  });

  it.each([
    ['an SVG', svg, 415],
    ['broken base64', 'data:image/png;base64,iVBORw0KG=go', 400],
    ['more than 3 MB', dataUrl(Buffer.concat([png(), Buffer.alloc(3 * 1024 * 1024)])), 413],
  ])('refuses an edit carrying %s, leaving the flipbook as it was', async (_, source, status) => {
    const body = newBook();
    await create(kit.owner, body);
    const before = await kit.app.store.flipbooks.get(body.id);
    const media = await storedMedia();
    const res = await edit(kit.owner, body.id, {
      title: 'Edited',
      panels: { front: [dataUrl(png()), source], back: [] },
    });
    expect(res.status).toBe(status);
    expect(await kit.app.store.flipbooks.get(body.id)).toEqual(before);
    expect(await storedMedia()).toEqual(media);
  });

  it('refuses 13 flat 4096 × 4096 PNGs (an 830 KB create) from their headers, for a sliver of the CPU decoding them took', async () => {
    const flat = Array.from({ length: 13 }, () => dataUrl(flatPng(4096, 4096)));
    const body = newBook({
      panels: { front: flat.slice(0, 6), back: flat.slice(6, 12) },
      thumbnail: flat[12],
    });
    expect(JSON.stringify(body).length).toBeLessThan(1_000_000);
    const started = process.cpuUsage();
    const res = await create(kit.owner, body);
    const { user, system } = process.cpuUsage(started);
    expect(res.status).toBe(413);
    expect(res.body.error).toBe('Each image may have at most 3.8 million pixels');
    // Decoding them all took 3.3 s of CPU and 456 MB.
    expect((user + system) / 1000).toBeLessThan(400);
    expect(await kit.app.store.flipbooks.get(body.id)).toBeNull();
  });

  it("takes the app's largest flipbook (six tri-fold strips of the tallest page and a thumbnail) and refuses more pixels in all", async () => {
    const strips = () => Array.from({ length: 3 }, () => dataUrl(flatPng(800, 3721)));
    const largest = newBook({
      panels: { front: strips(), back: strips() },
      thumbnail: dataUrl(flatPng(480, 2233)),
    });
    expect((await create(kit.owner, largest)).status).toBe(201);
    const big = () => dataUrl(flatPng(1900, 1950));
    const over = newBook({
      panels: { front: strips(), back: [...strips(), big(), big()] },
      thumbnail: dataUrl(flatPng(480, 2233)),
    });
    const res = await create(kit.owner, over);
    expect(res.status).toBe(413);
    expect(res.body.error).toBe("A flipbook's images may have at most 24.6 million pixels in all");
    expect(await kit.app.store.flipbooks.get(over.id)).toBeNull();
  });

  it('refuses more than 20 MB of images in one request with 413, storing nothing', async () => {
    const before = await storedMedia();
    const seven = Array.from({ length: 7 }, () => dataUrl(nearlyThreeMb()));
    const body = newBook({
      panels: { front: seven.slice(0, 3), back: seven.slice(3, 6) },
      thumbnail: seven[6],
    });
    const res = await create(kit.owner, body);
    expect(res.status).toBe(413);
    expect(res.body.code).toBe('PAYLOAD_TOO_LARGE');
    expect(await kit.app.store.flipbooks.get(body.id)).toBeNull();
    expect(await storedMedia()).toEqual(before);
  });

  it('refuses an edit whose body is over the request limit with 413, changing nothing', async () => {
    const body = newBook();
    await create(kit.owner, body);
    const before = await kit.app.store.flipbooks.get(body.id);
    const media = await storedMedia();
    const huge = `data:image/png;base64,${'A'.repeat(29 * 1024 * 1024)}`;
    const res = await edit(kit.owner, body.id, {
      title: 'Edited',
      panels: { front: [huge], back: [] },
    });
    expect(res.status).toBe(413);
    expect(await kit.app.store.flipbooks.get(body.id)).toEqual(before);
    expect(await storedMedia()).toEqual(media);
  });

  it('answers 404 for media that does not exist or is not a media name', async () => {
    const created = (await create(kit.owner, newBook())).body;
    const hash = created.left.slice('/media/'.length, -'.png'.length);
    for (const name of [
      `${'a'.repeat(64)}.png`,
      `${hash}.jpg`,
      `${hash}.svg`,
      `${hash.toUpperCase()}.png`,
      `${hash.slice(1)}.png`,
      hash,
      '..%2Fflipfold.db',
    ]) {
      const res = await fetch(`${kit.app.url}/media/${name}`);
      expect(res.status, name).toBe(404);
      await res.arrayBuffer();
    }
    expect((await fetch(`${kit.app.url}${created.left}`)).status).toBe(200);
  });

  it('keeps every image of an edit that re-uses one while the flipbook sharing it is deleted', async () => {
    const eventLoopTurns = async (n: number) => {
      for (let i = 0; i < n; i++) await new Promise((r) => setImmediate(r));
    };
    let reusedByUrl = 0;
    for (let round = 0; round < 40; round++) {
      // An account a round: 120 writes would be past one account's budget of writes.
      const user = await createTestUser(kit.app);
      const shared = png(8);
      const a = newBook({ panels: { front: [dataUrl(shared)], back: [] } });
      const b = newBook({ panels: { front: [dataUrl(png(8))], back: [] } });
      const sharedUrl = (await create(user, a)).body.left;
      await create(user, b);
      // Half the rounds re-use the image by URL (no bytes sent), half send its bytes again; the
      // new second image keeps the edit busy storing between its checks and its row.
      const source = round % 2 === 0 ? sharedUrl : dataUrl(shared);
      const [put, del] = await Promise.all([
        edit(user, b.id, {
          title: 'Edited',
          panels: { front: [source, dataUrl(png())], back: [] },
        }),
        // From no turn at all (the delete first) to late enough that the edit wins on a busy machine.
        eventLoopTurns((Math.floor(round / 2) % 10) * 3).then(() =>
          call(`${kit.app.url}/api/flipbooks/${a.id}`, {
            method: 'DELETE',
            headers: bearer(user.token),
          }),
        ),
      ]);
      expect(del.status).toBe(200);
      // By URL once the delete has landed, the image is no longer the user's to re-use.
      if (put.status !== 200) expect([put.status, source]).toEqual([400, sharedUrl]);
      else if (source === sharedUrl) reusedByUrl++;
      const book = (await call(`${kit.app.url}/api/flipbooks/${b.id}`)).body;
      for (const url of [book.left, book.middle, book.thumbnail].filter(Boolean)) {
        const media = await fetch(`${kit.app.url}${url}`);
        expect(media.status, `round ${round}: ${url}`).toBe(200);
        await media.arrayBuffer();
      }
    }
    // Enough re-uses by URL went through for the race to be real, not refused up front (of the
    // 20 rounds by URL, how many the edit wins depends on the store's speed).
    expect(reusedByUrl).toBeGreaterThanOrEqual(5);
  });
});
