import { describe, expect, it } from 'vitest';
import { png, useFlipbookApp } from '#api-test/flipbook-app';
import { dataUrl } from '#api-test/png';
import { nextStamp } from '#core/edit-stamps';
import { slotsFromSides } from '#core/panel-layout';
import { defaultOrder } from '#core/panel-order';

/** A device's stamp `ms` after now (before, when negative). */
const at = (ms: number, node = 'device') => nextStamp([], Date.now() + ms, node);
const swapped = { left: 1, middle: 0, right: 2, leftBack: 3, middleBack: null, rightBack: null };

/** Edits of single fields (core/flipbook-fields.ts) over HTTP, on each store. */
describe('field-level merge of flipbook edits', () => {
  const kit = useFlipbookApp();
  const { create, edit, newBook } = kit;
  const created = async () => {
    const res = await create(kit.owner, newBook());
    expect(res.status).toBe(201);
    return res.body;
  };
  const field = <T>(value: T, base: string | null, stamp: string) => ({ value, base, stamp });

  it('keeps a rename from one device and a reorder from another, both made on the same version', async () => {
    const book = await created();
    const renamed = await edit(kit.owner, book.id, {
      edits: { title: field('Autumn menu', book.versions.title.stamp, at(1_000, 'laptop')) },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.kept).toEqual([]);
    const reordered = await edit(kit.owner, book.id, {
      edits: { order: field(swapped, book.versions.order.stamp, at(2_000, 'phone')) },
    });
    expect(reordered.body).toMatchObject({
      title: 'Autumn menu',
      left: book.middle,
      middle: book.left,
      right: book.right,
      leftBack: book.leftBack,
      order: swapped,
      kept: [],
    });
    expect(reordered.body.versions.title).toEqual(renamed.body.versions.title);
  });

  it('keeps the lead form switched on one device and a rename from another, and a spec edit without it leaves it', async () => {
    const book = await created();
    const switched = await edit(kit.owner, book.id, {
      edits: { leadForm: field(true, book.versions.leadForm.stamp, at(1_000, 'laptop')) },
    });
    expect(switched.body).toMatchObject({ leadForm: true, kept: [] });
    const renamed = await edit(kit.owner, book.id, {
      edits: { title: field('Stand 12', book.versions.title.stamp, at(500, 'phone')) },
    });
    expect(renamed.body).toMatchObject({ title: 'Stand 12', leadForm: true, kept: [] });
    const spec = await edit(kit.owner, book.id, {
      title: 'Spec client',
      panels: { front: [book.left], back: [] },
    });
    expect(spec.body).toMatchObject({ title: 'Spec client', leadForm: true });
    expect(spec.body.versions.leadForm).toEqual(switched.body.versions.leadForm);
  });

  it('says which stored value a later edit replaced without being made on it, and none made on it', async () => {
    const book = await created();
    const base = book.versions.title.stamp;
    const laptop = await edit(kit.owner, book.id, {
      edits: { title: field('From the laptop', base, at(1_000, 'laptop')) },
    });
    expect(laptop.body.replaced).toEqual([]);
    const phone = await edit(kit.owner, book.id, {
      edits: { title: field('From the phone', base, at(5_000, 'phone')) },
    });
    expect(phone.body).toMatchObject({
      title: 'From the phone',
      kept: [],
      replaced: [{ field: 'title', stamp: laptop.body.versions.title.stamp }],
    });
    const onTop = await edit(kit.owner, book.id, {
      edits: { title: field('On top', phone.body.versions.title.stamp, at(9_000, 'laptop')) },
    });
    expect(onTop.body.replaced).toEqual([]);
  });

  it('keeps the later of two renames whichever arrives last, and says which field it kept', async () => {
    const book = await created();
    const base = book.versions.title.stamp;
    const later = await edit(kit.owner, book.id, {
      edits: { title: field('From the phone', base, at(5_000, 'phone')) },
    });
    expect(later.body.kept).toEqual([]);
    const earlier = await edit(kit.owner, book.id, {
      edits: { title: field('From the laptop', base, at(1_000, 'laptop')) },
    });
    expect(earlier.status).toBe(200);
    expect(earlier.body).toMatchObject({
      title: 'From the phone',
      kept: ['title'],
      versions: { title: later.body.versions.title },
    });
  });

  it('applies an edit made on the stored value even from a device whose clock is behind', async () => {
    const book = await created();
    const res = await edit(kit.owner, book.id, {
      edits: { title: field('Slow clock', book.versions.title.stamp, at(-3_600_000)) },
    });
    expect(res.body).toMatchObject({ title: 'Slow clock', kept: [] });
  });

  it('takes an edit sent again (its reply lost) as the one applied, not as a lost race', async () => {
    const book = await created();
    const body = { edits: { title: field('Once', book.versions.title.stamp, at(1_000)) } };
    const first = await edit(kit.owner, book.id, body);
    const again = await edit(kit.owner, book.id, body);
    expect(again.body).toMatchObject({ title: 'Once', kept: [] });
    expect(again.body.versions).toEqual(first.body.versions);
    expect(again.body.updatedAt).toBe(first.body.updatedAt);
  });

  it('shows a reorder made before new panels on them when they are as many, and lays out a different number afresh', async () => {
    const book = await created();
    const images = [png(), png(), png(), png()].map((bytes) => dataUrl(bytes));
    const annotated = await edit(kit.owner, book.id, {
      edits: { panels: field({ images }, book.versions.panels.stamp, at(1_000, 'phone')) },
    });
    expect(annotated.body.order).toEqual(book.order);
    expect(await kit.hasMedia(book.left)).toBe(false);
    const rebased = await edit(kit.owner, book.id, {
      edits: { order: field(swapped, book.versions.order.stamp, at(2_000, 'laptop')) },
    });
    expect(rebased.body).toMatchObject({
      left: annotated.body.middle,
      middle: annotated.body.left,
      kept: [],
    });

    const fewer = await edit(kit.owner, book.id, {
      edits: {
        panels: field(
          { images: images.slice(0, 2) },
          rebased.body.versions.panels.stamp,
          at(3_000, 'phone'),
        ),
      },
    });
    // An order for four panels does not show on two: they take a fresh conversion's layout.
    expect(fewer.body).toMatchObject({
      order: swapped,
      left: annotated.body.left,
      middle: annotated.body.middle,
      right: null,
      leftBack: null,
      versions: { order: rebased.body.versions.order },
    });
  });

  it('lets a client that sends no versions overwrite every field, as the last writer', async () => {
    const book = await created();
    const ahead = await edit(kit.owner, book.id, {
      edits: { title: field('Device title', book.versions.title.stamp, at(60_000)) },
    });
    const res = await edit(kit.owner, book.id, {
      title: 'Spec client',
      panels: { front: [book.right, book.left], back: [] },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      title: 'Spec client',
      left: book.right,
      middle: book.left,
      right: null,
      leftBack: null,
      order: defaultOrder(2),
      kept: [],
    });
    for (const name of ['title', 'order', 'panels'] as const)
      expect(res.body.versions[name].stamp > ahead.body.versions.title.stamp).toBe(true);
    // It sent no lead form: that field stays as it was.
    expect(res.body.versions.leadForm).toEqual(book.versions.leadForm);
  });

  it('stores the stamps and page order a device created a flipbook with', async () => {
    const stamps = {
      title: at(1, 'tablet'),
      order: at(2, 'tablet'),
      panels: at(3, 'tablet'),
      leadForm: at(4, 'tablet'),
      readsRtl: at(5, 'tablet'),
    };
    const res = await create(
      kit.owner,
      newBook({
        panels: { front: [dataUrl(png()), dataUrl(png())], back: [dataUrl(png())] },
        order: { left: 2, middle: 0, right: null, leftBack: 1, middleBack: null, rightBack: null },
        stamps,
      }),
    );
    expect(res.status).toBe(201);
    expect(res.body.versions).toEqual({
      title: { stamp: stamps.title, base: null },
      order: { stamp: stamps.order, base: null },
      panels: { stamp: stamps.panels, base: null },
      leadForm: { stamp: stamps.leadForm, base: null },
      readsRtl: { stamp: stamps.readsRtl, base: null },
    });
    expect(res.body.order).toMatchObject({ left: 2, middle: 0, leftBack: 1 });
  });

  it.each([
    ['a malformed stamp', { edits: { title: { value: 'X', base: null, stamp: '12' } } }],
    ['no field', { edits: {} }],
    [
      'an order that shows a panel twice',
      { edits: { order: field({ ...swapped, middle: 1 }, null, at(0)) } },
    ],
    ['seven panels', { edits: { panels: field({ images: Array(7).fill('x') }, null, at(0)) } }],
  ])('refuses an edit with %s with 400, changing nothing', async (_, body) => {
    const book = await created();
    const res = await edit(kit.owner, book.id, body);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
    const stored = await kit.app.store.flipbooks.get(book.id);
    expect(stored?.versions).toEqual(book.versions);
  });

  it('refuses a created page order that does not fill the slots the panels fill', async () => {
    const res = await create(
      kit.owner,
      newBook({
        order: slotsFromSides([0], []),
      }),
    );
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('order: The page order must show each panel once');
  });
});
