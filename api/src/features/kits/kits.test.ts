import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useFlipbookApp } from '#api-test/flipbook-app';
import { bearer, call } from '#api-test/http';
import { createTestUser, TEST_PASSWORD, type TestUser } from '#api-test/users';
import { nextStamp } from '#core/edit-stamps';
import { KIT_LIMITS } from '#core/event-kit';
import { KIT_RATE_LIMITS } from './limits';

/** A device's stamp `ms` after now (before, when negative). */
const at = (ms: number, node = 'device') => nextStamp([], Date.now() + ms, node);
const field = <T>(value: T, base: string | null, stamp: string) => ({ value, base, stamp });

/** The account's event kits over HTTP (docs/api.md, "Event kits"), on each store. */
describe('event kits synced across devices', () => {
  const kit = useFlipbookApp();
  const url = (path = '') => `${kit.app.url}/api/kits${path}`;
  const as = (user: TestUser) => ({
    list: () => call(url(), { headers: bearer(user.token) }),
    create: (body: Record<string, unknown>) => call(url(), { body, headers: bearer(user.token) }),
    edit: (id: string, edits: Record<string, unknown>) =>
      call(url(`/${id}`), { method: 'PUT', body: { edits }, headers: bearer(user.token) }),
    remove: (id: string) => call(url(`/${id}`), { method: 'DELETE', headers: bearer(user.token) }),
  });
  const flipbook = async (user = kit.owner) => {
    const res = await kit.create(user, kit.newBook());
    expect(res.status).toBe(201);
    return res.body.id as string;
  };
  const newKit = async (over: Record<string, unknown> = {}) => ({
    id: crypto.randomUUID(),
    name: 'Spring Fair',
    flipbooks: [await flipbook()],
    idleSeconds: 30,
    ...over,
  });
  const created = async (over: Record<string, unknown> = {}) => {
    const res = await as(kit.owner).create(await newKit(over));
    expect(res.status).toBe(201);
    return res.body;
  };

  it('creates a kit with the id its device made; the same id again is the stored kit', async () => {
    const body = await newKit();
    const first = await as(kit.owner).create(body);
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      id: body.id,
      name: 'Spring Fair',
      idleSeconds: 30,
      language: 'en',
    });
    expect(first.body.flipbooks).toEqual(body.flipbooks);
    expect(Object.keys(first.body.versions)).toEqual([
      'name',
      'flipbooks',
      'idleSeconds',
      'language',
    ]);
    const again = await as(kit.owner).create({ ...body, name: 'Changed meanwhile' });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    const listed = await as(kit.owner).list();
    expect(listed.body.items).toContainEqual(first.body);
  });

  it("refuses another account's id (409) and answers for another's kit as for a missing one", async () => {
    const mine = await created();
    const theirs = as(kit.other);
    const taken = await theirs.create({ ...mine, flipbooks: [] });
    expect(taken.status).toBe(409);
    expect(taken.body.code).toBe('CONFLICT');
    expect((await theirs.list()).body.items).not.toContainEqual(
      expect.objectContaining({ id: mine.id }),
    );
    const edit = await theirs.edit(mine.id, { name: field('Mine now', null, at(1_000)) });
    expect(edit.status).toBe(404);
    expect(edit.body).toEqual({ error: 'Kit not found', code: 'NOT_FOUND' });
    expect((await theirs.remove(mine.id)).status).toBe(404);
    expect((await as(kit.owner).list()).body.items).toContainEqual(mine);
  });

  it('keeps a rename from one device and new flipbooks from another, made on the same version', async () => {
    const stored = await created();
    const added = [...stored.flipbooks, await flipbook()];
    const renamed = await as(kit.owner).edit(stored.id, {
      name: field('Autumn Fair', stored.versions.name.stamp, at(1_000, 'laptop')),
    });
    expect(renamed.body).toMatchObject({ name: 'Autumn Fair', kept: [], replaced: [] });
    const grown = await as(kit.owner).edit(stored.id, {
      flipbooks: field(added, stored.versions.flipbooks.stamp, at(500, 'tablet')),
    });
    expect(grown.status).toBe(200);
    expect(grown.body).toMatchObject({ name: 'Autumn Fair', flipbooks: added, kept: [] });
    expect((await as(kit.owner).list()).body.items).toContainEqual(
      expect.objectContaining({ id: stored.id, name: 'Autumn Fair', flipbooks: added }),
    );
  });

  it('keeps a later edit of a field against an older one arriving late, and says so', async () => {
    const stored = await created();
    const base = stored.versions.idleSeconds.stamp;
    await as(kit.owner).edit(stored.id, { idleSeconds: field(60, base, at(5_000, 'laptop')) });
    const stale = await as(kit.owner).edit(stored.id, {
      idleSeconds: field(20, base, at(1_000, 'tablet')),
      name: field('Renamed', stored.versions.name.stamp, at(1_000, 'tablet')),
    });
    expect(stale.status).toBe(200);
    expect(stale.body).toMatchObject({ idleSeconds: 60, name: 'Renamed', kept: ['idleSeconds'] });
  });

  it("keeps the visitors' language a kit was made with, and an edit of it from another device", async () => {
    const stored = await created({ language: 'de' });
    expect(stored.language).toBe('de');
    const base = stored.versions.language.stamp;
    const arabic = await as(kit.owner).edit(stored.id, {
      language: field('ar', base, at(2_000, 'laptop')),
    });
    expect(arabic.body).toMatchObject({ language: 'ar', kept: [], replaced: [] });
    const late = await as(kit.owner).edit(stored.id, {
      language: field('ja', base, at(1_000, 'tablet')),
      idleSeconds: field(90, stored.versions.idleSeconds.stamp, at(1_000, 'tablet')),
    });
    expect(late.body).toMatchObject({ language: 'ar', idleSeconds: 90, kept: ['language'] });
    expect((await as(kit.owner).list()).body.items).toContainEqual(
      expect.objectContaining({ id: stored.id, language: 'ar', idleSeconds: 90 }),
    );
  });

  it('takes a create from a device that sends no language, or no stamp of it, as English', async () => {
    const stamps = { name: at(-1_000), flipbooks: at(-1_000), idleSeconds: at(-1_000) };
    const older = await as(kit.owner).create(await newKit({ stamps }));
    expect(older.status).toBe(201);
    expect(older.body).toMatchObject({
      language: 'en',
      versions: { name: { stamp: stamps.name }, language: { base: null } },
    });
  });

  it('leaves a deleted kit as a tombstone: a late edit is a 404 and a late create a 409', async () => {
    const stored = await created();
    const removed = await as(kit.owner).remove(stored.id);
    expect(removed).toMatchObject({ status: 200, body: { success: true } });
    expect((await as(kit.owner).list()).body.items).not.toContainEqual(
      expect.objectContaining({ id: stored.id }),
    );
    const edit = await as(kit.owner).edit(stored.id, { name: field('Back', null, at(9_000)) });
    expect(edit.status).toBe(404);
    const create = await as(kit.owner).create({ ...stored, flipbooks: [] });
    expect(create.status).toBe(409);
    expect(create.body.code).toBe('KIT_DELETED');
    expect((await as(kit.owner).remove(stored.id)).status).toBe(404);
  });

  it("leaves out a flipbook its owner deleted, and refuses anyone else's", async () => {
    const gone = await flipbook();
    const kept = await flipbook();
    await call(`${kit.app.url}/api/flipbooks/${gone}`, {
      method: 'DELETE',
      headers: bearer(kit.owner.token),
    });
    const stored = await created({ flipbooks: [gone, kept] });
    expect(stored.flipbooks).toEqual([kept]);
    const theirs = await flipbook(kit.other);
    const refused = await as(kit.owner).create(await newKit({ flipbooks: [kept, theirs] }));
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({
      error: 'flipbooks: a kit of your own holds only flipbooks of your own library',
      code: 'VALIDATION_FAILED',
    });
    const unknown = await as(kit.owner).edit(stored.id, {
      flipbooks: field([crypto.randomUUID()], stored.versions.flipbooks.stamp, at(1_000)),
    });
    expect(unknown.status).toBe(400);
  });

  it('answers every bad input with a 400 in the JSON error shape, and stores nothing', async () => {
    const good = await newKit();
    const ids = (n: number) => Array.from({ length: n }, () => crypto.randomUUID());
    const bad: Record<string, unknown>[] = [
      { ...good, id: 'not-a-uuid' },
      { ...good, id: undefined },
      { ...good, name: '   ' },
      { ...good, name: 'x'.repeat(KIT_LIMITS.maxNameChars + 1) },
      { ...good, name: 'Fair\u202e' },
      { ...good, name: 42 },
      { ...good, idleSeconds: 5 },
      { ...good, idleSeconds: 30.5 },
      { ...good, idleSeconds: '30' },
      { ...good, flipbooks: ['nope'] },
      { ...good, flipbooks: [good.flipbooks[0], good.flipbooks[0]] },
      { ...good, flipbooks: ids(KIT_LIMITS.maxFlipbooks + 1) },
      { ...good, stamps: { name: 'soon', flipbooks: 'x', idleSeconds: 'y' } },
      { ...good, language: 'klingon' },
      { ...good, language: 'de-DE' },
      { ...good, language: null },
    ];
    const unspoken = await as(kit.owner).create({ ...good, language: 'tlh' });
    expect(unspoken.body.error).toBe(
      'language: Choose one of en, de, fr, es, it, nl, pl, pt-BR, ja, zh-Hans, ar, he',
    );
    for (const body of bad) {
      const res = await as(kit.owner).create(body);
      expect(res.status, JSON.stringify(body).slice(0, 120)).toBe(400);
      expect(res.body).toEqual({ error: expect.any(String), code: 'VALIDATION_FAILED' });
    }
    const stored = await created();
    const stamp = at(1_000);
    for (const edits of [
      {},
      { name: field('', null, stamp) },
      { name: { value: 'x' } },
      { language: field('tlh', null, stamp) },
    ]) {
      const res = await as(kit.owner).edit(stored.id, edits);
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
    }
    expect((await as(kit.owner).list()).body.items).toContainEqual(stored);
  });

  it('answers a signed-out caller 401 on every call', async () => {
    const id = crypto.randomUUID();
    const replies = await Promise.all([
      call(url()),
      call(url(), { body: await newKit() }),
      call(url(`/${id}`), { method: 'PUT', body: { edits: {} } }),
      call(url(`/${id}`), { method: 'DELETE' }),
    ]);
    expect(replies.map((r) => r.status)).toEqual([401, 401, 401, 401]);
  });

  it("goes with its account: a deleted account's kits, tombstones too, are gone", async () => {
    const leaver = await createTestUser(kit.app);
    const made = await as(leaver).create({
      id: crypto.randomUUID(),
      name: 'Leaving Fair',
      flipbooks: [],
      idleSeconds: 30,
    });
    expect(made.status).toBe(201);
    const gone = await as(leaver).create({
      id: crypto.randomUUID(),
      name: 'Gone Fair',
      flipbooks: [],
      idleSeconds: 30,
    });
    await as(leaver).remove(gone.body.id);
    const res = await call(`${kit.app.url}/api/user/delete-account`, {
      body: { password: TEST_PASSWORD },
      headers: bearer(leaver.token),
    });
    expect(res.status).toBe(200);
    expect(await kit.app.store.kits.get(made.body.id)).toBeNull();
    expect(await kit.app.store.kits.get(gone.body.id)).toBeNull();
  });

  it("answers an account's writes past the limit 429 with Retry-After, before reading them", async () => {
    const busy = await createTestUser(kit.app);
    const body = () => ({ id: crypto.randomUUID(), name: 'Fair', flipbooks: [], idleSeconds: 30 });
    for (let i = 0; i < KIT_RATE_LIMITS.writesPerAccount.max; i++)
      expect((await as(busy).create(body())).status).toBe(201);
    const refused = await as(busy).create(body());
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('RATE_LIMITED');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await as(busy).list()).body.items).toHaveLength(KIT_RATE_LIMITS.writesPerAccount.max);
  });

  it('answers an unchanged list 304 to the ETag it sent', async () => {
    await created();
    const first = await as(kit.owner).list();
    const tag = first.headers.get('etag') ?? '';
    const again = await call(url(), {
      headers: { ...bearer(kit.owner.token), 'If-None-Match': tag },
    });
    expect(again.status).toBe(304);
  });
});
