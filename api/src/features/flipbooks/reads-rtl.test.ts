import { describe, expect, it } from 'vitest';
import { useFlipbookApp } from '#api-test/flipbook-app';
import { bearer, call } from '#api-test/http';
import { nextStamp } from '#core/edit-stamps';

/** A device's stamp `ms` after now. */
const at = (ms: number, node = 'device') => nextStamp([], Date.now() + ms, node);
const field = <T>(value: T, base: string | null, stamp: string) => ({ value, base, stamp });

/** 'Reads right to left', the fifth field of a flipbook (docs/api.md), over HTTP on each store. */
describe('a flipbook that reads right to left', () => {
  const kit = useFlipbookApp();
  const { create, edit, newBook } = kit;

  it('is made so by a create, says so to its owner and in its public view, and reads left to right otherwise', async () => {
    const plain = await create(kit.owner, newBook());
    expect(plain.body.readsRtl).toBe(false);
    const body = newBook({ readsRtl: true });
    const created = await create(kit.owner, body);
    expect(created.status).toBe(201);
    expect(created.body.readsRtl).toBe(true);
    expect(created.body.versions.readsRtl).toEqual({ stamp: expect.any(String), base: null });
    const viewed = await call(`${kit.app.url}/api/flipbooks/${body.id}`);
    expect(viewed.body.readsRtl).toBe(true);
    const mine = await call(`${kit.app.url}/api/flipbooks/my`, {
      headers: bearer(kit.owner.token),
    });
    expect(mine.body.items.find((f: { id: string }) => f.id === body.id).readsRtl).toBe(true);
  });

  it('takes a device’s stamp for it with a create, and the create’s latest from a device that sends none', async () => {
    const stamps = { title: at(1), order: at(2), panels: at(3), leadForm: at(4) };
    const old = await create(kit.owner, newBook({ stamps }));
    expect(old.status).toBe(201);
    expect(old.body.versions.title.stamp).toBe(stamps.title);
    expect(old.body.versions.readsRtl.stamp).toBe(stamps.leadForm);
    const readsRtl = at(5);
    const current = await create(kit.owner, newBook({ stamps: { ...stamps, readsRtl } }));
    expect(current.body.versions.readsRtl.stamp).toBe(readsRtl);
  });

  it('is switched by one device while another renames it, and both edits survive', async () => {
    const book = (await create(kit.owner, newBook())).body;
    const switched = await edit(kit.owner, book.id, {
      edits: { readsRtl: field(true, book.versions.readsRtl.stamp, at(1_000, 'laptop')) },
    });
    expect(switched.body).toMatchObject({ readsRtl: true, kept: [], replaced: [] });
    const renamed = await edit(kit.owner, book.id, {
      edits: { title: field('كتيب', book.versions.title.stamp, at(500, 'phone')) },
    });
    expect(renamed.body).toMatchObject({ title: 'كتيب', readsRtl: true, kept: [] });
    expect(renamed.body.changedBy.readsRtl.userId).toBe(kit.owner.user.id);
  });

  it('is kept through a whole edit that does not name it, and changed by one that does', async () => {
    const body = newBook({ readsRtl: true });
    await create(kit.owner, body);
    const whole = { title: body.title, panels: body.panels };
    expect((await edit(kit.owner, body.id, whole)).body.readsRtl).toBe(true);
    expect((await edit(kit.owner, body.id, { ...whole, readsRtl: false })).body.readsRtl).toBe(
      false,
    );
  });

  it('refuses anything but true or false with 400, changing nothing', async () => {
    const body = newBook();
    const book = (await create(kit.owner, body)).body;
    const whole = await edit(kit.owner, body.id, {
      title: body.title,
      panels: body.panels,
      readsRtl: 'yes',
    });
    expect(whole.status).toBe(400);
    expect(whole.body.error).toBe('readsRtl: readsRtl must be true or false');
    const edits = await edit(kit.owner, body.id, {
      edits: { readsRtl: field(1, book.versions.readsRtl.stamp, at(1_000)) },
    });
    expect(edits.status).toBe(400);
    expect((await create(kit.owner, newBook({ readsRtl: 'rtl' }))).status).toBe(400);
    const viewed = await call(`${kit.app.url}/api/flipbooks/${body.id}`);
    expect(viewed.body).toMatchObject({ readsRtl: false, versions: book.versions });
  });
});
