import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, call } from '../../test-support/http';
import { dataUrl, jpegHeader, noisePng, webpHeader } from '../../test-support/png';
import { startTestApp, type TestApp } from '../../test-support/test-app';
import { createTestUser, type TestUser } from '../../test-support/users';

const png = (side = 24) => noisePng(side, side);
const sha = (bytes: Buffer) => crypto.createHash('sha256').update(bytes).digest('hex');

describe('flipbooks over HTTP', () => {
  let app: TestApp;
  let owner: TestUser;
  let other: TestUser;
  beforeAll(async () => {
    app = await startTestApp({ PUBLIC_URL: 'https://flip.example.com' });
    owner = await createTestUser(app);
    other = await createTestUser(app);
  });
  afterAll(() => app.close());

  const create = (user: TestUser, body: Record<string, unknown>) =>
    call(`${app.url}/api/flipbooks`, { body, headers: bearer(user.token) });
  const newBook = (over: Record<string, unknown> = {}) => ({
    id: crypto.randomUUID(),
    title: 'Spring menu',
    panels: { front: [dataUrl(png()), dataUrl(png()), dataUrl(png())], back: [dataUrl(png())] },
    ...over,
  });
  const mediaFile = (url: string) =>
    path.join(app.config.dataDir, 'media', url.replace('/media/', ''));
  const storedMedia = () => fs.readdirSync(path.join(app.config.dataDir, 'media')).sort();
  const edit = (user: TestUser, id: string, body: Record<string, unknown>) =>
    call(`${app.url}/api/flipbooks/${id}`, { method: 'PUT', body, headers: bearer(user.token) });
  /** A PNG just under the 3 MB an image may weigh. */
  const nearlyThreeMb = () => Buffer.concat([png(), Buffer.alloc(2.9 * 1024 * 1024)]);

  it('creates a flipbook in the spec server form and serves its panels byte-identical', async () => {
    const left = png();
    const body = newBook({
      panels: { front: [dataUrl(left)], back: [] },
      views: 999,
      userId: other.user.id,
    });
    const res = await create(owner, body);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      id: body.id,
      userId: owner.user.id,
      title: 'Spring menu',
      views: 0,
      url: `https://flip.example.com/?view=${body.id}`,
      left: `/media/${sha(left)}.png`,
      middle: null,
      leftBack: null,
    });
    const media = await fetch(`${app.url}${res.body.left}`);
    expect(media.headers.get('content-type')).toBe('image/png');
    expect(media.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(media.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    expect(media.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await media.arrayBuffer()).equals(left)).toBe(true);
  });

  it('refuses creation without a session (401) and for an unverified e-mail (403 EMAIL_NOT_VERIFIED)', async () => {
    expect((await call(`${app.url}/api/flipbooks`, { body: newBook() })).status).toBe(401);
    const unverified = await createTestUser(app, { isVerified: false });
    const res = await create(unverified, newBook());
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('EMAIL_NOT_VERIFIED');
  });

  it('answers a repeated create by the same owner with the existing flipbook and by another with 409', async () => {
    const body = newBook();
    expect((await create(owner, body)).status).toBe(201);
    const again = await create(owner, body);
    expect(again.status).toBe(200);
    expect(again.body.id).toBe(body.id);
    const stolen = await create(other, body);
    expect(stolen.status).toBe(409);
  });

  it('makes one flipbook of the same create sent 10 times at once', async () => {
    const fresh = await createTestUser(app);
    const body = newBook();
    const replies = await Promise.all(Array.from({ length: 10 }, () => create(fresh, body)));
    expect(replies.map((r) => r.status).sort()).toEqual([
      200, 200, 200, 200, 200, 200, 200, 200, 200, 201,
    ]);
    const mine = await call(`${app.url}/api/flipbooks/my`, { headers: bearer(fresh.token) });
    expect(mine.body.items).toHaveLength(1);
  });

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
    ['more than 3 MB', dataUrl(Buffer.concat([png(), Buffer.alloc(3 * 1024 * 1024)])), 413],
    ['a URL of somebody else', `/media/${'a'.repeat(64)}.png`, 400],
    ['a remote URL', 'https://example.com/x.png', 400],
  ])('refuses %s before storing anything', async (_, source, status) => {
    const before = fs.readdirSync(path.join(app.config.dataDir, 'media')).length;
    const body = newBook({ panels: { front: [dataUrl(png()), source], back: [] } });
    const res = await create(owner, body);
    expect(res.status).toBe(status);
    expect(typeof res.body.error).toBe('string');
    expect(await app.store.flipbooks.get(body.id)).toBeNull();
    expect(fs.readdirSync(path.join(app.config.dataDir, 'media')).length).toBe(before);
  });

  it('types images by their bytes, whatever the data URL declares', async () => {
    const jpeg = jpegHeader(40, 60);
    const webp = webpHeader(40, 60);
    const res = await create(
      owner,
      newBook({
        panels: { front: [dataUrl(jpeg, 'image/png'), dataUrl(webp, 'image/jpeg')], back: [] },
      }),
    );
    expect(res.status).toBe(201);
    expect(res.body.left).toMatch(/\.jpg$/);
    expect(res.body.middle).toMatch(/\.webp$/);
  });

  it('refuses malformed JSON, wrong types and non-UUID ids', async () => {
    const headers = { ...bearer(owner.token), 'Content-Type': 'application/json' };
    expect((await call(`${app.url}/api/flipbooks`, { rawBody: '{"title":', headers })).status).toBe(
      400,
    );
    expect((await create(owner, newBook({ id: 'not-a-uuid' }))).status).toBe(400);
    expect((await create(owner, newBook({ title: { $ne: '' } }))).status).toBe(400);
    expect((await create(owner, newBook({ panels: { front: 'x', back: [] } }))).status).toBe(400);
    expect((await call(`${app.url}/api/flipbooks/not-a-uuid`)).status).toBe(404);
  });

  it('edits by reordering with /media/ URLs, sending no bytes again', async () => {
    const body = newBook();
    const created = (await create(owner, body)).body;
    const res = await call(`${app.url}/api/flipbooks/${body.id}`, {
      method: 'PUT',
      body: {
        title: 'Summer menu',
        panels: { front: [created.right, created.middle, created.left], back: [created.leftBack] },
      },
      headers: bearer(owner.token),
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      title: 'Summer menu',
      left: created.right,
      right: created.left,
    });
  });

  it('answers PUT and DELETE of somebody else’s or an unknown flipbook with 404, changing nothing', async () => {
    const body = newBook();
    const created = (await create(owner, body)).body;
    const put = await call(`${app.url}/api/flipbooks/${body.id}`, {
      method: 'PUT',
      body: { title: 'Hijacked', panels: { front: [dataUrl(png())], back: [] } },
      headers: bearer(other.token),
    });
    expect(put.status).toBe(404);
    expect(
      (
        await call(`${app.url}/api/flipbooks/${body.id}`, {
          method: 'DELETE',
          headers: bearer(other.token),
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await call(`${app.url}/api/flipbooks/${crypto.randomUUID()}`, {
          method: 'DELETE',
          headers: bearer(owner.token),
        })
      ).status,
    ).toBe(404);
    expect((await app.store.flipbooks.get(body.id))?.title).toBe(created.title);
  });

  it('counts each public view atomically: 500 concurrent views make exactly 500', async () => {
    const body = newBook();
    await create(owner, body);
    const replies = await Promise.all(
      Array.from({ length: 500 }, () => fetch(`${app.url}/api/flipbooks/${body.id}`)),
    );
    expect(replies.every((r) => r.status === 200)).toBe(true);
    expect((await app.store.flipbooks.get(body.id))?.views).toBe(500);
  });

  it('soft-deletes: the flipbook is gone for everyone, its unshared media go, analytics count it', async () => {
    const user = await createTestUser(app);
    const shared = dataUrl(png());
    const a = newBook({ panels: { front: [shared, dataUrl(png())], back: [] } });
    const b = newBook({ panels: { front: [shared], back: [] } });
    const createdA = (
      await call(`${app.url}/api/flipbooks`, { body: a, headers: bearer(user.token) })
    ).body;
    await call(`${app.url}/api/flipbooks`, { body: b, headers: bearer(user.token) });
    await fetch(`${app.url}/api/flipbooks/${a.id}`);
    const del = await call(`${app.url}/api/flipbooks/${a.id}`, {
      method: 'DELETE',
      headers: bearer(user.token),
    });
    expect(del.status).toBe(200);
    expect((await fetch(`${app.url}/api/flipbooks/${a.id}`)).status).toBe(404);
    expect(fs.existsSync(mediaFile(createdA.left))).toBe(true);
    expect(fs.existsSync(mediaFile(createdA.middle))).toBe(false);
    const put = await call(`${app.url}/api/flipbooks/${a.id}`, {
      method: 'PUT',
      body: { title: 'Back from the dead', panels: { front: [], back: [] } },
      headers: bearer(user.token),
    });
    expect(put.status).toBe(404);
    const analytics = await call(`${app.url}/api/user/analytics`, { headers: bearer(user.token) });
    expect(analytics.body).toEqual({
      totalViews: 0,
      liveFlipbooksCount: 1,
      deletedFlipbooksCount: 1,
      totalCreatedCount: 2,
    });
  });

  it('adds views presented offline once per key, for the owner only', async () => {
    const body = newBook();
    await create(owner, body);
    const key = crypto.randomUUID();
    const send = (user: TestUser, count: number) =>
      call(`${app.url}/api/flipbooks/${body.id}/views`, {
        body: { count, key },
        headers: bearer(user.token),
      });
    expect((await send(owner, 7)).body.views).toBe(7);
    expect((await send(owner, 7)).body.views).toBe(7);
    expect((await send(other, 7)).status).toBe(404);
    expect((await send(owner, 0)).status).toBe(400);
    expect((await send(owner, 1001)).status).toBe(400);
  });

  it('lists my flipbooks newest first without deleted ones', async () => {
    const user = await createTestUser(app);
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      const body = newBook({ title: `Book ${i}` });
      ids.push(body.id);
      await call(`${app.url}/api/flipbooks`, { body, headers: bearer(user.token) });
      await new Promise((r) => setTimeout(r, 5));
    }
    await call(`${app.url}/api/flipbooks/${ids[1]}`, {
      method: 'DELETE',
      headers: bearer(user.token),
    });
    const mine = await call(`${app.url}/api/flipbooks/my`, { headers: bearer(user.token) });
    expect(mine.body.items.map((i: { title: string }) => i.title)).toEqual(['Book 2', 'Book 0']);
  });

  it('removes the flipbooks and media of a deleted account', async () => {
    const password = 'Sunny-Day-42!';
    const user = await createTestUser(app);
    const created = (
      await call(`${app.url}/api/flipbooks`, { body: newBook(), headers: bearer(user.token) })
    ).body;
    const res = await call(`${app.url}/api/user/delete-account`, {
      body: { password },
      headers: bearer(user.token),
    });
    expect(res.status).toBe(200);
    expect(await app.store.flipbooks.get(created.id)).toBeNull();
    expect(fs.existsSync(mediaFile(created.left))).toBe(false);
  });

  it('refuses every call on a user’s flipbooks without a session (401), changing nothing', async () => {
    const body = newBook();
    await create(owner, body);
    const before = await app.store.flipbooks.get(body.id);
    const calls = [
      ['GET', '/api/flipbooks/my', undefined],
      ['PUT', `/api/flipbooks/${body.id}`, { title: 'Anonymous', panels: { front: [], back: [] } }],
      ['DELETE', `/api/flipbooks/${body.id}`, undefined],
      ['POST', `/api/flipbooks/${body.id}/views`, { count: 5, key: crypto.randomUUID() }],
      ['GET', '/api/user/analytics', undefined],
    ] as const;
    for (const [method, url, payload] of calls) {
      const res = await call(`${app.url}${url}`, { method, body: payload });
      expect(res.status, `${method} ${url}`).toBe(401);
      expect(res.body.code).toBe('UNAUTHENTICATED');
    }
    expect(await app.store.flipbooks.get(body.id)).toEqual(before);
  });

  it('answers an anonymous upload with 401 before reading its megabytes (not 413 after)', async () => {
    const huge = {
      title: 'x',
      panels: { front: [`data:image/png;base64,${'A'.repeat(30e6)}`], back: [] },
    };
    const res = await call(`${app.url}/api/flipbooks`, { body: huge });
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('UNAUTHENTICATED');
  });

  const svg = dataUrl(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'image/svg+xml');
  const fourAndAnSvg = () => [...Array.from({ length: 4 }, () => dataUrl(png())), svg];

  it.each([
    ['the front', { front: fourAndAnSvg(), back: [] }],
    ['the back', { front: [], back: fourAndAnSvg() }],
  ])(
    'checks a fifth image on %s too, though only three fill the slots, and refuses an SVG there',
    async (_, panels) => {
      const before = storedMedia();
      const body = newBook({ panels });
      const res = await create(owner, body);
      expect(res.status).toBe(415);
      expect(await app.store.flipbooks.get(body.id)).toBeNull();
      expect(storedMedia()).toEqual(before);
    },
  );

  it('stores only the images that fill a slot when a side carries more than three', async () => {
    const images = Array.from({ length: 5 }, (_, i) => png(40 + i));
    const res = await create(
      owner,
      newBook({ panels: { front: images.map((b) => dataUrl(b)), back: [] } }),
    );
    expect(res.status).toBe(201);
    const names = images.map((b) => `${sha(b)}.png`);
    expect([res.body.left, res.body.middle, res.body.right]).toEqual(
      names.slice(0, 3).map((n) => `/media/${n}`),
    );
    expect(storedMedia()).toEqual(expect.arrayContaining(names.slice(0, 3)));
    expect(storedMedia()).not.toContain(names[3]);
    expect(storedMedia()).not.toContain(names[4]);
  });

  it.each([
    ['an SVG', svg, 415],
    ['broken base64', 'data:image/png;base64,iVBORw0KG=go', 400],
    ['more than 3 MB', dataUrl(Buffer.concat([png(), Buffer.alloc(3 * 1024 * 1024)])), 413],
  ])('refuses an edit carrying %s, leaving the flipbook as it was', async (_, source, status) => {
    const body = newBook();
    await create(owner, body);
    const before = await app.store.flipbooks.get(body.id);
    const media = storedMedia();
    const res = await edit(owner, body.id, {
      title: 'Edited',
      panels: { front: [dataUrl(png()), source], back: [] },
    });
    expect(res.status).toBe(status);
    expect(await app.store.flipbooks.get(body.id)).toEqual(before);
    expect(storedMedia()).toEqual(media);
  });

  it('refuses more than 20 MB of images in one request with 413, storing nothing', async () => {
    const before = storedMedia();
    const seven = Array.from({ length: 7 }, () => dataUrl(nearlyThreeMb()));
    const body = newBook({
      panels: { front: seven.slice(0, 3), back: seven.slice(3, 6) },
      thumbnail: seven[6],
    });
    const res = await create(owner, body);
    expect(res.status).toBe(413);
    expect(res.body.code).toBe('PAYLOAD_TOO_LARGE');
    expect(await app.store.flipbooks.get(body.id)).toBeNull();
    expect(storedMedia()).toEqual(before);
  });

  it('refuses an edit whose body is over the request limit with 413, changing nothing', async () => {
    const body = newBook();
    await create(owner, body);
    const before = await app.store.flipbooks.get(body.id);
    const media = storedMedia();
    const huge = `data:image/png;base64,${'A'.repeat(29 * 1024 * 1024)}`;
    const res = await edit(owner, body.id, {
      title: 'Edited',
      panels: { front: [huge], back: [] },
    });
    expect(res.status).toBe(413);
    expect(await app.store.flipbooks.get(body.id)).toEqual(before);
    expect(storedMedia()).toEqual(media);
  });

  it('answers 404 for media that does not exist or is not a media name', async () => {
    const created = (await create(owner, newBook())).body;
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
      const res = await fetch(`${app.url}/media/${name}`);
      expect(res.status, name).toBe(404);
      await res.arrayBuffer();
    }
    expect((await fetch(`${app.url}${created.left}`)).status).toBe(200);
  });

  it('keeps every image of an edit that re-uses one while the flipbook sharing it is deleted', async () => {
    const user = await createTestUser(app);
    const eventLoopTurns = async (n: number) => {
      for (let i = 0; i < n; i++) await new Promise((r) => setImmediate(r));
    };
    let reusedByUrl = 0;
    for (let round = 0; round < 40; round++) {
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
        eventLoopTurns(Math.floor(round / 2) % 10).then(() =>
          call(`${app.url}/api/flipbooks/${a.id}`, {
            method: 'DELETE',
            headers: bearer(user.token),
          }),
        ),
      ]);
      expect(del.status).toBe(200);
      // By URL once the delete has landed, the image is no longer the user's to re-use.
      if (put.status !== 200) expect([put.status, source]).toEqual([400, sharedUrl]);
      else if (source === sharedUrl) reusedByUrl++;
      const book = (await call(`${app.url}/api/flipbooks/${b.id}`)).body;
      for (const url of [book.left, book.middle, book.thumbnail].filter(Boolean)) {
        const media = await fetch(`${app.url}${url}`);
        expect(media.status, `round ${round}: ${url}`).toBe(200);
        await media.arrayBuffer();
      }
    }
    // Enough re-uses by URL went through for the race to be real, not refused up front.
    expect(reusedByUrl).toBeGreaterThan(10);
  });
});
