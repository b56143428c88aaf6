import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { png, sha, useFlipbookApp } from '#api-test/flipbook-app';
import { bearer, call } from '#api-test/http';
import { dataUrl } from '#api-test/png';
import { createTestUser, type TestUser } from '#api-test/users';
import { writeWebRoot } from '#api-test/web-root';
import { BROWSER_USER_AGENT } from '#testing/user-agent';

describe('flipbooks over HTTP', () => {
  const kit = useFlipbookApp();
  const { create, newBook, hasMedia } = kit;

  it("creates a flipbook in the product's server form and serves its panels byte-identical", async () => {
    const left = png();
    const body = newBook({
      panels: { front: [dataUrl(left)], back: [] },
      views: 999,
      userId: kit.other.user.id,
    });
    const res = await create(kit.owner, body);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      id: body.id,
      userId: kit.owner.user.id,
      title: 'Spring menu',
      views: 0,
      url: `https://flip.example.com/?view=${body.id}`,
      left: `/media/${sha(left)}.png`,
      middle: null,
      leftBack: null,
    });
    const media = await fetch(`${kit.app.url}${res.body.left}`);
    expect(media.headers.get('content-type')).toBe('image/png');
    expect(media.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(media.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    expect(media.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await media.arrayBuffer()).equals(left)).toBe(true);
  });

  it('refuses creation without a session (401) and for an unverified e-mail (403 EMAIL_NOT_VERIFIED)', async () => {
    expect((await call(`${kit.app.url}/api/flipbooks`, { body: newBook() })).status).toBe(401);
    const unverified = await createTestUser(kit.app, { isVerified: false });
    const res = await create(unverified, newBook());
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('EMAIL_NOT_VERIFIED');
  });

  it('answers a repeated create by the same owner with the existing flipbook and by another with 409', async () => {
    const body = newBook();
    expect((await create(kit.owner, body)).status).toBe(201);
    const again = await create(kit.owner, body);
    expect(again.status).toBe(200);
    expect(again.body.id).toBe(body.id);
    const stolen = await create(kit.other, body);
    expect(stolen.status).toBe(409);
    expect(stolen.body.code).toBe('CONFLICT');
  });

  it('answers a create replayed after its flipbook was deleted with 409 FLIPBOOK_DELETED and the stored record with a different body with 200', async () => {
    const body = newBook({ title: 'First' });
    expect((await create(kit.owner, body)).status).toBe(201);
    const replay = await create(kit.owner, { ...body, title: 'Renamed offline' });
    expect(replay.status).toBe(200);
    expect(replay.body.title).toBe('First');
    const removed = await call(`${kit.app.url}/api/flipbooks/${body.id}`, {
      method: 'DELETE',
      headers: bearer(kit.owner.token),
    });
    expect(removed.status).toBe(200);
    const late = await create(kit.owner, body);
    expect(late.status).toBe(409);
    expect(late.body.code).toBe('FLIPBOOK_DELETED');
  });

  it('takes a flipbook id in any letter case for the same flipbook, for its owner and for others', async () => {
    const alice = newBook({ title: 'Alice’s menu' });
    expect((await create(kit.owner, alice)).status).toBe(201);
    const upper = alice.id.toUpperCase();
    const bob = await create(kit.other, newBook({ id: upper, title: 'Bob’s title' }));
    expect(bob.status).toBe(409);
    const retried = await create(kit.owner, { ...alice, id: upper });
    expect(retried.status).toBe(200);
    expect(retried.body.id).toBe(alice.id);
    const viewed = await call(`${kit.app.url}/api/flipbooks/${upper}`);
    expect(viewed.body).toMatchObject({ id: alice.id, title: 'Alice’s menu', views: 1 });
    writeWebRoot(kit.app.config.webRoot, {
      'index.html': '<!doctype html><html><head><title>Flipfold</title></head><body></body></html>',
    });
    const page = await (await fetch(`${kit.app.url}/?view=${upper}`)).text();
    expect(page).toContain('<meta property="og:title" content="Alice’s menu" />');
    expect(page).toContain(`content="https://flip.example.com/?view=${alice.id}"`);
    expect(page).not.toContain('Bob');
    expect(
      (await kit.edit(kit.other, upper, { title: 'Hijack', panels: alice.panels })).status,
    ).toBe(404);
    const renamed = await kit.edit(kit.owner, upper, { title: 'Renamed', panels: alice.panels });
    expect(renamed.body).toMatchObject({ id: alice.id, title: 'Renamed' });
  });

  it('makes one flipbook of the same create sent 10 times at once', async () => {
    const fresh = await createTestUser(kit.app);
    const body = newBook();
    const replies = await Promise.all(Array.from({ length: 10 }, () => create(fresh, body)));
    expect(replies.map((r) => r.status).sort()).toEqual([
      200, 200, 200, 200, 200, 200, 200, 200, 200, 201,
    ]);
    const mine = await call(`${kit.app.url}/api/flipbooks/my`, { headers: bearer(fresh.token) });
    expect(mine.body.items).toHaveLength(1);
  });

  it('answers a library unchanged since its ETag with a 304 without a body, and a changed one in full', async () => {
    const user = await createTestUser(kit.app);
    const book = newBook();
    await create(user, book);
    const first = await fetch(`${kit.app.url}/api/flipbooks/my`, { headers: bearer(user.token) });
    const tag = first.headers.get('etag');
    expect(tag).toMatch(/^"[\w-]+"$/);
    const again = await fetch(`${kit.app.url}/api/flipbooks/my`, {
      headers: { ...bearer(user.token), 'If-None-Match': tag ?? '' },
    });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    await kit.edit(user, book.id, { title: 'Renamed elsewhere', panels: book.panels });
    const changed = await fetch(`${kit.app.url}/api/flipbooks/my`, {
      headers: { ...bearer(user.token), 'If-None-Match': tag ?? '' },
    });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(tag);
    expect(((await changed.json()) as { items: Array<{ title: string }> }).items[0]?.title).toBe(
      'Renamed elsewhere',
    );
  });

  it('refuses malformed JSON, wrong types and non-UUID ids', async () => {
    const headers = { ...bearer(kit.owner.token), 'Content-Type': 'application/json' };
    expect(
      (await call(`${kit.app.url}/api/flipbooks`, { rawBody: '{"title":', headers })).status,
    ).toBe(400);
    expect((await create(kit.owner, newBook({ id: 'not-a-uuid' }))).status).toBe(400);
    expect((await create(kit.owner, newBook({ title: { $ne: '' } }))).status).toBe(400);
    expect((await create(kit.owner, newBook({ panels: { front: 'x', back: [] } }))).status).toBe(
      400,
    );
    expect((await call(`${kit.app.url}/api/flipbooks/not-a-uuid`)).status).toBe(404);
  });

  it('edits by reordering with /media/ URLs, sending no bytes again', async () => {
    const body = newBook();
    const created = (await create(kit.owner, body)).body;
    const res = await call(`${kit.app.url}/api/flipbooks/${body.id}`, {
      method: 'PUT',
      body: {
        title: 'Summer menu',
        panels: { front: [created.right, created.middle, created.left], back: [created.leftBack] },
      },
      headers: bearer(kit.owner.token),
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      title: 'Summer menu',
      left: created.right,
      right: created.left,
    });
  });

  it('switches the lead form on with a create or an edit, and keeps it through an edit that does not name it', async () => {
    const body = newBook();
    const created = await create(kit.owner, body);
    expect(created.body.leadForm).toBe(false);
    const edit = { title: body.title, panels: body.panels };
    expect((await kit.edit(kit.owner, body.id, { ...edit, leadForm: true })).body.leadForm).toBe(
      true,
    );
    expect((await kit.edit(kit.owner, body.id, edit)).body.leadForm).toBe(true);
    const viewed = await call(`${kit.app.url}/api/flipbooks/${body.id}`);
    expect(viewed.body.leadForm).toBe(true);
    const mine = await call(`${kit.app.url}/api/flipbooks/my`, {
      headers: bearer(kit.owner.token),
    });
    expect(mine.body.items.find((f: { id: string }) => f.id === body.id).leadForm).toBe(true);
    const on = newBook({ leadForm: true });
    expect((await create(kit.owner, on)).body.leadForm).toBe(true);
    const refused = await kit.edit(kit.owner, body.id, { ...edit, leadForm: 'yes' });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBe('leadForm: leadForm must be true or false');
  });

  it('answers PUT and DELETE of somebody else’s or an unknown flipbook with 404, changing nothing', async () => {
    const body = newBook();
    const created = (await create(kit.owner, body)).body;
    const put = await call(`${kit.app.url}/api/flipbooks/${body.id}`, {
      method: 'PUT',
      body: { title: 'Hijacked', panels: { front: [dataUrl(png())], back: [] } },
      headers: bearer(kit.other.token),
    });
    expect(put.status).toBe(404);
    expect(
      (
        await call(`${kit.app.url}/api/flipbooks/${body.id}`, {
          method: 'DELETE',
          headers: bearer(kit.other.token),
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await call(`${kit.app.url}/api/flipbooks/${crypto.randomUUID()}`, {
          method: 'DELETE',
          headers: bearer(kit.owner.token),
        })
      ).status,
    ).toBe(404);
    expect((await kit.app.store.flipbooks.get(body.id))?.title).toBe(created.title);
  });

  it('counts each public view atomically: 500 concurrent views make exactly 500', async () => {
    const body = newBook();
    await create(kit.owner, body);
    const replies = await Promise.all(
      Array.from({ length: 500 }, () =>
        fetch(`${kit.app.url}/api/flipbooks/${body.id}`, {
          headers: { 'User-Agent': BROWSER_USER_AGENT },
        }),
      ),
    );
    expect(replies.every((r) => r.status === 200)).toBe(true);
    expect((await kit.app.store.flipbooks.get(body.id))?.views).toBe(500);
  });

  it('soft-deletes: the flipbook is gone for everyone, its unshared media go, analytics count it', async () => {
    const user = await createTestUser(kit.app);
    const shared = dataUrl(png());
    const a = newBook({ panels: { front: [shared, dataUrl(png())], back: [] } });
    const b = newBook({ panels: { front: [shared], back: [] } });
    const createdA = (
      await call(`${kit.app.url}/api/flipbooks`, { body: a, headers: bearer(user.token) })
    ).body;
    await call(`${kit.app.url}/api/flipbooks`, { body: b, headers: bearer(user.token) });
    await fetch(`${kit.app.url}/api/flipbooks/${a.id}`);
    const del = await call(`${kit.app.url}/api/flipbooks/${a.id}`, {
      method: 'DELETE',
      headers: bearer(user.token),
    });
    expect(del.status).toBe(200);
    expect((await fetch(`${kit.app.url}/api/flipbooks/${a.id}`)).status).toBe(404);
    expect(await hasMedia(createdA.left)).toBe(true);
    expect(await hasMedia(createdA.middle)).toBe(false);
    const put = await call(`${kit.app.url}/api/flipbooks/${a.id}`, {
      method: 'PUT',
      body: { title: 'Back from the dead', panels: { front: [], back: [] } },
      headers: bearer(user.token),
    });
    expect(put.status).toBe(404);
    const analytics = await call(`${kit.app.url}/api/user/analytics`, {
      headers: bearer(user.token),
    });
    expect(analytics.body).toEqual({
      totalViews: 0,
      viewsByDay: expect.any(Array),
      uniqueReaders: 0,
      averageReadDepth: null,
      liveFlipbooksCount: 1,
      deletedFlipbooksCount: 1,
      totalCreatedCount: 2,
    });
    // The deleted flipbook's view is in no day either.
    expect(analytics.body.viewsByDay.every((d: { views: number }) => d.views === 0)).toBe(true);
  });

  it('adds views presented offline once per key, for the owner only', async () => {
    const body = newBook();
    await create(kit.owner, body);
    const key = crypto.randomUUID();
    const send = (user: TestUser, count: number) =>
      call(`${kit.app.url}/api/flipbooks/${body.id}/views`, {
        body: { count, key },
        headers: bearer(user.token),
      });
    expect((await send(kit.owner, 7)).body.views).toBe(7);
    expect((await send(kit.owner, 7)).body.views).toBe(7);
    expect((await send(kit.other, 7)).status).toBe(404);
    expect((await send(kit.owner, 0)).status).toBe(400);
    expect((await send(kit.owner, 1001)).status).toBe(400);
  });

  it('lists my flipbooks newest first without deleted ones', async () => {
    const user = await createTestUser(kit.app);
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      const body = newBook({ title: `Book ${i}` });
      ids.push(body.id);
      await call(`${kit.app.url}/api/flipbooks`, { body, headers: bearer(user.token) });
      await new Promise((r) => setTimeout(r, 5));
    }
    await call(`${kit.app.url}/api/flipbooks/${ids[1]}`, {
      method: 'DELETE',
      headers: bearer(user.token),
    });
    const mine = await call(`${kit.app.url}/api/flipbooks/my`, { headers: bearer(user.token) });
    expect(mine.body.items.map((i: { title: string }) => i.title)).toEqual(['Book 2', 'Book 0']);
  });

  it('removes the flipbooks and media of a deleted account', async () => {
    const password = 'Sunny-Day-42!';
    const user = await createTestUser(kit.app);
    const created = (
      await call(`${kit.app.url}/api/flipbooks`, { body: newBook(), headers: bearer(user.token) })
    ).body;
    const res = await call(`${kit.app.url}/api/user/delete-account`, {
      body: { password },
      headers: bearer(user.token),
    });
    expect(res.status).toBe(200);
    expect(await kit.app.store.flipbooks.get(created.id)).toBeNull();
    expect(await hasMedia(created.left)).toBe(false);
  });

  it('refuses every call on a user’s flipbooks without a session (401), changing nothing', async () => {
    const body = newBook();
    await create(kit.owner, body);
    const before = await kit.app.store.flipbooks.get(body.id);
    const calls = [
      ['GET', '/api/flipbooks/my', undefined],
      ['PUT', `/api/flipbooks/${body.id}`, { title: 'Anonymous', panels: { front: [], back: [] } }],
      ['DELETE', `/api/flipbooks/${body.id}`, undefined],
      ['POST', `/api/flipbooks/${body.id}/views`, { count: 5, key: crypto.randomUUID() }],
      ['GET', '/api/user/analytics', undefined],
      ['GET', `/api/flipbooks/${body.id}/statistics`, undefined],
    ] as const;
    for (const [method, url, payload] of calls) {
      const res = await call(`${kit.app.url}${url}`, { method, body: payload });
      expect(res.status, `${method} ${url}`).toBe(401);
      expect(res.body.code).toBe('UNAUTHENTICATED');
    }
    expect(await kit.app.store.flipbooks.get(body.id)).toEqual(before);
  });

  it('answers an anonymous upload with 401 before reading its megabytes (not 413 after)', async () => {
    const huge = {
      title: 'x',
      panels: { front: [`data:image/png;base64,${'A'.repeat(30e6)}`], back: [] },
    };
    const res = await call(`${kit.app.url}/api/flipbooks`, { body: huge });
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('UNAUTHENTICATED');
  });

  it('answers an unverified account’s upload with 403 before reading it (not 413 after)', async () => {
    const unverified = await createTestUser(kit.app, { isVerified: false });
    const huge = {
      title: 'x',
      panels: { front: [`data:image/png;base64,${'A'.repeat(30e6)}`], back: [] },
    };
    const res = await create(unverified, huge);
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('EMAIL_NOT_VERIFIED');
  });
});
